// How a version is shown, as pure functions: at the cook's servings and units, as a record to keep
// or share, and what its changes say. The store (recipe-store.ts) holds the versions; nothing
// here fetches, stores or announces.

import type { ChangeKind } from '../../shared/api/recipe-change.ts';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { statedServings } from '../../shared/recipe/recipe-numbers.ts';
import { writtenOf, type RecipeRecord } from '../lib/recipe-record.ts';
import type { Presentation, Shown } from './recipe-reducer.ts';
import { makeVersion, withEnding, type Author, type Version } from './version.ts';

/** A change the visitor asks of the version shown: a kind, and for a swap what to replace and with what (none: the chef chooses). */
export interface ChangeAsk {
  kind: ChangeKind;
  from?: string;
  to?: string;
}

/** What a version is shown with: the scaler's two functions (an engine fetched on first use). */
interface Scaler {
  scaleRecipe: (markdown: string, from: number, to: number, units?: Units) => string;
  convertRecipe: (markdown: string, units: Units) => string;
}

/** Whether showing `version` as `how` needs the scaler: it scales, or is switched to other units. */
export function needsScaler({ servings: stated }: Pick<Version, 'servings'>, { servings, units }: Presentation): boolean {
  return units !== null || (servings !== null && stated !== null && servings !== stated);
}

/**
 * A version's text as the cook has it on screen: scaled from the servings it states to the
 * servings to cook, in the units they switched to, in one pass from its own amounts so each is
 * rounded once; as written when neither applies.
 */
export function textAt({ written, servings: stated }: Pick<Version, 'written' | 'servings'>, { servings, units }: Presentation, scaler: Scaler): string {
  if (servings !== null && stated !== null && servings !== stated) return scaler.scaleRecipe(written, stated, servings, units ?? undefined);
  return units === null ? written : scaler.convertRecipe(written, units);
}

/**
 * A kept or shared record as a version on screen: its text as written is the version, its text as
 * shown is how it was left (scaled, say), at the servings that text states.
 */
export function shownOf(record: RecipeRecord, author: Author | null): Shown {
  const version = makeVersion(writtenOf(record), { author, ending: { kind: 'whole' }, ...(record.proof ? { proof: record.proof } : {}) });
  const servings = record.written !== undefined ? statedServings(record.markdown) : null;
  return { version, text: record.markdown, presentation: { servings, units: null } };
}

/** The version on screen as a record: as shown, with its proof and, when shown other than as written, its text as written. */
export function recordOf(shown: string, ingredients: readonly string[] | undefined, version: Version | undefined): RecipeRecord | null {
  if (shown === '' || !ingredients || !version) return null;
  const proof = version.proof ? { proof: version.proof } : {};
  const written = shown !== withEnding(version.written, version.ending) ? { written: version.written } : {};
  return { markdown: shown, ingredients: [...ingredients], ...proof, ...written };
}

/** The changes of a version made by `change` of `from`: it builds on the changes before it. */
export const changesAfter = (from: Version | undefined, change: ChangeAsk | null): readonly ChangeKind[] =>
  change ? [...(from?.changes ?? []), change.kind] : [];

/** Whether the version was made vegetarian by a change: "Another idea" then asks with that diet. */
export const madeVegetarian = (version: Version | undefined): boolean => version?.changes.includes('vegetarian') === true;
