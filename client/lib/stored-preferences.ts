import {
  ALLERGENS,
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_LIMITS,
  UNIT_SYSTEMS,
} from '../../shared/api/recipe-preferences.ts';
import type { RecipePreferences } from '../../shared/api/recipe-request.ts';
import type { StoredEntry } from './local-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// A list of choices from `allowed`, in its order; false when anything else is in it.
const choices = <T extends string>(allowed: readonly T[], raw: unknown): T[] | undefined | false => {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || !raw.every((item) => (allowed as readonly unknown[]).includes(item))) return false;
  const kept = allowed.filter((choice) => raw.includes(choice));
  return kept.length > 0 ? kept : undefined;
};

/**
 * Saved preferences, kept only when the API would take them (shared/api/recipe-preferences.ts holds
 * the choices). The page's first script reads them, so this is not the request schema: that
 * brings zod, which loads later; the server checks every request with it anyway.
 * @example readSavedPreferences({ allergies: ["soy", "sesame"], servings: 2 }) // { allergies: ["sesame", "soy"], servings: 2 }
 * @example readSavedPreferences({ servings: 99 }) // undefined
 */
function readSavedPreferences(raw: unknown): RecipePreferences | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { diet, allergies, servings, maxMinutes, units } = raw as Record<string, unknown>;
  const diets = choices(DIETS, diet);
  const allergens = choices(ALLERGENS, allergies);
  if (diets === false || allergens === false) return undefined;
  const servingsOk = servings === undefined || (Number.isInteger(servings) && Number(servings) >= MIN_SERVINGS && Number(servings) <= MAX_SERVINGS);
  const timeOk = maxMinutes === undefined || (TIME_LIMITS as readonly unknown[]).includes(maxMinutes);
  // Saved before units could be chosen, an entry has none: it reads as not chosen yet.
  const unitsOk = units === undefined || (UNIT_SYSTEMS as readonly unknown[]).includes(units);
  if (!servingsOk || !timeOk || !unitsOk) return undefined;
  const read = { diet: diets, allergies: allergens, servings, maxMinutes, units } as RecipePreferences;
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined));
}

/** Where the visitor's preferences are kept across a reload. */
export const STORED_PREFERENCES: StoredEntry<RecipePreferences> = {
  key: STORAGE_KEYS.preferences,
  version: 1,
  check: readSavedPreferences,
};
