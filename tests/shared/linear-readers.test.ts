import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksPreferences, findAllergens } from '../../shared/ingredients/allergen-check.ts';
import { firstHeading } from '../../shared/recipe/first-heading.ts';
import { ingredientName, namesIn, shoppingLine } from '../../shared/ingredients/ingredient-name.ts';
import { tidyText } from '../../shared/recipe/markdown-text.ts';
import { findIngredient, lookupKey } from '../../shared/ingredients/pantry-knowledge.ts';
import { checkIngredients, isKindOf, isStaple, shoppingList } from '../../shared/ingredients/pantry-match.ts';
import { kindOf, lineLabel, paragraphSteps } from '../../shared/recipe/recipe-blocks.ts';
import { servingsIn, statedServings } from '../../shared/recipe/recipe-numbers.ts';
import { readDuration, totalMinutesIn } from '../../shared/recipe/recipe-times.ts';
import { readRecipe, type RecipeParts } from '../../shared/recipe/recipe-parts.ts';
import { ingredientLine, recipeFromParts } from '../../shared/recipe/recipe-value.ts';
import { ALLERGENS } from '../../shared/api/recipe-preferences.ts';
import { recipeFileName, recipeJsonLd } from '../../shared/recipe/recipe-schema.ts';
import { recipeTitleOf } from '../../shared/recipe/recipe-title.ts';
import { readQuantity } from '../../shared/recipe/quantity.ts';
import { scaleRecipe } from '../../shared/recipe/scale-recipe.ts';
import { durationsIn } from '../../shared/recipe/step-durations.ts';
import { stepIngredients } from '../../shared/recipe/step-ingredients.ts';
import { substitutesFor } from '../../shared/ingredients/substitutes.ts';
import { matchKey } from '../../shared/ingredients/word-match.ts';
import { adversarialText, everyRun } from '../support/adversarial-text.ts';
import { INPUT_CHARS, readsInLinearTime } from '../support/linear-time.ts';

// Every reader of a recipe, a list or a link takes time in proportion to what it reads: a
// 64 kB text (the longest answer the page keeps) is read in well under TIME_LIMIT_MS (or, on a busy
// machine, in under twice the time a quarter of it takes four times over), however it
// is made. Each regular expression or loop that reads a run again from each of its characters
// would take seconds here.

// A full list, none of it in the texts, so every line is held against every item.
const LIST = [
  'Chicken thighs', 'Rice', 'Onion', 'Garlic', 'Pasta', 'Peanut', 'Milk', 'Butter', 'Pepper', 'Olive oil', 'Flour', 'Eggs',
  'Spring onions', 'Cherry tomatoes', 'Basil', 'Coconut milk', 'Lemon', 'Ginger', 'Soy sauce', 'Carrot', 'Potato', 'Leek',
  'Spinach', 'Cheddar', 'Beef mince', 'Salmon fillets', 'Chickpeas', 'Lentils', 'Honey', 'Mushrooms',
];

const READERS: readonly (readonly [string, (text: string) => unknown])[] = [
  ['checkIngredients, one line', (text) => checkIngredients([text], LIST)],
  ['checkIngredients, a line each', (text) => checkIngredients(text.split('\n'), LIST)],
  ['shoppingList', (text) => shoppingList(checkIngredients([text], []))],
  ['isKindOf', (text) => isKindOf(text, 'Chicken thighs')],
  ['isStaple', isStaple],
  ['findIngredient', findIngredient],
  ['lookupKey', lookupKey],
  ['matchKey', matchKey],
  ['ingredientName', ingredientName],
  ['shoppingLine', shoppingLine],
  ['namesIn', namesIn],
  ['readDuration', readDuration],
  ['totalMinutesIn', totalMinutesIn],
  ['servingsIn', servingsIn],
  ['kindOf', kindOf],
  ['lineLabel', lineLabel],
  ['paragraphSteps', (text) => paragraphSteps(text.split('\n'))],
  ['tidyText', tidyText],
  ['durationsIn', durationsIn],
  ['stepIngredients, as a step', (text) => stepIngredients(text, LIST)],
  ['stepIngredients, as its lines', (text) => stepIngredients(LIST.join(' and '), text.split('\n'))],
  ['findAllergens', (text) => findAllergens(text, ALLERGENS)],
  ['breaksPreferences', (text) => breaksPreferences(text, { diet: ['vegan'], allergies: ALLERGENS })],
  ['firstHeading', firstHeading],
  ['recipeTitleOf', recipeTitleOf],
  ['recipeFileName', recipeFileName],
  ['substitutesFor', (text) => substitutesFor(text, LIST)],
  ['statedServings', statedServings],
  ['readQuantity', readQuantity],
  ['ingredientLine', ingredientLine],
  ['scaleRecipe', (text) => scaleRecipe(text, 4, 7)],
];

// What reads a recipe once readRecipe has: the pantry check, cook mode's timers and amounts, the recipe file.
const AFTER_READING: readonly (readonly [string, (parts: RecipeParts) => unknown])[] = [
  ['the pantry check and shopping list', (parts) => shoppingList(checkIngredients(parts.ingredients, LIST))],
  ["cook mode's step timers", (parts) => parts.steps.map(durationsIn)],
  ["cook mode's step amounts", (parts) => parts.steps.map((step) => stepIngredients(step, parts.ingredients))],
  ['the recipe value: its lines, and the uses and times of its steps', (parts) => recipeFromParts(parts, '')],
  ['the recipe file', (parts) => recipeJsonLd(recipeFromParts(parts, ''))],
];

/** Puts a text where each part of a recipe is read: a title, an ingredient, a step, a fact. */
const RECIPE_SHAPES: readonly ((text: string) => string)[] = [
  (text) => text,
  (text) => `# ${text}`,
  (text) => `## Ingredients\n\n- ${text.slice(0, text.length / 2)}\n\n## Method\n\n1. ${text.slice(0, text.length / 2)}`,
  (text) => `Serves 2 · ${text}`,
];

const text = adversarialText(INPUT_CHARS);
const RUNS = { numRuns: 12, endOnFailure: true } as const;

describe('every reader takes linear time', () => {
  it.each(READERS)('%s reads any 64 kB text in under 50 ms', async (name, read) => {
    read('Serves 2 · 2 tbsp olive oil, chopped · Simmer for 10 min');
    for (const each of everyRun(INPUT_CHARS)) {
      expect(await readsInLinearTime(read, each), `${name} on a run of ${JSON.stringify(each.slice(0, 8))}`).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(text, async (each) => {
        expect(await readsInLinearTime(read, each), `${name} on ${JSON.stringify(each.slice(0, 24))}…`).toBe(true);
      }),
      RUNS,
    );
  }, 60_000);

  it('readRecipe reads any 64 kB recipe in under 50 ms, marked included', async () => {
    readRecipe('# Soup\n\nServes 2\n\n## Ingredients\n\n- 1 leek\n\n## Method\n\n1. Simmer.');
    // marked's lexing included (the text is bounded before it: see markdown-bounds.ts).
    for (const each of everyRun(INPUT_CHARS)) {
      for (const shape of RECIPE_SHAPES) {
        expect(await readsInLinearTime(readRecipe, each, shape), `readRecipe on a run of ${JSON.stringify(each.slice(0, 8))}`).toBe(true);
      }
    }
    await fc.assert(
      fc.asyncProperty(text, async (each) => {
        for (const shape of RECIPE_SHAPES) {
          expect(await readsInLinearTime(readRecipe, each, shape), `readRecipe on ${JSON.stringify(shape(each).slice(0, 24))}…`).toBe(true);
        }
      }),
      { ...RUNS, numRuns: 25 },
    );
  }, 120_000);

  it.each(AFTER_READING)('%s reads the parts of any 64 kB recipe in under 50 ms', async (name, read) => {
    for (const each of everyRun(INPUT_CHARS / 2)) {
      const parts = (text: string) => readRecipe(`## Ingredients\n\n- ${text}\n\n## Method\n\n1. ${text}`);
      expect(await readsInLinearTime(read, each, parts), `${name} of a run of ${JSON.stringify(each.slice(0, 8))}`).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(text, async (each) => {
        for (const shape of RECIPE_SHAPES) {
          const parts = (text: string) => readRecipe(shape(text));
          read(parts(each));
          expect(await readsInLinearTime(read, each, parts), `${name} of ${JSON.stringify(shape(each).slice(0, 24))}…`).toBe(true);
        }
      }),
      RUNS,
    );
  }, 60_000);
});
