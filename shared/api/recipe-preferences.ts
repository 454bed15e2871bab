
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
/** The most servings a visitor may ask for in Preferences. */
export const MAX_SERVINGS = 12;
/** The most servings a recipe on the page can be scaled to ("Servings to cook"). */
export const MAX_SCALED_SERVINGS = 24;
/** The time limits the page offers, in minutes; no limit is the default. */
export const TIME_LIMITS = [15, 30, 45, 60, 90] as const;
/** The measures a recipe can be written in: metric (g, ml, °C) or US customary (cups, oz, °F). */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
/** One of the unit systems, as the API takes it: "us". */
export type Units = (typeof UNIT_SYSTEMS)[number];


/** The preference fields, as named in the request body. */
const PREFERENCE_FIELDS = ['diet', 'allergies', 'servings', 'maxMinutes', 'units'] as const;

/** Whether any wish is set. */
export function hasPreferences(preferences: Readonly<Partial<Record<(typeof PREFERENCE_FIELDS)[number], unknown>>>): boolean {
  return PREFERENCE_FIELDS.some((field) => preferences[field] !== undefined);
}
