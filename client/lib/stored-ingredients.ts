import { checkIngredient } from '../../shared/ingredients/ingredient-check.ts';
import { duplicateKey } from '../../shared/ingredients/ingredients.ts';
import { MAX_INGREDIENTS } from '../../shared/api/limits.ts';
import type { StoredEntry } from './local-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// No page has kept a list of more than a few dozen entries; one of thousands was written by hand.
const MAX_READ_ENTRIES = 10 * MAX_INGREDIENTS;

/**
 * A saved list, checked again by the shared rules: the entry may come from an older page or
 * have been edited by hand, so anything the page would refuse today is dropped, item by item.
 * @example keepValidIngredients(["tomato", "Bleach", "TOMATO", 7]) // ["Tomato"]
 */
export function keepValidIngredients(raw: unknown): readonly string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const seen = new Set<string>();
  const kept: string[] = [];
  // Reading stops at a full list, and at MAX_READ_ENTRIES: each entry is checked as a typed one
  // is, so a stored array of thousands would take thousands of checks.
  for (const item of raw.slice(0, MAX_READ_ENTRIES)) {
    if (kept.length === MAX_INGREDIENTS) break;
    if (typeof item !== 'string') continue;
    const check = checkIngredient(item);
    if (!check.ok || seen.has(duplicateKey(check.value))) continue;
    seen.add(duplicateKey(check.value));
    kept.push(check.value);
  }
  return kept;
}

/** Where the visitor's list is kept across a reload. */
export const STORED_INGREDIENTS: StoredEntry<readonly string[]> = {
  key: STORAGE_KEYS.ingredients,
  version: 1,
  check: keepValidIngredients,
};
