import type { Dish } from '../dish.ts';
import { cookBase, FLAVOURINGS, heat, seasonAnd } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { dressing } from './dressing.ts';

const solids = (k: Kitchen): PantryItem[] => k.used.filter((item) => !FLAVOURINGS.includes(item.role));

const isBase = (item: PantryItem): boolean => ['grain', 'pasta', 'noodle'].includes(item.role);

const needsHeat = (item: PantryItem): boolean =>
  item.role === 'protein' || ((item.role === 'veg' || item.role === 'aromatic') && (item.entry?.cook?.minutes ?? 0) >= 5);

/** The fallback when no dish fits: cook what needs cooking and lay it all out with a dip. */
export const board: Dish = {
  name: 'sharing board',
  servings: 4,
  accepts: () => true,
  fit: () => 0,
  staples: () => ['olive oil', 'salt', 'black pepper'],
  stars: ['protein', 'cheese', 'veg', 'fruit', 'legume', 'bread', 'egg', 'nut', 'pickle', 'extra', 'dairy', 'herb', 'sauce', 'spice', 'sweetener'],
  noun: () => 'Sharing Board',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}'],
  intros: [
    'Not every list wants to be one dish, so this lays {a} and {b} out to share, each at its best.',
    'A little cooking, a little arranging, and something to pick at and share, starring {a}.',
    'Simple and flexible: {a} prepared well and served together.',
  ],
  adjectives: ['Pick-and-Mix', 'Easy', 'Sharing', 'Pantry'],
  tips: [
    'Put out small bowls and let everyone combine things their own way.',
    'Anything sharp, salty or crunchy makes a spread feel generous; a few pickles or toasted seeds go a long way.',
    'Keep leftovers separate in the fridge; they make quick lunches for the next two days.',
  ],
  steps(k) {
    const all = solids(k);
    // Lists of flavourings alone go to the dressing; this keeps the board whole if one slips through.
    if (all.length === 0) return dressing.steps(k);
    const hot = all.filter(needsHeat);
    const eggs = k.items('egg');
    const nuts = k.items('nut');
    const dip = k.used.filter((item) => FLAVOURINGS.includes(item.role) && item.role !== 'season' && (hot.length === 0 || item.role !== 'fat'));
    if (eggs.length > 0) k.wait(8);
    if (nuts.length > 0) k.wait(3);
    return [
      k.prep(k.used.filter((item) => item.role !== 'egg')),
      all.filter(isBase).map((base) => cookBase(k, base)).join(' '),
      hot.length > 0 ? `${heat(k, 'a large frying pan')} ${k.cook(hot)}` : '',
      eggs.length > 0 ? sentence(`boil ${k.the(eggs)} for 8 minutes, cool in cold water, then peel and halve`) : '',
      nuts.length > 0 ? sentence(`toast ${k.the(nuts)} in a dry pan for 3 minutes, until golden`) : '',
      dip.length > 0 ? sentence(`stir ${k.the(dip)}${dip.length > 1 ? ' together' : ''} in a small bowl to make a dip`) : '',
      seasonAnd(k, `arrange ${k.the(all.filter((item) => item.role !== 'nut'))} on a board${nuts.length > 0 ? ', scatter over the nuts' : ''}${dip.length > 0 ? ' and set the dip alongside' : ''}`),
    ].filter((step) => step.trim() !== '');
  },
};
