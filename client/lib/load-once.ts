/**
 * A part of the page fetched the first time it is wanted, and never again once here; a fetch that
 * failed (a dropped connection) is tried again the next time it is wanted, where a bare dynamic
 * import would keep its failure for the rest of the visit.
 * @example const loadScaler = loadOnce(() => import('./scaler.ts'));
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
