import type { Dish, DishMethod } from '../dish.ts';
import { cookBase, FLAVOURINGS, fry, seasonAnd } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { EGG_MINUTES, eggsCooked } from '../safe-cooking.ts';
import { baseFirst, cutSmall, onePan, prepSmall } from '../ways.ts';
import { dressing } from './dressing.ts';

const solids = (k: Kitchen): PantryItem[] => k.used.filter((item) => !FLAVOURINGS.includes(item.role));

const isBase = (item: PantryItem): boolean => ['grain', 'pasta', 'noodle'].includes(item.role);

const needsHeat = (item: PantryItem): boolean =>
  item.role === 'protein' || ((item.role === 'veg' || item.role === 'aromatic') && (item.entry?.cook?.minutes ?? 0) >= 5);

/** What goes where on a board, however its parts are cooked. */
function boardParts(k: Kitchen) {
  const all = solids(k);
  const hot = all.filter(needsHeat);
  const eggs = k.items('egg');
  const nuts = k.items('nut');
  const dip = k.used.filter((item) => FLAVOURINGS.includes(item.role) && item.role !== 'season' && (hot.length === 0 || item.role !== 'fat'));
  const boil = (where: string): string => {
    k.wait(EGG_MINUTES.boil);
    return sentence(`boil ${k.the(eggs)}${where} ${eggsCooked('boil', k.units)}, cool in cold water, then peel and halve`);
  };
  const toast = (where: string, after = ''): string => {
    k.wait(3);
    return sentence(`toast ${k.the(nuts)} in ${where} for 3 minutes, until golden${after}`);
  };
  const mix = dip.length > 0 ? sentence(`stir ${k.the(dip)}${dip.length > 1 ? ' together' : ''} in a small bowl to make a dip`) : '';
  const arrange = seasonAnd(
    k,
    `arrange ${k.the(all.filter((item) => item.role !== 'nut'))} on a board${nuts.length > 0 ? ', scatter over the nuts' : ''}${dip.length > 0 ? ' and set the dip alongside' : ''}`,
  );
  return { all, bases: all.filter(isBase), hot, eggs, nuts, boil, toast, mix, arrange };
}

const chopped = (k: Kitchen) => k.used.filter((item) => item.role !== 'egg');

/** Quicker: eggs and grains boil side by side while one pan toasts the nuts and cooks the rest, cut small. */
const quicker: DishMethod = {
  applies: (k) => solids(k).length > 0,
  steps(k) {
    const { bases, hot, eggs, nuts, boil, toast, mix, arrange } = boardParts(k);
    const prep = prepSmall(k, chopped(k));
    const [boiled, pan] = k.together(
      () => k.together(() => bases.map((base) => cookBase(k, base)).join(' '), () => (eggs.length > 0 ? boil('') : '')).filter(Boolean).join(' '),
      () => {
        const toasted = nuts.length > 0 ? toast('a large, dry frying pan', ', then tip out') : '';
        return [toasted, hot.length > 0 ? fry(k, nuts.length > 0 ? 'the same pan' : 'a large frying pan', () => k.cook(hot, { minutes: cutSmall })) : ''].filter(Boolean).join(' ');
      },
    );
    return [prep, boiled, [pan, mix, arrange].filter(Boolean).join(' ')].filter((step) => step.trim() !== '');
  },
};

/** One pot: nuts, eggs, grains and the hot things take turns in one pan. */
const onePot: DishMethod = {
  applies: (k) => {
    const { bases, hot, eggs, nuts } = boardParts(k);
    return [bases, hot, eggs, nuts].filter((group) => group.length > 0).length >= 2;
  },
  steps(k) {
    const { bases, hot, eggs, nuts, boil, toast, mix, arrange } = boardParts(k);
    const pan = onePan(k, 'a large, deep frying pan', bases);
    return [
      k.prep(chopped(k)),
      nuts.length > 0 ? toast(`${pan()}, dry,`, ', then tip out') : '',
      eggs.length > 0 ? boil(` in ${pan()} of water`) : '',
      baseFirst(k, bases, pan),
      hot.length > 0 ? fry(k, pan(), () => k.cook(hot), undefined, true) : '',
      mix,
      arrange,
    ].filter((step) => step.trim() !== '');
  },
};

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
    'Refrigerate leftovers within 2 hours, each kept separate, and eat them within 2 days; they make quick lunches.',
  ],
  steps(k) {
    // Lists of flavourings alone go to the dressing; this keeps the board whole if one slips through.
    if (solids(k).length === 0) return dressing.steps(k);
    const { bases, hot, eggs, nuts, boil, toast, mix, arrange } = boardParts(k);
    return [
      k.prep(chopped(k)),
      bases.map((base) => cookBase(k, base)).join(' '),
      hot.length > 0 ? fry(k, 'a large frying pan', () => k.cook(hot)) : '',
      eggs.length > 0 ? boil('') : '',
      nuts.length > 0 ? toast('a dry pan') : '',
      mix,
      arrange,
    ].filter((step) => step.trim() !== '');
  },
  methods: { quicker, 'one-pot': onePot },
};
