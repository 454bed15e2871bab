import { useEffect } from 'react';
import { loadEngine } from '../engines.ts';
import { useUpdateReady } from '../lib/update-ready.ts';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * Keeps the page for visits with no connection (its service worker, registered once the page is
 * idle), and once a new version is waiting, offers it: the visitor reloads when it suits them,
 * never in the middle of a recipe.
 */
export function UpdatePrompt() {
  const reload = useUpdateReady();
  // A page that cannot keep itself offline still works online: nothing to tell the visitor.
  useEffect(() => whenIdle(() => void loadEngine('serviceWorker').then((engine) => engine.registerServiceWorker()).catch(() => undefined)), []);
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
