import type { FoodAlias } from './food-aliases.ts';
import type { Food } from './food-table.ts';
import { SIZES, type Size } from './measures.ts';
import type { Portion } from './portion.ts';

// What one of a counted thing weighs: "1 large egg", "2 cloves garlic", "1 can chickpeas".

/** Grams in one, and what said so: '1 medium (2-1/2" dia)'. */
export interface OneWeight {
  grams: number;
  from: string;
}

// USDA measures that are a pack, a serving or a part of the food rather than the whole of it: a
// line counts these only by naming them ("2 slices bread").
const NOT_WHOLE: ReadonlySet<string> = new Set([
  'serving', 'nlea', 'package', 'container', 'portion', 'recipe', 'unit', 'individual', 'cubic', 'pat', 'bag', 'box', 'packet', 'envelope',
  'bottle', 'can', 'jar', 'carton', 'pouch', 'tube', 'drink', 'glass', 'scoop', 'cube', 'slice', 'wedge', 'spear', 'leaf', 'sprig', 'stalk',
  'floweret', 'ring', 'strip', 'dash', 'tablet', 'bowl', 'stick', 'half',
]);
// What one counted unit weighs when neither the alias nor USDA says: a can or tin of tomatoes,
// beans or coconut milk is 400 g; a clove of garlic 3 g (USDA's); a bunch of herbs or spring onions,
// a handful of leaves or nuts, a knob of butter or ginger, as a cook measures them.
const UNIT_GRAMS: Readonly<Record<string, number>> = {
  can: 400, tin: 400, clove: 3, slice: 25, rasher: 25, bunch: 50, handful: 30, knob: 15, sprig: 1, stalk: 40, leaf: 1, sheet: 20, cube: 10,
  pod: 1, fillet: 140, scoop: 30, loaf: 400,
};
// The names USDA gives a counted unit, most likely first.
const UNIT_MEASURES: Readonly<Record<string, readonly string[]>> = {
  rasher: ['slice'], stick: ['stick', 'stalk'], pack: ['package', 'block', 'packet'], packet: ['package', 'packet'], bag: ['bag', 'package'],
  sachet: ['packet', 'envelope'],
};
/** Units whose weight a line may state: "1 (400 g) tin", "1 x 200g pack". */
export const PACKS: ReadonlySet<string> = new Set(['can', 'tin', 'jar', 'pack', 'packet', 'bag', 'sachet', 'bottle', 'carton']);
// Cans whose USDA portion is not the can a recipe means ("1 can" of tomatoes is 190 g there): 400 g unless the line says.
const CANS: ReadonlySet<string> = new Set(['can', 'tin']);

/** A line's words with the names USDA gives the same units: a "celery stick" is USDA's stalk. */
export const withUnitNames = (words: readonly string[]): string[] => [...words, ...words.flatMap((word) => UNIT_MEASURES[word] ?? [])];

const describe = (portion: Portion): OneWeight => ({ grams: portion.grams, from: portion.text });

/** The portion of the size a line names; with none named, medium, else one with no size ("1 fruit"), else large, else any size, else the first. */
function bySize(portions: readonly Portion[], size: Size | null): Portion | undefined {
  const order: readonly (Size | null)[] = size === null ? ['medium', null, 'large', ...SIZES] : [size];
  for (const wanted of order) {
    const found = portions.find((portion) => portion.size === wanted);
    if (found) return found;
  }
  return size === null ? portions[0] : undefined;
}

/**
 * One of a food counted with no unit ("3 eggs", "1 large onion", "4 chicken thighs"): the size the
 * line names; the alias's own weight; a portion named by a word of the line ("1 thigh", "1 tortilla");
 * then medium, an unsized whole ("1 fruit"), large. Null when USDA has no whole portion.
 */
export function oneOf(food: Food, alias: FoodAlias | null, lineWords: readonly string[], size: Size | null): OneWeight | null {
  const wholes = food.portions.filter((portion) => !portion.isMass && portion.ml === null && (!NOT_WHOLE.has(portion.measure) || lineWords.includes(portion.measure)));
  const named = wholes.filter((portion) => portion.measure !== '' && lineWords.includes(portion.measure));
  const sized = size === null ? undefined : (bySize(named, size) ?? bySize(wholes, size));
  if (sized) return describe(sized);
  if (alias?.each != null) return { grams: alias.each, from: `1, about ${alias.each} g` };
  // USDA's fillet is a side of the fish; a recipe's is a portion.
  if (lineWords.includes('fillet')) return { grams: UNIT_GRAMS.fillet!, from: `1 fillet, about ${UNIT_GRAMS.fillet} g` };
  const chosen = bySize(named, null) ?? bySize(wholes, null);
  return chosen ? describe(chosen) : null;
}

/**
 * One counted unit of a food ("2 slices", "1 bunch", "1 can"): the pack's stated weight, the
 * alias's weight for the unit, USDA's portion of that name, ten of its cloves for a head, or a
 * cook's measure (UNIT_GRAMS). Null when none of them knows ("1 jar" with no weight).
 */
export function oneUnit(unit: string, food: Food | null, alias: FoodAlias | null, size: Size | null, stated: number | null): OneWeight | null {
  if (stated !== null && PACKS.has(unit)) return { grams: stated, from: `1 ${unit}, ${stated} g as stated` };
  const own = alias?.perUnit[unit];
  if (own !== undefined) return { grams: own, from: `1 ${unit}, about ${own} g` };
  if (food && !CANS.has(unit)) {
    for (const measure of UNIT_MEASURES[unit] ?? [unit]) {
      const portion = bySize(food.portions.filter((one) => one.measure === measure), size);
      if (portion) return describe(portion);
    }
    const clove = food.portions.find((one) => one.measure === 'clove');
    if (unit === 'head' && clove) return { grams: clove.grams * 10, from: `1 head, 10 × ${clove.text}` };
  }
  const grams = UNIT_GRAMS[unit];
  return grams === undefined ? null : { grams, from: `1 ${unit}, about ${grams} g` };
}
