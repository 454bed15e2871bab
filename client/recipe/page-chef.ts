import { writeDraft } from '../../shared/offline-chef/recipe-writer.ts';
import { DEFAULT_WORDS_PER_SECOND, splitWords } from '../../shared/offline-chef/typing.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { STREAM_WINDOW_MS } from '../../shared/api/stream-window.ts';
import type { RecipeStream, StreamEnd, StreamEvents } from './stream-engine.ts';

// Words a window, at the pace the server's offline chef types.
const WORDS_PER_WINDOW = Math.max(1, Math.round((DEFAULT_WORDS_PER_SECOND * STREAM_WINDOW_MS) / 1000));

/**
 * The offline chef, run in the page itself for when the server cannot be reached: the same
 * writer the server runs (shared/offline-chef/), typed out at the same pace, so the recipe
 * streams in as any other. It writes new recipes, not changes of one (those need the server's
 * proof of the recipe changed), and it has no proof to give: its recipes are not changed later,
 * but the key of its draft lets it draft them again at other servings or units.
 */
export function cookInPage(request: RecipeRequest, { onText }: Pick<StreamEvents, 'onText'>): RecipeStream {
  const { ingredients, ...wishes } = request;
  const { markdown, draft } = writeDraft(ingredients, { ...wishes, change: undefined });
  const words = splitWords(markdown);
  let shown = 0;
  let text = '';
  let finish: (end: StreamEnd) => void = () => {};
  const ended = new Promise<StreamEnd>((resolve) => (finish = resolve));
  const typing = setInterval(() => {
    const next = words.slice(shown, shown + WORDS_PER_WINDOW).join('');
    shown += WORDS_PER_WINDOW;
    text += next;
    onText(text);
    if (shown >= words.length) {
      clearInterval(typing);
      finish({ outcome: 'done', text, proof: undefined, ...(draft ? { draft } : {}) });
    }
  }, STREAM_WINDOW_MS);
  return {
    stop: () => {
      clearInterval(typing);
      finish({ outcome: 'stopped', text });
    },
    text: () => text,
    ended,
  };
}
