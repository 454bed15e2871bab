import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

// What a cook reviewing the built-in chef's recipes would have corrected in the wording and the
// order of work: read from the markdown as a cook reads it.

const PROOF = 'p'.repeat(43);
const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');

function written(list: readonly string[], kind?: AdjustKind, units: Units = 'metric', servings?: number): string {
  const recipe = writeRecipe(list, { servings, units });
  return kind === undefined ? recipe : writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
}

describe('milder sets out nothing a cook would not serve beside the dish', () => {
  it.each<[string[]]>([[['prawns', 'rice', 'peas', 'garlic', 'chilli', 'spring onions']], [['gamberi', 'aglio', 'peperoncino', 'spaghetti', 'prezzemolo']]])(
    '%j made milder: no bowl of yogurt beside prawns or pasta; leaving out the chilli is enough',
    (list) => {
      const milder = written(list, 'milder');
      expect(written(list)).toMatch(/chilli/i);
      expect(milder).not.toMatch(/yogurt/i);
    },
  );
});

describe('butter is melted before anything is tossed in it', () => {
  it.each<[string[], Units]>([
    [['salmon', 'new potatoes', 'green beans', 'lemon', 'butter'], 'metric'],
    [['salmon', 'new potatoes', 'green beans', 'lemon', 'butter'], 'us'],
    [['samlon', 'potatos', 'lemmon', 'brocolli', 'butter'], 'metric'],
  ])('%j made quicker (%s)', (list, units) => {
    const steps = stepsOf(written(list, 'quicker', units));
    expect(steps).toMatch(/toss the (?:new )?potato/);
    // Cold butter does not coat anything: melted, it does.
    expect(steps).toMatch(/melted butter|butter, melted|[Mm]elt the butter/);
  });
});

describe('a potato soup is blended however quick, and its milk warmed through', () => {
  it.each<[AdjustKind | undefined, Units]>([
    [undefined, 'metric'],
    ['quicker', 'metric'],
    ['quicker', 'us'],
  ])('potatoes, leeks, butter, milk and stock made %s (%s)', (kind, units) => {
    const steps = stepsOf(written(['potatoes', 'leeks', 'butter', 'milk', 'stock'], kind, units));
    expect(steps).toMatch(/[Bb]lend until smooth/);
    // Cold milk stirred into a soup just blended cools it: warmed through, never boiled, it stays smooth.
    expect(steps).toMatch(/stir in the milk and warm through for \d+ minutes?, without letting it boil/);
  });
});
