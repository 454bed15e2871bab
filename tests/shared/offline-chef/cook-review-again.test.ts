import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

// A second reading by a cook of the built-in chef's recipes (see cook-review-more.test.ts), at
// the sizes and in the versions a visitor asks for, read from the markdown alone.

const PROOF = 'p'.repeat(43);
const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.replace(/^\d+\. /, ''));
const lineOf = (markdown: string, food: string): string => markdown.split('\n').find((line) => line.startsWith(`- ${food} — `)) ?? '';

/** The recipe for a list, then each change in turn, each made of the version before it. */
function written(list: readonly string[], kinds: readonly AdjustKind[] = [], servings?: number, units: Units = 'metric'): string {
  let recipe = writeRecipe(list, { servings, units });
  for (const kind of kinds) recipe = writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
  return recipe;
}

const CAKE = ['flour', 'sugar', 'butter', 'eggs', 'milk'];

describe('a cake for one takes half an egg, as the cake for six takes three', () => {
  it.each<[AdjustKind[], Units]>([
    [[], 'metric'],
    [[], 'us'],
    [['spicier'], 'metric'],
    [['no-oven'], 'us'],
  ])('made %j (%s): half an egg listed, and the steps say to beat one and use half', (kinds, units) => {
    const recipe = written(CAKE, kinds, 1, units);
    expect(lineOf(recipe, 'Eggs'), recipe).toBe('- Eggs — ½');
    expect(stepsOf(recipe).join('\n')).toMatch(units === 'us' ? /beat 1 egg and use half of it \(about 1½ tbsp\)/i : /beat 1 egg and use half of it \(about 25 g\)/i);
  });

  it('a cake for two takes one whole egg, beaten as it is', () => {
    const recipe = written(CAKE, [], 2);
    expect(lineOf(recipe, 'Eggs')).toBe('- Eggs — 1');
    expect(recipe).not.toMatch(/use half/);
  });
});

describe('a bake for twelve is the bake for six made twice, one in each tin', () => {
  const ingredientLines = (markdown: string): string[] => markdown.split('\n').filter((line) => line.startsWith('- ') && line.includes(' — '));
  const twice = (line: string): string => line.replace(/(\d+) (g|ml)$/, (_, n: string, unit: string) => `${Number(n) * 2} ${unit}`).replace(/ — (\d+)$/, (_, n: string) => ` — ${Number(n) * 2}`);
  it.each<[string[], AdjustKind[]]>([
    [CAKE, []],
    [CAKE, ['no-oven']],
    [['flour', 'sugar', 'butter', 'eggs', 'dark chocolate'], []],
  ])('%j made %j: each weighed line and each count for twelve is twice the one for six', (list, kinds) => {
    const six = ingredientLines(written(list, kinds, 6)).filter((line) => /(?:\d+ (?:g|ml)| — \d+)$/.test(line));
    expect(six.length).toBeGreaterThan(2);
    const twelve = ingredientLines(written(list, kinds, 12));
    for (const line of six) expect(twelve).toContain(twice(line));
  });

  it.each([[12], [5], [8]])('never says "1 cups" in US units, for %i', (servings) => {
    expect(written(CAKE, [], servings, 'us')).not.toMatch(/\b1 cups\b/);
  });
});

describe('water past a few spoonfuls is measured in a jug, as the list measures the sauce', () => {
  const STIR_FRY = ['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce'];
  it.each<[AdjustKind[], Units, RegExp]>([
    [[], 'metric', /Stir the soy sauce with 180 ml water in a jug\./],
    [[], 'us', /Stir the soy sauce with ¾ cup water in a measuring cup\./],
    [['vegetarian'], 'metric', /Stir the soy sauce with 180 ml water in a jug\./],
    [['milder'], 'metric', /with 180 ml water in a jug\./],
  ])('the stir-fry for 12 made %j (%s)', (kinds, units, said) => {
    const steps = stepsOf(written(STIR_FRY, kinds, 12, units)).join('\n');
    expect(steps).not.toMatch(/\b(?:[5-9]|\d\d) tbsp water/);
    expect(steps).toMatch(said);
  });

  it('the stir-fry for 2 still spoons its water into a small bowl', () => {
    expect(stepsOf(written(STIR_FRY, [], 2)).join('\n')).toMatch(/Stir the soy sauce with 2 tbsp water in a small bowl\./);
  });
});

describe('a lemon zested in the prep has its zest used', () => {
  const LISTS = [
    ['salmon', 'new potatoes', 'green beans', 'lemon', 'butter'],
    ['cod', 'potatoes', 'peas', 'lemon'],
    ['samlon', 'potatos', 'lemmon', 'brocolli'],
    ['saumon', 'pommes de terre', 'citron', 'beurre'],
  ];
  const KINDS: AdjustKind[][] = [[], ['quicker'], ['no-oven'], ['one-pot'], ['vegetarian'], ['milder']];
  it.each(LISTS.map((list) => [list]))('%j, in every change and both units: a step after the zesting uses the zest', (list) => {
    for (const kinds of KINDS) {
      for (const units of ['metric', 'us'] as const) {
        const steps = stepsOf(written(list, kinds, undefined, units));
        const zested = steps.findIndex((step) => /zest and juice/.test(step));
        if (zested < 0) continue;
        expect(steps.slice(zested + 1).join('\n'), `${kinds.join()} ${units}\n${steps.join('\n')}`).toMatch(/\bzest\b/);
        expect(steps.join('\n')).not.toMatch(/drizzle over [^.]*the lemon(?! juice)\b/);
      }
    }
  });
});

describe('one-pot rice is cooked under a tight lid until tender, not until the water is gone', () => {
  it.each<[string[], number, Units]>([
    [['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce'], 2, 'metric'],
    [['prawns', 'rice', 'peas', 'garlic', 'chilli', 'spring onions'], 1, 'us'],
    [['pollo', 'arroz', 'ajo', 'cebolla', 'tomate'], 12, 'metric'],
  ])('%j made one-pot for %i (%s)', (list, servings, units) => {
    const steps = stepsOf(written(list, ['one-pot'], servings, units)).join('\n');
    expect(steps).not.toMatch(/large plate/);
    expect(steps).toMatch(/cover tightly with a lid and cook on a low heat for \d+ minutes, until the rice is tender and the water absorbed\. If the pan is dry before the rice is tender, add a splash of boiling water and cook on\./);
  });
});

describe('a tip about leftovers says how to keep them safely', () => {
  const LISTS = [
    ['cod', 'potatoes', 'peas', 'lemon'],
    ['sausages', 'potatoes', 'onions', 'gravy'],
    ['Rindfleisch', 'Kartoffeln', 'Zwiebeln', 'Karotten'],
    ['500g pork chops', '1kg potatoes', '2 apples'],
  ];
  const KINDS: AdjustKind[][] = [[], ['quicker'], ['no-oven'], ['milder'], ['vegetarian']];
  it.each(LISTS.map((list) => [list]))('%j: every leftover tip, in every version, says the fridge within 2 hours, a day, and steaming hot', (list) => {
    const tips = new Set<string>();
    for (const kinds of KINDS) {
      for (const servings of [1, 2, 3, 4, 5, 6]) {
        const recipe = written(list, kinds, servings);
        const tip = recipe.split('### Tip\n\n')[1] ?? '';
        if (/leftover/i.test(tip)) tips.add(tip.trim());
      }
    }
    for (const tip of tips) expect(tip).toMatch(/refrigerate within 2 hours, eat within a day and reheat until steaming hot/);
  });
});

describe('a roast takes as many trays as hold its weight in one layer', () => {
  it.each<[string[], number, Units, RegExp]>([
    [['pork chops', 'potatoes', 'apples', 'onion'], 4, 'metric', /spread in one layer over two large baking trays/],
    [['pork chops', 'potatoes', 'apples', 'onion'], 4, 'us', /spread in one layer over two large sheet pans/],
    [['samlon', 'potatos', 'lemmon', 'brocolli'], 4, 'metric', /over two large baking trays/],
    [['500g pork chops', '1kg potatoes', '2 apples'], 4, 'metric', /over two large baking trays/],
    [['pork chops', 'potatoes', 'apples', 'onion'], 2, 'metric', /spread in one layer over a large baking tray/],
    [['cod', 'potatoes', 'peas', 'lemon'], 2, 'metric', /over a large baking tray/],
  ])('%j for %i (%s)', (list, servings, units, said) => {
    const recipe = written(list, [], servings, units);
    expect(stepsOf(recipe).join('\n')).toMatch(said);
    // The last step serves from what the roast is on.
    const many = /two large/.test(said.source);
    expect(stepsOf(recipe).at(-1)).toMatch(many ? /serve from the (?:trays|pans)/ : /serve from the (?:tray|pan)\b/);
  });
});

describe('whole steaks are seared side by side in one layer, as many as a pan holds', () => {
  it.each<[string[], AdjustKind[], number, RegExp]>([
    [['beef steak', 'potatoes', 'mushrooms', 'butter', 'garlic'], [], 4, /Add the beef steak in one layer and sear for 8 minutes/],
    [['beef steak', 'potatoes', 'mushrooms', 'butter', 'garlic'], ['quicker'], 4, /Add the beef steak in one layer and sear for 8 minutes/],
    [['Rindfleisch', 'Kartoffeln', 'Zwiebeln', 'Karotten'], [], 4, /Add the beef in one layer and sear for 8 minutes/],
    [['beef steak', 'potatoes', 'mushrooms', 'butter', 'garlic'], [], 2, /Add the beef steak in one layer and sear for 8 minutes/],
    // Two pans for 6: each takes half, side by side.
    [['beef steak', 'potatoes', 'mushrooms', 'butter', 'garlic'], [], 6, /use two, and divide everything[^]*Add the beef steak in one layer and sear for 8 minutes/],
  ])('%j made %j for %i', (list, kinds, servings, said) => {
    expect(stepsOf(written(list, kinds, servings)).join('\n')).toMatch(said);
  });
});

describe('an introduction speaks of the heat the dish has', () => {
  it.each<[string[], AdjustKind[], RegExp]>([
    [['red lentils', 'onion', 'carrots', 'garlic', 'curry powder', 'coconut milk'], ['spicier'], /\bMild\b/i],
  ])('%j made %j never says %s, whatever the seed picks', (list, kinds, wrong) => {
    for (const servings of [1, 2, 3, 4, 5, 6, 8, 10, 12]) {
      for (const units of ['metric', 'us'] as const) {
        const intro = written(list, kinds, servings, units).split('\n')[2];
        expect(intro).not.toMatch(wrong);
      }
    }
  });
});

describe('prawns cooked before the pasta are lifted out while it simmers', () => {
  it.each<[string[], number, Units]>([
    [['gamberi', 'aglio', 'peperoncino', 'spaghetti', 'prezzemolo'], 2, 'metric'],
    [['prawns', 'garlic', 'chilli', 'spaghetti'], 4, 'us'],
  ])('%j made one-pot for %i (%s)', (list, servings, units) => {
    const steps = stepsOf(written(list, ['one-pot'], servings, units));
    const prawns = units === 'us' ? 'shrimp' : 'prawns';
    const cooked = steps.findIndex((step) => new RegExp(`The ${prawns} (?:is|are) done at`).test(step));
    const simmered = steps.findIndex((step) => /bring to a simmer and cook for \d+ minutes/.test(step));
    expect(cooked, steps.join('\n')).toBeGreaterThanOrEqual(0);
    expect(steps[cooked]).toContain(`Lift the ${prawns} out onto a plate.`);
    expect(steps[simmered]).toContain(`stir the ${prawns} back in for the last minute, to warm through.`);
  });
});
