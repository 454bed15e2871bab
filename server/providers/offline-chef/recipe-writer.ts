import { breaksPreferences } from '../../../shared/allergen-check.ts';
import type { RecipeWishes } from '../../../shared/prompt.ts';
import { formatAmount } from './amounts.ts';
import { rankDishes, type DishChoice } from './dish-choice.ts';
import { createKitchen } from './kitchen.ts';
import { byRole, readPantry, type PantryItem } from './pantry-items.ts';
import { joinAnd } from './prose.ts';
import { describeDish } from './recipe-title.ts';
import { createChooser, hashText } from './seeded.ts';

/**
 * Options for writeRecipe: the visitor's wishes. Servings override the dish's own (amounts scale
 * with them) and units say how amounts and oven settings are written (metric unless asked); the
 * time limit, the diets and allergies, and the title to move away from steer the choice of dish.
 */
export type WriteRecipeOptions = RecipeWishes;

/** What the chef writes when it cannot find any ingredients to cook with. */
export const ASK_FOR_INGREDIENTS = [
  '## Tell me what is in your kitchen',
  '',
  'I could not find a list of ingredients in your message. Add a few, say _eggs, spinach, feta and garlic_, and I will write a recipe around them.',
  '',
].join('\n');

// Other seeds for the best dish, for when every dish on the list has been offered already.
const EXTRA_SEEDS = 3;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const article = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);
const sameTitle = (a: string, b: string): boolean => a.toLowerCase().replace(/\s+/g, ' ') === b.toLowerCase().replace(/\s+/g, ' ');

/** Says which of the visitor's ingredients their diet or allergies rule out, and whether it is used anyway. */
function ruledOutNote(ruledOut: readonly PantryItem[], used: readonly PantryItem[]): string {
  const names = joinAnd(ruledOut.map((item) => item.label));
  const one = ruledOut.length === 1;
  return ruledOut.some((item) => used.includes(item))
    ? `_Your preferences rule out ${names}, and there is nothing else on the list to cook with: check ${one ? 'it' : 'them'} before you start._`
    : `_Left out: ${names}, which your preferences rule out._`;
}

/** One written recipe, before it is chosen among others. */
interface Draft {
  title: string;
  minutes: number;
  lines: string[];
}

function draft(choice: DishChoice, seed: number, options: WriteRecipeOptions, ruledOut: readonly PantryItem[]): Draft {
  const { dish, used, unused, staples } = choice;
  const listed = [...byRole(used), ...staples];
  const units = options.units ?? 'metric';
  const kitchen = createKitchen(byRole(listed), createChooser(seed), units);
  const { title, intro } = describeDish(dish, kitchen);
  const steps = dish.steps(kitchen).map((step) => step.trim());
  // A tip that suggests what the visitor cannot have would undo the care taken above.
  const [safeTip, ...safeTips] = dish.tips.filter((tip) => !breaksPreferences(tip, options));
  const tip = kitchen.pick(safeTip === undefined ? dish.tips : [safeTip, ...safeTips]);
  const servings = options.servings ?? dish.servings;
  const scale = (item: PantryItem): number => (typeof dish.scale === 'function' ? dish.scale(item, kitchen) : (dish.scale?.[item.role] ?? 1));
  const minutes = Math.max(5, Math.ceil(kitchen.minutes() / 5) * 5);
  const left = unused.map((item) => item.label);
  const lines = [
    `## ${title}`,
    '',
    intro,
    '',
    `**Serves:** ${servings} · **Total time:** ${minutes} minutes`,
    '',
    '### Ingredients',
    '',
    // What the visitor has is marked by the page, the same way for every recipe, not written in here.
    ...listed.map((item) => `- ${capitalise(item.label)} — ${formatAmount(item, servings, scale(item), { units, baking: dish.baking })}`),
    ...(left.length > 0
      ? ['', `_Left out this time: ${joinAnd(left)}; ${left.length > 1 ? 'they' : 'it'} would not suit ${article(dish.name)}._`]
      : []),
    ...(ruledOut.length > 0 ? ['', ruledOutNote(ruledOut, used)] : []),
    '',
    '### Steps',
    '',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    '### Tip',
    '',
    tip,
    '',
  ];
  return { title, minutes, lines };
}

/** The draft to write: within the time limit if any can be, and not the one to move away from. */
function pick(drafts: readonly Draft[], options: WriteRecipeOptions): { chosen: Draft; tooLong: boolean } {
  const limit = options.maxMinutes;
  const inTime = limit === undefined ? drafts : drafts.filter((one) => one.minutes <= limit);
  const pool = inTime.length > 0 ? inTime : [...drafts].sort((a, b) => a.minutes - b.minutes);
  const previous = options.previousTitle;
  // Start after the recipe offered last time, so asking again and again goes round every idea.
  const shown = previous === undefined ? -1 : pool.findIndex((one) => sameTitle(one.title, previous));
  const rotated = [...pool.slice(shown + 1), ...pool.slice(0, shown + 1)];
  const chosen = rotated.find((one) => previous === undefined || !sameTitle(one.title, previous)) ?? rotated[0] ?? drafts[0]!;
  return { chosen, tooLong: inTime.length === 0 };
}

/**
 * Writes a whole recipe in markdown from the visitor's ingredients, with no network and no model.
 * The same ingredients and wishes give the same recipe whatever order the ingredients come in:
 * the list is sorted and de-duplicated first, and a hash of it seeds every free choice. Asked for
 * something different from a title, it offers the next dish that suits the list, or the same
 * dish written another way.
 * @example writeRecipe(["Chicken", "Rice", "Broccoli", "Garlic"]) // "## Garlicky Chicken Rice Bowl\n\nEverything cooks in one pan..."
 */
export function writeRecipe(ingredients: readonly string[], options: WriteRecipeOptions = {}): string {
  const listed = readPantry(ingredients);
  if (listed.length === 0) return ASK_FOR_INGREDIENTS;
  const seed = hashText(listed.map((item) => item.key).join('\n'));
  // What the visitor listed but asked not to be given (chicken on a vegan day) is left out, and
  // said to be; only when that would leave nothing does the chef cook with the list as it is.
  const ruledOut = listed.filter((item) => breaksPreferences(item.label, options));
  const items = ruledOut.length < listed.length ? listed.filter((item) => !ruledOut.includes(item)) : listed;
  const choices = rankDishes(items, options);
  const best = choices[0]!;
  // Only as many drafts as the wishes need: the first one alone when there are none.
  const candidates: [DishChoice, number][] = [
    ...choices.map((choice): [DishChoice, number] => [choice, seed]),
    ...Array.from({ length: EXTRA_SEEDS }, (_, n): [DishChoice, number] => [best, hashText(`${seed}\n${n + 1}`)]),
  ];
  const needsAll = options.maxMinutes !== undefined || options.previousTitle !== undefined;
  const drafts = (needsAll ? candidates : candidates.slice(0, 1)).map(([choice, one]) => draft(choice, one, options, ruledOut));
  const { chosen, tooLong } = pick(drafts, options);
  if (!tooLong) return chosen.lines.join('\n');
  // Nothing from this list fits the time: say so plainly rather than promise a time it will not keep.
  const note = `_The quickest dish I can make from this list takes about ${chosen.minutes} minutes, more than the ${options.maxMinutes} you have._`;
  return [...chosen.lines.slice(0, 4), note, '', ...chosen.lines.slice(4)].join('\n');
}
