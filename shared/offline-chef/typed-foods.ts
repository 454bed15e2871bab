import { readEntry } from '../ingredients/read-entry.ts';
import type { RecipeWishes } from '../api/prompt.ts';
import { listOf } from './list-items.ts';

/**
 * An entry of the list without the amount typed before it, as the visitor typed the food.
 * @example withoutAmount("1 kg flour") // "flour"
 * @example withoutAmount("a handful of spinach") // "spinach"
 */
export function withoutAmount(entry: string): string {
  const { typed, amount } = readEntry(entry);
  return amount === undefined ? typed : typed.slice(amount.length).replace(/^\s*of\s+/i, '').trim() || typed;
}

/**
 * Each food of the list the chef cooks with, by its item's key, as the visitor typed it (without
 * the amount): what a plan's day says it uses. The first entry of a food names it.
 * @example typedFoods(["2 chicken breasts", "rice"], {}).get("=chicken") // "chicken breasts"
 */
export function typedFoods(ingredients: readonly string[], wishes: Pick<RecipeWishes, 'diet'>): Map<string, string> {
  const typed = new Map<string, string>();
  for (const entry of ingredients) {
    const [item] = listOf([entry], wishes);
    if (item !== undefined && !typed.has(item.key)) typed.set(item.key, withoutAmount(entry));
  }
  return typed;
}
