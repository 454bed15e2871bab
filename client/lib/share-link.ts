import { isRecipeList, isRecipeMarkdown, MAX_RECIPE_CHARS, writtenFields, type RecipeRecord } from './recipe-record.ts';
import { SHARE_PREFIX as PREFIX, carriesRecipe } from './share-fragment.ts';
import { keepValidIngredients } from './stored-ingredients.ts';
import { packFragment, unpackFragment, type BrokenReason, type FragmentFormat } from './fragment-codec.ts';

/**
 * A share link carries the recipe in the address's fragment, which browsers never send to a
 * server: `#recipe=1.<data>`, where 1 is the format's version and the data is the recipe and its
 * list as JSON, deflated and written in base64url. Nothing is stored anywhere; the link is the recipe.
 */
const VERSION = '1';

/** The longest fragment read, checked before anything is decoded (a recipe takes a few kB). */
export const MAX_FRAGMENT_CHARS = 16 * 1024;

const FORMAT: FragmentFormat = {
  prefix: PREFIX,
  version: VERSION,
  maxChars: MAX_FRAGMENT_CHARS,
  // The longest recipe as JSON, even were every character written as a six-byte escape.
  maxPayloadBytes: 6 * MAX_RECIPE_CHARS + 4 * 1024,
};

/** What a fragment held: a recipe, or why it is broken. */
type LinkReading = { ok: true; recipe: RecipeRecord } | { ok: false; reason: BrokenReason };

/**
 * The fragment that carries `recipe` (to put after a page address), or undefined when it would be
 * longer than a link is allowed to be.
 * @example await shareFragment({ markdown: "## Soup\n\n...", ingredients: ["Leek", ...] }) // "#recipe=1.jVLBbt..."
 */
export async function shareFragment(recipe: RecipeRecord): Promise<string | undefined> {
  const { markdown, ingredients, proof, written, servings, draft } = recipe;
  return packFragment(FORMAT, { markdown, ingredients, proof, written, servings, draft });
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
  const reading = await unpackFragment(FORMAT, hash);
  if (!reading.ok) return reading;
  const recipe = recipeIn(reading.value);
  return recipe ? { ok: true, recipe } : { ok: false, reason: 'damaged' };
}
