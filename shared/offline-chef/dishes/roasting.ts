// What a roast shares however it is cooked, in the oven or in a pan: what goes in, what flavours
// it, and what goes on at the end.
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { joinAnd, sentence } from '../prose.ts';
import { seasonAnd } from '../dish.ts';

const woody = (item: PantryItem): boolean => item.role === 'herb' && item.entry?.cook !== undefined;
// Burnt to nothing by a hot oven: sliced and scattered over the tray once it is out.
const scattered = (item: PantryItem): boolean => item.entry?.name === 'green onion';

/** A roast's parts: what cooks, what it is tossed in, the sauce made alongside, and the last step, served from `where`. */
export function roastParts(k: Kitchen) {
  const tray = k.items('protein', 'veg', 'aromatic', 'legume', 'greens', 'fruit', 'extra').filter((item) => !scattered(item));
  // Kimchi, pickles, olives: on the table beside the tray, never in the oven.
  const alongside = k.items('pickle');
  const rub = [...k.items('fat'), ...k.items('spice'), ...k.items('herb').filter(woody), ...k.items('sauce').filter((i) => i.entry?.cook)];
  const dairy = k.items('dairy');
  const condiments = k.items('sauce', 'sweetener').filter((i) => !rub.includes(i));
  // With yogurt or sour cream the condiments make a sauce; without, they are drizzled over.
  const sauce = dairy.length > 0 ? [...dairy, ...condiments] : [];
  const drizzle = dairy.length > 0 ? [] : condiments;
  const top = [...k.used.filter(scattered), ...k.items('cheese', 'nut'), ...k.items('herb').filter((i) => !woody(i))];
  const finish = [top.length > 0 ? `scatter over ${k.the(top)}` : '', drizzle.length > 0 ? `drizzle over ${k.the(drizzle)}` : ''].filter(Boolean);
  const sauceStep = sauce.length > 0 ? sentence(`meanwhile, stir ${k.the(sauce)} with a splash of water to make a quick sauce`) : '';
  const serve = (where: string): string =>
    seasonAnd(
      k,
      `${finish.length > 0 ? `${joinAnd(finish)} and ` : ''}serve from the ${where}${sauce.length > 0 ? ' with the sauce' : ''}${alongside.length > 0 ? `, with ${k.the(alongside)} alongside` : ''}`,
    );
  return { tray, rub, sauceStep, serve };
}
