import type { IngredientCategory } from '../ingredients/pantry-knowledge.ts';
import type { Units } from '../api/recipe-preferences.ts';
import { cups, fraction, metric, ounces, spoons, volume } from '../recipe/cook-measures.ts';
import { readQuantity, scaleQuantity, writeQuantity } from '../recipe/quantity.ts';
import type { PantryItem } from './pantry-items.ts';
import { isHalfEgg } from './made-ready.ts';

/** How amounts are written: in the visitor's units, and for a bake, where a cook weighs things. */
export interface Measuring {
  readonly units: Units;
  /** A bake: its flour, sugar and fat are weighed (metric) or measured in cups (US), not spooned. */
  readonly baking?: boolean;
}

// A food the chef does not know still gets a real amount: a serving's worth that counts in a dish.
const UNKNOWN = { perServing: 50, unit: 'g' };
const TSP_PER_TBSP = 3;
const TSP_PER_CUP = 48;
/** Past 4 tablespoons (in teaspoons) a cook reaches for the scales, a jug or a cup; a baker past 2 for what the bake stands on. */
export const MOST_SPOONED_TSP = 12;
const MOST_TSP_BAKING = 6;
const WEIGHED_IN_BAKING: readonly IngredientCategory[] = ['baking', 'sweetener', 'fat'];

/** What a cup of these weighs, for US cooks, who measure them by volume; the rest go by the ounce. */
export const GRAMS_PER_CUP: Readonly<Record<string, number>> = {
  flour: 125, 'self-raising flour': 125, 'almond flour': 100, rice: 185, 'brown rice': 185, 'cooked rice': 160,
  arborio: 200, quinoa: 170, couscous: 175, bulgur: 140, 'pearl barley': 200, oats: 90, polenta: 160, farro: 180,
  semolina: 165, lentils: 190, 'red lentils': 190, 'split peas': 200, chickpeas: 165, 'black beans': 170,
  'kidney beans': 170, 'cannellini beans': 170, 'butter beans': 170, 'pinto beans': 170, 'black-eyed peas': 170,
  beans: 170, edamame: 150, 'broad beans': 150, peas: 145, corn: 165, 'cherry tomato': 150, blueberries: 150,
  raspberries: 125, blackberries: 145, strawberry: 150, 'mixed berries': 140, cherries: 150, grapes: 150,
  raisins: 150, 'dried cranberries': 120, yogurt: 245, 'greek yogurt': 250, 'cottage cheese': 225, ricotta: 250,
  passata: 250, 'baked beans': 250, 'refried beans': 250,
};
const CATEGORY_GRAMS_PER_CUP: Readonly<Partial<Record<IngredientCategory, number>>> = { nut: 130 };

/** What a tablespoon of these weighs, for metric cooks once there are too many spoonfuls to count. */
const GRAMS_PER_TBSP: Readonly<Record<string, number>> = {
  sugar: 12.5, 'brown sugar': 12.5, 'icing sugar': 8, honey: 21, 'maple syrup': 20, agave: 21, molasses: 20, jam: 20,
  'chocolate spread': 19, butter: 14, margarine: 14, ghee: 13, 'coconut oil': 14, lard: 13, cocoa: 7, breadcrumbs: 7,
  'desiccated coconut': 5, 'sunflower seeds': 9, 'pumpkin seeds': 9, 'chia seeds': 12, flaxseed: 7, 'sesame seeds': 9,
  'peanut butter': 16, tahini: 15, hummus: 15, guacamole: 15, salsa: 15, pesto: 15, miso: 17, 'tomato paste': 16,
  'curry paste': 15,
};

const plural = (unit: string): string => (unit === 'leaf' ? 'leaves' : unit === 'pinch' ? 'pinches' : `${unit}s`);

function weight(grams: number, item: PantryItem, { units, baking }: Measuring): string {
  if (units === 'metric') return metric(grams, 'g', baking);
  const perCup = GRAMS_PER_CUP[item.entry?.name ?? ''] ?? (item.entry ? CATEGORY_GRAMS_PER_CUP[item.entry.category] : undefined);
  if (perCup === undefined) return ounces(grams);
  const count = grams / perCup;
  return count >= 0.25 ? cups(count) : spoons(count * TSP_PER_CUP);
}

function spoonfuls(teaspoons: number, item: PantryItem, { units, baking }: Measuring): string {
  const weighed = baking === true && item.entry !== undefined && WEIGHED_IN_BAKING.includes(item.entry.category);
  // A quarter cup is a measure of its own in a US bake; elsewhere 4 tablespoons are fine.
  const quarterTbsp = Math.round((teaspoons / TSP_PER_TBSP) * 4) / 4;
  const spooned = !weighed ? teaspoons <= MOST_SPOONED_TSP : units === 'metric' ? teaspoons <= MOST_TSP_BAKING : quarterTbsp * TSP_PER_TBSP < MOST_SPOONED_TSP;
  if (spooned) return spoons(teaspoons);
  const perTbsp = GRAMS_PER_TBSP[item.entry?.name ?? ''];
  if (units === 'us') return perTbsp !== undefined && !weighed && item.entry?.category === 'fat' ? byTheStick(teaspoons, perTbsp) : cups(teaspoons / TSP_PER_CUP);
  return perTbsp === undefined ? metric(teaspoons * 5, 'ml') : metric((teaspoons / TSP_PER_TBSP) * perTbsp, 'g', baking);
}

// A stick of butter is 8 tablespoons, marked on its wrapper: up to two sticks, a cook counts them off.
const MOST_TBSP_COUNTED = 16;

/**
 * A fat that sets (butter, ghee) for a US cook past a few spoonfuls: the grams a metric cook
 * weighs, rounded once, then said as the tablespoons marked on a stick's wrapper, or cups past two
 * sticks; never rounded afresh from the teaspoons, where 80 g became "⅓ cup plus 1 tbsp" (90 g).
 * @example byTheStick(18, 14) // "5½ tbsp" (the 80 g a metric recipe weighs)
 */
function byTheStick(teaspoons: number, perTbsp: number): string {
  const weighed = readQuantity(metric((teaspoons / TSP_PER_TBSP) * perTbsp, 'g'))?.quantity;
  const grams = (weighed?.amount ?? 0) * (weighed?.unit === 'kg' ? 1000 : 1);
  const tbsp = grams / perTbsp;
  return tbsp <= MOST_TBSP_COUNTED ? spoons(tbsp * TSP_PER_TBSP) : cups(tbsp / (TSP_PER_CUP / TSP_PER_TBSP));
}

/**
 * How much of an item the recipe needs, for a number of servings, in the visitor's units.
 * @example formatAmount(chicken, 2, 1, { units: "metric" }) // "300 g"; ... { units: "us" } // "11 oz"
 * @example formatAmount(salt, 2, 1, { units: "us" }) // "to taste"
 */
export function formatAmount(item: PantryItem, servings: number, scale: number, measuring: Measuring): string {
  const { perServing } = item.entry ?? UNKNOWN;
  // Nobody salts a cake to taste: the batter is not for tasting.
  if (perServing === 0) return measuring.baking ? '1 pinch' : 'to taste';
  return formatTotal(item, perServing * servings * scale, measuring);
}

/**
 * An amount of an item in its entry's unit (grams for chicken, a count for eggs), written in the
 * visitor's units as a cook measures it.
 * @example formatTotal(chicken, 200, { units: "us" }) // "7 oz"; formatTotal(eggs, 6, { units: "metric" }) // "6"
 */
export function formatTotal(item: PantryItem, total: number, measuring: Measuring): string {
  const { unit } = item.entry ?? UNKNOWN;
  if (unit === 'g') return weight(total, item, measuring);
  if (unit === 'ml') return volume(total, measuring.units);
  if (unit === 'tsp' || unit === 'tbsp') return spoonfuls(unit === 'tbsp' ? total * TSP_PER_TBSP : total, item, measuring);
  // A bake weighs out half an egg (see isHalfEgg).
  if (measuring.baking === true && isHalfEgg(item, total)) return fraction(0.5);
  // Half an onion is a thing a cook can use; half an egg or half a pinch is not.
  const whole = item.role === 'egg' || unit === 'pinch';
  const count = whole ? Math.max(1, Math.round(total)) : Math.max(0.5, Math.round(total * 2) / 2);
  if (unit === '') return fraction(count);
  return `${fraction(count)} ${count > 1 ? plural(unit) : unit}`;
}

/**
 * An amount written for one batch, made `times` over: what one tin takes is weighed once for each
 * tin, so grams and millilitres multiply as written rather than round afresh (a cake for six's
 * 140 ml of milk is 280 ml for two tins, never 250 ml). Other measures are written as a cook
 * measures the whole.
 * @example timesAmount("140 ml", 2) // "280 ml"; timesAmount("¾ cup", 2) // "1½ cups"; timesAmount("1½ tsp", 2) // "1 tbsp"
 */
export function timesAmount(amount: string, times: number): string {
  const read = readQuantity(amount);
  if (read === null || read.rest !== '') return amount;
  const { quantity } = read;
  if ((quantity.unit === 'g' || quantity.unit === 'ml') && quantity.amount * times < 1000) return `${quantity.amount * times} ${quantity.unit}`;
  return writeQuantity(scaleQuantity(quantity, times));
}
