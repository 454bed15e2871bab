import type { Dish } from '../dish.ts';
import { countRoles, savoury, seasonAnd } from '../dish.ts';
import type { PantryItem } from '../pantry-items.ts';
import { joinAnd, sentence } from '../prose.ts';

// Oven minutes at 220 °C, by what the item is; pan times do not carry over to a hot oven.
function roastMinutes(item: PantryItem): number {
  const category = item.entry?.category;
  if (category === 'root') return 35;
  if (category === 'seafood') return 12;
  // In fives, as a cook times an oven.
  if (item.role === 'protein') return Math.min(35, Math.max(20, Math.round(((item.entry?.cook?.minutes ?? 7) * 3) / 5) * 5));
  if (item.role === 'greens') return 8;
  if (item.role === 'fruit' || item.role === 'extra') return 15;
  return item.role === 'aromatic' ? 25 : 20;
}

const woody = (item: PantryItem): boolean => item.role === 'herb' && item.entry?.cook !== undefined;
// Burnt to nothing by a hot oven: sliced and scattered over the tray once it is out.
const scattered = (item: PantryItem): boolean => item.entry?.name === 'green onion';
// Nobody opens the oven to add something for less than this.
const OVEN_STEP_MINUTES = 5;

/** A sheet-pan roast: everything on one tray, added in turn so it is all done together. */
export const roast: Dish = {
  name: 'traybake',
  servings: 4,
  accepts: (item) =>
    savoury('pasta', 'noodle', 'grain', 'bread', 'liquid', 'baking', 'egg')(item) &&
    (item.role !== 'dairy' || item.entry?.unit !== 'ml') &&
    // Apples and plums roast; melon and berries only collapse.
    (item.role !== 'fruit' || item.entry?.cook !== undefined),
  fit(used) {
    const count = countRoles(used);
    const roots = used.filter((item) => item.entry?.category === 'root').length;
    if (count('protein') === 0 && roots === 0 && count('veg') < 2) return undefined;
    return 1 + (roots > 0 ? 2 : 0) + (count('protein') > 0 ? 1 : 0);
  },
  staples: () => ['olive oil', 'salt', 'black pepper'],
  stars: ['protein', 'veg', 'legume', 'greens', 'fruit', 'extra', 'pickle'],
  noun: (k) => k.pick(['Traybake', 'Sheet-Pan Roast']),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} of {a} & {b}'],
  intros: [
    'One tray, a hot oven, and {a} and {b} turn golden at the edges while you do something else.',
    'Hardly any washing up: everything roasts together and comes out caramelised and tender.',
    'The oven does the work here; the only trick is adding things in the right order.',
  ],
  adjectives: ['Golden', 'Crispy', 'Roasted', 'Easy'],
  tips: [
    'Use the biggest tray you have and spread things out: crowded vegetables steam instead of browning.',
    'Cut everything that goes in at the same time to about the same size, so it cooks evenly.',
    'Leftovers make a great lunch the next day, warmed through or tossed cold with a few salad leaves.',
  ],
  steps(k) {
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
    return [
      `Heat the oven to ${k.oven(220)}. ${k.prep(k.used)}`,
      sentence(`${rub.length > 1 ? 'mix' : 'pour'} ${k.the(rub)} into a large bowl with a good pinch of salt`),
      k.cook(tray, {
        verb: 'roast',
        minutes: roastMinutes,
        together: OVEN_STEP_MINUTES,
        lead: (names) => `toss ${names} in the oil, spread over a large ${k.say('baking tray', 'sheet pan')}`,
      }),
      sauce.length > 0 ? sentence(`meanwhile, stir ${k.the(sauce)} with a splash of water to make a quick sauce`) : '',
      seasonAnd(k, `${finish.length > 0 ? `${joinAnd(finish)} and ` : ''}serve from the ${k.say('tray', 'pan')}${sauce.length > 0 ? ' with the sauce' : ''}${alongside.length > 0 ? `, with ${k.the(alongside)} alongside` : ''}`),
    ].filter((step) => step.trim() !== '');
  },
};
