import { useRecipeState } from '../recipe/recipe-context.tsx';
import { pageChefNote } from '../recipe/page-chef-label.ts';
import { authorLabel } from '../recipe/version.ts';

interface SiteFooterProps {
  /** The page's own line: which model answers, as the server said; null when it did not. */
  providerLabel: string | null;
}

/**
 * Which model answers (the host that wrote the recipe on screen, once its answer names one), and
 * a reminder that AI can be wrong.
 */
export function SiteFooter({ providerLabel: pageLabel }: SiteFooterProps) {
  const { by, link } = useRecipeState();
  // A recipe from a link names no host: the page's own line then.
  const providerLabel = (link.status === 'shown' ? null : authorLabel(by)) ?? pageLabel;
  return (
    <footer className="mt-16 border-t border-line py-8 text-center text-sm leading-relaxed text-ink-soft">
      {pageChefNote(providerLabel) ? (
        <p className="wrap-anywhere font-semibold text-ink">{pageChefNote(providerLabel)}</p>
      ) : providerLabel && (
        <p className="wrap-anywhere">
          Recipes by{' '}
          {/* Read back by the page's script: the served page names the model here (client/page-shell.ts). */}
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
