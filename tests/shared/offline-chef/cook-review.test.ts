import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

// What a cook corrected on reading the built-in chef's recipes and their changes, one table per
// point, read from the markdown alone as a visitor reads it.

const PROOF = 'p'.repeat(43);
const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.replace(/^\d+\. /, ''));
const totalOf = (markdown: string): number => Number(/\*\*Total time:\*\* (\d+) minutes/.exec(markdown)?.[1]);
const namesOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^- .+ — /.test(line)).map((line) => line.slice(2, line.indexOf(' — ')));

/** The recipe for a list, then each change in turn, each made of the version before it. */
function written(list: readonly string[], kinds: readonly (AdjustKind | undefined)[] = [], servings?: number, units: Units = 'metric'): string {
  let recipe = writeRecipe(list, { servings, units });
  for (const kind of kinds) if (kind) recipe = writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
  return recipe;
}

/** A step's cooking minutes: its own "for N minutes", then each "for N minutes more" after it. */
function cookingMinutes(step: string): number {
  return step
    .split(/(?<=\.)\s+/)
    .filter((sentence) => /\b(?:cook|fry|roast|simmer|sear|bake|bubble|stir-fry|toast)\b/i.test(sentence))
    .reduce((sum, sentence) => sum + [...sentence.matchAll(/\bfor (\d+) minutes?\b/g)].reduce((one, match) => one + Number(match[1]), 0), 0);
}
const COOKS = /\b(?:cook|fry|roast|simmer|sear|bake)\b[^.]*\bfor \d+ minutes?/i;

describe('the safe temperature is stated where the cooking of that food ends', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Salmon', 'Potatoes', 'Dill'], ['no-oven']],
    [['Cod', 'Potatoes', 'Peas', 'Lemon'], ['no-oven']],
    [['Pork chops', 'Potatoes', 'Carrots'], ['no-oven']],
    [['Sausages', 'Potatoes', 'Peppers'], ['no-oven']],
    [['Chicken thighs', 'Potatoes', 'Carrots', 'Red onion', 'Rosemary'], ['no-oven']],
    [['Chicken thighs', 'Potatoes', 'Carrots', 'Red onion', 'Rosemary'], ['no-oven', 'quicker']],
    [['Salmon', 'Potatoes', 'Dill'], []],
  ])('%j made %j: no step cooks it after the step that says it is done', (list, kinds) => {
    const steps = stepsOf(written(list, kinds));
    const done = steps.findIndex((step) => /\bdone at \d+ °C/.test(step));
    expect(done, steps.join('\n')).toBeGreaterThanOrEqual(0);
    expect(steps.slice(done + 1).filter((step) => COOKS.test(step))).toEqual([]);
  });
});

describe('a bake’s tin and time fit the amount', () => {
  const CAKE = ['Flour', 'Sugar', 'Butter', 'Eggs'];
  const BROWNIES = ['Flour', 'Sugar', 'Butter', 'Eggs', 'Cocoa'];
  it.each<[string[], AdjustKind[], number, Units, RegExp, RegExp]>([
    [CAKE, [], 2, 'metric', /line 4 holes of a muffin tin with paper cases/, /bake for 18 minutes/],
    [CAKE, [], 2, 'us', /line 4 cups of a muffin pan with paper liners/, /bake for 18 minutes/],
    [CAKE, [], 1, 'metric', /line 2 holes of a muffin tin with paper cases/, /bake for 18 minutes/],
    [CAKE, [], 4, 'metric', /line an 18 cm square tin with baking paper/, /bake for 35 minutes/],
    [CAKE, [], 6, 'metric', /line a 20 cm square tin with baking paper/, /bake for 35 minutes/],
    [CAKE, [], 6, 'us', /line an 8-inch square pan with parchment paper/, /bake for 35 minutes/],
    [CAKE, [], 12, 'metric', /line two 20 cm square tins with baking paper/, /bake for 35 minutes/],
    [BROWNIES, [], 2, 'metric', /line 4 holes of a muffin tin with paper cases/, /bake for 14 minutes/],
    [CAKE, ['quicker'], 2, 'metric', /line 4 holes of a muffin tin with paper cases/, /bake for 18 minutes/],
    [CAKE, ['quicker'], 24, 'metric', /line four 12-hole muffin tins with 48 paper cases/, /bake for 18 minutes/],
    [CAKE, ['no-oven'], 2, 'metric', /a 16 cm frying pan that has a tight-fitting lid/, /35 minutes/],
    [CAKE, ['no-oven'], 6, 'metric', /a 24 cm frying pan that has a tight-fitting lid/, /35 minutes/],
  ])('%j made %j for %i (%s)', (list, kinds, servings, units, tin, time) => {
    const recipe = written(list, kinds, servings, units);
    expect(recipe).toMatch(tin);
    expect(recipe).toMatch(time);
  });

  it.each([['Flour', 'Sugar', 'Butter', 'Eggs'], ['Flour', 'Sugar', 'Butter', 'Eggs', 'Cocoa'], ['Oats', 'Butter', 'Honey', 'Sugar']])(
    'keeps %j quicker than the usual bake, and its total longer than its oven time, at 1 to 24 servings',
    (...list) => {
      for (let servings = 1; servings <= 24; servings += 1) {
        const usual = written(list, [], servings);
        const quicker = written(list, ['quicker'], servings);
        if (!/about as quick/.test(quicker)) expect(totalOf(quicker), `${servings}`).toBeLessThan(totalOf(usual));
        for (const recipe of [usual, quicker]) {
          const baked = Math.max(...[...recipe.matchAll(/bake for (\d+) minutes/g)].map((match) => Number(match[1])));
          expect(totalOf(recipe)).toBeGreaterThan(baked);
        }
      }
    },
  );
});

describe('thin strips of steak get a quick sear, and the cream is used', () => {
  it.each<[string[], AdjustKind[], Units]>([
    [['Steak', 'Peppers', 'Onion', 'Cream'], [], 'metric'],
    [['Steak', 'Peppers', 'Onion', 'Cream'], [], 'us'],
    [['Steak', 'Peppers', 'Onion', 'Cream'], ['quicker'], 'metric'],
    [['Steak', 'Peppers', 'Onion', 'Cream'], ['no-oven'], 'metric'],
    [['Steak', 'Potatoes', 'Mushrooms', 'Cream'], [], 'metric'],
    [['Steak', 'Potatoes', 'Onion', 'Sour cream'], [], 'metric'],
  ])('%j made %j (%s)', (list, kinds, units) => {
    const recipe = written(list, kinds, undefined, units);
    const steps = stepsOf(recipe);
    expect(recipe).not.toMatch(/Left out this time/);
    for (const name of list) expect(steps.some((step) => step.toLowerCase().includes(name.toLowerCase())), name).toBe(true);
    // Never in the oven, never more than a few minutes in a hot pan.
    expect(steps.filter((step) => /steak[^.]*\broast for/i.test(step) || /roast for \d+ minutes[^.]*then add the steak/i.test(step))).toEqual([]);
    const seared = steps.map((step) => /\bthe steak\b[^.]*\b(?:sear|fry) for (\d+) minutes/i.exec(step)).find((match) => match !== null);
    expect(seared, steps.join('\n')).toBeDefined();
    expect(Number(seared![1])).toBeLessThanOrEqual(5);
  });
});

describe('tinned tomatoes get a real simmer', () => {
  const CURRY = ['Chickpeas', 'Tinned tomatoes', 'Onion', 'Spinach', 'Cumin'];
  /** The minutes from the step that pours in the tomatoes to the end of the pot's simmering. */
  const simmered = (recipe: string): number => {
    const steps = stepsOf(recipe);
    const poured = steps.findIndex((step) => /pour in the (?:tinned tomatoes|passata)/i.test(step));
    return steps.slice(poured).filter((step) => /simmer|bubble/.test(step)).reduce((sum, step) => sum + cookingMinutes(step), 0);
  };
  it.each<[string[], AdjustKind[], number, number]>([
    [CURRY, [], 10, 20],
    [CURRY, ['quicker'], 6, 9],
    [['Chickpeas', 'Passata', 'Onion', 'Garam masala'], [], 10, 20],
  ])('%j made %j: the tomatoes simmer %i to %i minutes, counted in the total', (list, kinds, least, most) => {
    const recipe = written(list, kinds);
    expect(simmered(recipe)).toBeGreaterThanOrEqual(least);
    expect(simmered(recipe)).toBeLessThanOrEqual(most);
    const sequential = stepsOf(recipe).filter((step) => !/^Meanwhile/.test(step));
    expect(totalOf(recipe)).toBeGreaterThanOrEqual(sequential.reduce((sum, step) => sum + cookingMinutes(step), 0));
  });

  it('keeps the quicker curry quicker than the usual one', () => {
    expect(totalOf(written(CURRY, ['quicker']))).toBeLessThan(totalOf(written(CURRY)));
  });
});

describe('frozen peas go into a traybake for the last few minutes', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Chicken thighs', 'Potatoes', 'Peas'], []],
    [['Cod', 'Potatoes', 'Peas', 'Lemon'], []],
    [['Sausages', 'Potatoes', 'Frozen peas', 'Carrots'], []],
    [['Chicken thighs', 'Potatoes', 'Peas'], ['quicker']],
  ])('%j made %j', (list, kinds) => {
    const roast = stepsOf(written(list, kinds)).find((step) => /\broast for/.test(step))!;
    const batch = new RegExp(`(?:add|toss) the (?:[^.,]*\\band )?(?:frozen )?peas\\b[^.]*? and roast for (\\d+) minutes`).exec(roast);
    expect(batch, roast).not.toBeNull();
    expect(Number(batch![1])).toBeLessThanOrEqual(5);
  });
});

describe('cheese pasta melts its cheese into a sauce', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Macaroni', 'Cheddar', 'Milk', 'Butter'], []],
    [['Macaroni', 'Cheddar', 'Milk', 'Butter'], ['quicker']],
    [['Macaroni', 'Cheddar', 'Milk', 'Butter'], ['one-pot']],
    [['Spaghetti', 'Parmesan', 'Black pepper'], []],
    [['Penne', 'Cheddar', 'Broccoli'], []],
    [['Penne', 'Cheddar', 'Broccoli'], ['one-pot']],
  ])('%j made %j', (list, kinds) => {
    const steps = stepsOf(written(list, kinds));
    const cheese = list.find((name) => /cheddar|parmesan/i.test(name))!.toLowerCase();
    expect(steps.some((step) => new RegExp(`${cheese}[^.]*\\bmelt`).test(step)), steps.join('\n')).toBe(true);
    expect(steps.join('\n')).not.toMatch(new RegExp(`topped with the ${cheese}`));
    for (const name of list.filter((one) => /milk|butter/i.test(one))) expect(steps.join('\n').toLowerCase()).toContain(name.toLowerCase());
  });
});

describe('a curry sauce thinned with water simmers until it thickens', () => {
  /** The minutes from the step that pours in the liquid to the end of the pot's simmering. */
  const simmered = (recipe: string): number => {
    const steps = stepsOf(recipe);
    const poured = steps.findIndex((step) => /\bpour in\b/i.test(step));
    return steps.slice(poured).filter((step) => /simmer|bubble/.test(step)).reduce((sum, step) => sum + cookingMinutes(step), 0);
  };
  it.each<[string[], AdjustKind[], number, number]>([
    [['Chickpeas', 'Coconut milk', 'Spinach'], [], 10, 15],
    [['Chickpeas', 'Coconut milk', 'Spinach'], ['quicker'], 6, 9],
    [['Chickpeas', 'Coconut milk', 'Spinach'], ['one-pot'], 10, 15],
    [['Chickpeas', 'Coconut milk', 'Spinach', 'Onion', 'Garlic'], [], 10, 15],
    [['Chickpeas', 'Onion', 'Spinach', 'Cumin', 'Turmeric'], [], 10, 15],
  ])('%j made %j: the sauce simmers %i to %i minutes, counted in the total', (list, kinds, least, most) => {
    const recipe = written(list, kinds);
    expect(recipe).toMatch(/Curry/);
    expect(simmered(recipe), stepsOf(recipe).join('\n')).toBeGreaterThanOrEqual(least);
    expect(simmered(recipe)).toBeLessThanOrEqual(most);
    const sequential = stepsOf(recipe).filter((step) => !/^Meanwhile/.test(step));
    expect(totalOf(recipe)).toBeGreaterThanOrEqual(sequential.reduce((sum, step) => sum + cookingMinutes(step), 0));
  });

  it('keeps the quicker coconut curry quicker than the usual one', () => {
    const list = ['Chickpeas', 'Coconut milk', 'Spinach'];
    expect(written(list, ['quicker'])).not.toMatch(/about as quick/);
    expect(totalOf(written(list, ['quicker']))).toBeLessThan(totalOf(written(list)));
  });
});

describe('eggs are seasoned before they cook', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Eggs', 'Spinach', 'Cheese', 'Tomatoes'], []],
    [['Eggs', 'Spinach', 'Cheese', 'Tomatoes'], ['quicker']],
    [['Eggs', 'Spinach', 'Cheese', 'Tomatoes'], ['no-oven']],
    [['Eggs', 'Cheese', 'Spinach'], []],
  ])('%j made %j', (list, kinds) => {
    const steps = stepsOf(written(list, kinds));
    const beaten = steps.findIndex((step) => /\bbeat the eggs\b[^.]*\bsalt\b/i.test(step));
    expect(beaten, steps.join('\n')).toBeGreaterThanOrEqual(0);
    expect(steps.slice(beaten + 1).join('\n')).not.toMatch(/season with the salt/i);
  });
});

describe('a step names the water and the plate it means', () => {
  it.each([['Prawns', 'Noodles', 'Ginger'], ['Tofu', 'Noodles', 'Broccoli', 'Soy sauce'], ['Chicken', 'Noodles', 'Broccoli', 'Garlic', 'Soy sauce', 'Eggs']])(
    'cooks the noodles of %j in boiling water',
    (...list) => {
      const step = stepsOf(written(list)).find((one) => /cook the noodles/i.test(one))!;
      expect(step).toMatch(/cook the noodles in [^.]*boiling water for \d+ minutes/i);
    },
  );

  it.each([['Eggs', 'Noodles', 'Broccoli', 'Soy sauce'], ['Eggs', 'Rice', 'Peas', 'Soy sauce', 'Ginger'], ['Chicken', 'Noodles', 'Broccoli', 'Garlic', 'Soy sauce', 'Eggs']])(
    'tips food out of the wok onto a plate it has named, for %j',
    (...list) => {
      const text = stepsOf(written(list)).join('\n');
      const the = text.search(/onto the plate/);
      if (the >= 0) expect(text.slice(0, the)).toMatch(/onto a plate/);
    },
  );
});

describe('the total counts the wait for the oven and the water', () => {
  it.each<[string[], AdjustKind[], number]>([
    // The oven takes 10 minutes to heat; the cakes bake 18 minutes and cool 5.
    [['Flour', 'Sugar', 'Butter', 'Eggs'], ['quicker'], 10 + 18 + 5],
    // The water takes 10 minutes to boil; the spaghetti cooks 10 more.
    [['Spaghetti', 'Parmesan', 'Black pepper'], [], 10 + 10],
    [['Spaghetti', 'Parmesan', 'Black pepper'], ['quicker'], 10 + 10],
    // The rice simmers 15 minutes in water that took 10 to boil.
    [['Chicken', 'Rice', 'Broccoli', 'Garlic'], ['quicker'], 10 + 15],
    [['Prawns', 'Noodles', 'Ginger'], ['quicker'], 10 + 4],
  ])('%j made %j takes at least %i minutes', (list, kinds, least) => {
    expect(totalOf(written(list, kinds))).toBeGreaterThanOrEqual(least);
  });
});

describe('words in the recipe’s units', () => {
  it.each<[string[], AdjustKind[], Units, RegExp, RegExp]>([
    [['Chickpeas', 'Canned tomatoes', 'Onion', 'Cumin'], [], 'metric', /^- Tinned tomatoes — /m, /canned/i],
    [['Chickpeas', 'Tinned tomatoes', 'Onion', 'Cumin'], [], 'us', /^- Canned tomatoes — /m, /tinned/i],
    [['Ground beef', 'Spaghetti', 'Onion'], [], 'metric', /^- Minced beef — /m, /ground beef/i],
    [['Beef mince', 'Spaghetti', 'Onion'], [], 'us', /^- Ground beef — /m, /mince/i],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], [], 'us', /parchment paper/, /baking paper/],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], ['quicker'], 'us', /paper liners/, /paper cases|baking paper/],
    [['Butter', 'Flour', 'Sugar'], ['quicker'], 'us', /parchment paper/, /baking paper/],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], [], 'metric', /baking paper/, /parchment/],
    [['Chicken', 'Spaghetti', 'Broccoli', 'Garlic', 'Parmesan'], ['spicier'], 'metric', /^- Chilli flakes — /m, /\bchili\b/i],
    [['Chicken', 'Spaghetti', 'Broccoli', 'Garlic', 'Parmesan'], ['spicier'], 'us', /^- Chili flakes — /m, /\bchilli\b/i],
    [['Chicken', 'Rice', 'Chili', 'Garlic'], [], 'metric', /chilli/i, /\bchili\b/i],
    [['Chicken', 'Rice', 'Chilli', 'Garlic'], ['milder'], 'us', /^## /, /\bchilli\b/i],
    [['Banana', 'Strawberries', 'Oats', 'Milk'], ['milder'], 'us', /no chili or other heat/, /\bchilli\b/i],
    [['Tortillas', 'Chicken', 'Onion'], [], 'us', /dish towel|^## /m, /tea towel/],
    [['Salmon', 'Potatoes', 'Dill'], ['no-oven'], 'metric', /^## /, /\bskillet\b/i],
  ])('%j made %j in %s units reads %s, never %s', (list, kinds, units, wanted, foreign) => {
    const recipe = written(list, kinds, undefined, units);
    expect(recipe).toMatch(wanted);
    expect(recipe).not.toMatch(foreign);
  });

  it('still knows the visitor’s food by its other name: the list keeps its place and its amount', () => {
    const metric = namesOf(written(['Ground beef', 'Spaghetti', 'Onion']));
    const us = namesOf(written(['Ground beef', 'Spaghetti', 'Onion'], [], undefined, 'us'));
    expect(metric.map((name) => name.replace('Minced beef', 'Ground beef'))).toEqual(us);
  });
});
