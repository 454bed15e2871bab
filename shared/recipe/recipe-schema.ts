import type { Amount, NutritionEstimate } from '../nutrition/nutrition.ts';
import type { Recipe } from './recipe-value.ts';

/** A recipe as schema.org Recipe JSON-LD, the form recipe managers such as Mealie and Tandoor import. */
interface RecipeJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name?: string;
  description?: string;
  recipeYield?: string;
  totalTime?: string;
  recipeIngredient?: string[];
  recipeInstructions?: { '@type': 'HowToStep'; text: string }[];
  nutrition?: NutritionInformation;
}

/** schema.org NutritionInformation, per serving, as recipe managers import it ("520 kcal", "32 g"). */
export interface NutritionInformation {
  '@type': 'NutritionInformation';
  servingSize: string;
  calories?: string;
  proteinContent?: string;
  fatContent?: string;
  saturatedFatContent?: string;
  carbohydrateContent?: string;
  sugarContent?: string;
  fiberContent?: string;
  sodiumContent?: string;
}

/** A figure as schema.org's texts give it: rounded, its unit after it; "at least" is left out (the field holds a quantity). */
const quantity = (amount: Amount, unit: string, decimals = 0) => `${Number(amount.value.toFixed(decimals))} ${unit}`;

/**
 * The estimate per serving as schema.org NutritionInformation.
 * @example nutritionJsonLd(estimate).calories // "520 kcal"
 */
function nutritionJsonLd({ servings, perServing: each, partial }: NutritionEstimate): NutritionInformation {
  const figures: Record<string, string> = {};
  const put = (field: string, amount: Amount, unit: string, decimals = 0) => {
    // A figure no counted food gave (or a 0 of a partial estimate) is not known: left out, never "0 g".
    if (!amount.unknown && !(partial && amount.value === 0)) figures[field] = quantity(amount, unit, decimals);
  };
  put('calories', each.kcal, 'kcal');
  put('proteinContent', each.protein, 'g', 1);
  put('fatContent', each.fat, 'g', 1);
  put('saturatedFatContent', each.satfat, 'g', 1);
  put('carbohydrateContent', each.carb, 'g', 1);
  put('sugarContent', each.sugars, 'g', 1);
  put('fiberContent', each.fibre, 'g', 1);
  put('sodiumContent', each.sodium, 'mg');
  return { '@type': 'NutritionInformation', servingSize: `1 of ${servings} ${servings === 1 ? 'serving' : 'servings'}`, ...figures };
}

/**
 * Minutes as an ISO 8601 duration.
 * @example isoDuration(70) // "PT1H10M"
 */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

// The page's own note on the offline chef's older recipes, not part of the recipe. It starts only
// where a run of spaces does: from each space of a long run, it would read the run again.
const MINE = /(?<!\s)\s*\(you have this\)/giu;

/**
 * The recipe's parts as schema.org Recipe JSON-LD. A field the recipe does not fill is left out
 * rather than guessed: no name without a title, no yield without servings, no time it did not state.
 * @example recipeJsonLd(recipeOf("# Soup\n\nServes 2")) // { "@context": "https://schema.org", "@type": "Recipe", name: "Soup", recipeYield: "2 servings" }
 */
export function recipeJsonLd(parts: Pick<Recipe, 'title' | 'intro' | 'servings' | 'totalMinutes' | 'ingredients' | 'steps'>, nutrition?: NutritionEstimate | null): RecipeJsonLd {
  const ingredients = parts.ingredients.map((line) => line.text.replace(MINE, '')).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    ...(parts.title ? { name: parts.title } : {}),
    ...(parts.intro !== '' ? { description: parts.intro } : {}),
    ...(parts.servings !== null ? { recipeYield: parts.servings === 1 ? '1 serving' : `${parts.servings} servings` } : {}),
    ...(parts.totalMinutes !== null && parts.totalMinutes > 0 ? { totalTime: isoDuration(parts.totalMinutes) } : {}),
    ...(ingredients.length > 0 ? { recipeIngredient: ingredients } : {}),
    ...(parts.steps.length > 0 ? { recipeInstructions: parts.steps.map(({ text }) => ({ '@type': 'HowToStep' as const, text })) } : {}),
    ...(nutrition ? { nutrition: nutritionJsonLd(nutrition) } : {}),
  };
}

// Long enough for any title worth reading in a file list.
const MAX_SLUG = 60;

/**
 * A safe file name for the recipe: its title in lower-case words joined by hyphens, "recipe"
 * without one.
 * @example recipeFileName("Crème Brûlée / for 2!") // "creme-brulee-for-2.json"
 */
export function recipeFileName(title: string | null): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'recipe'}.json`;
}
