import type { Dish } from '../dish.ts';
import { cookBase, countRoles, heat, named, savoury, seasonAnd } from '../dish.ts';
import { sentence } from '../prose.ts';
import { CURRY_SIGNALS } from '../signals.ts';
import { browned, finishers, hasSubstance, isPaste, simmered } from '../simmering.ts';

const CURRY_BASES = new Set(['curry paste', 'curry powder', 'garam masala', 'ras el hanout']);

/** A curry: aromatics, spices and paste, then protein and vegetables simmered in a sauce. */
export const curry: Dish = {
  name: 'curry',
  servings: 4,
  accepts: (item) => savoury('pasta', 'noodle', 'baking', 'cheese')(item) && (item.role !== 'bread' || item.entry?.name !== 'breadcrumbs'),
  fit(used) {
    const signals = named(used, CURRY_SIGNALS).length;
    const count = countRoles(used);
    if (!hasSubstance(used) || (signals === 0 && !(count('legume') > 0 && count('spice') >= 2))) return undefined;
    return 2 + 2 * Math.min(3, signals);
  },
  // Curry powder only when nothing listed already carries the curry's spice.
  staples: (used) => (used.some((item) => CURRY_BASES.has(item.entry?.name ?? '')) ? ['vegetable oil', 'salt'] : ['vegetable oil', 'curry powder', 'salt']),
  stars: ['protein', 'legume', 'veg', 'greens', 'extra'],
  noun: () => 'Curry',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} {noun} with {b}'],
  intros: [
    'A {dish} for a cold evening: {a} and {b} simmered in a fragrant, spiced sauce.',
    'Built layer by layer, spices first and then {a}, so every mouthful tastes of something.',
    'Mild enough for everyone, and easy to turn up the heat at the table.',
  ],
  adjectives: ['Fragrant', 'Golden', 'Comforting', 'Mellow'],
  tips: [
    'Let the spices sizzle in the oil for a full minute before adding liquid; raw spices taste dusty.',
    'Like most curries this improves overnight. Reheat it gently with a splash of water.',
    'Too hot? Stir in a spoon of yogurt or coconut milk. Too flat? A pinch of salt and a squeeze of lime.',
  ],
  steps(k) {
    const liquids = k.items('liquid');
    const grains = k.items('grain');
    // Pickles are eaten with a curry, not cooked in it.
    const side = [...grains, ...k.items('bread'), ...k.items('pickle')];
    const top = k.items('herb', 'nut');
    const rest = finishers(k);
    const eggs = k.items('egg');
    k.wait(5);
    return [
      k.prep(k.used.filter((item) => item.role !== 'grain' && item.role !== 'egg')),
      grains.map((grain) => cookBase(k, grain)).join(' '),
      `${heat(k, 'a large, deep pan', 'medium')} ${k.cook(k.items('aromatic'))}`,
      k.cook([...k.items('spice'), ...k.items('sauce').filter(isPaste)], { verb: 'stir' }),
      k.cook(browned(k)),
      liquids.length > 0
        ? sentence(`pour in ${k.the(liquids)} with ${k.volume(250)} water and bring to a gentle simmer`)
        : `Pour in ${k.volume(400)} water and bring to a gentle simmer.`,
      k.cook(simmered(k, 'veg', 'legume', 'fruit', 'extra', 'greens'), { verb: 'simmer' }),
      rest.length > 0 ? sentence(`stir in ${k.the(rest)} and let it bubble for 1 minute`) : '',
      eggs.length > 0 ? sentence(`meanwhile, boil ${k.the(eggs)} for 8 minutes, cool, peel and halve, and nestle them into the curry`) : '',
      seasonAnd(k, `serve${side.length > 0 ? ` with ${k.the(side)}` : ''}${top.length > 0 ? `, scattered with ${k.the(top)}` : ''}`),
    ].filter((step) => step.trim() !== '');
  },
};
