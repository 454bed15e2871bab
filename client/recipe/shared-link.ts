import { loadOnce } from '../lib/load-once.ts';
import type { RecipeRecord } from '../lib/recipe-record.ts';
import { carriesRecipe } from '../lib/share-fragment.ts';

// The share-link codec comes with an address that carries a share link.
const loadShareLink = loadOnce(() => import('../lib/share-link.ts'));

/**
 * What the address's share link, if any, has given the page. Once 'shown', its recipe is the
 * version on screen (recipe-reducer.ts); the link keeps the list it was written for and its proof.
 */
export type SharedLink =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'shown'; ingredients: readonly string[]; proof?: string }
  | { status: 'broken' };

/** What reading the address's link gives: its recipe once read, or where the reading is. */
export type LinkReading = Exclude<SharedLink, { status: 'shown' }> | { status: 'read'; recipe: RecipeRecord };

/** Whether the page opens on a share link, which is read before anything takes its place. */
export const linkAtStart = (): SharedLink =>
  typeof location === 'object' && carriesRecipe(location.hash) ? { status: 'reading' } : { status: 'none' };

/**
 * Takes the share link out of the address, leaving the page's own; no new history entry, no
 * reload. The link stays in the address exactly as long as its recipe is what the page shows, so
 * a reload shows the same.
 */
export function dropShareLink() {
  if (carriesRecipe(location.hash)) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/**
 * Reads the address's share link now, and again when a new one is pasted into the same tab,
 * telling `onLink` what it held. A broken link is dropped from the address at once. Returns a
 * function that stops watching.
 */
export function watchShareLink(onLink: (link: LinkReading) => void): () => void {
  let live = true;
  const read = () => {
    const hash = location.hash;
    if (!carriesRecipe(hash)) return;
    onLink({ status: 'reading' });
    void loadShareLink()
      .then((codec) => codec.readShareFragment(hash))
      .then((reading) => {
        // A newer link (or the page going away) has taken over meanwhile.
        if (!live || location.hash !== hash || !reading) return;
        if (reading.ok) return onLink({ status: 'read', recipe: reading.recipe });
        dropShareLink();
        onLink({ status: 'broken' });
      })
      // The codec could not be fetched: the visitor's own page stays, and a reload tries the link again.
      .catch(() => live && location.hash === hash && onLink({ status: 'none' }));
  };
  read();
  window.addEventListener('hashchange', read);
  return () => {
    live = false;
    window.removeEventListener('hashchange', read);
  };
}
