import { isRecipeList, isRecipeMarkdown, MAX_RECIPE_CHARS, writtenFields, type RecipeRecord } from './recipe-record.ts';
import { SHARE_PREFIX as PREFIX, carriesRecipe } from './share-fragment.ts';
import { keepValidIngredients } from './stored-ingredients.ts';

/**
 * A share link carries the recipe in the address's fragment, which browsers never send to a
 * server: `#recipe=1.<data>`, where 1 is the format's version and the data is the recipe and its
 * list as JSON, deflated and written in base64url. Nothing is stored anywhere; the link is the recipe.
 */
const VERSION = '1';

/** The longest fragment read, checked before anything is decoded (a recipe takes a few kB). */
export const MAX_FRAGMENT_CHARS = 16 * 1024;
// However small the fragment, no more than this is ever inflated from it: the longest recipe as
// JSON, even were every character written as a six-byte escape.
const MAX_PAYLOAD_BYTES = 6 * MAX_RECIPE_CHARS + 4 * 1024;
// Fed to the inflater this much at a time, so no single step can blow up a large output at once.
const INPUT_CHUNK_BYTES = 1024;

/** Why a fragment could not be read: too long to try, another version's, or damaged (cut short, edited, not ours). */
type BrokenReason = 'too-long' | 'version' | 'damaged';

/** What a fragment held: a recipe, or why it is broken. */
type LinkReading = { ok: true; recipe: RecipeRecord } | { ok: false; reason: BrokenReason };

/** The bytes, as a stream that hands them out a little at a time. */
function streamOf(bytes: Uint8Array): ReadableStream<BufferSource> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += INPUT_CHUNK_BYTES)));
    },
  });
}

/** Everything `stream` gives, or 'too-long' as soon as it has given more than `limit` bytes. */
async function collect(stream: ReadableStream<Uint8Array>, limit = Infinity): Promise<Uint8Array | 'too-long'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return 'too-long';
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  // A length of 4n+1 cannot come from whole bytes: the link was cut in the middle of a character.
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The fragment that carries `recipe` (to put after a page address), or undefined when it would be
 * longer than a link is allowed to be.
 * @example await shareFragment({ markdown: "## Soup\n\n...", ingredients: ["Leek", ...] }) // "#recipe=1.jVLBbt..."
 */
export async function shareFragment(recipe: RecipeRecord): Promise<string | undefined> {
  const json = JSON.stringify({ markdown: recipe.markdown, ingredients: recipe.ingredients, proof: recipe.proof, written: recipe.written, servings: recipe.servings, draft: recipe.draft });
  const packed = await collect(streamOf(new TextEncoder().encode(json)).pipeThrough(new CompressionStream('deflate-raw')));
  if (packed === 'too-long') return undefined;
  const fragment = `${PREFIX}${VERSION}.${toBase64Url(packed)}`;
  return fragment.length <= MAX_FRAGMENT_CHARS ? fragment : undefined;
}

/** The recipe in a decoded payload, checked as carefully as anything else from outside the page. */
function recipeIn(payload: unknown): RecipeRecord | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { markdown, ingredients } = payload as Record<string, unknown>;
  if (!isRecipeMarkdown(markdown) || !isRecipeList(ingredients)) return undefined;
  // The list may be loaded into the visitor's own: only what the page itself would accept.
  const kept = keepValidIngredients(ingredients) ?? [];
  // A proof over a list the page changed would never match: the recipe is then only to read.
  const same = kept.length === ingredients.length && kept.every((item, index) => item === ingredients[index]);
  return kept.length > 0 ? { markdown, ingredients: kept, ...(same ? writtenFields(payload as Record<string, unknown>) : {}) } : undefined;
}

/**
 * Reads the recipe a fragment carries. Undefined when the fragment is not a share link at all;
 * otherwise the recipe, or why it cannot be read. Never throws, whatever the fragment holds.
 */
export async function readShareFragment(hash: string): Promise<LinkReading | undefined> {
  if (!carriesRecipe(hash)) return undefined;
  if (hash.length > MAX_FRAGMENT_CHARS) return { ok: false, reason: 'too-long' };
  const [, version, data = ''] = /^(\d+)\.(.*)$/s.exec(hash.slice(PREFIX.length)) ?? [];
  if (version === undefined) return { ok: false, reason: 'damaged' };
  if (version !== VERSION) return { ok: false, reason: 'version' };
  try {
    const packed = fromBase64Url(data);
    if (!packed) return { ok: false, reason: 'damaged' };
    const json = await collect(streamOf(packed).pipeThrough(new DecompressionStream('deflate-raw')), MAX_PAYLOAD_BYTES);
    if (json === 'too-long') return { ok: false, reason: 'too-long' };
    const recipe = recipeIn(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)));
    return recipe ? { ok: true, recipe } : { ok: false, reason: 'damaged' };
  } catch {
    // Cut short, trailing junk, not deflate, not UTF-8, not JSON: all one to the visitor.
    return { ok: false, reason: 'damaged' };
  }
}
