import { breaksPreferences } from '../ingredients/allergen-check.ts';
import type { RecipeWishes } from '../api/prompt.ts';
import { vegetarianKind } from './changes/vegetarian.ts';
import { readPantry, stapleItem, type PantryItem } from './pantry-items.ts';
import { hashText } from './seeded.ts';

/** The visitor's list as the chef reads it: a vegetarian's plain stock or parmesan is bought in its vegetarian kind. */
export function listOf(ingredients: readonly string[], options: Pick<RecipeWishes, 'diet'>): PantryItem[] {
  const meatless = options.diet?.some((diet) => diet === 'vegetarian' || diet === 'vegan') === true;
  return readPantry(ingredients).map((item) => {
    const kind = meatless ? vegetarianKind(item) : undefined;
    return kind === undefined ? item : { ...stapleItem(kind), mine: true, onHand: item.onHand };
  });
}

/** What the chef may cook with from a list: the items, what it leaves out and says so, and the seed of the list's free choices. */
export interface CookingList {
  /** The foods it knows and the wishes allow (or, when the wishes allow none, all it knows). */
  readonly items: readonly PantryItem[];
  /** What it leaves out: foods the wishes rule out, and entries that name no food it knows. */
  readonly ruledOut: readonly PantryItem[];
  /** The seed of every free choice, from the list alone: the same list in any order gives the same seed. */
  readonly seed: number;
}

/**
 * The list as the chef cooks with it (see CookingList); null when it knows fewer than `fewest` of its foods.
 * @example cookingList(["Chicken", "Chiken2", "Rice"], {}, 2)?.ruledOut // [Chiken2]
 */
export function cookingList(ingredients: readonly string[], options: Pick<RecipeWishes, 'diet' | 'allergies'>, fewest: number): CookingList | null {
  const listed = listOf(ingredients, options);
  // What it cannot name is never cooked or served by a guess: it is left out, and said to be.
  const unknown = listed.filter((item) => item.entry === undefined);
  const known = listed.filter((item) => item.entry !== undefined);
  if (known.length < fewest) return null;
  // What the visitor listed but asked not to be given (chicken on a vegan day) is left out, and
  // said to be; only when that would leave nothing does the chef cook with the list as it is.
  const avoided = known.filter((item) => breaksPreferences(item.label, options));
  const items = avoided.length < known.length ? known.filter((item) => !avoided.includes(item)) : known;
  return { items, ruledOut: [...avoided, ...unknown], seed: hashText(listed.map((item) => item.key).join('\n')) };
}
