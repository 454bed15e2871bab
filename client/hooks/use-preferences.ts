import { useState } from 'react';
import { hasPreferences } from '../../shared/api/recipe-preferences.ts';
import type { RecipePreferences } from '../../shared/api/recipe-request.ts';
import { readStored, writeStored } from '../lib/local-store.ts';
import { STORED_PREFERENCES } from '../lib/stored-preferences.ts';

/** The visitor's diet, allergies, servings, time limit and units, remembered across a reload. */
export function usePreferences() {
  const [preferences, setPreferences] = useState<RecipePreferences>(() => readStored(STORED_PREFERENCES) ?? {});

  const update = (next: RecipePreferences) => {
    setPreferences(next);
    writeStored(STORED_PREFERENCES, hasPreferences(next) ? next : undefined);
  };

  return { preferences, update };
}
