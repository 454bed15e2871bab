import type { Dish, DishMethod } from '../dish.ts';
import { countRoles, savoury } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { prepSmall } from '../ways.ts';
import { panRoast } from './pan-roast.ts';
import { roastParts } from './roasting.ts';

/** Whether the roast's fat is butter (or another that sets), which must be melted to coat anything. */
const solidFat = (k: Kitchen): boolean => k.items('fat').some((item) => !/\boil\b/.test(item.entry?.name ?? item.text));

/** "Mix the olive oil and paprika in a large bowl...", melting butter first: it pours, and coats, only once it is liquid. */
function bowlOf(k: Kitchen, rub: readonly PantryItem[]): string {
  const salt = 'in a large bowl with a good pinch of salt';
  if (!solidFat(k)) return `${rub.length > 1 ? 'mix' : 'pour'} ${k.the(rub)} ${rub.length > 1 ? salt : salt.replace(/^in/, 'into')}`;
  const fats = k.items('fat');
  const others = rub.filter((item) => !fats.includes(item));
  return `melt ${k.the(fats)} and ${others.length > 0 ? `mix it with ${k.the(others)} ${salt}` : `pour it ${salt.replace(/^in/, 'into')}`}`;
}

/** Where a roast goes: one large tray, or two for more than one holds in a single layer (crowded, it steams). */
const trays = (k: Kitchen): string => (k.crowded ? `two large ${k.say('baking trays', 'sheet pans')}` : `a large ${k.say('baking tray', 'sheet pan')}`);

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

// Nobody opens the oven to add something for less than this.
const OVEN_STEP_MINUTES = 5;

/**
 * Oven minutes in a hotter oven for pieces cut small: about three fifths, in fives, never under
 * what a small piece needs to cook through (meat longer than the rest).
 */
function quickMinutes(item: PantryItem): number {
  const least = item.role === 'protein' && item.entry?.category !== 'seafood' ? 15 : 10;
  return Math.max(Math.min(roastMinutes(item), least), Math.round((roastMinutes(item) * 0.6) / OVEN_STEP_MINUTES) * OVEN_STEP_MINUTES);
}

/** Quicker: a hotter oven, everything cut small and tossed in its oil right on the tray. */
const quicker: DishMethod = {
  steps(k) {
    const { tray, rub, sauceStep, serve } = roastParts(k);
    const tossIn = rub.length > 0 ? `${k.the(rub)} and ` : '';
    return [
      `Heat the oven to ${k.oven(230)}. ${prepSmall(k, k.used)}`,
      k.cook(tray, {
        verb: 'roast',
        minutes: quickMinutes,
        together: OVEN_STEP_MINUTES,
        lead: (names) => `toss ${names} with ${tossIn}a good pinch of salt right on ${trays(k)}, spread out in one layer`,
      }),
      sauceStep,
      serve(k.say('tray', 'pan')),
    ].filter((step) => step.trim() !== '');
  },
};

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
    const { tray, rub, sauceStep, serve } = roastParts(k);
    return [
      `Heat the oven to ${k.oven(220)}. ${k.prep(k.used)}`,
      sentence(bowlOf(k, rub)),
      k.cook(tray, {
        verb: 'roast',
        minutes: roastMinutes,
        together: OVEN_STEP_MINUTES,
        lead: (names) => `toss ${names} in ${solidFat(k) ? 'the melted butter' : 'the oil'}, spread in one layer over ${trays(k)}`,
      }),
      sauceStep,
      serve(k.say('tray', 'pan')),
    ].filter((step) => step.trim() !== '');
  },
  methods: { quicker, 'no-oven': panRoast },
};
