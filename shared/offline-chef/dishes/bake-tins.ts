// What a bake is baked in, sized to the amount: a bake for two in a tin for six lies too thin and
// dries out, and one for twelve overflows it. The depth stays about the same, so the time does too.
import { squareTin } from '../../recipe/cook-measures.ts';
import type { Kitchen } from '../kitchen.ts';

/** Where the bake goes, as the steps say it: "line an 18 cm square tin with baking paper", then "the tin". */
export interface Tins {
  /** "an 18 cm square tin", "two 20 cm square tins", "a 16 cm frying pan". */
  readonly text: string;
  /** "the tin", "the tins", "the pans". */
  readonly the: string;
  readonly count: number;
}

// Square tins a cook keeps, by side; squareTin names them as a US cook's 6-, 7-, 8- and 9-inch pans.
const SQUARE_TINS = [15, 18, 20, 23];
// Frying pans, by width across, with the size a US cook asks for.
const FRYING_PANS: ReadonlyMap<number, number> = new Map([[16, 6], [20, 8], [24, 10], [28, 11]]);
// A tin a little too big only makes the bake a touch thinner; one too small overflows.
const ROOM = 0.9;
// Under this share of the smallest tin, a batter lies too thin to bake as a cake: small cakes in paper cases instead.
const TOO_THIN = 0.6;
// Small cakes for one serving, the fewest a tin is lined with.
const CASES_PER_SERVING = 2;
const HOLES = 12;
const COUNTS = ['no', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

const square = (cm: number): number => cm * cm;
const round = (cm: number): number => Math.PI * (cm / 2) ** 2;

/**
 * How many of which size hold `area` cm² at the bake's own depth: the smallest size that holds a
 * share, as few as hold it all.
 * @example sizeFor(267, [15, 18, 20, 23], square) // { count: 1, size: 18, fill: 0.82 }
 */
export function sizeFor(area: number, sizes: readonly number[], areaOf: (size: number) => number): { count: number; size: number; fill: number } {
  const largest = sizes.at(-1)!;
  const count = Math.max(1, Math.ceil((area * ROOM) / areaOf(largest)));
  const size = sizes.find((one) => areaOf(one) >= (area / count) * ROOM) ?? largest;
  return { count, size, fill: area / count / areaOf(size) };
}

/** "a" or "an" as the size is said: "an 18 cm square tin", "an 8-inch skillet". */
const article = (sized: string): string => `${/^(?:8|11|18)\b/.test(sized) ? 'an' : 'a'} ${sized}`;
const counted = (count: number, one: string, many: string): string => (count === 1 ? article(one) : `${COUNTS[count] ?? count} ${many}s`);

/**
 * The square tins that hold what one `cm` tin holds for the dish's own servings, for the recipe's
 * servings; null when even the smallest would be left too thin (see paperCases).
 */
export function squareTins(k: Kitchen, cm: number, thinIsFine = false): Tins | null {
  const { count, size, fill } = sizeFor(square(cm) * k.portions, SQUARE_TINS, square);
  if (fill < TOO_THIN && !thinIsFine) return null;
  const one = squareTin(size, k.units).replace(/^an? /, '');
  return { text: counted(count, one, one), the: `the ${k.say('tin', 'pan')}${count > 1 ? 's' : ''}`, count };
}

/**
 * The frying pans that hold what one `cm` pan holds for the dish's own servings: "a 16 cm frying
 * pan", "two 24 cm frying pans"; only one, the widest past what that holds, when it must be one.
 * `depth` is how deep what goes in lies, over the dish's own: 0.375 for a cake for one in a 16 cm pan.
 */
export function fryingPans(k: Kitchen, cm: number, kind = k.say('frying pan', 'skillet'), one = false): Tins & { readonly depth: number } {
  const area = round(cm) * k.portions;
  const sized = sizeFor(area, [...FRYING_PANS.keys()], round);
  const { count, size } = one && sized.count > 1 ? { count: 1, size: [...FRYING_PANS.keys()].at(-1)! } : sized;
  const width = k.say(`${size} cm`, `${FRYING_PANS.get(size)}-inch`);
  const depth = area / count / round(size);
  return { text: counted(count, `${width} ${kind}`, `${width} ${kind}`), the: `the ${k.say('pan', 'skillet')}${count > 1 ? 's' : ''}`, count, depth };
}

/** Paper cases in a muffin tin, two for each serving (a tin of twelve serves a bake's own six): "line 4 holes of a muffin tin with paper cases". */
export function paperCases(k: Kitchen): Tins & { readonly line: string } {
  const cases = Math.max(CASES_PER_SERVING, Math.round(HOLES * k.portions));
  const paper = k.say('paper cases', 'paper liners');
  const tins = Math.ceil(cases / HOLES);
  const line =
    tins === 1
      ? `line ${cases} ${k.say('holes of a muffin tin', 'cups of a muffin pan')} with ${paper}`
      : `line ${COUNTS[tins] ?? tins} ${k.say('12-hole muffin tins', '12-cup muffin pans')} with ${cases} ${paper}`;
  return { text: `${cases} ${paper}`, the: `the ${k.say('cases', 'liners')}`, count: cases, line };
}
