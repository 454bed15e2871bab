interface SiteFooterProps {
  providerLabel: string | null;
}

/** Which model answers (when the server says), and a reminder that AI can be wrong. */
export function SiteFooter({ providerLabel }: SiteFooterProps) {
  return (
    <footer className="mt-16 border-t border-line py-8 text-center text-sm leading-relaxed text-ink-soft">
      {providerLabel && (
        <p className="wrap-anywhere">
          Recipes by{' '}
          {/* Read back by the page's script: the served page names the model here (client/loading/page-shell.ts). */}
          <span data-provider-label className="font-semibold text-ink">
            {providerLabel}
          </span>
        </p>
      )}
      <p className="mt-1">
        AI suggestions can be wrong: check allergens and cook everything through.
      </p>
    </footer>
  );
}
