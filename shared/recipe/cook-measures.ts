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

/**
 * Grams or millilitres as a cook weighs them: 5s when small, 10s, then 50s; a baker's 25s from
 * 100 up; kilos and litres past 1000.
 * @example metric(237, "ml") // "240 ml"; metric(1000, "ml") // "1 litre"; metric(112, "g", true) // "100 g"
 */
export function metric(value: number, unit: 'g' | 'ml', coarse = false): string {
  if (value >= 1000) {
    const big = roundTo(value, 100) / 1000;
    return unit === 'g' ? `${big} kg` : `${big} ${big === 1 ? 'litre' : 'litres'}`;
  }
  const step = value < 20 ? 5 : value < 100 ? 10 : value < 250 ? (coarse ? 25 : 10) : coarse ? 25 : 50;
  return `${roundTo(value, step)} ${unit}`;
}

const GRAMS_PER_OUNCE = 28.35;
const ML_PER_CUP = 240;

/**
 * A weight in ounces, or pounds from a pound up: halves under 2 oz, even ounces from 8.
 * @example ounces(300) // "10 oz"; ounces(600) // "1¼ lb"
 */
export function ounces(grams: number): string {
  const oz = grams / GRAMS_PER_OUNCE;
  if (oz >= 15) return `${fraction(oz / 16)} lb`;
  if (oz < 2) return `${fraction(oz, HALVES)} oz`;
  return `${oz < 8 ? Math.round(oz) : roundTo(oz, 2)} oz`;
}

/**
 * Cups to the nearest quarter or third below 4 cups (a cook has those measures, so ¾ cup × 3 is
 * 2¼ cups, never 2½), and to the nearest half from there, where a quarter cup is lost in the pot.
 * @example cups(0.7) // "⅔ cup"; cups(2.25) // "2¼ cups"; cups(4.2) // "4 cups"
 */
export function cups(count: number): string {
  const written = fraction(count, count < 4 ? CUP_PARTS : HALVES);
  return `${written} ${count > 1.1 ? 'cups' : 'cup'}`;
}

/**
 * Teaspoons as spoons: teaspoons under a tablespoon, by quarters; tablespoons after, by halves.
 * @example spoons(1.5) // "1½ tsp"; spoons(4) // "1½ tbsp"
 */
export function spoons(teaspoons: number): string {
  return teaspoons < 3 ? `${fraction(teaspoons)} tsp` : `${fraction(teaspoons / 3, HALVES)} tbsp`;
}

/**
 * A volume of liquid in the visitor's units: millilitres and litres, or cups (spoons below a
 * quarter cup).
 * @example volume(200, "metric") // "200 ml"; volume(200, "us") // "¾ cup"; volume(30, "us") // "2 tbsp"
 */
export function volume(ml: number, units: Units): string {
  if (units === 'metric') return metric(ml, 'ml');
  return ml < ML_PER_CUP / 4 ? spoons(ml / 5) : cups(ml / ML_PER_CUP);
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
