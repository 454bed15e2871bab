import { describe, expect, it } from 'vitest';
import { draftOf, writeRecipe } from '../../support/chef-drafts.ts';
import { redraft } from '../../../shared/offline-chef/recipe-writer.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { CHEF_LISTS } from '../../support/chef-lists.ts';
import { substitutesFor } from '../../../shared/ingredients/substitutes.ts';

// More of what a cook corrected on reading the built-in chef's recipes (see cook-review.test.ts),
// read from the markdown alone as a visitor reads it.

const PROOF = 'p'.repeat(43);
const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.replace(/^\d+\. /, ''));

/** The recipe for a list, then each change in turn, each made of the version before it. */
function written(list: readonly string[], kinds: readonly AdjustKind[] = [], servings?: number, units: Units = 'metric'): string {
  let recipe = writeRecipe(list, { servings, units });
  for (const kind of kinds) recipe = writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
  return recipe;
}

/** The recipe for a list with one ingredient swapped for another. */
function swapped(list: readonly string[], from: string, to: string, servings?: number): string {
  const recipe = writeRecipe(list, { servings });
  return writeRecipe(list, { servings, change: { kind: 'swap', from, to, recipe, proof: PROOF } });
}

describe('fish is not fried on after it is done', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Salmon', 'Potatoes', 'Dill'], ['no-oven']],
    [['Salmon', 'Potatoes', 'Dill'], ['no-oven', 'quicker']],
    [['Cod', 'Potatoes', 'Peas', 'Lemon'], ['no-oven']],
    [['White fish', 'Butter', 'Lemon', 'Potatoes'], ['no-oven']],
  ])('%j made %j: nothing cooks in the pan once the fish has gone in for its time', (list, kinds) => {
    const steps = stepsOf(written(list, kinds));
    const fish = steps.findIndex((step) => /\b(?:salmon|cod|white fish)\b[^.]* for \d+ minutes/i.test(step));
    expect(fish, steps.join('\n')).toBeGreaterThanOrEqual(0);
    expect(steps[fish]).toMatch(/done at 63 °C/);
    expect(steps.slice(fish + 1).filter((step) => /\bfor \d+ minutes\b/.test(step)), steps.join('\n')).toEqual([]);
  });
});

describe('a yogurt that stands in for a liquid goes in off the heat', () => {
  it.each<[string[], string, number]>([
    [['Red lentils', 'Coconut milk', 'Onion'], 'Coconut milk', 4],
    [['Red lentils', 'Coconut milk', 'Onion'], 'Coconut milk', 2],
  ])('%j with %s swapped for Greek yogurt, for %i', (list, from, servings) => {
    const steps = stepsOf(swapped(list, from, 'Greek yogurt', servings));
    const before = stepsOf(writeRecipe(list, { servings }));
    expect(steps.filter((step) => /yogurt/i.test(step) && /simmer|bring/.test(step) && !/stirred in at the end/.test(step))).toEqual([]);
    expect(steps.join('\n')).toMatch(/Take the pan off the heat and stir in the greek yogurt/i);
    // The lentils' water does not grow by what the yogurt brings at the end.
    const water = (all: string[]): number => Number(/(\d+) ml water/.exec(all.join('\n'))![1]);
    expect(water(steps)).toBeLessThanOrEqual(water(before) + 150);
  });
});

describe('one pot never boils rice in plenty of water in a frying pan', () => {
  it.each<[string[], AdjustKind[], number]>([
    [['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon'], ['one-pot'], 2],
    [['Chicken', 'Rice', 'Broccoli', 'Garlic'], ['quicker', 'one-pot'], 4],
    [['Salmon', 'Rice', 'Broccoli'], ['one-pot'], 6],
  ])('%j made %j for %i: the rice drinks measured water under a lid', (list, kinds, servings) => {
    const steps = stepsOf(written(list, kinds, servings)).join('\n');
    expect(steps).not.toMatch(/plenty of[^.]*water[^.]*frying pan/);
    expect(steps).toMatch(/the rice in a large, deep frying pan with [\d.]+ (?:ml|litres?) water \(twice its volume\)[^.]*cover/);
  });
});

describe('a quicker version says to cut small only what is cut', () => {
  it.each<[string[], AdjustKind[], RegExp]>([
    [['Beef mince', 'Spaghetti', 'Tomatoes'], ['quicker'], /Cut the tomatoes small and thin, so they cook in half the time\./],
    [['Chickpeas', 'Coconut milk', 'Spinach', 'Onion'], ['quicker'], /Cut the (?:onion|spinach)[^.]* small and thin/],
    [['Chicken', 'Broccoli', 'Soy sauce', 'Noodles'], ['quicker'], /Cut the chicken and broccoli small and thin, so they cook/],
  ])('%j made %j', (list, kinds, said) => {
    const steps = stepsOf(written(list, kinds)).join('\n');
    expect(steps).not.toMatch(/Keep every piece/);
    expect(steps).toMatch(said);
    // What is broken up, rinsed from a tin or grated is never named as a piece to cut.
    expect(steps).not.toMatch(/Cut [^.]*(?:mince|chickpeas|cheese)[^.]* small and thin/);
  });
});

describe('a quick dinner takes under 30 minutes', () => {
  const LISTS = [...CHEF_LISTS, ['Chicken', 'Broccoli', 'Soy sauce', 'Noodles'], ['Beef', 'Peppers', 'Rice', 'Soy sauce'], ['Pasta', 'Bacon', 'Peas']];
  const PROMISE = /\b(?:quick|speedy|fastest|weeknight|any night of the week)\b/i;
  it.each(LISTS.map((list) => [list]))('%j: a title or introduction that promises speed comes with a total under 30 minutes', (list) => {
    for (const kinds of [[], ['one-pot'], ['vegetarian']] as AdjustKind[][]) {
      for (const servings of [2, 4, 12]) {
        const recipe = written(list, kinds, servings);
        const [title, , intro] = recipe.split('\n');
        const total = Number(/\*\*Total time:\*\* (\d+) minutes/.exec(recipe)![1]);
        // "15-Minute ..." names its own time; only words that promise speed are held to it.
        if (PROMISE.test(`${title} ${intro}`)) expect(total, `${kinds.join()} for ${servings}: ${title} ${intro}`).toBeLessThan(30);
      }
    }
  });
});

describe('a milder version says which stand-in is a spice to buy', () => {
  it.each<[string[], Units, RegExp]>([
    [['Chickpeas', 'Coconut milk', 'Spinach'], 'metric', /_For less heat I used garam masala in place of the curry powder: buy it if you have none\._/],
    [['Chicken', 'Peppers', 'Onion', 'Tortillas', 'Chilli powder'], 'us', /_For less heat I used paprika in place of the chili powder: buy it if you have none\._/],
  ])('%j (%s)', (list, units, said) => {
    expect(written(list, ['milder'], undefined, units)).toMatch(said);
  });

  it('adds no such line where nothing stands in for the heat', () => {
    expect(written(['Chicken', 'Peppers', 'Onion', 'Tortillas', 'Chilli'], ['milder'])).not.toMatch(/buy it if you have none/);
  });
});

describe('butter is melted before it dresses anything', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Cod', 'Butter', 'Lemon', 'Rice'], []],
    [['Chicken', 'Butter', 'Lemon', 'Rice', 'Green beans'], ['quicker']],
    [['Butter', 'Lemon', 'Lettuce', 'Chicken'], []],
  ])('%j made %j: the lemon is whisked into melted butter, never cold', (list, kinds) => {
    const steps = stepsOf(written(list, kinds)).join('\n');
    expect(steps).not.toMatch(/Whisk [^.]*with [^.]*butter/);
    expect(steps).toMatch(/(?:half|the rest of) the butter until just melted, then whisk in the lemon/);
  });
});

describe('a sliced shallot is cooked, not scattered raw over a warm bowl', () => {
  it.each<[string[], AdjustKind[]]>([
    [['Chicken', 'Rice', 'Shallot', 'Spinach'], []],
    [['Chicken', 'Rice', 'Shallot', 'Spinach'], ['quicker']],
  ])('%j made %j', (list, kinds) => {
    const steps = stepsOf(written(list, kinds)).join('\n');
    expect(steps).toMatch(/add [^.]*shallot[^.]* and cook for \d+ minutes?/);
  });
});

describe('swap options as a cook writes them', () => {
  it.each<[string, string]>([
    ['Onion — 3', '3 red onions'],
    ['Onion — 3', '9 green onions'],
    ['Soy sauce — 2 tbsp', '2 tbsp Worcestershire sauce'],
    ['Cheddar — 100 g', '100 g Gruyère'],
    ['Coconut milk — 400 ml', '400 ml Greek yogurt'],
    ['Green onion — 2', '2 tbsp chives'],
  ])('%s offers %s', (line, option) => {
    expect(substitutesFor(line, []).map((one) => one.label)).toContain(option);
  });
});

describe('a long list gives one dish from part of it, and says what it keeps for another day', () => {
  const LONG = ['Chicken', 'Rice', 'Broccoli', 'Garlic', 'Onion', 'Carrots', 'Peppers', 'Spinach', 'Tomatoes', 'Potatoes', 'Eggs', 'Cheese', 'Milk', 'Butter', 'Lemon',
    'Soy sauce', 'Ginger', 'Mushrooms', 'Courgette', 'Beans', 'Pasta', 'Bacon', 'Sweetcorn', 'Peas', 'Cucumber'];
  const listed = (recipe: string): string[] => recipe.split('\n').filter((line) => /^- .+ — /.test(line));
  it.each([[LONG], [LONG.slice(0, 18)], [[...LONG].reverse()]])('%j', (list) => {
    for (const servings of [2, 4]) {
      const recipe = writeRecipe(list, { servings });
      expect(listed(recipe).length, recipe).toBeLessThanOrEqual(15);
      const kept = /_Kept for another day: (.+); one dish is better for not holding everything at once\._/.exec(recipe);
      expect(kept, recipe).not.toBeNull();
      // Every food on the list is in the recipe, or said to be left out or kept.
      const said = recipe.toLowerCase();
      for (const food of list) expect(said, food).toContain(food.toLowerCase().replace(/s$/, ''));
    }
  });

  it('cooks a list of twelve or fewer whole, as before', () => {
    expect(writeRecipe(LONG.slice(0, 12))).not.toMatch(/Kept for another day/);
  });
});

describe('a swapped recipe written again for more servings keeps its pans', () => {
  it.each<[Units]>([['metric'], ['us']])('the frittata with feta for its cheese, for 6 (%s), says to use two pans', (units) => {
    const list = ['Eggs', 'Potatoes', 'Onion', 'Cheese'];
    const recipe = swapped(list, 'Cheese', 'Feta');
    const again = redraft(list, draftOf(recipe)!, {}, { servings: 6, units })?.markdown;
    expect(again).not.toBeNull();
    // Twelve eggs, 1.2 kg of potatoes and three onions: three pans' worth, two at a time.
    expect(again).toMatch(/crowd one pan, and a (?:hob|stovetop) takes two large pans at once: use two, and cook what goes in them in two rounds/);
    expect(again).toMatch(/feta/i);
  });
});

describe('with 15 minutes and nothing that quick, the chef says so and offers its quickest real dish', () => {
  it.each<[string[], RegExp]>([
    [['Spaghetti', 'Tomatoes', 'Basil', 'Parmesan'], /Spaghetti/],
    [['Salmon', 'Potatoes', 'Lemon', 'Dill'], /Salmon/],
    [['Quinoa', 'Feta', 'Cucumber', 'Lemon'], /Quinoa/],
  ])('%j: a dish of its %s, never a dressing that leaves it out', (list, main) => {
    const recipe = writeRecipe(list, { maxMinutes: 15 });
    const title = recipe.split('\n')[0]!;
    expect(title).not.toMatch(/Dressing/);
    expect(title).toMatch(main);
    expect(recipe).toMatch(/_The quickest dish I can make from this list takes about \d+ minutes, more than the 15 you have\._/);
  });
});
