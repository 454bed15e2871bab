import { useLayoutEffect } from 'react';

/** What the built index.html brings with it (scripts/vite-page-shell.ts), read before React starts. */
export interface PageShell {
  /** Whether #root holds the prerendered page, the same markup as a fresh visit's first render. */
  prerendered: boolean;
  /** A visitor with something kept from an earlier visit: index.html's inline script said so. */
  restoring: boolean;
  /** The footer's provider line as the server filled it in; null where nothing filled it (`npm run dev`). */
  providerLabel: string | null;
}

/** The class index.html's first script puts on <html> when storage holds anything the page keeps. */
const RESTORING = 'restoring';

/** Reads the page shell out of the document. */
export function readPageShell(root: HTMLElement): PageShell {
  return {
    prerendered: root.firstElementChild !== null,
    restoring: document.documentElement.classList.contains(RESTORING),
    providerLabel: root.querySelector('[data-provider-label]')?.textContent ?? null,
  };
}

/**
 * Shows what index.html hid for a returning visitor (whatever sits below the form, which their
 * list would push down) once the page has rendered it from storage, before it paints.
 */
export function useShowRestored() {
  useLayoutEffect(() => document.documentElement.classList.remove(RESTORING), []);
}
