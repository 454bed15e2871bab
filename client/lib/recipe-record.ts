import { MAX_SCALED_SERVINGS } from '../../shared/api/recipe-preferences.ts';
import { MAX_ANSWER_CHARS, MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH, MIN_INGREDIENTS } from '../../shared/api/limits.ts';
import type { DraftKey } from '../../shared/api/draft-key.ts';

/** A recipe as the page keeps or passes it on: its markdown and the list it was written for. */
export interface RecipeRecord {
  /** The recipe as shown: scaled to the servings shown, when the visitor scaled it. */
  markdown: string;
  ingredients: readonly string[];
  /** The service's proof of the recipe as written, which a change of it must carry (absent: it cannot be changed). */
  proof?: string;
  /** The recipe as written, when `markdown` is it scaled: what the proof is over, and what scaling starts from. */
  written?: string;
  /** The servings `markdown` is scaled to, when it is `written` scaled (null or absent: as written): kept, so the recipe reopens at them unread. */
  servings?: number | null;
  /**
   * For a recipe of the built-in chef, the key of its draft, which a change sends back and scaling
   * drafts again from. Only its shape is looked at here (the page's first script carries no schema):
   * the chef checks it with the shared schema where it is used, and the server where it is sent.
   */
  draft?: DraftKey;
}

// An HMAC-SHA-256 in base64url, as the service sends it.
const PROOF = /^[\w-]{43}$/;

/**
 * The proof and the text as written, from a kept or shared record, when they have the right
 * shape; anything else is dropped and the recipe stays (it can no longer be changed, only read).
 */
export function writtenFields(raw: Record<string, unknown>): Pick<RecipeRecord, 'proof' | 'written' | 'servings' | 'draft'> {
  const { proof, written, servings, draft } = raw;
  if (typeof proof !== 'string' || !PROOF.test(proof)) return {};
  const scaled = isRecipeMarkdown(written) ? { written, ...(isServings(servings) ? { servings } : {}) } : {};
  return { proof, ...scaled, ...(isDraftShaped(draft) ? { draft } : {}) };
}

/** Whether `raw` could be the servings a recipe is shown at: a whole number from 1 to MAX_SCALED_SERVINGS. */
const isServings = (raw: unknown): raw is number => Number.isInteger(raw) && (raw as number) > 0 && (raw as number) <= MAX_SCALED_SERVINGS;

/** Whether `raw` has the outline of a draft's key: an object with a dish, a seed and a list of changes. */
const isDraftShaped = (raw: unknown): raw is DraftKey =>
  typeof raw === 'object' && raw !== null && typeof (raw as DraftKey).dish === 'string' && typeof (raw as DraftKey).seed === 'number' && Array.isArray((raw as DraftKey).changes);

/** The recipe as written: what its proof is over, and what tells two records of one recipe apart from two recipes. */
export const writtenOf = (record: RecipeRecord): string => record.written ?? record.markdown;

/** The longest answer the server passes on, with room for the note it adds when it cuts one short. */
export const MAX_RECIPE_CHARS = MAX_ANSWER_CHARS + 1024;

/** Whether `raw` could be a recipe's markdown: text, not empty, not too long. */
export function isRecipeMarkdown(raw: unknown): raw is string {
  return typeof raw === 'string' && raw !== '' && raw.length <= MAX_RECIPE_CHARS;
}

/**
 * Whether `raw` has the shape of a list a recipe was asked for. The shape only: the server checks
 * the list again when it is sent, and the page stays light.
 */
export function isRecipeList(raw: unknown): raw is string[] {
  return (
    Array.isArray(raw) &&
    raw.length >= MIN_INGREDIENTS &&
    raw.length <= MAX_INGREDIENTS &&
    raw.every((item) => typeof item === 'string' && item.length <= MAX_INGREDIENT_LENGTH)
  );
}

/** The longest "Recipes by" words kept with a recipe: a model id and a host name, with room to spare. */
export const MAX_BY_CHARS = 300;
