// The versions of the recipe on screen, as pure functions: what a version is, how it is shown at
// the cook's servings and units, and what a kept, shared or changed recipe makes of them. The
// store (recipe-store.ts) holds them; nothing here fetches, stores or announces.

import type { ChangeKind } from '../../shared/api/recipe-change.ts';
import type { DraftKey } from '../../shared/api/draft-key.ts';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { statedServings } from '../../shared/recipe/recipe-numbers.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { writtenOf, type RecipeRecord } from '../lib/recipe-record.ts';

/** One version of a recipe, as the service wrote it. */
export interface RecipeVersion {
  markdown: string;
  /** The service's proof of it, which a change must carry; absent when it cannot be changed (stopped half way, or kept from before proofs). */
  proof?: string;
  /** Who wrote it ("Recipes by …"). */
  by: string | null;
  /** The changes that led to it from the first answer, oldest first: "Another idea" keeps the diet they chose. */
  changes?: readonly ChangeKind[];
  /** The key of its draft, for a recipe of the built-in chef: it is drafted again from it, and a change sends it back. */
  draft?: DraftKey;
}

/** A change the visitor asks of the version shown: a kind, and for a swap what to replace and with what (none: the chef chooses). */
export interface ChangeAsk {
  kind: ChangeKind;
  from?: string;
  to?: string;
}

/** How the cook has the recipe on screen: the servings to cook (null: as written) and the units they switched to (null: as written). */
export interface Presentation {
  servings: number | null;
  units: Units | null;
}

/** What a version is shown with: the scaler's two functions (an engine fetched on first use). */
interface Scaler {
  scaleRecipe: (markdown: string, from: number, to: number, units?: Units) => string;
  convertRecipe: (markdown: string, units: Units) => string;
}

/** Whether showing `written` as `how` needs the scaler: it scales, or is switched to other units. */
export function needsScaler(written: string, { servings, units }: Presentation): boolean {
  const stated = statedServings(written);
  return units !== null || (servings !== null && stated !== null && servings !== stated);
}

/**
 * A version as the cook has it on screen: scaled from the servings it states to the servings to
 * cook, in the units they switched to, in one pass from its own amounts so each is rounded once;
 * as written when neither applies.
 */
export function presented(written: string, { servings, units }: Presentation, scaler: Scaler): string {
  const stated = statedServings(written);
  if (servings !== null && stated !== null && servings !== stated) return scaler.scaleRecipe(written, stated, servings, units ?? undefined);
  return units === null ? written : scaler.convertRecipe(written, units);
}

/** A kept or shared recipe as a version: as written, with its proof when it has one. */
export const versionOf = (recipe: RecipeRecord, by: string | null): RecipeVersion => ({
  markdown: writtenOf(recipe),
  by,
  ...(recipe.proof ? { proof: recipe.proof } : {}),
  ...(recipe.draft ? { draft: recipe.draft } : {}),
});

/** The recipe on screen as a record: as shown, with its version's proof and, when scaled, its text as written. */
export function recordOf(markdown: string, request: RecipeRequest | null, version: RecipeVersion | undefined): RecipeRecord | null {
  if (markdown === '' || !request) return null;
  const proof = version?.proof ? { proof: version.proof } : {};
  const written = version && version.markdown !== markdown ? { written: version.markdown } : {};
  const draft = version?.draft ? { draft: version.draft } : {};
  return { markdown, ingredients: [...request.ingredients], ...proof, ...written, ...draft };
}

/** The answer to a change as a new version: it builds on the changes of the version it changed. */
export function changedVersion(
  markdown: string,
  by: string | null,
  proof: string | undefined,
  from: RecipeVersion | undefined,
  change: ChangeAsk | null,
  draft?: DraftKey,
): RecipeVersion {
  const changes = change ? [...(from?.changes ?? []), change.kind] : [];
  return { markdown, by, ...(proof ? { proof } : {}), ...(changes.length > 0 ? { changes } : {}), ...(draft ? { draft } : {}) };
}

/** The versions once the service no longer knows the one at `index`: it is never offered for a change again. */
export const withoutProof = (versions: readonly RecipeVersion[], index: number): RecipeVersion[] =>
  versions.map((version, at) => (at === index ? { markdown: version.markdown, by: version.by, ...(version.draft ? { draft: version.draft } : {}) } : version));

/** Whether the version was made vegetarian by a change: "Another idea" then asks with that diet. */
export const madeVegetarian = (version: RecipeVersion | undefined): boolean => version?.changes?.includes('vegetarian') === true;
