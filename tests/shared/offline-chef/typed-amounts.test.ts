import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { readQuantity } from '../../../shared/recipe/quantity.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

// What the visitor typed with a food is what they have: the recipe never asks for more of it, and
// says so plainly where it uses all of it; it asks for what the servings need when there is enough.

const PROOF = 'p'.repeat(43);
const CHANGES: readonly AdjustKind[] = ['quicker', 'spicier', 'milder', 'vegetarian', 'no-oven', 'one-pot'];
// A scale's grams in each unit the chef writes a weight in; a count has none.
// A cup is read only for flour here, at the 125 g a US cook's cup of it weighs.
const GRAMS: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6, cup: 125, '': 1 };

/** The recipe for a list, then a change made of it. */
function written(list: readonly string[], servings: number | undefined, units: Units, kind?: AdjustKind): string {
  const recipe = writeRecipe(list, { servings, units });
  return kind === undefined ? recipe : writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
}

const lineOf = (markdown: string, food: string): string | undefined => markdown.split('\n').find((line) => line.startsWith(`- ${food} — `));
const notesOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^_.*_$/.test(line));

/** A line's amount in grams, or as a count: "1¼ lb" is 567, "½" is 0.5. */
function amountOf(line: string): number {
  const read = readQuantity(line.replace(/^- .*? — /, '').replace(/ \(all you have\)$/, ''));
  const grams = read === null ? undefined : GRAMS[read.quantity.unit];
  if (read === null || grams === undefined) throw new Error(`no weight or count in "${line}"`);
  return read.quantity.amount * grams;
}

interface Case {
  list: string[];
  servings: number | undefined;
  units: Units;
  /** The line's food as the recipe names it, what was typed of it (grams or a count), and whether that is short of what the servings need. */
  food: string;
  typed: number;
  short: boolean;
  /** Whether a note says how much more would suit: it is well short (under three quarters of the need), or short where the recipe serves fewer than asked. */
  wellShort: boolean;
}

const BEEF = ['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'];
const PORK = ['500g pork chops', '1kg potatoes', '2 apples'];
const FRITTATA = ['6 eggs', 'cheese', 'spinach', 'onion'];
const CAKE = ['1kg flour', 'sugar', 'butter', 'eggs', 'milk'];
const CASES: readonly Case[] = [
  // Four eggs bind about 400 g of meat: 180 g of the mince beside the chicken, within the 200 g typed.
  { list: BEEF, servings: undefined, units: 'metric', food: 'Minced beef', typed: 200, short: false, wellShort: false },
  { list: BEEF, servings: undefined, units: 'metric', food: 'Eggs', typed: 6, short: false, wellShort: false },
  { list: BEEF, servings: 12, units: 'metric', food: 'Minced beef', typed: 200, short: true, wellShort: true },
  // The apples are well short, so the recipe serves 3, fewer than asked: every food short of the 4 says how much more.
  { list: PORK, servings: undefined, units: 'metric', food: 'Pork chops', typed: 500, short: true, wellShort: true },
  { list: PORK, servings: undefined, units: 'metric', food: 'Potatoes', typed: 1000, short: false, wellShort: false },
  { list: PORK, servings: undefined, units: 'metric', food: 'Apples', typed: 2, short: true, wellShort: true },
  // A frittata takes two eggs a serving: six cover three.
  { list: FRITTATA, servings: 3, units: 'metric', food: 'Eggs', typed: 6, short: false, wellShort: false },
  { list: FRITTATA, servings: 12, units: 'metric', food: 'Eggs', typed: 6, short: true, wellShort: true },
  { list: ['half an onion', 'chicken', 'rice'], servings: 2, units: 'metric', food: 'Onion', typed: 0.5, short: true, wellShort: true },
  { list: CAKE, servings: 6, units: 'metric', food: 'Flour', typed: 1000, short: false, wellShort: false },
  { list: CAKE, servings: 12, units: 'us', food: 'Flour', typed: 1000, short: false, wellShort: false },
  { list: ['1 lb pork chops', 'potatoes', 'apples'], servings: 4, units: 'us', food: 'Pork chops', typed: 453.6, short: true, wellShort: false },
  { list: ['8 oz ground beef', 'onion', 'eggs'], servings: 4, units: 'us', food: 'Ground beef', typed: 226.8, short: true, wellShort: true },
  // 1 kg is 2.2 lb: "2 lb", never the "2¼ lb" a cook would otherwise be asked for.
  { list: ['1kg pork chops', 'potatoes', 'apples'], servings: 12, units: 'us', food: 'Pork chops', typed: 1000, short: true, wellShort: true },
];

describe('the recipe uses what the visitor typed they have, and never asks for more', () => {
  it.each(CASES)('$list for $servings ($units): $food as typed', ({ list, servings, units, food, typed, short, wellShort }) => {
    const recipe = written(list, servings, units);
    // The same list with no amounts typed: the line as the servings need it.
    const needed = written(list.map((entry) => entry.replace(/^(?:\d+\s*(?:g|kg|lb|oz)?|half an|\d+)\s+/i, '')), servings, units);
    const line = lineOf(recipe, food);
    expect(line, recipe).toBeDefined();
    expect(amountOf(line!)).toBeLessThanOrEqual(typed);
    if (short) expect(line).toMatch(/ \(all you have\)$/);
    else expect(line).toBe(lineOf(needed, food));
    const more = notesOf(recipe).filter((note) => note.startsWith(`_${food}: about `));
    expect(more, recipe).toHaveLength(wellShort ? 1 : 0);
    if (wellShort) expect(more[0]).toMatch(new RegExp(`^_${food}: about .+ more would suit ${servings ?? '\\d+'} servings\\._$`));
  });

  it('a list with no amounts typed reads as it did: nothing is "all you have", and no note asks for more', () => {
    const recipe = written(['chicken breasts', 'minced beef', 'eggs', 'onion'], 12, 'metric');
    expect(recipe).not.toMatch(/all you have|more would suit/);
  });

  it('"2 chicken breasts" against a line in grams are held to what two breasts weigh: within them, the line as it was', () => {
    const recipe = written(BEEF, undefined, 'metric');
    expect(lineOf(recipe, 'Chicken breasts')).toBe(lineOf(written(['chicken breasts', 'minced beef', 'eggs', 'onion'], undefined, 'metric'), 'Chicken breasts'));
  });
});

describe('every version of a list with amounts typed stays within them', () => {
  const TYPED: readonly (readonly [string[], Readonly<Record<Units, readonly (readonly [string, number])[]>>])[] = [
    [BEEF, { metric: [['Minced beef', 200], ['Eggs', 6]], us: [['Ground beef', 200], ['Eggs', 6]] }],
    [PORK, { metric: [['Pork chops', 500], ['Potatoes', 1000], ['Apples', 2]], us: [['Pork chops', 500], ['Potatoes', 1000], ['Apples', 2]] }],
  ];
  const versions = TYPED.flatMap(([list, foods]) =>
    (['metric', 'us'] as const).flatMap((units) => [1, undefined, 12].flatMap((servings) => [undefined, ...CHANGES].map((kind) => ({ list, foods: foods[units], servings, units, kind })))),
  );
  it.each(versions)('$list for $servings ($units), $kind', ({ list, foods, servings, units, kind }) => {
    const recipe = written(list, servings, units, kind);
    for (const [food, typed] of foods) {
      const line = lineOf(recipe, food);
      // A vegetarian version may leave the meat out altogether.
      if (line !== undefined) expect(amountOf(line), recipe).toBeLessThanOrEqual(typed);
    }
  });
});

describe('the steps cook what is used, not what the servings would need', () => {
  const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');
  it.each([
    // 600 g of chops, 800 g of potatoes and 4 apples are two trays' worth; 200 g, 400 g and 2 apples one.
    [['200g pork chops', '400g potatoes', '2 apples'], /over a large baking tray\b/, /two large baking trays/],
    // 600 g of steak strips sear in two batches; the 300 g there is, in one.
    [['300g beef steak', 'potatoes', 'mushrooms', 'butter', 'garlic'], /Add the beef steak in one layer/, /two batches/],
  ])('%j for 4: %s', (list, said, notSaid) => {
    const steps = stepsOf(written(list, 4, 'metric'));
    expect(steps).toMatch(said);
    expect(steps).not.toMatch(notSaid);
  });

  it('200 g of mince and 2 eggs for twelve cook in one pan, in its film of fat, not in three', () => {
    const recipe = written(['200g minced beef', '2 eggs', 'onion'], 12, 'metric');
    expect(stepsOf(recipe)).not.toMatch(/crowd|use (?:two|three)|each pan/);
    // Two eggs hold one serving's filling: one omelette, in one serving's butter.
    expect(lineOf(recipe, 'Butter')).toBe('- Butter — 1 tbsp');
  });

  // Two chicken breasts are about 340 g, not the 1.3 kg twelve would take beside the mince (what
  // 24 eggs bind): the mince's 1.1 kg and the onions still crowd one pan, in fewer rounds (three
  // with all the chicken).
  it.each([
    [['2 chicken breasts', 'minced beef', 'eggs', 'onion'], 'two'],
  ])('%j for twelve: two pans at once, in %s rounds', (list, rounds) => {
    expect(stepsOf(written(list, 12, 'metric'))).toMatch(new RegExp(`use two, and cook what goes in them in ${rounds} rounds`));
  });
});

describe('the fat of what there is', () => {
  it('roasts a short list for twelve in the oil its food takes, not the oil of twelve servings', () => {
    const short = written(['500g pork chops', '1kg potatoes', '2 apples'], 12, 'metric');
    const enough = written(['pork chops', 'potatoes', 'apples'], 12, 'metric');
    const oil = (recipe: string) => readQuantity(lineOf(recipe, 'Olive oil')!.split(' — ')[1]!)!.quantity;
    const ml = (recipe: string) => oil(recipe).amount * ({ tbsp: 15, ml: 1, l: 1000 } as Record<string, number>)[oil(recipe).unit]!;
    // About 1.9 kg of food against the 5 kg twelve servings would roast.
    expect(ml(short)).toBeLessThan(ml(enough) / 2);
  });
});
