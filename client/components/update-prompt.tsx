import { lazy, Suspense } from 'react';
import { useUpdateReady } from '../lib/update-ready.ts';

// Most visits never see a new version arrive: the offer comes when one does.
const LazyUpdateNote = lazy(() => import('./update-note.tsx').then((module) => ({ default: module.UpdateNote })));

/**
 * Once a new version of the page is waiting (the service worker, registered at the page's start,
 * says so), offers it: the visitor reloads when it suits them, never in the middle of a recipe.
 */
export function UpdatePrompt() {
  const reload = useUpdateReady();
  if (!reload) return null;
  return (
    <Suspense fallback={null}>
      <LazyUpdateNote reload={reload} />
    </Suspense>
  );
}
