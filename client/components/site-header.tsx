import { MIN_INGREDIENTS } from '../../shared/limits.ts';

/** The logo, the page title and a short note on how the page works. */
export function SiteHeader() {
  return (
    <header className="pt-8 pb-6 sm:pt-12">
      <div className="flex items-center gap-3 sm:gap-4">
        {/* Served from public/ rather than inlined, so a strict img-src 'self' still allows it. */}
        <img
          src="/logo.svg"
          alt="Pantry Chef logo: a chef's hat"
          width={64}
          height={64}
          className="size-12 shrink-0 sm:size-16"
        />
        <h1 className="font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          Pantry Chef
        </h1>
      </div>
      <p className="mt-5 max-w-prose text-lg leading-relaxed text-ink-soft">
        Tell us what's in your kitchen: add the ingredients you have, at least {MIN_INGREDIENTS} of
        them, and Pantry Chef will use AI to suggest a recipe you can cook with them.
      </p>
    </header>
  );
}
