import { parsePortion, type Portion } from './portion.ts';

// USDA's SR28 table as the page fetches it (client/public/nutrition/usda-sr28-foods.json), read
// once into typed foods. A value USDA does not have stays null: null is not zero, and a total that
// meets one is a lower bound, not a figure.

export type { Portion } from './portion.ts';

/** The nutrients counted, per 100 g of edible portion: kcal; protein, fat, satfat, carb, sugars, fibre in g; sodium in mg. */
export interface Nutrients {
  kcal: number | null;
  protein: number | null;
  fat: number | null;
  satfat: number | null;
  carb: number | null;
  sugars: number | null;
  fibre: number | null;
  sodium: number | null;
}

/** The keys of Nutrients, in the order the page shows them. */
export const NUTRIENT_KEYS = ['kcal', 'protein', 'fat', 'satfat', 'carb', 'sugars', 'fibre', 'sodium'] as const satisfies readonly (keyof Nutrients)[];

/** One USDA food. */
export interface Food {
  /** SR NDB number (SR Legacy keeps it): 11282. */
  ndb: number;
  /** USDA's description, verbatim: "Onions, raw". */
  description: string;
  /** SR food group: "Vegetables and Vegetable Products". */
  category: string;
  per100g: Nutrients;
  /** USDA's household portions, in USDA's order. */
  portions: readonly Portion[];
  /** USDA's common names ("Chinese parsley, cilantro"), or null. */
  aka: string | null;
}

/** The table: its foods, and the sentence saying where they come from. */
export interface FoodTable {
  about: string;
  foods: readonly Food[];
}

// The table's own column names for each nutrient: the file names its columns, so a reordered
// file still reads right.
const COLUMNS: Readonly<Record<keyof Nutrients, string>> = {
  kcal: 'kcal', protein: 'protein_g', fat: 'fat_g', satfat: 'satfat_g', carb: 'carb_g', sugars: 'sugars_g', fibre: 'fiber_g', sodium: 'sodium_mg',
};

const fail = (what: string): never => {
  throw new TypeError(`Not a USDA food table: ${what}`);
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** The portions of a food row: [description, grams] pairs. */
function portionsOf(value: unknown, at: number): Portion[] {
  if (!Array.isArray(value)) return fail(`food ${at} has no portion list`);
  return value.map((pair: unknown) => {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string' || typeof pair[1] !== 'number' || !(pair[1] > 0)) return fail(`food ${at} has a bad portion`);
    return parsePortion(pair[0], pair[1]) ?? fail(`food ${at} has a portion with no amount: "${pair[0]}"`);
  });
}

/**
 * Reads the table's JSON (as parsed) into typed foods, checking its shape; throws a TypeError
 * naming what is wrong.
 * @example readFoodTable(await (await fetch("/nutrition/usda-sr28-foods.json")).json()).foods[0].description // "Butter, salted"
 */
export function readFoodTable(json: unknown): FoodTable {
  if (!isRecord(json) || !Array.isArray(json.fields) || !Array.isArray(json.foods) || !Array.isArray(json.categories)) return fail('no fields, categories or foods');
  const fields = json.fields as unknown[];
  const categories = json.categories as unknown[];
  const column = (name: string): number => {
    const at = fields.indexOf(name);
    return at >= 0 ? at : fail(`no "${name}" column`);
  };
  const [ndbAt, descriptionAt, categoryAt, portionsAt, akaAt] = ['ndb', 'description', 'category', 'portions', 'aka'].map(column) as [number, number, number, number, number];
  const nutrientAt = Object.entries(COLUMNS).map(([key, name]) => [key as keyof Nutrients, column(name)] as const);
  const foods = (json.foods as unknown[]).map((row, at): Food => {
    if (!Array.isArray(row)) return fail(`food ${at} is not a row`);
    const group: unknown = row[categoryAt];
    const [ndb, description, category, aka] = [row[ndbAt], row[descriptionAt], Number.isInteger(group) ? categories[group as number] : undefined, row[akaAt]];
    if (!Number.isInteger(ndb) || typeof description !== 'string' || typeof category !== 'string') return fail(`food ${at} has no number, description or group`);
    if (aka !== null && typeof aka !== 'string') return fail(`food ${at} has a bad common name`);
    const per100g = Object.fromEntries(nutrientAt.map(([key, index]) => [key, isAmount(row[index]) ? row[index] : fail(`food ${at} has a bad ${key}`)])) as unknown as Nutrients;
    return { ndb: ndb as number, description, category, per100g, portions: portionsOf(row[portionsAt], at), aka };
  });
  return { about: typeof json.about === 'string' ? json.about : '', foods };
}
