import { useCallback, useEffect, useState } from 'react';
import type { RecipeRecord } from '../lib/recipe-record.ts';
import { carriesRecipe } from '../lib/share-fragment.ts';
import { readShareFragment } from '../lib/share-link.ts';

/** What the address's share link, if any, has given the page. */
export type SharedLink =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'shown'; recipe: RecipeRecord }
  | { status: 'broken' };

const initial = (): SharedLink => (carriesRecipe(location.hash) ? { status: 'reading' } : { status: 'none' });

/** Takes the share link out of the address, leaving the page's own; no new history entry, no reload. */
function dropFragment() {
  if (carriesRecipe(location.hash)) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/**
 * The recipe a share link in the address carries (read when the page opens, and again when a new
 * link is pasted into the same tab). The link stays in the address exactly as long as its recipe is
 * what the page shows, so a reload shows the same: `settle` drops it once the visitor moves on
 * (uses it, asks for a recipe, opens another). A broken link is dropped at once.
 */
export function useSharedLink() {
  const [link, setLink] = useState<SharedLink>(initial);

  useEffect(() => {
    let live = true;
    const read = () => {
      const hash = location.hash;
      if (!carriesRecipe(hash)) return;
      setLink({ status: 'reading' });
      void readShareFragment(hash).then((reading) => {
        // A newer link (or the page going away) has taken over meanwhile.
        if (!live || location.hash !== hash || !reading) return;
        if (reading.ok) {
          setLink({ status: 'shown', recipe: reading.recipe });
        } else {
          dropFragment();
          setLink({ status: 'broken' });
        }
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      live = false;
      window.removeEventListener('hashchange', read);
    };
  }, []);

  const settle = useCallback(() => {
    dropFragment();
    setLink((current) => (current.status === 'none' ? current : { status: 'none' }));
  }, []);

  return { link, settle };
}
