import { describe, expect, it } from 'vitest';
import { DISHES } from '../../../shared/offline-chef/dish-choice.ts';
import { board } from '../../../shared/offline-chef/dishes/board.ts';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { findIngredient } from '../../../shared/ingredients/pantry-knowledge.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

// What a cook still corrected on reading the built-in chef's recipes: leftovers kept safely, eggs
// enough for a frittata, prawns cooked at the end, pulses given their time, minced meat at its own
// safe temperature.

const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.replace(/^\d+\. /, ''));
const amountOf = (markdown: string, food: RegExp): string | undefined =>
  markdown.split('\n').find((line) => line.startsWith('- ') && food.test(line.slice(2).split(' — ')[0]!))?.split(' — ')[1];

// A tip about what is left over, or kept for the next day.
const LEFTOVER_TIP = /\bleftovers?\b|\bovernight\b|\bthe next day\b|\bfor tomorrow\b/i;
// The sharing board is the dish written when no other fits.
const everyTip = [...DISHES, board].flatMap((dish) =>
  [...dish.tips, ...Object.values(dish.methods ?? {}).flatMap((method) => method.tips ?? [])].map((tip) => [dish.name, dish.baking === true, tip] as const),
).filter(([, , tip]) => LEFTOVER_TIP.test(tip));

describe('every leftover tip says how to keep them safely', () => {
  it('finds the leftover tips of the dishes', () => {
    expect(everyTip.map(([name]) => name)).toEqual(expect.arrayContaining(['omelette', 'curry', 'soup', 'bake', 'sharing board']));
  });

  it.each(everyTip.filter(([, baking]) => !baking).map(([name, , tip]) => [name, tip]))('%s: %s', (_name, tip) => {
    // Cooked food cooled and in the fridge within 2 hours (FSA, USDA), cooked rice within an hour (NHS).
    expect(tip).toMatch(/\b(?:refrigerate|chill)\b[^.;]* within (?:2 hours|an hour)/i);
    expect(tip).toMatch(/\beat\b[^.;]* within (?:a day|2 days)/);
    if (/\breheat/.test(tip)) expect(tip).toMatch(/\breheat[^.;]* until steaming hot/);
  });

  it.each(everyTip.filter(([, baking]) => baking).map(([, , tip]) => [tip]))('a bake keeps anything with fruit, custard or cream in the fridge: %s', (tip) => {
    expect(tip).toMatch(/\bfruit, custard or cream in the fridge\b/);
  });
});

describe('an omelette or a frittata takes two eggs a serving', () => {
  // Two eggs a person is what a frittata or an omelette for one takes; a frittata for two is 4 eggs.
  it.each<[string[], number]>([
    [['Eggs', 'Spinach', 'Cheese', 'Tomatoes'], 1],
    [['Eggs', 'Spinach', 'Cheese', 'Tomatoes'], 2],
    [['Eggs', 'Spinach', 'Cheese', 'Tomatoes'], 4],
    [['eggs', 'cheese', 'spinach', 'onion'], 2],
    [['Eggs', 'Mushrooms', 'Cheddar'], 2],
    [['huevos', 'patatas', 'cebolla', 'aceite de oliva'], 2],
    [['huevos', 'patatas', 'cebolla', 'aceite de oliva'], 6],
  ])('%j for %i', (list, servings) => {
    const recipe = writeRecipe(list, { servings });
    expect(recipe).toMatch(/Frittata|Omelette/);
    expect(amountOf(recipe, /^(?:eggs?|huevos)$/i)).toBe(String(2 * servings));
  });
});

describe('prawns tossed through spaghetti are cooked at the end, not through its boil', () => {
  it.each<[string[], Units]>([
    [['gamberi', 'aglio', 'peperoncino', 'spaghetti', 'prezzemolo'], 'metric'],
    [['prawns', 'garlic', 'chilli', 'spaghetti'], 'metric'],
    [['prawns', 'garlic', 'chilli', 'spaghetti'], 'us'],
    [['Prawns', 'Spaghetti', 'Cherry tomatoes', 'Garlic'], 'metric'],
  ])('%j (%s): the prawns go in the pan for the last minutes of the pasta', (list, units) => {
    const steps = stepsOf(writeRecipe(list, { units }));
    // Three minutes in the pan, the garlic joining them for the last: it burns in any longer.
    const prawns = steps.findIndex((step) => /\b(?:prawns|shrimp)\b[^.]* for (?:3 minutes|2 minutes, then add the [^.]*garlic and cook for 1 minute more)/.test(step));
    const pasta = steps.findIndex((step) => /\bspaghetti in the boiling water for 10 minutes/i.test(step));
    expect(prawns, steps.join('\n')).toBeGreaterThanOrEqual(pasta);
    expect(pasta).toBeGreaterThanOrEqual(0);
    // A minute sooner where the oil is heated for them alone.
    expect(steps[prawns]).toMatch(/3 minutes before the spaghetti is done|4 minutes before the spaghetti is done, heat the olive oil/);
    // Nothing cooks on for minutes once the prawns are in.
    expect(steps.slice(prawns + 1).join(' '), steps.join('\n')).not.toMatch(/for \d+ minutes/);
  });
});

describe('pulses simmer for as long as cooks are told they take', () => {
  // BBC Good Food, the packets: red lentils 15–20 minutes, green and brown 20–30, Puy 20–25;
  // yellow split peas 30–45 unsoaked (USA Dry Pea & Lentil Council), chana dal 40–60.
  it.each<[string, number, number]>([
    ['red lentils', 15, 20],
    ['green lentils', 20, 30],
    ['brown lentils', 20, 30],
    ['puy lentils', 20, 25],
    ['beluga lentils', 20, 25],
    ['yellow split peas', 30, 45],
    ['chana dal', 40, 60],
  ])('%s: %i to %i minutes', (name, least, most) => {
    const minutes = findIngredient(name)?.cook?.minutes ?? 0;
    expect(minutes).toBeGreaterThanOrEqual(least);
    expect(minutes).toBeLessThanOrEqual(most);
  });

  it('says so in a recipe: Puy lentils simmer for 25 minutes', () => {
    expect(writeRecipe(['Puy lentils', 'Onion', 'Carrots', 'Garlic'])).toMatch(/\bfor 25 minutes\b/);
  });
});

describe('each food is cooked to the safe temperature USDA gives it', () => {
  // USDA FSIS: poultry 165 °F (74 °C), ground beef, pork and lamb 160 °F (71 °C), whole cuts and
  // fish 145 °F (63 °C). A sausage, a burger or a meatball may be poultry: 165 °F.
  it.each<[string, string, string]>([
    ['Beef mince', '71 °C', '160 °F'],
    ['Pork mince', '71 °C', '160 °F'],
    ['Lamb mince', '71 °C', '160 °F'],
    ['Turkey mince', '74 °C', '165 °F'],
    ['Chicken thighs', '74 °C', '165 °F'],
    ['Sausages', '74 °C', '165 °F'],
    ['Burgers', '74 °C', '165 °F'],
    ['Pork chops', '63 °C', '145 °F'],
    ['Steak', '63 °C', '145 °F'],
    ['Salmon', '63 °C', '145 °F'],
  ])('%s: done at %s, %s in US units', (food, celsius, fahrenheit) => {
    const list = [food, 'Onion', 'Rice'];
    expect(writeRecipe(list, { units: 'metric' })).toContain(`done at ${celsius} in the middle`);
    expect(writeRecipe(list, { units: 'us' })).toContain(`done at ${fahrenheit} in the middle`);
  });
});

describe('seafood cooked in the pasta\'s last minutes, for a crowd', () => {
  it('is cooked in its round in the two pans, never 1.5 kg in one pan at once, and meets the pasta in the casserole the sauce came together in', () => {
    const recipe = writeRecipe(['prawns', 'garlic', 'chilli', 'spaghetti'], { servings: 12, units: 'metric' });
    expect(recipe).toMatch(/use two, and cook what goes in them in two rounds/);
    expect(recipe).toMatch(/Add the prawns and cook for 3 minutes/);
    expect(recipe).toMatch(/Tip each round into a large, wide casserole as it is done/);
    expect(recipe).toMatch(/Tip the spaghetti into the casserole with/);
    expect(recipe).not.toMatch(/into the frying pan with|to the frying pan and/);
  });
});
