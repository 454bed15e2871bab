import { formatAmount } from './amounts.ts';
import { chooseDish } from './dish-choice.ts';
import { createKitchen } from './kitchen.ts';
import { byRole, readPantry } from './pantry-items.ts';
import { joinAnd } from './prose.ts';
import { describeDish } from './recipe-title.ts';
import { createChooser, hashText } from './seeded.ts';

/** Options for writeRecipe. */
export interface WriteRecipeOptions {
  /** Overrides the dish's usual number of servings; amounts scale with it. */
  readonly servings?: number;
}

/** What the chef writes when it cannot find any ingredients to cook with. */
export const ASK_FOR_INGREDIENTS = [
  '## Tell me what is in your kitchen',
  '',
  'I could not find a list of ingredients in your message. Add a few, say _eggs, spinach, feta and garlic_, and I will write a recipe around them.',
  '',
].join('\n');

const MINE = ' _(you have this)_';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const article = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * Writes a whole recipe in markdown from the visitor's ingredients, with no network and no model.
 * The same ingredients give the same recipe whatever order they come in: the list is sorted and
 * de-duplicated first, and a hash of it seeds every free choice.
 * @example writeRecipe(["Chicken", "Rice", "Broccoli", "Garlic"]) // "## Garlicky Chicken Rice Bowl\n\nEverything cooks in one pan..."
 */
export function writeRecipe(ingredients: readonly string[], options: WriteRecipeOptions = {}): string {
  const items = readPantry(ingredients);
  if (items.length === 0) return ASK_FOR_INGREDIENTS;
  const { dish, used, unused, staples } = chooseDish(items);
  const listed = [...byRole(used), ...staples];
  const kitchen = createKitchen(byRole(listed), createChooser(hashText(items.map((item) => item.key).join('\n'))));
  const { title, intro } = describeDish(dish, kitchen);
  const steps = dish.steps(kitchen).map((step) => step.trim());
  const tip = kitchen.pick(dish.tips);
  const servings = options.servings ?? dish.servings;
  const minutes = Math.max(5, Math.ceil(kitchen.minutes() / 5) * 5);
  const left = unused.map((item) => item.label);
  return [
    `## ${title}`,
    '',
    intro,
    '',
    `**Serves:** ${servings} · **Time:** ${minutes} minutes`,
    '',
    '### Ingredients',
    '',
    ...listed.map((item) => `- ${capitalise(item.label)} — ${formatAmount(item, servings, dish.scale?.[item.role])}${item.mine ? MINE : ''}`),
    ...(left.length > 0
      ? ['', `_Left out this time: ${joinAnd(left)}; ${left.length > 1 ? 'they' : 'it'} would not suit ${article(dish.name)}._`]
      : []),
    '',
    '### Steps',
    '',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    '### Tip',
    '',
    tip,
    '',
  ].join('\n');
}
