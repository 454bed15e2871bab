import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findIngredient, knownIngredientNames } from '../../../shared/ingredients/pantry-knowledge.ts';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import * as signals from '../../../shared/offline-chef/signals.ts';

/** An ingredient line's name: "- Chicken — 300 g" -> "chicken". */
const nameOf = (line: string): string => line.slice(2, line.indexOf(' — ')).toLowerCase();

/**
 * The food a name is: the visitor's food may be named in the recipe's English ("Chilli flakes" for
 * their "Chili flakes"), or as it is bought ("Tinned tuna" for their "Tuna").
 */
const food = (name: string): string => findIngredient(name.replace(/^(?:tinned|canned) (?=tuna\b)/i, ''))?.name ?? name.trim().toLowerCase();

/** The parts of a recipe for `list`, and every way its markdown breaks the shape the page expects. */
function readRecipe(markdown: string, list: readonly string[]) {
  const lines = markdown.split('\n');
  const section = (heading: string): string[] => {
    const start = lines.indexOf(heading);
    if (start < 0) return [];
    const end = lines.findIndex((line, index) => index > start && /^#{2,3} /.test(line));
    return lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => line.trim() !== '');
  };
  const ingredients = section('### Ingredients').filter((line) => line.startsWith('- '));
  const steps = section('### Steps');
  const problems: string[] = [];
  if (!lines[0]?.startsWith('## ')) problems.push('does not open with a level-2 title');
  if (lines.filter((line) => /^#{1,2} /.test(line)).length !== 1) problems.push('has other level-1 or level-2 headings');
  const order = ['### Ingredients', '### Steps', '### Tip'].map((heading) => lines.indexOf(heading));
  if (order.some((index) => index < 0) || order.join() !== [...order].sort((a, b) => a - b).join()) problems.push('sections missing or out of order');
  if (ingredients.length === 0) problems.push('no ingredient bullets');
  const afterBullets = section('### Ingredients').slice(ingredients.length);
  if (section('### Ingredients').slice(0, ingredients.length).some((line) => !line.startsWith('- '))) problems.push('ingredient list interrupted');
  if (afterBullets.some((line) => !line.startsWith('_Left out'))) problems.push(`unexpected lines after ingredients: ${afterBullets.join(' | ')}`);
  if (steps.length === 0 || steps.some((line, index) => !line.startsWith(`${index + 1}. `))) problems.push('steps are not numbered 1..n');
  if (section('### Tip').length === 0) problems.push('empty tip');
  if (!markdown.includes('**')) problems.push('no bold');
  const stepsText = steps.join('\n').toLowerCase();
  for (const line of ingredients) {
    if (!stepsText.includes(nameOf(line))) problems.push(`"${nameOf(line)}" is listed but never used in the steps`);
  }
  const mine = new Set(list.map(food));
  const staples = ingredients.filter((line) => !mine.has(food(nameOf(line))));
  if (staples.length > 3) problems.push(`${staples.length} staples added`);
  return { title: lines[0] ?? '', ingredients, staples, stepsText, problems };
}

const mentions = (text: string, name: string): boolean =>
  new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(text);

/** Visitor ingredients that are both in the ingredient list and used in the steps. */
function usedOf(markdown: string, list: readonly string[]): string[] {
  const { ingredients, stepsText } = readRecipe(markdown, list);
  return list.filter((name) => ingredients.some((line) => food(nameOf(line)) === food(name) && mentions(stepsText, nameOf(line))));
}

describe('writeRecipe', () => {
  it('writes a well-formed recipe that uses every ingredient of a simple list', () => {
    const list = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
    const recipe = writeRecipe(list);
    expect(readRecipe(recipe, list).problems).toEqual([]);
    expect(usedOf(recipe, list)).toEqual(list);
    expect(recipe).toMatch(/^\*\*Serves:\*\* \d+ · \*\*Total time:\*\* \d+ minutes$/m);
  });

  it.each([
    [['Spaghetti', 'Tomatoes', 'Basil', 'Parmesan'], /Spaghetti/],
    [['Tortillas', 'Black beans', 'Avocado', 'Salsa'], /Tacos/],
    [['Chickpeas', 'Coconut milk', 'Curry paste', 'Spinach'], /Curry/],
    [['Noodles', 'Soy sauce', 'Tofu', 'Bok choy'], /Noodles/],
    [['Eggs', 'Mushrooms', 'Cheddar', 'Chives'], /Omelette|Frittata/],
    [['Vegetable stock', 'Carrots', 'Onion', 'Lentils'], /Soup/],
    [['Lettuce', 'Cucumber', 'Feta', 'Olives'], /Salad/],
    [['Chicken thighs', 'Potatoes', 'Rosemary', 'Lemon'], /Traybake|Sheet-Pan Roast/],
    [['Sourdough', 'Mozzarella', 'Tomato', 'Basil'], /Toastie|Toast/],
    [['Flour', 'Yogurt', 'Garlic', 'Parsley'], /Flatbreads/],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], /Cake/],
    [['Apples', 'Oats', 'Butter', 'Brown sugar'], /Crumble/],
    [['Banana', 'Strawberries', 'Yogurt', 'Honey'], /Smoothie/],
    [['Cumin', 'Olive oil', 'Lemon', 'Honey'], /Dressing/],
    [['Cocoa', 'Sugar', 'Vanilla', 'Cream'], /Sauce/],
    [['Fig', 'Pineapple', 'Butter', 'Cherry tomato', 'Oyster sauce'], /Sharing Board/],
  ])('chooses a dish that suits %j', (list, dish) => {
    const recipe = writeRecipe(list);
    expect(readRecipe(recipe, list).title).toMatch(dish);
    expect(readRecipe(recipe, list).problems).toEqual([]);
  });

  it.each([
    [['Eggs', 'Tomatoes', 'Cheddar', 'Chives'], /\bTomato\b|\bEgg\b/, /Tomatoes|Eggs/],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], /Cake/, /Eggs/],
    [['Spaghetti', 'Mushrooms', 'Garlic', 'Parmesan'], /Mushroom/, /Mushrooms/],
  ])('names a dish after an ingredient in the singular: %j', (list, singular, plural) => {
    const { title } = readRecipe(writeRecipe(list), list);
    expect(title).toMatch(singular);
    expect(title).not.toMatch(plural);
  });

  it('gives the same text for the same list, whatever the order or spacing of the list', () => {
    const list = ['Salmon', 'Potatoes', 'Asparagus', 'Lemon', 'Dill'];
    expect(writeRecipe(list)).toBe(writeRecipe(list));
    expect(writeRecipe([...list].reverse().map((name) => ` ${name}  `))).toBe(writeRecipe(list));
  });

  it('writes different recipes, with varied titles, for different lists', () => {
    const names = knownIngredientNames();
    const lists = Array.from({ length: 40 }, (_, i) => [0, 1, 2, 3, 4].map((j) => names[(i * 7 + j * 53) % names.length] ?? ''));
    const recipes = lists.map((list) => writeRecipe(list));
    const titles = recipes.map((recipe, i) => readRecipe(recipe, lists[i]!).title);
    const tips = recipes.map((recipe) => recipe.slice(recipe.indexOf('### Tip')));
    expect(new Set(recipes).size).toBe(lists.length);
    expect(new Set(titles).size).toBeGreaterThanOrEqual(35);
    expect(new Set(tips).size).toBeGreaterThanOrEqual(10);
  });

  it('varies the wording between lists that make the same dish', () => {
    const extras = ['Tomatoes', 'Spinach', 'Mushrooms', 'Peas', 'Zucchini', 'Kale', 'Bacon', 'Shrimp', 'Chorizo', 'Leek', 'Asparagus', 'Capers'];
    const recipes = extras.map((extra) => writeRecipe(['Spaghetti', 'Garlic', 'Olive oil', extra]));
    const intros = recipes.map((recipe) => recipe.split('\n')[2]);
    const tips = recipes.map((recipe) => recipe.slice(recipe.indexOf('### Tip')));
    expect(recipes.every((recipe) => recipe.includes('Spaghetti\n'))).toBe(true);
    expect(new Set(intros).size).toBeGreaterThan(1);
    expect(new Set(tips).size).toBeGreaterThan(1);
  });

  it('leaves out an ingredient it does not know, and says why, rather than cooking it by a guess', () => {
    const list = ['Zorblax', 'Chicken', 'Rice', 'Garlic'];
    const recipe = writeRecipe(list);
    const { ingredients, stepsText } = readRecipe(recipe, list);
    expect(ingredients.join('\n')).not.toMatch(/zorblax/i);
    expect(stepsText).not.toContain('zorblax');
    expect(recipe).toContain('\n_Left out: Zorblax (not a food I know: check the spelling)._\n');
  });

  it('adds no staple the visitor already has', () => {
    const list = ['Spaghetti', 'Olive oil', 'Salt', 'Garlic', 'Chili flakes'];
    expect(readRecipe(writeRecipe(list), list).staples).toEqual(['- Black pepper — to taste']);
  });

  it('leaves it to the page to mark what the visitor has', () => {
    const recipe = writeRecipe(['Chicken', 'Rice', 'Broccoli', 'Garlic']);
    expect(recipe).toContain('- Chicken — 300 g\n');
    expect(recipe).not.toMatch(/you have this/i);
  });

  it('says which ingredients it left out rather than forcing them in', () => {
    const list = ['Chicken', 'Potatoes', 'Broccoli', 'Garlic', 'Chocolate'];
    const recipe = writeRecipe(list);
    expect(recipe).toMatch(/^_Left out this time: Chocolate; it would not suit a \w+/m);
    expect(readRecipe(recipe, list).stepsText).not.toContain('chocolate');
  });

  it('scales the amounts with the servings option', () => {
    const list = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
    expect(writeRecipe(list)).toContain('- Chicken — 300 g');
    const forFour = writeRecipe(list, { servings: 4 });
    expect(forFour).toContain('**Serves:** 4');
    expect(forFour).toContain('- Chicken — 600 g');
  });

  it('keeps markdown typed into an ingredient from becoming formatting', () => {
    const recipe = writeRecipe(['*Chicken*', 'Rice', '[Zorb](x)', 'Zor*blax', 'Broccoli']);
    expect(recipe).toContain('- Chicken — 300 g');
    expect(recipe).toContain('\\[Zorb\\]');
    expect(recipe).toContain('Zor\\*blax');
    expect(recipe).not.toMatch(/[^\\]\*blax|[^\\]\[Zorb/);
  });

  it.each([[[]], [['', '   ']]])('asks for ingredients when there are none (%j)', (list) => {
    const note = writeRecipe(list);
    expect(note).toMatch(/^## /);
    expect(note).not.toContain('### Steps');
  });

  it('looks only for ingredients that exist in the knowledge base', () => {
    const sets = [signals.ASIAN_SIGNALS, signals.CURRY_SIGNALS, signals.MEXICAN_SIGNALS, signals.WRAP_BREADS, signals.FLOURS, signals.STOCKS, signals.READY_TO_EAT];
    const names = [...sets.flatMap((set) => [...set]), ...Object.keys(signals.TITLE_ADJECTIVES)];
    expect(names.filter((name) => findIngredient(name)?.name !== name)).toEqual([]);
  });

  it('writes a well-formed recipe using at least half of any 4 to 12 known ingredients', () => {
    fc.assert(
      fc.property(fc.subarray(knownIngredientNames(), { minLength: 4, maxLength: 12 }), fc.boolean(), (list, shuffled) => {
        const ordered = shuffled ? [...list].reverse() : list;
        const recipe = writeRecipe(ordered);
        expect(readRecipe(recipe, list).problems).toEqual([]);
        expect(usedOf(recipe, list).length * 2).toBeGreaterThanOrEqual(list.length);
      }),
      { numRuns: 300 },
    );
  });
});
