import { checkIngredient } from '../../shared/ingredient-check.ts';
import { duplicateKey } from '../../shared/ingredients.ts';
import { MAX_INGREDIENTS } from '../../shared/limits.ts';
import type { StoredEntry } from './local-store.ts';

/**
 * A saved list, checked again by the shared rules: the entry may come from an older page or
 * have been edited by hand, so anything the page would refuse today is dropped, item by item.
 * @example keepValidIngredients(["tomato", "Bleach", "TOMATO", 7]) // ["Tomato"]
 */
export function keepValidIngredients(raw: unknown): readonly string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const check = checkIngredient(item);
    if (!check.ok || seen.has(duplicateKey(check.value))) continue;
    seen.add(duplicateKey(check.value));
    kept.push(check.value);
  }
  return kept.slice(0, MAX_INGREDIENTS);
}

/** Where the visitor's list is kept across a reload. */
export const STORED_INGREDIENTS: StoredEntry<readonly string[]> = {
  key: 'pantry-chef:ingredients',
  version: 1,
  check: keepValidIngredients,
};
