import type { Units } from '../../shared/api/recipe-preferences.ts';

// The countries whose cooks measure in cups, ounces and °F: the United States, Liberia and Myanmar.
const US_CUSTOMARY_REGIONS: ReadonlySet<string> = new Set(['US', 'LR', 'MM']);

/**
 * The units a cook in a language tag's region measures in; a tag without a region, or no tag,
 * is metric, as most of the world is.
 * @example unitsForLocale("en-US") // "us"
 * @example unitsForLocale("en-GB") // "metric"
 */
export function unitsForLocale(tag: string | undefined): Units {
  try {
    return US_CUSTOMARY_REGIONS.has(new Intl.Locale(tag ?? '').region ?? '') ? 'us' : 'metric';
  } catch {
    // Not a language tag at all.
    return 'metric';
  }
}

/** The units the visitor's browser language suggests, until they choose. */
export function browserUnits(): Units {
  return unitsForLocale(globalThis.navigator?.language);
}
