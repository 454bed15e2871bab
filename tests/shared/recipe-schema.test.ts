import { describe, expect, it } from 'vitest';
import type { NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import { recipeOf } from '../../shared/recipe/recipe-value.ts';
import { isoDuration, recipeFileName, recipeJsonLd } from '../../shared/recipe/recipe-schema.ts';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { RICH_RECIPE, RICH_RECIPE_JSON_LD } from '../support/rich-recipe.ts';

const step = (text: string) => ({ '@type': 'HowToStep', text });

describe('isoDuration', () => {
  it.each([
    [70, 'PT1H10M'],
    [25, 'PT25M'],
    [60, 'PT1H'],
    [125, 'PT2H5M'],
    [0, 'PT0M'],
    [12.4, 'PT12M'],
  ])('writes %j minutes as %j', (minutes, duration) => {
    expect(isoDuration(minutes)).toBe(duration);
  });
});

describe('recipeFileName', () => {
  it.each([
    ['Smoky tomato & garlic pasta', 'smoky-tomato-garlic-pasta.json'],
    ['Crème Brûlée / for 2!', 'creme-brulee-for-2.json'],
    ['../../etc/passwd', 'etc-passwd.json'],
    ['   ', 'recipe.json'],
    ['唐揚げ', 'recipe.json'],
    [null, 'recipe.json'],
    ['A very long title that goes on and on about the many things in this particular dish', 'a-very-long-title-that-goes-on-and-on-about-the-many-things.json'],
  ])('names %j %j', (title, name) => {
    expect(recipeFileName(title)).toBe(name);
  });
});

describe('recipeJsonLd', () => {
  it('writes a host recipe with headings, servings and times as a whole schema.org Recipe', () => {
    const markdown = [
      '# Creamy Tomato Pasta',
      'A quick and comforting pasta.',
      '**Prep time:** 10 minutes | **Cook time:** 1 hour | **Servings:** 4',
      '## Ingredients',
      '- 300 g spaghetti\n- 1 can (400 g) chopped tomatoes',
      '## Instructions',
      '1. Boil the spaghetti.\n2. Simmer the **tomatoes** for 1 hour.',
    ].join('\n\n');
    expect(recipeJsonLd(recipeOf(markdown))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Creamy Tomato Pasta',
      description: 'A quick and comforting pasta.',
      recipeYield: '4 servings',
      totalTime: 'PT1H10M',
      recipeIngredient: ['300 g spaghetti', '1 can (400 g) chopped tomatoes'],
      recipeInstructions: [step('Boil the spaghetti.'), step('Simmer the tomatoes for 1 hour.')],
    });
  });

  it('writes a recipe with bold labels and a method in paragraphs', () => {
    const markdown = '**Garlic Shrimp**\n\nServes 1 · Ready in 15 minutes\n\n**Ingredients:**\n* 250 g shrimp\n* 3 cloves garlic\n\n**Method:**\n\nFry the garlic.\n\nAdd the shrimp.';
    expect(recipeJsonLd(recipeOf(markdown))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Garlic Shrimp',
      recipeYield: '1 serving',
      totalTime: 'PT15M',
      recipeIngredient: ['250 g shrimp', '3 cloves garlic'],
      recipeInstructions: [step('Fry the garlic.'), step('Add the shrimp.')],
    });
  });

  it('leaves out what the recipe does not say rather than guessing it', () => {
    const json = recipeJsonLd(recipeOf(RICH_RECIPE.join('')));
    expect(json).toEqual(RICH_RECIPE_JSON_LD);
    expect(recipeJsonLd(recipeOf('Hello! How are you today?'))).toEqual({ '@context': 'https://schema.org', '@type': 'Recipe', description: 'Hello! How are you today?' });
  });

  it.each([
    [['Chicken', 'Rice', 'Broccoli', 'Garlic']],
    [['Flour', 'Sugar', 'Butter', 'Eggs']],
    [['Lettuce', 'Cucumber', 'Feta', 'Olives']],
  ])("writes the offline chef's recipe for %j with every field, and without the page's own notes", (list) => {
    const markdown = writeRecipe(list, { servings: 3 });
    const json = recipeJsonLd(recipeOf(markdown));
    expect(Object.keys(json)).toEqual(['@context', '@type', 'name', 'description', 'recipeYield', 'totalTime', 'recipeIngredient', 'recipeInstructions']);
    expect(json.name).toBe(markdown.split('\n')[0]!.slice(3));
    expect(json.recipeYield).toBe('3 servings');
    expect(json.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(json.recipeIngredient!.length).toBeGreaterThanOrEqual(list.length);
    expect(json.recipeIngredient!.join('\n')).not.toMatch(/you have this|_|\*\*/);
    expect(json.recipeInstructions!.every((one) => one['@type'] === 'HowToStep' && one.text.length > 0 && !one.text.includes('**'))).toBe(true);
    // What a recipe manager reads back: plain JSON.
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe('nutrition in the recipe file', () => {
  const amount = (value: number, atLeast = false) => ({ value, atLeast });
  const estimate = {
    servings: 4,
    perServing: { kcal: amount(523.4), protein: amount(31.26), fat: amount(18.04), satfat: amount(4.96), carb: amount(60.5), sugars: amount(7.2, true), fibre: amount(3.04), sodium: amount(481.6) },
    counted: [],
    notCounted: [],
    weighedShare: 1,
    partial: false,
  };

  it('is schema.org NutritionInformation per serving, in the units recipe managers read', () => {
    expect(recipeJsonLd(recipeOf('# Soup\n\nServes 4'), estimate).nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1 of 4 servings',
      calories: '523 kcal',
      proteinContent: '31.3 g',
      fatContent: '18 g',
      saturatedFatContent: '5 g',
      carbohydrateContent: '60.5 g',
      sugarContent: '7.2 g',
      fiberContent: '3 g',
      sodiumContent: '482 mg',
    });
  });

  it('leaves out a figure the estimate could not count, rather than saying 0 g', () => {
    const partial: NutritionEstimate = {
      ...estimate,
      perServing: { ...estimate.perServing, sugars: { value: 0, atLeast: true, unknown: true }, fibre: { value: 0, atLeast: false } },
      partial: true,
    };
    const nutrition = recipeJsonLd(recipeOf('# Soup\n\nServes 4'), partial).nutrition!;
    expect(nutrition).not.toHaveProperty('sugarContent');
    expect(nutrition).not.toHaveProperty('fiberContent');
    expect(nutrition.proteinContent).toBe('31.3 g');
  });

  it('is left out when there is no estimate', () => {
    expect(recipeJsonLd(recipeOf('# Soup\n\nServes 4'), null)).not.toHaveProperty('nutrition');
  });
});
