import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
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
    // The batter for two lies three quarters as deep in the smallest pan as the cake for six in its own: it cooks through sooner.
    [CAKE, ['no-oven'], 2, 'metric', /a 16 cm frying pan that has a tight-fitting lid/, /lowest heat for 26 minutes/],
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

describe('steak gets a sear in a hot pan, never the oven, and the cream is used', () => {
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
    // Never in the oven: strips fried for a few minutes, or a whole steak about 4 minutes a side.
    expect(steps.filter((step) => /steak[^.]*\broast for/i.test(step) || /roast for \d+ minutes[^.]*then add the steak/i.test(step))).toEqual([]);
    const seared = steps.map((step) => /\bthe steak\b[^.]*\b(?:sear|fry)(?: each batch)? for (\d+) minutes/i.exec(step)).find((match) => match !== null);
    expect(seared, steps.join('\n')).toBeDefined();
    expect(Number(seared![1])).toBeLessThanOrEqual(8);
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
      expect(step).toMatch(/(?:cook the noodles in [^.]*boiling water|once the water is boiling, cook the noodles in it) for \d+ minutes/i);
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
    // The rice simmers 15 minutes in water that took 10 to boil; a quicker version's, in the
    // little water it drinks, which takes 4.
    [['Chicken', 'Rice', 'Broccoli', 'Garlic'], [], 10 + 15],
    [['Chicken', 'Rice', 'Broccoli', 'Garlic'], ['quicker'], 4 + 15],
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

/** The recipe for a list with one ingredient swapped (for the chef's choice when `to` is undefined), then each change in turn. */
function swapped(list: readonly string[], from: string, to?: string, kinds: readonly AdjustKind[] = [], units: Units = 'metric'): string {
  let recipe = writeRecipe(list, { units });
  recipe = writeRecipe(list, { units, change: { kind: 'swap', from, to, recipe, proof: PROOF } });
  for (const kind of kinds) recipe = writeRecipe(list, { units, change: { kind, recipe, proof: PROOF } });
  return recipe;
}
const sentencesOf = (steps: readonly string[]): string[] => steps.flatMap((step) => step.split(/(?<=\.) /));
const introOf = (markdown: string): string => markdown.split('\n')[2] ?? '';
const titleOf = (markdown: string): string => markdown.split('\n')[0]!.replace(/^## /, '');

describe('a tinned-tomato soup simmers long enough for the tomatoes', () => {
  const SOUP = ['Tinned tomatoes', 'Onion', 'Carrots', 'Vegetable stock'];
  const BEANS = ['Tinned tomatoes', 'Chickpeas', 'Feta', 'Bread'];
  /** The minutes from the step that pours in the tomatoes to the end of the pot's simmering. */
  const simmered = (recipe: string): number => {
    const steps = stepsOf(recipe);
    const poured = steps.findIndex((step) => /pour in the (?:tinned|canned) tomatoes/i.test(step));
    return steps.slice(poured).filter((step) => /simmer/.test(step)).reduce((sum, step) => sum + cookingMinutes(step), 0);
  };
  it.each<[string[], AdjustKind[], Units, number, number]>([
    [SOUP, [], 'metric', 10, 15],
    [SOUP, ['quicker'], 'metric', 6, 9],
    [SOUP, [], 'us', 10, 15],
    [BEANS, [], 'metric', 10, 15],
    [BEANS, ['quicker'], 'metric', 6, 9],
  ])('%j made %j (%s): %i to %i minutes, counted in the total, the quick one still quicker', (list, kinds, units, least, most) => {
    const recipe = written(list, kinds, undefined, units);
    expect(recipe).toMatch(/Soup/);
    expect(simmered(recipe), stepsOf(recipe).join('\n')).toBeGreaterThanOrEqual(least);
    expect(simmered(recipe)).toBeLessThanOrEqual(most);
    expect(totalOf(recipe)).toBeGreaterThanOrEqual(stepsOf(recipe).reduce((sum, step) => sum + cookingMinutes(step), 0));
    if (kinds.includes('quicker')) expect(totalOf(recipe)).toBeLessThan(totalOf(written(list, [], undefined, units)));
  });
});

describe('dry lentils simmer in water before a pan, an oven or a bowl meets them', () => {
  it.each<[string[], string | undefined, string | undefined, AdjustKind[]]>([
    [['Beef mince', 'Spaghetti', 'Tomatoes'], 'Beef mince', 'Lentils', []],
    [['Beef mince', 'Spaghetti', 'Tomatoes'], 'Beef mince', 'Lentils', ['quicker']],
    [['Chickpeas', 'Feta', 'Cucumber', 'Spinach'], 'Chickpeas', 'Lentils', []],
    [['Lentils', 'Feta', 'Cucumber', 'Spinach'], undefined, undefined, []],
  ])('%j with %s swapped for %s, made %j', (list, from, to, kinds) => {
    const recipe = from === undefined ? written(list, kinds) : swapped(list, from, to, kinds);
    const steps = stepsOf(recipe);
    const first = sentencesOf(steps).find((sentence) => /lentils/i.test(sentence))!;
    expect(first).toMatch(/simmer them in three times their volume of water for \d+ minutes, until tender, then drain/);
    // Once cooked, a pan only warms them.
    for (const match of steps.join('\n').matchAll(/lentils[^.]*?\b(?:cook|fry|roast|stir-fry) for (\d+) minutes/gi)) expect(Number(match[1])).toBeLessThanOrEqual(5);
    expect(totalOf(recipe)).toBeGreaterThanOrEqual(20);
  });
});

describe('butter beaten into sugar is softened first', () => {
  it.each<[string[], AdjustKind[], Units]>([
    [['Flour', 'Sugar', 'Butter', 'Eggs'], [], 'metric'],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], ['quicker'], 'metric'],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], [], 'us'],
    [['Flour', 'Sugar', 'Butter', 'Eggs', 'Cocoa'], [], 'metric'],
    [['Butter', 'Flour', 'Sugar'], [], 'metric'],
  ])('%j made %j (%s)', (list, kinds, units) => {
    const beaten = sentencesOf(stepsOf(written(list, kinds, undefined, units))).filter((sentence) => /^Beat\b[^.]*\bbutter\b/.test(sentence));
    expect(beaten.length).toBeGreaterThan(0);
    for (const sentence of beaten) expect(sentence).toMatch(/\bsoftened butter\b/);
  });
});

describe('rice cooked in a one-pot curry gets its water measured', () => {
  it.each<[string[], number, Units, RegExp]>([
    [['Chicken', 'Rice', 'Onion', 'Curry powder', 'Spinach'], 4, 'metric', /plus 750 ml more for the rice to cook in \(twice its volume\)/],
    [['Chicken', 'Rice', 'Onion', 'Curry powder', 'Spinach'], 2, 'metric', /plus 400 ml more for the rice to cook in/],
    [['Chicken', 'Rice', 'Onion', 'Curry powder', 'Spinach'], 2, 'us', /^- Rice — ¾ cup$[^]*plus 1½ cups more for the rice to cook in/m],
  ])('%j made one-pot for %i (%s)', (list, servings, units, water) => {
    expect(written(list, ['one-pot'], servings, units)).toMatch(water);
  });
});

describe('a pan roast uses two pans where one would be crowded', () => {
  const ROAST = ['Chicken thighs', 'Potatoes', 'Carrots', 'Red onion', 'Rosemary'];
  it.each<[string[], number, boolean]>([
    [ROAST, 4, true],
    [ROAST, 3, true],
    [ROAST, 6, true],
    [ROAST, 2, false],
    [['Pork chops', 'Apples'], 4, true],
  ])('%j without an oven for %i: two pans %s', (list, servings, two) => {
    const recipe = written(list, ['no-oven'], servings);
    const steps = stepsOf(recipe).join('\n');
    // Past two pans' worth (six servings take three), the two pans cook in rounds.
    expect(/use two, and (?:divide everything|cook what goes in them in \w+ rounds)/.test(steps), steps).toBe(two);
    expect(steps).toMatch(two ? /take off the lids[^]*serve from the pans/i : /take off the lid,[^]*serve from the pan\./i);
    if (two) expect(introOf(recipe)).not.toMatch(/\bone (?:wide )?pan\b/i);
  });
});

describe('a quicker version does not call an onion soft after a couple of minutes', () => {
  it.each<[string[]]>([[['Red lentils', 'Onion', 'Tomatoes', 'Cumin']], [['Tinned tomatoes', 'Onion', 'Carrots', 'Vegetable stock']], [['Chickpeas', 'Tinned tomatoes', 'Onion', 'Spinach', 'Cumin']]])(
    '%j made quicker',
    (list) => {
      const recipe = written(list, ['quicker']);
      const onion = sentencesOf(stepsOf(recipe)).find((sentence) => /\bthe onion\b/.test(sentence) && /\bcook for\b/.test(sentence))!;
      const minutes = [...onion.slice(onion.indexOf('the onion')).matchAll(/\bfor (\d+) minutes?/g)].reduce((sum, match) => sum + Number(match[1]), 0);
      if (minutes < 5) expect(onion).toMatch(/until (?:[^.]* and )?softening\b/);
      expect(onion).not.toMatch(/until soft\b/);
      expect(totalOf(recipe)).toBeLessThan(totalOf(written(list)));
    },
  );
});

describe('the introduction and the title promise only what the method does', () => {
  /** Pans, pots and trays the steps name afresh, and a second of each where one would be crowded. */
  const vessels = (steps: string): number =>
    [...steps.matchAll(/\b(?:in|into|on|over) (?:a|an|two) [^.,]*?\b(?:pan|pot|wok|tray|sheet pan|casserole|skillet)s?\b/gi)].length +
    [...steps.matchAll(/use two|two large/g)].length;
  it.each<[string[], AdjustKind[], number]>([
    [['Prawns', 'Noodles', 'Ginger'], [], 2],
    [['Chicken thighs', 'Potatoes', 'Carrots', 'Red onion', 'Rosemary'], ['no-oven'], 4],
    [['Salmon', 'Potatoes', 'Dill'], [], 4],
    [['Salmon', 'Potatoes', 'Dill'], ['no-oven'], 4],
    [['Pork chops', 'Apples'], [], 4],
    [['Pork chops', 'Apples'], ['no-oven'], 2],
    [['Chicken', 'Rice', 'Broccoli', 'Garlic'], [], 6],
  ])('%j made %j for %i', (list, kinds, servings) => {
    const recipe = written(list, kinds, servings);
    const intro = introOf(recipe);
    if (vessels(stepsOf(recipe).join('\n')) > 1) expect(intro).not.toMatch(/\bone (?:very hot |wide )?(?:pan|pot|tray)\b/i);
    if (!/vegetable|broccoli|pepper|carrot|spinach/i.test(namesOf(recipe).join(' '))) expect(intro).not.toMatch(/vegetables/);
    expect(titleOf(recipe)).not.toMatch(/\bRoasted\b.*\bRoast\b/);
  });
});

describe('tortillas warm in a pan the recipe has named', () => {
  it.each<[string[], AdjustKind[], number]>([
    [['Chicken', 'Peppers', 'Onion', 'Tortillas'], [], 2],
    [['Chicken', 'Peppers', 'Onion', 'Tortillas'], [], 6],
    [['Chicken', 'Peppers', 'Onion', 'Tortillas', 'Rice'], ['quicker'], 6],
    [['Chicken', 'Peppers', 'Onion', 'Tortillas'], ['one-pot'], 2],
  ])('%j made %j for %i', (list, kinds, servings) => {
    const sentences = sentencesOf(stepsOf(written(list, kinds, servings)));
    const warm = sentences.findIndex((sentence) => /warm the tortillas/i.test(sentence));
    const before = sentences.slice(0, warm).join(' ');
    // A pan already in use is the one they warm in (a crowd's two pans, both); a fresh one is named as the frying pan it is.
    if (/frying pan/.test(before)) expect(sentences[warm]).toMatch(/\b(?:in it|in them|the same pan|the pans?)\b/);
    else expect(sentences[warm]).toMatch(/in a (?:large, deep |dry )?frying pan/);
  });
});

describe('a soft herb swapped for nothing in particular gets a stand-in', () => {
  it.each<[string[], string, Units]>([
    [['Salmon', 'Potatoes', 'Dill'], 'Dill', 'metric'],
    [['Salmon', 'Potatoes', 'Dill'], 'Dill', 'us'],
    [['Lamb chops', 'Potatoes', 'Mint'], 'Mint', 'metric'],
  ])('%j with %s swapped (%s)', (list, from, units) => {
    const recipe = swapped(list, from, undefined, [], units);
    expect(recipe).not.toMatch(/I know no stand-in/);
    expect(namesOf(recipe)).toContain('Parsley');
    expect(namesOf(recipe)).not.toContain(from);
  });
});

describe('yogurt goes into a hot sauce off the heat, where it does not split', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Penne', 'Greek yogurt', 'Chicken', 'Spinach'], []],
    [['Penne', 'Greek yogurt', 'Chicken', 'Spinach'], ['one-pot']],
    [['Penne', 'Tinned tomatoes', 'Greek yogurt', 'Onion'], []],
    [['Penne', 'Tinned tomatoes', 'Greek yogurt', 'Onion'], ['quicker']],
    [['Chicken', 'Greek yogurt', 'Onion', 'Garam masala'], []],
    [['Chicken', 'Greek yogurt', 'Onion', 'Garam masala'], ['quicker']],
  ])('%j made %j', (list, kinds) => {
    const sentences = sentencesOf(stepsOf(written(list, kinds)));
    expect(sentences.filter((sentence) => /yogurt/i.test(sentence) && /\b(?:bubble|simmer|boil)/.test(sentence))).toEqual([]);
    expect(sentences.some((sentence) => /off the heat and stir in the greek yogurt/.test(sentence))).toBe(true);
  });
});

describe('a flax egg rests before it binds', () => {
  it.each<[string[], string | undefined, AdjustKind[]]>([
    [['Flour', 'Sugar', 'Butter', 'Eggs'], undefined, []],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], 'Ground flaxseed and water', []],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], undefined, ['quicker']],
  ])('%j with the eggs swapped for %s, then made %j', (list, to, kinds) => {
    const recipe = swapped(list, 'Eggs', to, kinds);
    expect(recipe).toMatch(/^- Ground flaxseed and water — /m);
    const sentences = sentencesOf(stepsOf(recipe));
    const rested = sentences.findIndex((sentence) => /flaxseed and water together and leave for 10 minutes/.test(sentence));
    const used = sentences.findIndex((sentence) => /^Beat\b[^.]*flaxseed/.test(sentence));
    expect(rested, sentences.join('\n')).toBeGreaterThanOrEqual(0);
    expect(rested).toBeLessThan(used);
    expect(totalOf(recipe)).toBeGreaterThan(10);
  });
});

describe('chops roast whole', () => {
  it.each<[string[], AdjustKind[], RegExp]>([
    [['Pork chops', 'Apples'], [], /Pat the pork chops dry/i],
    [['Pork chops', 'Apples'], ['no-oven'], /Pat the pork chops dry/i],
    [['Pork chops', 'Potatoes', 'Carrots'], ['no-oven'], /Pat the pork chops dry/i],
    [['Lamb chops', 'Potatoes', 'Peas'], [], /Pat the lamb chops dry/i],
    [['Lamb chops', 'Potatoes', 'Peas'], ['quicker'], /Pat the lamb chops dry/i],
    [['Lamb chops', 'Potatoes', 'Peas'], ['no-oven'], /Pat the lamb chops dry/i],
    [['Pork chops', 'Potatoes', 'Carrots'], ['quicker'], /Pat the pork chops dry/i],
  ])('%j made %j', (list, kinds, prep) => {
    const steps = stepsOf(written(list, kinds)).join('\n');
    expect(steps).toMatch(prep);
    expect(steps).not.toMatch(/\b(?:slice|dice|cube)[^.]*\bchops\b/i);
    expect(steps).toMatch(/chops are done at 63 °C in the middle; rest 3 minutes/);
  });
});

describe('raw meat the chef has no line for is cooked to a safe temperature, never just heated through', () => {
  it.each<[string[], AdjustKind[], RegExp, number, RegExp]>([
    [['Chicken drumsticks', 'Rice', 'Onion'], [], /chicken drumsticks/, 35, /74 °C/],
    [['Chicken drumsticks', 'Rice', 'Onion'], ['quicker'], /chicken drumsticks/, 35, /74 °C/],
    [['Chicken legs', 'Potatoes', 'Carrots'], [], /chicken legs/, 35, /74 °C/],
    [['Duck legs', 'Potatoes', 'Garlic'], [], /duck legs/, 35, /74 °C/],
    [['Chicken livers', 'Rice', 'Onion'], [], /chicken livers/, 6, /74 °C/],
    [['Pork belly', 'Noodles', 'Soy sauce'], [], /pork belly/, 5, /63 °C[^.]*rest 3 minutes/],
    [['Pork shoulder', 'Rice', 'Peppers'], [], /pork shoulder/, 5, /63 °C[^.]*rest 3 minutes/],
    [['Gammon', 'Potatoes', 'Peas'], ['no-oven'], /gammon/, 5, /63 °C/],
    [['Venison', 'Potatoes', 'Onion'], ['no-oven'], /venison/, 5, /63 °C/],
    [['Rabbit', 'Rice', 'Onion'], [], /rabbit/, 6, /74 °C/],
    [['Beef burgers', 'Rice', 'Onion'], [], /beef burgers/, 10, /74 °C/],
    [['Frozen fish fingers', 'Rice', 'Peas'], [], /frozen fish fingers/, 12, /74 °C/],
    [['Chicken drumsticks', 'Rice', 'Onion'], [], /chicken drumsticks/, 35, /165 °F/],
  ])('%j made %j: %s cooks at least %i minutes, done at %s', (list, kinds, meat, least, inside) => {
    const units: Units = inside.source.includes('°F') ? 'us' : 'metric';
    const steps = stepsOf(written(list, kinds, undefined, units));
    const text = steps.join('\n');
    expect(text).not.toMatch(new RegExp(`${meat.source}[^.]*heated through`, 'i'));
    const cooked = sentencesOf(steps).find((sentence) => new RegExp(`\\b(?:add|toss) the [^.]*${meat.source}`, 'i').test(sentence))!;
    expect(cooked, text).toBeDefined();
    const from = cooked.search(new RegExp(meat.source, 'i'));
    const minutes = [...cooked.slice(from).matchAll(/\bfor (\d+) minutes?/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(minutes, cooked).toBeGreaterThanOrEqual(least);
    expect(text).toMatch(new RegExp(`${meat.source} (?:is|are) done at [^.]*${inside.source}`, 'i'));
  });
});

describe('burgers are fried until done, not piled on raw', () => {
  it.each<[string[], AdjustKind[], Units, RegExp]>([
    [['Burgers', 'Buns'], [], 'metric', /74 °C/],
    [['Burgers', 'Buns'], [], 'us', /165 °F/],
    [['Burgers', 'Lettuce'], [], 'metric', /74 °C/],
    [['Burger patties', 'Buns', 'Cheddar'], [], 'metric', /74 °C/],
    [['Burgers', 'Buns'], ['quicker'], 'metric', /74 °C/],
  ])('%j made %j (%s)', (list, kinds, units, inside) => {
    const steps = stepsOf(written(list, kinds, undefined, units));
    const fried = /\badd the (?:burgers|burger patties) and cook for (\d+) minutes, until browned on both sides/i.exec(steps.join('\n'));
    expect(fried, steps.join('\n')).not.toBeNull();
    expect(Number(fried![1])).toBeGreaterThanOrEqual(10);
    expect(steps.join('\n')).toMatch(new RegExp(`(?:burgers|burger patties) are done at ${inside.source} in the middle, with no pink left`));
  });
});

describe('dried beans and chickpeas soak overnight and boil hard before anything else', () => {
  it.each<[string[], AdjustKind[], Units]>([
    [['Dried kidney beans', 'Rice', 'Onion'], [], 'metric'],
    [['Dried kidney beans', 'Rice', 'Onion'], ['quicker'], 'metric'],
    [['Dried chickpeas', 'Tinned tomatoes', 'Onion', 'Cumin'], [], 'metric'],
    [['Dried black beans', 'Tortillas', 'Peppers'], [], 'us'],
    [['Dried cannellini beans', 'Onion', 'Vegetable stock', 'Carrots'], [], 'metric'],
  ])('%j made %j (%s)', (list, kinds, units) => {
    const recipe = written(list, kinds, undefined, units);
    const dried = list[0]!.toLowerCase();
    expect(recipe).toMatch(new RegExp(`^_Start the day before: soak the ${dried} in plenty of cold water overnight, at least 8 hours\\. The total time does not count the soaking\\._$`, 'm'));
    const sentences = sentencesOf(stepsOf(recipe));
    const first = sentences.findIndex((sentence) => sentence.toLowerCase().includes(dried));
    expect(sentences[first]).toMatch(/boil hard for 10 minutes, then simmer for 50 minutes more, until tender/);
    // Once cooked, a pan or a pot only warms them.
    for (const match of sentences.slice(first + 1).join('\n').matchAll(new RegExp(`${dried}[^.]*?\\b(?:cook|fry|simmer|stir-fry) for (\\d+) minutes`, 'gi'))) expect(Number(match[1])).toBeLessThanOrEqual(5);
    expect(totalOf(recipe)).toBeGreaterThanOrEqual(60);
  });
});

describe('tinned beans and chickpeas are listed as tinned', () => {
  it.each<[string[], Units, RegExp]>([
    [['Chickpeas', 'Feta', 'Cucumber', 'Spinach'], 'metric', /^- Tinned chickpeas — /m],
    [['Chickpeas', 'Feta', 'Cucumber', 'Spinach'], 'us', /^- Canned chickpeas — /m],
    [['Kidney beans', 'Rice', 'Onion'], 'metric', /^- Tinned kidney beans — /m],
    [['Tortillas', 'Black beans', 'Avocado', 'Salsa'], 'us', /^- Canned black beans — /m],
    [['Sausages', 'Beans'], 'metric', /^- Tinned beans — /m],
    [['Canned chickpeas', 'Spinach', 'Cumin'], 'metric', /^- Tinned chickpeas — /m],
  ])('%j (%s)', (list, units, line) => {
    const recipe = written(list, [], undefined, units);
    expect(recipe).toMatch(line);
    expect(recipe).not.toMatch(units === 'us' ? /tinned/i : /canned/i);
    expect(titleOf(recipe)).not.toMatch(/Tinned|Canned/);
  });
});

describe('mussels and clams steam open under a lid', () => {
  it.each<[string[], AdjustKind[], string]>([
    [['Mussels', 'Spaghetti', 'Garlic'], [], 'mussels'],
    [['Clams', 'Rice', 'Garlic'], [], 'clams'],
    [['Mussels', 'Noodles', 'Ginger'], [], 'mussels'],
    [['Mussels', 'Spaghetti', 'Garlic'], ['quicker'], 'mussels'],
  ])('%j made %j', (list, kinds, shellfish) => {
    const text = stepsOf(written(list, kinds)).join('\n');
    expect(text).toMatch(new RegExp(`throw away any that are open and do not close when tapped`));
    expect(text).toMatch(new RegExp(`add the ${shellfish}(?: to the frying pan)? with a splash of water, cover with a lid and cook for [45] minutes`, 'i'));
    expect(text).toMatch(new RegExp(`Throw away any ${shellfish} that stay shut\\.`));
  });
});

describe('cooked grains kept for tomorrow are cooled fast and eaten within a day', () => {
  it('says so in the grain bowl’s tips', async () => {
    const { riceBowl } = await import('../../../shared/offline-chef/dishes/rice-bowl.ts');
    expect(riceBowl.tips.join('\n')).not.toMatch(/three days/);
    expect(riceBowl.tips.find((tip) => /double batch/.test(tip))).toMatch(/within an hour[^.]*within a day/);
  });
});

describe('the total counts every step of an omelette', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Eggs', 'Bread', 'Milk'], []],
    [['Eggs', 'Bread', 'Milk'], ['spicier']],
  ])('%j made %j: beaten, the butter heated, 3–4 minutes in the pan, the bread toasted meanwhile', (list, kinds) => {
    const recipe = written(list, kinds);
    expect(stepsOf(recipe).join('\n')).toMatch(/Meanwhile, toast the bread/);
    expect(totalOf(recipe)).toBeGreaterThanOrEqual(2 + 1 + 4);
  });
});

describe('a traybake roasts its garlic whole in its skins, never minced, and every piece of meat in oil', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Lamb', 'Yogurt', 'Garlic'], []],
    [['Lamb', 'Yogurt', 'Garlic'], ['quicker']],
    [['Chicken drumsticks', 'Potatoes', 'Garlic'], []],
  ])('%j made %j', (list, kinds) => {
    const recipe = written(list, kinds);
    const roast = sentencesOf(stepsOf(recipe)).find((sentence) => /\broast for/.test(sentence))!;
    // Minced, it burns black in a hot oven in the minutes anything else needs.
    expect(recipe).not.toMatch(/mince the garlic|garlic[^.]*small and thin/);
    expect(recipe).toMatch(/lightly crush the garlic cloves in their skins/);
    expect(roast).toMatch(/\bgarlic\b/);
    // The meat goes on the tray oiled: with the first lot, or tossed in what it left.
    const meat = list[0]!.toLowerCase();
    expect(roast).toMatch(new RegExp(`toss (?:the [^.]*)?${meat}[^.]*(?:oil|melted butter)|add the ${meat}, tossed in what is left in the bowl`, 'i'));
  });
});

describe('a quicker version cuts small only what cooks, and a banana binding a bake is mashed', () => {
  it('does not promise a salad bowl of raw things cooks in half the time', () => {
    expect(written(['Quinoa', 'Feta', 'Cucumber', 'Lemon'], ['quicker'])).not.toMatch(/cooks in half the time/);
  });

  it('mashes a banana swapped in for the eggs of a cake', () => {
    const steps = stepsOf(swapped(['Flour', 'Sugar', 'Butter', 'Eggs'], 'Eggs', 'Banana')).join('\n');
    expect(steps).toMatch(/mash the banana/);
    expect(steps).not.toMatch(/slice the banana/);
  });
});

describe('whole cuts of beef and lamb, duck breast and fresh tuna are cooked to a safe temperature, in every version', () => {
  it.each<[string[], AdjustKind[], RegExp, number, RegExp, [string, string]?]>([
    [['Steak', 'Peppers', 'Onion'], [], /steak/, 4, /63 °C in the middle; rest (?:it whole for )?3 minutes/],
    [['Steak', 'Peppers', 'Onion'], ['quicker'], /steak/, 4, /63 °C in the middle; rest (?:it whole for )?3 minutes/],
    [['Steak', 'Noodles', 'Soy sauce'], ['quicker'], /steak/, 4, /63 °C in the middle; rest (?:it whole for )?3 minutes/],
    [['Steak', 'Peppers', 'Onion'], [], /steak/, 4, /145 °F in the middle; rest (?:it whole for )?3 minutes/],
    [['Beef', 'Rice', 'Broccoli'], ['quicker'], /beef/, 4, /63 °C/],
    [['Beef strips', 'Rice', 'Broccoli'], ['quicker'], /beef strips/, 4, /63 °C/],
    [['Lamb', 'Yogurt', 'Garlic'], [], /lamb/, 5, /63 °C in the middle; rest (?:it whole for )?3 minutes/],
    [['Lamb', 'Yogurt', 'Garlic'], ['quicker'], /lamb/, 5, /63 °C in the middle; rest (?:it whole for )?3 minutes/],
    [['Diced lamb', 'Rice', 'Onion'], ['quicker'], /diced lamb/, 5, /63 °C/],
    [['Lamb leg steaks', 'Rice', 'Peppers'], ['quicker'], /lamb leg steaks/, 4, /63 °C/],
    [['Lamb chops', 'Potatoes', 'Peas'], [], /lamb chops/, 15, /63 °C in the middle; rest (?:it whole for )?3 minutes/],
    [['Steak', 'Potatoes', 'Peppers'], [], /lamb/, 5, /63 °C in the middle; rest (?:it whole for )?3 minutes/, ['Steak', 'Lamb']],
    [['Duck breast', 'Rice', 'Spinach'], [], /duck breast/, 12, /74 °C in the middle, with no pink left; rest 5 minutes/],
    [['Duck breast', 'Rice', 'Spinach'], ['quicker'], /duck breast/, 12, /74 °C in the middle, with no pink left; rest 5 minutes/],
    [['Tuna steak', 'Rice', 'Peppers'], [], /tuna steak/, 6, /63 °C/],
    [['Fresh tuna', 'Noodles', 'Soy sauce'], ['quicker'], /fresh tuna/, 6, /63 °C/],
  ])('%j made %j: %s cooks at least %i minutes, done at %s', (list, kinds, meat, least, inside, swap) => {
    const units: Units = inside.source.includes('°F') ? 'us' : 'metric';
    const recipe = swap ? swapped(list, swap[0], swap[1], kinds, units) : written(list, kinds, undefined, units);
    const steps = stepsOf(recipe);
    const text = steps.join('\n');
    const cooked = sentencesOf(steps).find((sentence) => new RegExp(`\\b(?:add|toss) the [^.]*${meat.source}`, 'i').test(sentence))!;
    expect(cooked, text).toBeDefined();
    const from = cooked.search(new RegExp(meat.source, 'i'));
    const minutes = [...cooked.slice(from).matchAll(/\bfor (\d+) minutes?/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(minutes, cooked).toBeGreaterThanOrEqual(least);
    expect(text).toMatch(new RegExp(`${meat.source} (?:is|are) done at ${inside.source}`, 'i'));
  });
});

describe('a duck breast cooks whole, skin-side down, and is turned at the end', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Duck breast', 'Rice', 'Spinach'], []],
    [['Duck breast', 'Rice', 'Spinach'], ['quicker']],
    [['Duck breast', 'Noodles', 'Soy sauce'], ['quicker']],
  ])('%j made %j', (list, kinds) => {
    const text = stepsOf(written(list, kinds)).join('\n');
    expect(text).toMatch(/Score the skin of the duck breast/i);
    expect(text).toMatch(/the duck breast skin-side down and [\w-]+ for \d+ minutes/);
    expect(text).toMatch(/Turn the duck breast over for the last 5 minutes\./);
  });
});

describe('a quicker version keeps the time of a piece it does not cut smaller', () => {
  /** The minutes from where `what` goes into the pan to the end of that sentence. */
  const minutesOf = (recipe: string, what: RegExp): number => {
    const cooked = sentencesOf(stepsOf(recipe)).find((sentence) => new RegExp(`\\b(?:add|toss) the [^.]*${what.source}`, 'i').test(sentence))!;
    return [...cooked.slice(cooked.search(what)).matchAll(/\bfor (\d+) minutes?/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  };
  it.each<[string[], RegExp]>([
    [['Duck breast', 'Rice', 'Spinach'], /duck breast/],
    [['Salmon', 'Rice', 'Spinach'], /salmon/],
    [['Tuna steak', 'Rice', 'Peppers'], /tuna steak/],
  ])('%j: %s', (list, what) => {
    const usual = written(list);
    const quicker = written(list, ['quicker']);
    expect(minutesOf(quicker, what), stepsOf(quicker).join('\n')).toBeGreaterThanOrEqual(minutesOf(usual, what));
    if (!/about as quick/.test(quicker)) expect(totalOf(quicker)).toBeLessThan(totalOf(usual));
  });
});

describe('plain tuna and sardines are tinned, plain mackerel smoked, and fresh ones raw fish', () => {
  it.each<[string[], Units, RegExp, RegExp]>([
    [['Tuna', 'Pasta', 'Sweetcorn'], 'metric', /^- Tinned tuna — /m, /drain and flake the tinned tuna/i],
    [['Tuna', 'Pasta', 'Sweetcorn'], 'us', /^- Canned tuna — /m, /drain and flake the canned tuna/i],
    [['Tinned tuna', 'Rice', 'Peas'], 'metric', /^- Tinned tuna — /m, /drain and flake the tinned tuna/i],
    [['Sardines', 'Bread', 'Tomatoes'], 'metric', /^- Tinned sardines — /m, /Drain the tinned sardines/],
    [['Sardines', 'Bread', 'Tomatoes'], 'us', /^- Canned sardines — /m, /Drain the canned sardines/],
    [['Mackerel', 'Rice', 'Spinach'], 'metric', /^- Smoked mackerel — /m, /flake the smoked mackerel/i],
    [['Tuna steak', 'Rice', 'Peppers'], 'metric', /^- Tuna steak — /m, /tuna steak is done at 63 °C/],
    [['Fresh tuna', 'Rice', 'Peppers'], 'us', /^- Fresh tuna — /m, /fresh tuna is done at 145 °F/],
    [['Fresh mackerel', 'Potatoes', 'Lemon'], 'metric', /^- Fresh mackerel — /m, /fresh mackerel is done at 63 °C/],
    [['Mackerel fillets', 'Rice', 'Peppers'], 'metric', /^- Mackerel fillets — /m, /mackerel fillets are done at 63 °C/],
    [['Fresh sardines', 'Bread', 'Tomatoes'], 'metric', /^- Fresh sardines — /m, /fresh sardines are done at 63 °C/],
  ])('%j (%s)', (list, units, line, said) => {
    const recipe = written(list, [], undefined, units);
    expect(recipe).toMatch(line);
    expect(stepsOf(recipe).join('\n')).toMatch(said);
    expect(recipe).not.toMatch(units === 'us' ? /tinned/i : /canned/i);
    expect(titleOf(recipe)).not.toMatch(/Tinned|Canned/);
    // What comes cooked is never seared as if it were a raw steak.
    if (!/fresh|steak|fillets/i.test(list[0]!)) expect(recipe).not.toMatch(/\bpat the [^.]*dry|until seared/i);
  });
});

describe('leftover rice is reheated until steaming hot', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Cooked rice', 'Chicken', 'Peas'], []],
    [['Leftover rice', 'Prawns', 'Spring onions'], ['quicker']],
  ])('%j made %j', (list, kinds) => {
    const text = stepsOf(written(list, kinds)).join('\n');
    expect(text).toMatch(/Reheat the (?:cooked|leftover) rice in a covered pan[^.]*until steaming hot all through/);
    expect(text).not.toMatch(/Warm the (?:cooked|leftover) rice/);
  });
});

describe('gnocchi are named as gnocchi and boiled until they float', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Gnocchi', 'Spinach', 'Cream'], []],
    [['Gnocchi', 'Spinach', 'Cream'], ['quicker']],
    [['Gnocchi', 'Spinach', 'Cream'], ['one-pot']],
    [['Gnocchi', 'Tomatoes', 'Mozzarella', 'Basil'], []],
  ])('%j made %j', (list, kinds) => {
    const text = stepsOf(written(list, kinds)).join('\n');
    expect(text).not.toMatch(/\bpasta\b/i);
    expect(text).toMatch(/\bgnocchi\b/);
    if (!kinds.includes('one-pot')) expect(text).toMatch(/cook the gnocchi in (?:the boiling water|it) for 2–3 minutes, until they float to the top/i);
  });
});

describe('mussels simmered in a soup open under a lid', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Mussels', 'White wine', 'Garlic'], []],
    [['Mussels', 'White wine', 'Garlic'], ['quicker']],
  ])('%j made %j', (list, kinds) => {
    const text = stepsOf(written(list, kinds)).join('\n');
    expect(text).toMatch(/Add the mussels, cover with a lid and simmer for 5 minutes, until open\. Throw away any mussels that stay shut\./);
  });
});

describe('garlic powder standing in for garlic goes onto a roasting tray late', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Chicken thighs', 'Potatoes', 'Garlic'], []],
    [['Lamb', 'Potatoes', 'Garlic', 'Carrots'], []],
  ])('%j with the garlic swapped for garlic powder, made %j', (list, kinds) => {
    const roast = sentencesOf(stepsOf(swapped(list, 'Garlic', 'Garlic powder', kinds))).find((sentence) => /\broast for/.test(sentence))!;
    const powder = roast.slice(roast.search(/\bthe garlic powder\b/));
    const minutes = [...powder.matchAll(/\bfor (\d+) minutes?/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(minutes, roast).toBeLessThanOrEqual(10);
  });
});

describe('strips of meat browned at the end of a pan roast say when they are done, and rest', () => {
  it.each<[string[], Units, RegExp]>([
    [['Steak', 'Potatoes', 'Mushrooms'], 'metric', /add the steak, turn up the heat and fry for 5 minutes more[^.]*\. The steak is done at 63 °C in the middle; rest 3 minutes before serving\./],
    [['Steak', 'Potatoes', 'Mushrooms'], 'us', /The steak is done at 145 °F in the middle; rest 3 minutes before serving\./],
  ])('%j without an oven, in %s units', (list, units, done) => {
    const recipe = written(list, ['no-oven'], undefined, units);
    expect(stepsOf(recipe).join('\n')).toMatch(done);
  });
});
