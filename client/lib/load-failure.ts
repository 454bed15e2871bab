// The words browsers give a script that could not be fetched (Chromium, Firefox, Safari) and
// Vite's for a chunk's styles: a dropped connection or a new release, not a fault of the page.
const LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload/i;

/** Whether an error is a part of the page that could not be fetched, rather than one that failed to render. */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}
