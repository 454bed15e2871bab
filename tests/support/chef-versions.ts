import type { AdjustKind } from '../../shared/api/recipe-change.ts';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { allIngredients } from '../../shared/ingredients/pantry-knowledge.ts';
import { writeRecipe } from './chef-drafts.ts';

/** Every change the built-in chef makes of its own recipes, but a swap, which names what it swaps. */
export const EVERY_CHANGE: readonly AdjustKind[] = ['quicker', 'spicier', 'milder', 'vegetarian', 'no-oven', 'one-pot'];

// A change carries the proof the server signs; the chef writes it without checking it.
const PROOF = 'p'.repeat(43);

/** The recipe the built-in chef writes for a list, then each changed version of it, in these units. */
export function everyVersion(list: readonly string[], units: Units): { kind: AdjustKind | 'first'; recipe: string }[] {
  const first = writeRecipe(list, { units });
  return [
    { kind: 'first', recipe: first },
    ...EVERY_CHANGE.map((kind) => ({ kind, recipe: writeRecipe(list, { units, change: { kind, recipe: first, proof: PROOF } }) })),
  ];
}

/** Every version of a list's recipe (see everyVersion) in metric, then in US units, each with its units. */
export const everyVersionInBothUnits = (list: readonly string[]): { kind: AdjustKind | 'first'; recipe: string; units: Units }[] =>
  (['metric', 'us'] as const).flatMap((units) => everyVersion(list, units).map((version) => ({ ...version, units })));

/** Names of every food of the pantry table, each by all its names, for lists drawn from it. */
export const PANTRY_NAMES: readonly string[] = allIngredients().flatMap((entry) => [entry.name, ...entry.synonyms]);
