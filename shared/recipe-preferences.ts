/** Diets the chef can be held to. */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free'] as const;
/** One diet, as the API takes it: "gluten-free". */
export type Diet = (typeof DIETS)[number];

/** The 14 major allergens, by the id the API takes, with the name people know them by. */
export const ALLERGEN_NAMES = {
  celery: 'celery',
  gluten: 'cereals with gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  lupin: 'lupin',
  milk: 'milk',
  molluscs: 'molluscs',
  mustard: 'mustard',
  'tree-nuts': 'tree nuts',
  peanuts: 'peanuts',
  sesame: 'sesame',
  soy: 'soy',
  sulphites: 'sulphites',
} as const;
/** One allergen id, as the API takes it: "tree-nuts". */
export type Allergen = keyof typeof ALLERGEN_NAMES;
/** Every allergen id, in the order the page lists them. */
export const ALLERGENS = Object.keys(ALLERGEN_NAMES) as Allergen[];

/** The fewest servings a visitor may ask for. */
export const MIN_SERVINGS = 1;
/** The most servings a visitor may ask for. */
export const MAX_SERVINGS = 12;
/** The time limits the page offers, in minutes; no limit is the default. */
export const TIME_LIMITS = [15, 30, 45, 60, 90] as const;
/** One of the time limits, in minutes. */
export type TimeLimit = (typeof TIME_LIMITS)[number];

/** What the visitor wants the recipe to respect; every field is optional, empty means no wish. */
export interface RecipePreferences {
  diet?: Diet[];
  allergies?: Allergen[];
  servings?: number;
  maxMinutes?: TimeLimit;
}

/** The preference fields, as named in the request body. */
export const PREFERENCE_FIELDS = ['diet', 'allergies', 'servings', 'maxMinutes'] as const;

/** The result of reading preferences: the value, or a sentence naming the bad field. */
export type PreferencesResult = { ok: true; value: RecipePreferences } | { ok: false; field: string; message: string };

function readChoices<T extends string>(raw: unknown, allowed: readonly T[], field: string): T[] | string {
  const message = `"${field}" must be a list of: ${allowed.join(', ')}.`;
  if (!Array.isArray(raw) || raw.length > allowed.length) return message;
  const chosen = new Set<T>();
  for (const item of raw) {
    if (!allowed.includes(item as T)) return message;
    chosen.add(item as T);
  }
  // Kept in the canonical order, so the same wishes always make the same prompt.
  return allowed.filter((choice) => chosen.has(choice));
}

/**
 * Reads the preference fields of a request body (any other field is left alone). An absent field
 * means no wish; a present but wrong one is refused with a message naming it.
 * @example readPreferences({ diet: ["vegan"], servings: 2 }) // { ok: true, value: { diet: ["vegan"], servings: 2 } }
 * @example readPreferences({ servings: 40 }) // { ok: false, field: "servings", message: '"servings" must be a whole number from 1 to 12.' }
 */
export function readPreferences(body: Record<string, unknown>): PreferencesResult {
  const value: RecipePreferences = {};
  const fail = (field: string, message: string): PreferencesResult => ({ ok: false, field, message });
  if (body.diet !== undefined) {
    const diet = readChoices(body.diet, DIETS, 'diet');
    if (typeof diet === 'string') return fail('diet', diet);
    if (diet.length > 0) value.diet = diet;
  }
  if (body.allergies !== undefined) {
    const allergies = readChoices(body.allergies, ALLERGENS, 'allergies');
    if (typeof allergies === 'string') return fail('allergies', allergies);
    if (allergies.length > 0) value.allergies = allergies;
  }
  if (body.servings !== undefined) {
    const servings = body.servings;
    if (typeof servings !== 'number' || !Number.isInteger(servings) || servings < MIN_SERVINGS || servings > MAX_SERVINGS) {
      return fail('servings', `"servings" must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}.`);
    }
    value.servings = servings;
  }
  if (body.maxMinutes !== undefined) {
    if (!TIME_LIMITS.includes(body.maxMinutes as TimeLimit)) {
      return fail('maxMinutes', `"maxMinutes" must be one of ${TIME_LIMITS.join(', ')}.`);
    }
    value.maxMinutes = body.maxMinutes as TimeLimit;
  }
  return { ok: true, value };
}

/** Whether any wish is set. */
export function hasPreferences(preferences: RecipePreferences): boolean {
  return PREFERENCE_FIELDS.some((field) => preferences[field] !== undefined);
}
