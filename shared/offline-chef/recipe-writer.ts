import { breaksPreferences } from '../ingredients/allergen-check.ts';
import type { RecipeWishes } from '../api/prompt.ts';
import type { Units } from '../api/recipe-preferences.ts';
import { whyUnchanged, writeChange, type ChangeContext } from './changes/write-change.ts';
import { findVersion, readPrevious } from './changes/previous-version.ts';
import { rankDishes, type DishChoice } from './dish-choice.ts';
import { draft, sameTitle, unknownNote, type Draft } from './draft.ts';
import { vegetarianKind } from './changes/vegetarian.ts';
import { readPantry, stapleItem, type PantryItem } from './pantry-items.ts';
import { listWords } from '../text/list-words.ts';
import { hashText } from './seeded.ts';

/**
 * Options for writeRecipe: the visitor's wishes. Servings override the dish's own (amounts scale
 * with them) and units say how amounts and oven settings are written (metric unless asked); the
 * time limit, the diets and allergies, and the title to move away from steer the choice of dish;
 * a change asks for a new version of a recipe the chef wrote.
 */
export type WriteRecipeOptions = RecipeWishes;

/** What the chef writes when it cannot find any ingredients to cook with. */
export const ASK_FOR_INGREDIENTS = [
  '## Tell me what is in your kitchen',
  '',
  'I could not find a list of ingredients in your message. Add a few, say _eggs, spinach, feta and garlic_, and I will write a recipe around them.',
  '',
].join('\n');

/** The fewest foods the chef must know on a list to write a dish from it. */
export const FEWEST_KNOWN_FOODS = 2;

/**
 * What the chef writes when it knows fewer than two of the foods listed: what it needs, and which
 * entries it could not read, rather than a dish made of a guess.
 */
export function askForMore(known: readonly PantryItem[], unknown: readonly PantryItem[]): string {
  const knows = known.length === 0 ? 'none of the foods on your list' : `only ${listWords(known.map((item) => item.label))}`;
  return [
    '## Tell me one more food',
    '',
    `I write a recipe from at least ${FEWEST_KNOWN_FOODS} foods I know, and I know ${knows}. Add another, say _eggs, spinach, feta or garlic_, and I will write a recipe around them.`,
    ...(unknown.length > 0 ? ['', unknownNote(unknown)] : []),
    '',
  ].join('\n');
}

// Other seeds for the best dish, for when every dish on the list has been offered already.
const EXTRA_SEEDS = 3;

/** The draft to write: within the time limit if any can be, and not the one to move away from. */
function pick(drafts: readonly Draft[], options: WriteRecipeOptions): { chosen: Draft; tooLong: boolean } {
  const limit = options.maxMinutes;
  // Against the clock, a real dinner of the list, not a dressing that leaves out its spaghetti.
  const real = limit === undefined ? drafts : drafts.filter((one) => one.keepsMains);
  const dinners = real.length > 0 ? real : drafts;
  const inTime = limit === undefined ? dinners : dinners.filter((one) => one.minutes <= limit);
  const pool = inTime.length > 0 ? inTime : [...dinners].sort((a, b) => a.minutes - b.minutes);
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
 * dish written another way; asked for a change, the same dish changed (see changes/write-change.ts).
 * @example writeRecipe(["Chicken", "Rice", "Broccoli", "Garlic"]) // "## Garlicky Chicken Rice Bowl\n\nEverything cooks in one pan..."
 */
export function writeRecipe(ingredients: readonly string[], options: WriteRecipeOptions = {}): string {
  // A vegetarian's plain stock or parmesan is bought in its vegetarian kind.
  const meatless = options.diet?.some((diet) => diet === 'vegetarian' || diet === 'vegan') === true;
  const listed = readPantry(ingredients).map((item) => {
    const kind = meatless ? vegetarianKind(item) : undefined;
    return kind === undefined ? item : { ...stapleItem(kind), mine: true, onHand: item.onHand };
  });
  if (listed.length === 0) return ASK_FOR_INGREDIENTS;
  const known = listed.filter((item) => item.entry !== undefined);
  if (known.length < FEWEST_KNOWN_FOODS) return askForMore(known, listed.filter((item) => item.entry === undefined));
  const context = contextOf(ingredients, options)!;
  if (options.change) return writeChange(options.change, context);
  const { candidates, ruledOut } = context;
  // Only as many drafts as the wishes need: the first one alone when there are none.
  const needsAll = options.maxMinutes !== undefined || options.previousTitle !== undefined;
  const drafts = (needsAll ? candidates : candidates.slice(0, 1)).map(([choice, one]) => draft({ choice, seed: one }, options, ruledOut));
  const { chosen, tooLong } = pick(drafts, options);
  if (!tooLong) return chosen.lines.join('\n');
  // Nothing from this list fits the time: say so plainly rather than promise a time it will not keep.
  const note = `_The quickest dish I can make from this list takes about ${chosen.minutes} minutes, more than the ${options.maxMinutes} you have._`;
  return [...chosen.lines.slice(0, 4), note, '', ...chosen.lines.slice(4)].join('\n');
}

/**
 * Why the change `options` ask for would change nothing in the recipe the chef wrote for these
 * ingredients, in the words of its note, or null when it would change it (or there is no change).
 * @example unchangedByChange(["Beef mince", "Tortillas", ...], { change: { kind: "quicker", recipe } }) // "This is about as quick as this dish gets."
 */
export function unchangedByChange(ingredients: readonly string[], options: WriteRecipeOptions): string | null {
  const context = options.change ? contextOf(ingredients, options) : null;
  return context === null || !options.change ? null : whyUnchanged(options.change, context);
}

/**
 * A recipe the chef wrote from these ingredients and wishes, written again for other servings or
 * units: the same version of the same dish drafted afresh from its data, so that its tin, its pans,
 * its batches and its times fit the new size, and its words the new units. Null when the chef does
 * not find the recipe exactly as it wrote it (another model's, one the wishes no longer make, one
 * with a note a change added): its text is then scaled line by line instead.
 * @example writeAgain(["Flour", "Sugar", "Butter", "Eggs"], cakeForSix, {}, { servings: 1, units: null }) // "...line 2 holes of a muffin tin..."
 */
export function writeAgain(ingredients: readonly string[], recipe: string, wishes: WriteRecipeOptions, to: { servings: number | null; units: Units | null }): string | null {
  const previous = readPrevious(recipe);
  const { servings } = previous;
  if (servings === null) return null;
  // The units it was written in, most likely first: a recipe in cups is an American one.
  const guess: Units = /\b(?:cups?|oz|°F)\b/.test(recipe) ? 'us' : 'metric';
  for (const units of [guess, guess === 'us' ? 'metric' : 'us'] as const) {
    const asWritten: WriteRecipeOptions = { ...wishes, servings, units, change: undefined, previousTitle: undefined };
    const context = contextOf(ingredients, asWritten);
    if (context === null) return null;
    const version = findVersion(previous, context);
    if (draft(version, asWritten, context.ruledOut).lines.join('\n') !== recipe) continue;
    return draft(version, { ...asWritten, servings: to.servings ?? servings, units: to.units ?? units }, context.ruledOut).lines.join('\n');
  }
  return null;
}

/**
 * What the chef cooks with for these ingredients and wishes: the dishes it could make, and the
 * items; null when it knows fewer than FEWEST_KNOWN_FOODS of them.
 */
function contextOf(ingredients: readonly string[], options: WriteRecipeOptions): ChangeContext | null {
  // A vegetarian's plain stock or parmesan is bought in its vegetarian kind.
  const meatless = options.diet?.some((diet) => diet === 'vegetarian' || diet === 'vegan') === true;
  const listed = readPantry(ingredients).map((item) => {
    const kind = meatless ? vegetarianKind(item) : undefined;
    return kind === undefined ? item : { ...stapleItem(kind), mine: true, onHand: item.onHand };
  });
  // What it cannot name is never cooked or served by a guess: it is left out, and said to be.
  const unknown = listed.filter((item) => item.entry === undefined);
  const known = listed.filter((item) => item.entry !== undefined);
  if (known.length < FEWEST_KNOWN_FOODS) return null;
  const seed = hashText(listed.map((item) => item.key).join('\n'));
  // What the visitor listed but asked not to be given (chicken on a vegan day) is left out, and
  // said to be; only when that would leave nothing does the chef cook with the list as it is.
  const avoided = known.filter((item) => breaksPreferences(item.label, options));
  const items = avoided.length < known.length ? known.filter((item) => !avoided.includes(item)) : known;
  const ruledOut = [...avoided, ...unknown];
  const choices = rankDishes(items, options);
  const best = choices[0]!;
  const candidates: [DishChoice, number][] = [
    ...choices.map((choice): [DishChoice, number] => [choice, seed]),
    ...Array.from({ length: EXTRA_SEEDS }, (_, n): [DishChoice, number] => [best, hashText(`${seed}\n${n + 1}`)]),
  ];
  return { candidates, items, ruledOut, options };
}
