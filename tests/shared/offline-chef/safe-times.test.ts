import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { AdjustKind } from '../../../shared/recipe-change.ts';
import type { Units } from '../../../shared/recipe-preferences.ts';

// A cook acts on every time the built-in chef writes: poultry, mince, pork and fish never cook for
// less than makes them safe, in any version, Quicker included, and the recipe says how to tell
// where their cooking ends.
// Read from the markdown alone, as a visitor reads it.

/** The foods that need a safe time, as a list names them (and a US recipe: "ground beef"); the least minutes in a pan; the words of their check. */
const NEEDS: readonly [typed: string, word: RegExp, minutes: number, inside: RegExp][] = [
  ['Chicken thighs', /chicken thighs/, 6, /74 °C|165 °F/],
  ['Chicken', /chicken/, 6, /74 °C|165 °F/],
  ['Turkey mince', /turkey mince|ground turkey/, 6, /74 °C|165 °F/],
  ['Beef mince', /beef mince|ground beef/, 6, /74 °C|165 °F/],
  ['Pork mince', /pork mince|ground pork/, 6, /74 °C|165 °F/],
  ['Sausages', /sausages/, 8, /74 °C|165 °F/],
  ['Pork chops', /pork chops/, 5, /63 °C|145 °F/],
  ['Salmon', /salmon/, 4, /63 °C|145 °F/],
  ['Cod', /cod/, 4, /63 °C|145 °F/],
  ['Prawns', /prawns|shrimp/, 3, /63 °C|145 °F/],
];
const OTHERS = ['Rice', 'Garlic', 'Spinach', 'Lemon', 'Noodles', 'Broccoli', 'Onion', 'Potatoes', 'Peppers', 'Tomatoes', 'Spaghetti', 'Lentils', 'Carrots', 'Soy sauce', 'Tortillas', 'Eggs'];
const CHANGES: readonly (AdjustKind | undefined)[] = [undefined, 'quicker', 'spicier', 'milder', 'no-oven', 'one-pot'];
const PROOF = 'p'.repeat(43);

const stepsOf = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => line.replace(/^\d+\. /, '').toLowerCase());

/**
 * The minutes a step's pan gives `word`, from the sentence it goes in: its own "for N minutes",
 * then each "for N minutes more" of what goes in after it in that sentence. Undefined when the step
 * does not put it in a pan with a time (it is prepared, served or named only).
 */
function panMinutes(step: string, word: RegExp): number | undefined {
  for (const sentence of step.split(/(?<=\.)\s+/)) {
    const at = sentence.search(new RegExp(`(?:add|cook|fry|stir-fry|brown) the [^.]*?\\b(?:${word.source})\\b[^.]*? and [\\w-]+ for (\\d+)(?:[–-](\\d+))? minutes?`));
    if (at < 0) continue;
    const rest = sentence.slice(at);
    const own = /for (\d+)(?:[–-](\d+))? minutes?/.exec(rest)!;
    let minutes = Number(own[1]);
    for (const more of rest.slice(own.index + own[0].length).matchAll(/for (\d+)(?:[–-](\d+))? minutes? more/g)) minutes += Number(more[1]);
    return minutes;
  }
  return undefined;
}

describe('safe times in every version the built-in chef writes', () => {
  it('cooks poultry, mince, pork and fish for at least their safe time and says how to tell they are done', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...NEEDS),
        fc.shuffledSubarray(OTHERS, { minLength: 3, maxLength: 4 }),
        fc.constantFrom(...CHANGES),
        fc.constantFrom<Units>('metric', 'us'),
        ([typed, word, least, inside], others, kind, units) => {
          const list = [typed, ...others];
          const recipe = writeRecipe(list, { units });
          const version = kind ? writeRecipe(list, { units, change: { kind, recipe, proof: PROOF } }) : recipe;
          const steps = stepsOf(version);
          for (const [index, step] of steps.entries()) {
            const minutes = panMinutes(step, word);
            if (minutes === undefined) continue;
            checked += 1;
            expect(minutes, `${kind ?? 'first'} version of ${list.join(', ')}: ${step}`).toBeGreaterThanOrEqual(least);
            // Said in that step, or in a later one where its cooking ends (a pan roast browns once the lid is off).
            expect(steps.slice(index).join('\n'), `${kind ?? 'first'} version of ${list.join(', ')}`).toMatch(new RegExp(inside.source, 'i'));
          }
        },
      ),
      { numRuns: 400 },
    );
    // Enough of the recipes put the food in a pan for the check to mean something.
    expect(checked).toBeGreaterThan(150);
  });

  it('never lets Quicker shorten the chicken of the recipe it changes below its safe time', () => {
    const list = ['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon'];
    const recipe = writeRecipe(list);
    const quicker = writeRecipe(list, { change: { kind: 'quicker', recipe, proof: PROOF } });
    const step = stepsOf(quicker).find((one) => panMinutes(one, /chicken thighs/) !== undefined)!;
    expect(panMinutes(step, /chicken thighs/)).toBeGreaterThanOrEqual(6);
    expect(step).toContain('the chicken thighs are done at 74 °c in the middle, with no pink left.');
  });
});
