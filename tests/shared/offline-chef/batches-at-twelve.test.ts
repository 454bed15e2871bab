import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { CHEF_LISTS } from '../../support/chef-lists.ts';

// At twelve servings every pan, wok, tray and pot holds what fits in it, a hob fries in two large
// pans at once and an oven roasts two trays, and the time counts each round or batch: read from
// the markdown as a cook reads it.

const PROOF = 'p'.repeat(43);
const KINDS: readonly (AdjustKind | undefined)[] = [undefined, 'quicker', 'spicier', 'milder', 'vegetarian', 'no-oven', 'one-pot'];
const WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

const stepsOf = (markdown: string): string => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).join('\n');
const totalOf = (markdown: string): number => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(markdown)![1]);

function written(list: readonly string[], kind: AdjustKind | undefined, units: Units = 'metric'): string {
  const recipe = writeRecipe(list, { servings: 12, units });
  return kind === undefined ? recipe : writeRecipe(list, { servings: 12, units, change: { kind, recipe, proof: PROOF } });
}

/** Grams the listed items named by `name` weigh together ("Minced beef — 1.5 kg"); those not in grams count nothing. */
function gramsOf(markdown: string, name: RegExp): number {
  return markdown
    .split('\n')
    .filter((one) => one.startsWith('- ') && name.test(one))
    .reduce((grams, line) => {
      const [, amount, unit] = / — ([\d.]+) (kg|g)$/.exec(line) ?? [];
      return grams + (amount === undefined ? 0 : Number(amount) * (unit === 'kg' ? 1000 : 1));
    }, 0);
}

/** The rounds or batches the steps say the pans go through (1 when they say none), and the minutes they say those take on top. */
function roundsSaid(steps: string): { rounds: number; more: number } {
  const rounds = /cook what goes in (?:it|them) in (\w+) (?:rounds|batches)/.exec(steps)?.[1];
  const more = /the same way, (\d+) minutes more/.exec(steps)?.[1];
  return { rounds: rounds === undefined ? 1 : WORDS[rounds]!, more: Number(more ?? 0) };
}

describe('a hob fries in at most two large pans at once, and more is cooked in rounds that the time counts', () => {
  const lists = [
    ...CHEF_LISTS,
    ['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce'],
    ['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'],
    ['tofu', 'noodles', 'pak choi', 'ginger', 'soy sauce', 'garlic'],
    ['pork chops', 'potatoes', 'apples', 'onion'],
  ];
  it.each(lists.map((list) => [list]))('%j for 12, with every change, in both units', (list) => {
    for (const kind of KINDS) {
      for (const units of ['metric', 'us'] as const) {
        const recipe = written(list, kind, units);
        const steps = stepsOf(recipe);
        const where = `${kind ?? 'as written'} (${units})`;
        expect(steps, where).not.toMatch(/\buse (?:three|four|five|six)\b|\b(?:in|into|over) (?:three|four|five|six) (?:large )?(?:woks|frying pans|pans|skillets)\b/);
        const { rounds, more } = roundsSaid(steps);
        if (rounds > 1) expect(more, where).toBeGreaterThan(0);
      }
    }
  });
});

describe('meat browns in pans that hold it', () => {
  it.each<[string[], AdjustKind | undefined]>([
    [['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'], undefined],
    [['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'], 'quicker'],
    [['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'], 'no-oven'],
    [['Beef mince', 'Spaghetti', 'Tomatoes'], undefined],
    [['Chicken', 'Peppers', 'Onion', 'Tortillas'], undefined],
  ])('%j made %s for 12: at most 600 g of meat in a pan at a time, each round timed', (list, kind) => {
    const recipe = written(list, kind);
    const steps = stepsOf(recipe);
    const meat = gramsOf(recipe, /chicken|beef|mince/i);
    const { rounds, more } = roundsSaid(steps);
    const pans = /use two/.test(steps) ? 2 : 1;
    expect(meat / (pans * rounds), steps).toBeLessThanOrEqual(600);
    if (rounds > 1) expect(totalOf(recipe) - more, steps).toBeGreaterThan(0);
    expect(more, steps).toBeGreaterThanOrEqual((rounds - 1) * 5);
  });
});

describe('a one-pot version for 12 cooks in a pot that holds it', () => {
  it.each<[string[], Units]>([
    [['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce'], 'metric'],
    [['chicken', 'rice', 'garlic', 'onion', 'soy sauce'], 'metric'],
    [['chicken', 'rice', 'garlic', 'onion', 'soy sauce'], 'us'],
    [['Prawns', 'Noodles', 'Ginger'], 'metric'],
  ])('%j one-pot (%s)', (list, units) => {
    const steps = stepsOf(written(list, 'one-pot', units));
    // More than three litres of grains and their water, or of noodles in plenty of water: no frying pan or wok holds it.
    expect(steps).toMatch(/(?:Put the rice|boil) in a large, wide casserole/);
    expect(steps).not.toMatch(/in (?:a wok|a large, deep frying pan) with/);
    const { rounds, more } = roundsSaid(steps);
    expect(rounds).toBe(3);
    expect(more).toBeGreaterThan(0);
  });

  it('keeps a small one-pot version in its deep frying pan', () => {
    expect(stepsOf(writeRecipe(['chicken', 'rice', 'garlic', 'onion', 'soy sauce'], { servings: 2 }))).not.toMatch(/casserole/);
    const recipe = writeRecipe(['chicken', 'rice', 'garlic', 'onion', 'soy sauce'], { servings: 2 });
    expect(stepsOf(writeRecipe(['chicken', 'rice', 'garlic', 'onion', 'soy sauce'], { servings: 2, change: { kind: 'one-pot', recipe, proof: PROOF } }))).toMatch(/in a large, deep frying pan with/);
  });
});

describe('a pan roast for 12 uses the pans its own rule takes: a pan for half a tray', () => {
  it.each<[string[]]>([[['pork chops', 'potatoes', 'apples', 'onion']], [['Chicken thighs', 'Potatoes', 'Carrots', 'Red onion', 'Rosemary']], [['Salmon', 'Potatoes', 'Dill']]])(
    '%j without an oven',
    (list) => {
      const steps = stepsOf(written(list, 'no-oven'));
      // Twelve servings of a traybake for four fill three trays, so six pans: two at a time, in three rounds.
      expect(steps).toMatch(/use two, and cook what goes in them in three rounds/);
      expect(roundsSaid(steps).more).toBeGreaterThanOrEqual(2 * 15);
    },
  );
});

describe('an oven roasts up to three trays at once, on three shelves', () => {
  it.each<[string[], number, RegExp, number]>([
    // 4.9 kg of salmon, beans and potatoes: five trays at about a kilogram each, three at a time.
    [['salmon', 'new potatoes', 'green beans', 'lemon', 'butter'], 12, /over five large baking trays[^]*An oven takes three trays at a time: roast three on three shelves, swapping them round halfway[^]*Roast the second round the same way, 35 minutes more/, 2 * 35],
    [['Salmon', 'Potatoes', 'Dill'], 6, /over two large baking trays[^]*Roast the two trays on two shelves, swapping them halfway/, 35],
  ])('%j for %i', (list, servings, said, least) => {
    const recipe = writeRecipe(list, { servings });
    expect(stepsOf(recipe)).toMatch(said);
    expect(totalOf(recipe)).toBeGreaterThanOrEqual(least);
  });
});

describe('meat browned in a pot of curry or soup goes in batches once the servings crowd it', () => {
  it.each<[string[], AdjustKind | undefined]>([
    [['Chicken', 'Rice', 'Onion', 'Curry powder', 'Spinach'], undefined],
    [['Chicken', 'Rice', 'Onion', 'Curry powder', 'Spinach'], 'one-pot'],
    [['Chicken', 'Rice', 'Onion', 'Curry powder', 'Spinach'], 'quicker'],
  ])('%j made %s for 12', (list, kind) => {
    const steps = stepsOf(written(list, kind));
    // 1.8 kg of chicken: three pans' worth, browned in three batches in a pot with a casserole's room.
    expect(steps).toMatch(/in a large, wide casserole/);
    expect(steps).toMatch(/brown the chicken in three batches[^]*Cook the other two batches the same way, \d+ minutes more/);
  });
});
