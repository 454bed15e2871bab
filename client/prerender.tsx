import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';

/**
 * The page as a fresh visitor first sees it, as HTML, for the build to put in index.html
 * (scripts/vite-page-shell.ts). The same element boot.tsx hydrates, so the two match.
 * @example renderPageShell("__PANTRY_CHEF_PROVIDER__") // '<main class="flex-1">...Recipes by ...__PANTRY_CHEF_PROVIDER__...'
 */
export function renderPageShell(providerLabel: string): string {
  return renderToString(
    <StrictMode>
      <App providerLabel={providerLabel} />
    </StrictMode>,
  );
}
