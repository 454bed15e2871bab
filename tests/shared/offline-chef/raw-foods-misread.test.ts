import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foodNameRows } from '../../../shared/ingredients/food-names.ts';
import { findIngredient, lookupKey } from '../../../shared/ingredients/pantry-knowledge.ts';
import { readEntry } from '../../../shared/ingredients/read-entry.ts';
import { rawMeat } from '../../../shared/offline-chef/raw-meat.ts';
import { everyVersionInBothUnits, PANTRY_NAMES } from '../../support/chef-versions.ts';
import { rawFoodProblems } from '../../support/raw-food-check.ts';

// Two hundred slips of the keyboard on names of the pantry table, and two hundred names from the
// table of foods in other languages, each among foods the chef knows, written first and changed
// every way, in metric and in US units: what the reader takes for a food is the food meant, cooked safely; what it cannot
// read is left out, said to be, and in no step.

// A guard for a busy machine, not a measure: the check itself counts no time.
const PATIENCE_MS = 300_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One slip of a name: a letter missing, doubled, swapped with the next, or wrong. */
const slip = fc
  .record({ name: fc.constantFrom(...PANTRY_NAMES.filter((name) => name.length >= 5)), kind: fc.constantFrom('missing', 'doubled', 'swapped', 'wrong'), at: fc.nat(), letter: fc.constantFrom(...LETTERS) })
  .map(({ name, kind, at, letter }) => {
    const i = at % (name.length - 1);
    const typed =
      kind === 'missing' ? name.slice(0, i) + name.slice(i + 1)
      : kind === 'doubled' ? name.slice(0, i + 1) + name.slice(i)
      : kind === 'swapped' ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2)
      : name.slice(0, i) + letter + name.slice(i + 1);
    return { name, typed };
  })
  .filter(({ name, typed }) => lookupKey(typed) !== lookupKey(name) && /^[a-z]/.test(typed));

const FOREIGN = foodNameRows().flatMap(({ food, names }) => names.flat().map((name) => ({ food, name })));
const others = fc.uniqueArray(fc.constantFrom(...PANTRY_NAMES), { minLength: 2, maxLength: 4 });

/** Whether the recipe's steps name the typed text as a word. */
const inSteps = (recipe: string, typed: string): boolean =>
  recipe.slice(recipe.indexOf('### Steps')).toLowerCase().includes(` ${typed.toLowerCase()} `);

describe('slips of the keyboard and foods in other languages, in every version', () => {
  it(
    'reads a slip as the food meant and cooks it safely, or leaves it out and says so',
    () => {
      const counts = { read: 0, leftOut: 0 };
      fc.assert(
        fc.property(slip, others, ({ name, typed }, list) => {
          const read = readEntry(typed);
          // A slip read as a correction is the food meant: never one of another kind.
          if (read.by === 'corrected') expect(read.food, `${typed} for ${name}`).toBe(findIngredient(name));
          counts[read.food || rawMeat(typed) ? 'read' : 'leftOut'] += 1;
          for (const { kind, recipe, units } of everyVersionInBothUnits([typed, ...list])) {
            const what = `${kind} version, ${units}, of ${[typed, ...list].join(', ')}`;
            expect(rawFoodProblems(recipe, units), what).toEqual([]);
            // Raw meat the table has no line for is known by its words and cooked like the nearest it has ("goose at").
            if (read.food || rawMeat(typed) || !recipe.includes('### Steps')) continue;
            expect(recipe, what).toMatch(/_Left out: [^\n]*\((?:not a food|not foods) I know: check the spelling\)\._/);
            expect(inSteps(recipe, typed), what).toBe(false);
          }
        }),
        { numRuns: 200, seed: 20261209 },
      );
      expect(counts.read + counts.leftOut).toBe(200);
      // Most slips are read; some are too close to two foods, or to none, and are left out.
      expect(counts.read).toBeGreaterThan(100);
      expect(counts.leftOut).toBeGreaterThan(0);
    },
    PATIENCE_MS,
  );

  it(
    'reads a food typed in another language as its food and cooks it safely',
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...FOREIGN), others, ({ food, name }, list) => {
          const read = readEntry(name);
          // A name English gives another food is read as the English one ("Paprika" is the spice).
          if (read.by !== 'name') expect(read.food, name).toBe(findIngredient(food));
          for (const { kind, recipe, units } of everyVersionInBothUnits([name, ...list])) {
            expect(rawFoodProblems(recipe, units), `${kind} version, ${units}, of ${[name, ...list].join(', ')}`).toEqual([]);
          }
        }),
        { numRuns: 200, seed: 20261210 },
      );
    },
    PATIENCE_MS,
  );
});
