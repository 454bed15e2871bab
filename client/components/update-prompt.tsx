import { useUpdateReady } from '../lib/update-ready.ts';

/**
 * Once a new version of the page is waiting (the service worker, registered at the page's start,
 * says so), offers it: the visitor reloads when it suits them, never in the middle of a recipe.
 */
export function UpdatePrompt() {
  const reload = useUpdateReady();
  if (!reload) return null;

  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-20 flex justify-center p-4">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-paper px-4 py-3 shadow-lg">
        <p className="text-ink">A new version of Pantry Chef is ready.</p>
        <button type="button" onClick={reload} className="btn btn-primary">
          Reload for the new version
        </button>
      </div>
    </div>
  );
}
