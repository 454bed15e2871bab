import type { RecipeWishes } from '../../api/prompt.ts';
import type { DishChoice } from '../dish-choice.ts';
import type { PantryItem } from '../pantry-items.ts';

/** What the writer hands a change: the dishes the list could make, the visitor's items, and their wishes. */
export interface ChangeContext {
  /** Every dish the list could make, best first, each with the seed of its free choices. */
  readonly candidates: readonly (readonly [DishChoice, number])[];
  /** The visitor's items the chef may cook with. */
  readonly items: readonly PantryItem[];
  /** The visitor's items their preferences rule out. */
  readonly ruledOut: readonly PantryItem[];
  readonly options: RecipeWishes;
}
