import type { RecipeWishes } from '../api/prompt.ts';
import type { Units } from '../api/recipe-preferences.ts';
import { draftKeySchema, type DraftKey } from '../api/draft-key.ts';
import type { ChangeContext } from './changes/write-change.ts';
import { rankDishes, type DishChoice } from './dish-choice.ts';
import { draft, sameTitle, unknownNote, type Written } from './draft.ts';
import { changedKey, drafted, versionOf, type Draft } from './recipe-draft.ts';
import { fill } from './prose.ts';
import { kitWords } from './words.ts';
import { type PantryItem } from './pantry-items.ts';
import { cookingList, listOf } from './list-items.ts';
import { plannedChoice, weekDishOfKey } from './planned-dish.ts';
import { listWords } from '../text/list-words.ts';
import { hashText } from './seeded.ts';

export type { Draft } from './recipe-draft.ts';

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
function pick<T extends { written: Written }>(drafts: readonly T[], options: WriteRecipeOptions): T {
  const limit = options.maxMinutes;
  // Against the clock, a real dinner of the list, not a dressing that leaves out its spaghetti.
  const real = limit === undefined ? drafts : drafts.filter((one) => one.written.keepsMains);
  const dinners = real.length > 0 ? real : drafts;
  const inTime = limit === undefined ? dinners : dinners.filter((one) => one.written.minutes <= limit);
  // Nothing from this list fits the time: the quickest, which says so plainly rather than promise a time it will not keep.
  const pool = inTime.length > 0 ? inTime : [...dinners].sort((a, b) => a.written.minutes - b.written.minutes);
  const previous = options.previousTitle;
  // Start after the recipe offered last time, so asking again and again goes round every idea.
  const shown = previous === undefined ? -1 : pool.findIndex((one) => sameTitle(one.written.title, previous));
  const rotated = [...pool.slice(shown + 1), ...pool.slice(0, shown + 1)];
  return rotated.find((one) => previous === undefined || !sameTitle(one.written.title, previous)) ?? rotated[0] ?? drafts[0]!;
}

/** A recipe the chef wrote: its markdown, and the key of its draft when it wrote a dish (not when it asked for more). */
export interface Answer {
  readonly markdown: string;
  readonly draft?: DraftKey;
}

/**
 * Writes a whole recipe from the visitor's ingredients, with no network and no model: its draft's
 * key and its markdown. The same ingredients and wishes give the same recipe whatever order the
 * ingredients come in: the list is sorted and de-duplicated first, and a hash of it seeds every
 * free choice. Asked for something different from a title, it offers the next dish that suits the
 * list, or the same dish written another way; asked for a change, the recipe the change's draft
 * names changed (see recipe-draft.ts), or, for a recipe it did not write, its own for the list.
 * @example writeDraft(["Chicken", "Rice", "Broccoli", "Garlic"]).draft // { dish: "grain bowl", seed: ..., servings: 2, units: "metric", changes: [] }
 */
export function writeDraft(ingredients: readonly string[], options: WriteRecipeOptions = {}): Answer {
  // A vegetarian's plain stock or parmesan is bought in its vegetarian kind.
  const listed = listOf(ingredients, options);
  if (listed.length === 0) return { markdown: ASK_FOR_INGREDIENTS };
  const known = listed.filter((item) => item.entry !== undefined);
  if (known.length < FEWEST_KNOWN_FOODS) return { markdown: askForMore(known, listed.filter((item) => item.entry === undefined)) };
  const context = contextOf(ingredients, options, options.change?.draft)!;
  const change = options.change;
  const key = change ? changedKey(change.draft ?? firstKey(context), change, options) : chosenKey(context);
  const written = drafted(key, context) ?? drafted(change ? changedKey(firstKey(context), change, options) : firstKey(context), context)!;
  return { markdown: written.markdown, draft: written.key };
}

/**
 * Writes a whole recipe in markdown (see writeDraft).
 * @example writeRecipe(["Chicken", "Rice", "Broccoli", "Garlic"]) // "## Garlicky Chicken Rice Bowl\n\nEverything cooks in one pan..."
 */
export const writeRecipe = (ingredients: readonly string[], options: WriteRecipeOptions = {}): string => writeDraft(ingredients, options).markdown;

/** The key of the chef's first choice for the list, at the wishes' servings and units. */
function firstKey({ candidates, options }: ChangeContext): DraftKey {
  const [choice, seed] = candidates[0]!;
  return { dish: choice.dish.name, seed, servings: options.servings ?? choice.dish.servings, units: options.units ?? 'metric', changes: [] };
}

/** The key of the dish the wishes choose among those the list can make (see pick). */
function chosenKey(context: ChangeContext): DraftKey {
  const { candidates, ruledOut, options } = context;
  // Only as many drafts as the wishes need: the first one alone when there are none.
  const needsAll = options.maxMinutes !== undefined || options.previousTitle !== undefined;
  const drafts = (needsAll ? candidates : candidates.slice(0, 1)).map(([choice, seed]) => ({ choice, seed, written: draft({ choice, seed }, options, ruledOut) }));
  const { choice, seed } = pick(drafts, options);
  return { ...firstKey(context), dish: choice.dish.name, seed, servings: options.servings ?? choice.dish.servings };
}

/**
 * Why the change `options` ask for would change nothing in the recipe of the chef's it is asked of
 * (its draft, or the chef's own for the list), in the words of its note, or null when it would
 * change it (or there is no change).
 * @example unchangedByChange(["Beef mince", "Tortillas", ...], { change: { kind: "quicker", draft, recipe, proof } }) // "This is about as quick as this dish gets."
 */
export function unchangedByChange(ingredients: readonly string[], options: WriteRecipeOptions): string | null {
  const context = options.change ? contextOf(ingredients, options, options.change.draft) : null;
  if (context === null || !options.change) return null;
  const why = versionOf(changedKey(options.change.draft ?? firstKey(context), options.change, options), context)?.unchanged;
  return why === undefined ? null : fill(why, kitWords(options.units ?? options.change.draft?.units ?? 'metric'));
}

/**
 * A recipe of the chef's, named by its draft's key, drafted again for other servings or units:
 * the same version of the same dish, drafted afresh from its data, so that its tin, its pans, its
 * batches, its times and every swap's amount fit the new size, and its words the new units. Null
 * when the list (or the wishes) no longer makes its dish.
 * @example redraft(["Flour", "Sugar", "Butter", "Eggs"], cakeForSix, {}, { servings: 1, units: null })?.markdown // "...line 2 holes of a muffin tin..."
 */
export function redraft(ingredients: readonly string[], key: DraftKey, wishes: WriteRecipeOptions, to: { servings: number | null; units: Units | null }): Draft | null {
  // A key kept in the browser is checked here, where it is used: one that is not a key drafts nothing.
  const checked = draftKeySchema.safeParse({ ...key, servings: to.servings ?? key.servings, units: to.units ?? key.units });
  const context = checked.success ? contextOf(ingredients, { ...wishes, change: undefined, previousTitle: undefined }, checked.data) : null;
  if (context === null || !checked.success) return null;
  return drafted(checked.data, context) ?? null;
}

/**
 * What the chef cooks with for these ingredients and wishes: the dishes it could make, and the
 * items; null when it knows fewer than FEWEST_KNOWN_FOODS of them. A day of a week plan is its dish
 * alone, named by the request or by the key of its draft (see planned-dish.ts).
 */
function contextOf(ingredients: readonly string[], options: WriteRecipeOptions, key?: DraftKey): ChangeContext | null {
  const list = cookingList(ingredients, options, FEWEST_KNOWN_FOODS);
  if (list === null) return null;
  const { items, ruledOut, seed } = list;
  const planned = options.dish === undefined ? null : plannedChoice(list, options.dish, options);
  if (planned !== null) return { candidates: [planned], items, ruledOut, options };
  const choices = rankDishes(items, options);
  const best = choices[0]!;
  const candidates: [DishChoice, number][] = [
    ...choices.map((choice): [DishChoice, number] => [choice, seed]),
    ...Array.from({ length: EXTRA_SEEDS }, (_, n): [DishChoice, number] => [best, hashText(`${seed}\n${n + 1}`)]),
  ];
  const named = key === undefined || candidates.some(([choice, one]) => choice.dish.name === key.dish && one === key.seed);
  const ofKey = named ? null : weekDishOfKey(list, key, options);
  return { candidates: ofKey === null ? candidates : [ofKey], items, ruledOut, options };
}
