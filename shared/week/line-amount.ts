// A recipe line's amount as a shopper counts it, where the line's reader leaves it as a bare
// count or none: "1 (400 g) tin chopped tomatoes" is 1 tin, "3 garlic cloves" 3 cloves of garlic,
// "Juice of 1 lemon" 1 lemon, "a small bunch of parsley" 1 bunch.

import { COUNTED_UNITS, readQuantity, singularOf, unitNamed, type Quantity } from '../recipe/quantity.ts';
import type { IngredientLine } from '../recipe/recipe-value.ts';

/** A line's amount and the food it is of, as the list counts them. */
export interface LineAmount {
  quantity: Quantity | null;
  /** The food as the line names it, less a counted word that became the unit ("garlic" of "3 garlic cloves"). */
  food: string;
  /** Whether the line is the zest or the juice of its fruit, which the same fruit may give both of. */
  partOf: boolean;
}

// "1 (400 g) tin", "2 x 400g tins", "1 400 g can": a count of packs, whatever the pack weighs.
// Each number is bounded, so a run of digits is never tried at each of its places.
const PACK = /^\s*[\d½¼¾⅓⅔]{1,5}\s*(?:\([^)]{0,30}\)\s*|[x×]\s*\d{1,5}(?:[.,]\d{1,3})?\s*[a-z]{0,2}\s+|\d{1,5}(?:[.,]\d{1,3})?\s*[a-z]{0,2}\s+)?(cans?|tins?|jars?|packs?|packets?|bags?|bottles?|cartons?|sachets?)\b/iu;
// "Juice of 1 lemon", "Zest and juice of 1 lime", "Finely grated zest of 1 orange".
const PART_OF = /^(?:the\s+)?(?:finely\s+)?(?:grated\s+)?(?:zest|juice|rind)(?:\s+and\s+(?:zest|juice))?\s+(?:of|from)\s+/iu;
// "A handful of basil", "a small bunch of parsley": one of a counted word.
const ONE_OF = /^(?:an?|one)\s+(?:(?:small|large|big|generous|good)\s+)?(?=\p{L})/iu;

/** The line's count as a count of the pack it names, if it names one. */
function packs(quantity: Quantity, text: string): Quantity {
  const pack = quantity.unit === '' ? PACK.exec(text) : null;
  return pack ? { ...quantity, unit: unitNamed(pack[1]!) ?? singularOf(pack[1]!.toLowerCase()) } : quantity;
}

/**
 * The line's amount and food as the week's list counts them.
 * @example lineAmount(ingredientLine("3 garlic cloves, minced")) // { quantity: { amount: 3, unit: "clove" }, food: "garlic", partOf: false }
 * @example lineAmount(ingredientLine("Juice of 1 lemon")) // { quantity: { amount: 1, unit: "" }, food: "lemon", partOf: true }
 */
export function lineAmount(line: IngredientLine): LineAmount {
  const partOf = PART_OF.exec(line.text);
  let quantity = line.quantity;
  if (quantity === null && partOf) quantity = readQuantity(line.text.slice(partOf[0].length))?.quantity ?? null;
  if (quantity === null && ONE_OF.test(line.text)) {
    const one = readQuantity(line.text.replace(ONE_OF, '1 '))?.quantity;
    quantity = one !== undefined && one.unit !== '' ? one : null;
  }
  let food = line.food;
  if (quantity !== null) {
    quantity = packs(quantity, line.text);
    // "3 garlic cloves": the count is of the word the name ends with.
    const words = food.trim().split(/\s+/);
    const last = singularOf((words.at(-1) ?? '').toLowerCase());
    if (quantity.unit === '' && words.length > 1 && COUNTED_UNITS.has(last)) {
      quantity = { ...quantity, unit: last };
      food = words.slice(0, -1).join(' ');
    }
  }
  return { quantity, food, partOf: partOf !== null };
}
