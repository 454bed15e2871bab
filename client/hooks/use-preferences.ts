import { useState } from 'react';
import { hasPreferences, type RecipePreferences } from '../../shared/recipe-preferences.ts';
import { readPreferences } from '../../shared/recipe-request.ts';
import { readStored, writeStored, type StoredEntry } from '../lib/local-store.ts';

const PREFERENCES: StoredEntry<RecipePreferences> = {
  key: 'pantry-chef:preferences',
  version: 1,
  // The same rules as the API's: a saved value it would refuse is no value at all.
  check: (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
    const read = readPreferences(raw as Record<string, unknown>);
    return read.ok ? read.value : undefined;
  },
};

/** The visitor's diet, allergies, servings and time limit, remembered across a reload. */
export function usePreferences() {
  const [preferences, setPreferences] = useState<RecipePreferences>(() => readStored(PREFERENCES) ?? {});

  const update = (next: RecipePreferences) => {
    setPreferences(next);
    writeStored(PREFERENCES, hasPreferences(next) ? next : undefined);
  };

  return { preferences, update };
}
