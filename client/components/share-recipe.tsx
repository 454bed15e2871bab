import { useEffect, useId, useRef, useState } from 'react';
import type { RecipeRecord } from '../lib/recipe-record.ts';
import { loadOnce } from '../lib/load-once.ts';

// The share-link codec comes with a first press of Share.
const loadShareLink = loadOnce(() => import('../lib/share-link.ts'));

interface ShareRecipeProps {
  recipe: string;
  /** The list the recipe was written for, which the link carries too. */
  ingredients: readonly string[];
  /** Says how it went, in the actions' polite message area. */
  onMessage: (text: string) => void;
  /** The recipe as written, its proof and the servings shown, which the link carries so its receiver can change it too and sees it as shared. */
  written?: Pick<RecipeRecord, 'proof' | 'written' | 'servings'>;
  /** The words the page names the recipe by (its version's): the share sheet's title. */
  name: string;
}

const COPIED = 'Link copied';
const TOO_LONG = 'This recipe is too long to fit in a link.';
const NOT_COPIED = 'Your browser did not let the page copy the link. Copy it from the box below.';

/**
 * "Share": a link that carries the recipe itself (nothing is sent anywhere), handed to the phone's
 * share sheet where there is one, else copied; where neither works, shown for copying by hand.
 */
export function ShareRecipe({ recipe, ingredients, onMessage, written, name }: ShareRecipeProps) {
  // The link to copy by hand, for the recipe it was made for.
  const [manual, setManual] = useState<{ recipe: string; url: string } | null>(null);

  const share = async () => {
    const { shareFragment } = await loadShareLink();
    const fragment = await shareFragment({ markdown: recipe, ingredients, ...written });
    if (!fragment) return onMessage(TOO_LONG);
    const url = `${location.origin}${location.pathname}${location.search}${fragment}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // Closing the share sheet is an answer; anything else (refused, no target) falls back to copying.
        if ((error as Error | undefined)?.name === 'AbortError') return;
      }
    }
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setManual(null);
      onMessage(COPIED);
    } catch {
      setManual({ recipe, url });
      onMessage(NOT_COPIED);
    }
  };

  return (
    <>
      <button type="button" onClick={() => void share()} className="btn btn-secondary">
        Share
      </button>
      {manual?.recipe === recipe && <ManualLink url={manual.url} />}
    </>
  );
}

/** The link in a box, selected and focused, for the visitor to copy themselves. */
function ManualLink({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [url]);
  return (
    // Last in the row of buttons and a row of its own, whatever buttons come after Share.
    <div className="order-last basis-full">
      <label htmlFor={id} className="font-semibold text-ink">
        Link to this recipe
      </label>
      <input
        ref={input}
        id={id}
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block min-h-11 w-full rounded-xl border-2 border-edge bg-paper px-3 text-ink"
      />
    </div>
  );
}
