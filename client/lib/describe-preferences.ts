import { ALLERGEN_NAMES, type Units } from '../../shared/api/recipe-preferences.ts';
import type { RecipePreferences } from '../../shared/api/recipe-request.ts';

const UNIT_WORDS: Readonly<Record<Units, string>> = { metric: 'metric units', us: 'US customary units' };

/**
 * One short line saying which preferences are on, for when the panel is folded away; "" for none.
 * @example describePreferences({ diet: ["vegan"], allergies: ["sesame", "soy"], servings: 2 })
 *   // "Your preferences: vegan, no sesame or soy, serves 2."
 */
export function describePreferences({ diet, allergies, servings, maxMinutes, units }: RecipePreferences): string {
  const names = allergies?.map((id) => ALLERGEN_NAMES[id]) ?? [];
  const parts = [
    ...(diet ?? []),
    names.length > 0 ? `no ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]}` : '',
    servings ? `serves ${servings}` : '',
    maxMinutes ? `${maxMinutes} minutes at most` : '',
    units ? UNIT_WORDS[units] : '',
  ].filter((part) => part !== '');
  return parts.length > 0 ? `Your preferences: ${parts.join(', ')}.` : '';
}
