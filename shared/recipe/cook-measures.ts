import type { Units } from '../api/recipe-preferences.ts';

// Numbers the way cooks write them: in steps a cook can measure (250 ml, 1 cup, ½ cup), never
// what a converter prints (237 ml, 0.33 cups).

const QUARTERS: readonly (readonly [number, string])[] = [[0, ''], [0.25, '¼'], [0.5, '½'], [0.75, '¾'], [1, '']];
const CUP_PARTS: readonly (readonly [number, string])[] = [[0, ''], [0.25, '¼'], [1 / 3, '⅓'], [0.5, '½'], [2 / 3, '⅔'], [0.75, '¾'], [1, '']];
const HALVES: readonly (readonly [number, string])[] = [[0, ''], [0.5, '½'], [1, '']];

/**
 * A number as a whole and a fraction, to the nearest of `parts`; never less than the smallest part.
 * @example fraction(1.5) // "1½"; fraction(0.3, CUP_PARTS) // "⅓"; fraction(0.1) // "¼"
 */
export function fraction(value: number, parts = QUARTERS): string {
  const whole = Math.floor(value);
  const [part, sign] = parts.reduce((best, one) => (Math.abs(value - whole - one[0]) < Math.abs(value - whole - best[0]) ? one : best));
  const total = whole + part;
  if (total === 0) return parts[1]![1];
  return `${part === 1 ? whole + 1 : whole || ''}${sign}`;
}

const roundTo = (value: number, step: number): number => Math.max(step, Math.round(value / step) * step);

/** Rounding up by more than this share of an amount would change the dish: a half teaspoon of cayenne for a quarter's worth. */
export const MOST_ROUNDED_UP = 0.25;
// Halfway between two marks goes up, as a count does, and a mark exactly a quarter over is allowed.
const TIE = 1e-9;

/**
 * The mark (ascending `marks`) nearest `value` that is not more than a quarter over it, so an
 * amount may lose a little but never gain much; null when even the smallest mark is too much.
 * @example nearestMark(0.375, [0.25, 0.5]) // 0.25: half a teaspoon would be a third more
 */
export function nearestMark(value: number, marks: readonly number[]): number | null {
  let best: number | null = null;
  for (const mark of marks) {
    if (mark > value * (1 + MOST_ROUNDED_UP) * (1 + TIE)) break;
    if (best === null || Math.abs(mark - value) <= Math.abs(best - value) * (1 + TIE)) best = mark;
  }
  return best;
}

// Below these a scale reads tenths, then halves, of a gram; under the smallest, it is a pinch.
const TENTHS_BELOW = 1;
const HALVES_BELOW = 2;
const WHOLE_BELOW = 10;
const LEAST_GRAMS = 0.2;
/** The words for an amount too small to weigh or spoon. */
export const A_PINCH = '1 pinch';

/** A few grams as a scale shows them, never more than a quarter over: "0.3 g", "1.5 g", "7 g"; a pinch under 0.2 g. */
function fewGrams(grams: number): string {
  if (grams < LEAST_GRAMS * (1 - TIE)) return A_PINCH;
  const step = grams < TENTHS_BELOW ? 0.1 : grams < HALVES_BELOW ? 0.5 : 1;
  return `${Math.round(Math.round(grams / step) * step * 10) / 10} g`;
}

/**
 * Grams or millilitres as a cook weighs them: 5s when small, 10s, then 50s; a baker's 25s from
 * 100 up; kilos and litres past 1000. Under 10 g, whole grams, then halves and tenths of one (a
 * scale's), and a pinch under 0.2 g: 0.5 g of saffron is never 5 g.
 * @example metric(237, "ml") // "240 ml"; metric(1000, "ml") // "1 litre"; metric(112, "g", true) // "100 g"; metric(0.5, "g") // "0.5 g"
 */
export function metric(value: number, unit: 'g' | 'ml', coarse = false): string {
  if (unit === 'g' && value < WHOLE_BELOW) return fewGrams(value);
  if (value >= 1000) {
    const big = roundTo(value, 100) / 1000;
    return unit === 'g' ? `${big} kg` : `${big} ${big === 1 ? 'litre' : 'litres'}`;
  }
  const step = value < 20 ? 5 : value < 100 ? 10 : value < 250 ? (coarse ? 25 : 10) : coarse ? 25 : 50;
  return `${roundTo(value, step)} ${unit}`;
}

const GRAMS_PER_OUNCE = 28.35;
/** Millilitres in the cup the chef writes for a US cook. */
export const ML_PER_CUP = 240;

const OUNCE_QUARTERS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

/** The ounces ounces() writes for a weight; null below what a quarter ounce can say. */
function ounceMark(grams: number): number | null {
  const oz = grams / GRAMS_PER_OUNCE;
  // 15.5 oz and up rounds to a pound or more, said in quarter pounds.
  if (oz >= 15.5) return (Math.round((oz / 16) * 4) / 4) * 16;
  if (oz < 2) return nearestMark(oz, OUNCE_QUARTERS);
  // Whole ounces to the pound: even ones wrote 250 g as 8 oz, 9% short.
  return Math.round(oz);
}

/**
 * A weight in ounces, or pounds from a pound up: quarters under 2 oz, whole ounces to 15; under
 * what a quarter ounce can say, in grams (a US kitchen scale shows both).
 * @example ounces(300) // "11 oz"; ounces(600) // "1¼ lb"; ounces(20) // "¾ oz"; ounces(2) // "2 g"
 */
export function ounces(grams: number): string {
  const oz = ounceMark(grams);
  if (oz === null) return metric(grams, 'g');
  return oz >= 16 ? `${fraction(oz / 16)} lb` : `${oz < 2 ? fraction(oz) : oz} oz`;
}

/**
 * A weight for a US cook: in ounces when they say it within a quarter, else in grams.
 * @example usWeight(14) // "½ oz"; usWeight(10.5) // "10 g" (¼ oz would be a third less)
 */
export function usWeight(grams: number): string {
  const oz = ounceMark(grams);
  return oz !== null && Math.abs(oz * GRAMS_PER_OUNCE - grams) <= grams * MOST_ROUNDED_UP * (1 + TIE) ? ounces(grams) : metric(grams, 'g');
}

/** A cup measure may be this share off the amount, no more: ½ cup for 140 ml of milk is 14% short. */
export const MOST_CUPS_OFF = 0.1;
const TBSP_PER_CUP = 16;
const ML_PER_TBSP = 15;

/** The number `fraction(value, parts)` writes, as a number: 0.58 with CUP_PARTS is 0.5. */
function partMark(value: number, parts: readonly (readonly [number, string])[]): number {
  const whole = Math.floor(value);
  return whole + parts.reduce((best, one) => (Math.abs(value - whole - one[0]) < Math.abs(value - whole - best[0]) ? one : best))[0];
}

const cupWord = (written: string): string => `${written} ${/^[1-9]/.test(written) && written !== '1' ? 'cups' : 'cup'}`;

/**
 * Cups to the nearest quarter or third below 4 cups (a cook has those measures, so ¾ cup × 3 is
 * 2¼ cups, never 2½), and to the nearest half from there, where a quarter cup is lost in the pot.
 * When no cup measure is within a tenth, the cup measure under it plus tablespoons, as US
 * recipes write it: 140 ml is "½ cup plus 1 tbsp", not ½ cup.
 * @example cups(0.7) // "⅔ cup"; cups(2.25) // "2¼ cups"; cups(4.2) // "4 cups"; cups(0.58) // "½ cup plus 1 tbsp"
 */
export function cups(count: number): string {
  return cupMeasure(count).text;
}

/** What cups() writes, and the cups it measures. */
function cupMeasure(count: number): { text: string; cups: number } {
  const parts = count < 4 ? CUP_PARTS : HALVES;
  const nearest = partMark(count, parts);
  if (Math.abs(nearest - count) <= count * MOST_CUPS_OFF * (1 + TIE)) return { text: cupWord(fraction(count, parts)), cups: nearest };
  const whole = Math.floor(count);
  const under = whole + parts.filter(([part]) => part <= count - whole).at(-1)![0];
  const tablespoons = Math.round((count - under) * TBSP_PER_CUP);
  // Just over ¼ cup, a tablespoon more is too much: 4½ tbsp, a spoon a cook still counts.
  if (under <= 0.25 && count * TBSP_PER_CUP < 4.75) return { text: spoons(count * TBSP_PER_CUP * 3), cups: count };
  return { text: `${cupWord(fraction(under, parts))} plus ${tablespoons} tbsp`, cups: under + tablespoons / TBSP_PER_CUP };
}

// A set of measuring spoons: ⅛ to 2¾ teaspoons by quarters, then tablespoons by halves.
const TSP_MARKS = [0.125, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75];
const TSP_PER_TBSP = 3;

/** The spoon spoons() writes for a number of teaspoons, in teaspoons; null under what ⅛ tsp can say. */
export function spoonMark(teaspoons: number): number | null {
  const tablespoons = Array.from({ length: Math.ceil(teaspoons / TSP_PER_TBSP) * 2 + 2 }, (_, half) => (half / 2 + 1) * TSP_PER_TBSP);
  return nearestMark(teaspoons, [...TSP_MARKS, ...tablespoons]);
}

/**
 * Teaspoons as spoons: teaspoons under a tablespoon, by quarters (and ⅛); tablespoons after, by
 * halves; never a spoon more than a quarter over, and a pinch below ⅛ tsp.
 * @example spoons(1.5) // "1½ tsp"; spoons(4) // "1½ tbsp"; spoons(0.1) // "⅛ tsp"; spoons(0.05) // "1 pinch"
 */
export function spoons(teaspoons: number): string {
  const mark = spoonMark(teaspoons);
  if (mark === null) return A_PINCH;
  if (mark >= TSP_PER_TBSP) return `${fraction(mark / TSP_PER_TBSP, HALVES)} tbsp`;
  return `${mark === 0.125 ? '⅛' : fraction(mark)} tsp`;
}

/**
 * A volume of liquid in the visitor's units: millilitres and litres, or cups (spoons below a
 * quarter cup).
 * @example volume(200, "metric") // "200 ml"; volume(200, "us") // "¾ cup"; volume(30, "us") // "2 tbsp"
 */
export function volume(ml: number, units: Units): string {
  if (units === 'metric') return metric(ml, 'ml');
  if (ml < ML_PER_CUP / 4) return spoons(ml / 5);
  const inCups = cupMeasure(ml / ML_PER_CUP);
  // Under half a cup of a liquid that no one cup measure holds, tablespoons alone when they measure
  // nearer, as US recipes write "6 tbsp" for 90 ml rather than ⅓ cup plus 1 tbsp (95 ml). A dry
  // food stays in cups: six level spoons of flour are a pile to count.
  const tablespoons = Math.round(ml / ML_PER_TBSP);
  const nearer = Math.abs(tablespoons * ML_PER_TBSP - ml) < Math.abs(inCups.cups * ML_PER_CUP - ml);
  return ml < ML_PER_CUP / 2 && inCups.text.includes(' plus ') && nearer ? `${tablespoons} tbsp` : inCups.text;
}

/**
 * An oven setting in the visitor's units; in metric, with the fan oven's 20 degrees less.
 * @example oven(220, "metric") // "**220 °C** (200 °C fan)"; oven(220, "us") // "**425 °F**"
 */
export function oven(celsius: number, units: Units): string {
  return units === 'metric' ? `**${celsius} °C** (${celsius - 20} °C fan)` : `**${roundTo((celsius * 9) / 5 + 32, 25)} °F**`;
}

/** A square baking tin in the visitor's units: "a 20 cm square tin", "an 8-inch square pan". */
export function squareTin(cm: number, units: Units): string {
  if (units === 'metric') return `a ${cm} cm square tin`;
  const inches = Math.round(cm / 2.54);
  return `${/^(8|11|18)/.test(String(inches)) ? 'an' : 'a'} ${inches}-inch square pan`;
}
