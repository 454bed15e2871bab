import { writeRecipe } from '../../support/chef-drafts.ts';
import type { RecipeChange } from '../../../shared/api/recipe-change.ts';
import { readRecipe } from '../../../shared/recipe/recipe-parts.ts';
import type { RecipePreferences } from '../../../shared/api/recipe-request.ts';

// How the change tests ask for a new version and read it: as the visitor's page does, never
// through the chef's own tables.

/** A change as the visitor asks for it; the recipe and its proof are added here. */
export type Asked = Pick<RecipeChange, 'kind' | 'from' | 'to'>;
export type Wishes = RecipePreferences;

/** A proof of the right shape: the chef trusts the server to have checked it. */
export const PROOF = 'p'.repeat(43);
export const VEGETARIAN: Wishes = { diet: ['vegetarian'] };

/** The recipe the chef wrote for the list, and the new version it writes when asked for a change. */
export function versions(list: readonly string[], asked: Asked, wishes: Wishes = {}) {
  const recipe = writeRecipe(list, wishes);
  const change = writeRecipe(list, { ...wishes, change: { ...asked, recipe, proof: PROOF } });
  return { before: read(recipe), after: read(change) };
}

/** What a visitor reads: title, listed names, steps, notes, and all of it but the notes. */
export function read(markdown: string) {
  const parts = readRecipe(markdown);
  const lines = markdown.split('\n');
  // The italic lines a change writes; the others say what the list left out.
  const notes = lines.filter((line) => /^_.*_$/.test(line) && !/^_(Left out|Your preferences)/.test(line));
  const names = parts.ingredients.filter((line) => line.includes(' — ')).map((line) => line.slice(0, line.indexOf(' — ')));
  const text = lines.filter((line) => !notes.includes(line)).join('\n');
  // The total time as the page reads it (totalMinutesIn, over the recipe's plain text).
  return { markdown, title: parts.title ?? '', names, steps: parts.steps, notes, text, minutes: parts.totalMinutes };
}

/** Whether a step names the ingredient. */
export const inSteps = (steps: readonly string[], name: string): boolean => steps.some((step) => step.toLowerCase().includes(name.toLowerCase()));

export const PASTA = ['Chicken', 'Spaghetti', 'Broccoli', 'Garlic', 'Parmesan'];
export const STIR_FRY = ['Chicken', 'Noodles', 'Broccoli', 'Garlic', 'Soy sauce', 'Eggs'];
export const CURRY = ['Chicken', 'Rice', 'Onion', 'Curry paste', 'Coconut milk', 'Spinach'];
export const TRAYBAKE = ['Chicken thighs', 'Potatoes', 'Carrots', 'Red onion', 'Rosemary'];
export const RICE_BOWL = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
export const TACOS = ['Tortilla', 'Beef', 'Onion', 'Rice', 'Cheddar', 'Jalapeno'];
export const SOUP = ['Chicken stock', 'Carrots', 'Onion', 'Lentils', 'Bacon'];
export const CAKE = ['Flour', 'Sugar', 'Butter', 'Eggs', 'Milk'];
export const BROWNIES = ['Flour', 'Sugar', 'Butter', 'Eggs', 'Cocoa'];
export const CRUMBLE = ['Flour', 'Sugar', 'Butter', 'Apples'];
export const FLAPJACKS = ['Oats', 'Butter', 'Honey', 'Sugar'];
export const FRITTATA = ['Eggs', 'Spinach', 'Mushrooms', 'Cheddar'];
export const SALAD = ['Lettuce', 'Chicken', 'Bread', 'Cucumber', 'Tomato'];
export const SMOOTHIE = ['Banana', 'Strawberries', 'Oats', 'Yogurt'];
