import type { Dish } from './dish.ts';
import { cookBase, countRoles, heat, named, savoury, seasonAnd } from './dish.ts';
import type { Kitchen } from './kitchen.ts';
import type { PantryItem } from './pantry-items.ts';
import { sentence } from './prose.ts';
import { CURRY_SIGNALS, STOCKS } from './signals.ts';

const CURRY_BASES = new Set(['curry paste', 'curry powder', 'garam masala', 'ras el hanout']);

// Pastes fry with the spices; everything else in the sauce role goes in at the end.
const isPaste = (item: PantryItem): boolean => item.role === 'sauce' && item.entry?.cook !== undefined && item.entry.name !== 'cornstarch';
const finishers = (k: Kitchen): PantryItem[] => k.items('sauce', 'sweetener', 'dairy').filter((item) => !isPaste(item));
// Seafood goes in near the end, with the vegetables, so it does not toughen while the pot simmers.
const isSeafood = (item: PantryItem): boolean => item.entry?.category === 'seafood';
const browned = (k: Kitchen): PantryItem[] => k.items('protein').filter((item) => !isSeafood(item));
const simmered = (k: Kitchen, ...roles: Parameters<Kitchen['items']>): PantryItem[] => [
  ...k.items(...roles),
  ...k.items('protein').filter(isSeafood),
];

/** Something to simmer: a pot of stock and spices alone is not dinner. */
const hasSubstance = (used: readonly PantryItem[]): boolean =>
  used.some((item) => ['protein', 'veg', 'greens', 'legume', 'extra'].includes(item.role));

/** Soup: aromatics softened, liquid in, everything simmered, blended smooth when it suits. */
export const soup: Dish = {
  name: 'soup',
  servings: 4,
  accepts: savoury('fruit', 'baking', 'sweetener', 'egg'),
  fit(used) {
    const count = countRoles(used);
    if (!hasSubstance(used)) return undefined;
    if (named(used, STOCKS).length > 0) return 4;
    if (count('liquid') > 0 || count('legume') > 0) return 2;
    return count('veg') + count('greens') >= 3 ? 1 : undefined;
  },
  staples: () => ['olive oil', 'vegetable stock', 'salt'],
  scale: { dairy: 0.5 },
  stars: ['veg', 'legume', 'protein', 'greens', 'pasta', 'noodle', 'grain', 'extra'],
  noun: () => 'Soup',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} {noun} with {b}'],
  intros: [
    'A pot of {dish} that makes the most of {a} and {b}, and tastes even better the next day.',
    'Comfort in a bowl: {a} and {b} simmered slowly until everything is tender.',
    'One pot, a little chopping, and a good half hour of gentle simmering does all the work.',
  ],
  adjectives: ['Hearty', 'Warming', 'Cosy', 'Rustic'],
  tips: [
    'Soup keeps for four days in the fridge and freezes well; leave out any pasta or rice if you plan to freeze it.',
    'Season at the end: stock and cheese both bring salt, and a soup reduces as it simmers.',
    'A squeeze of lemon or a splash of vinegar just before serving wakes up a soup that tastes flat.',
  ],
  steps(k) {
    const liquids = k.items('liquid');
    const stock = named(liquids, STOCKS).length > 0;
    k.wait(5);
    const blended = !k.has('protein', 'pasta', 'noodle', 'grain') && k.has('veg');
    const rest = finishers(k);
    const top = k.items('cheese', 'herb', 'nut');
    const bread = k.items('bread');
    return [
      k.prep(k.used.filter((item) => item.role !== 'liquid')),
      `${heat(k, 'a large pot', 'medium')} ${k.cook([...k.items('aromatic', 'spice'), ...k.items('sauce').filter(isPaste)])}`,
      k.cook(browned(k)),
      liquids.length > 0
        ? sentence(`pour in ${k.the(liquids)}${stock ? '' : ' and about 1 litre of water'} and bring to the boil`)
        : 'Pour in about 1.2 litres of water and bring to the boil.',
      k.cook(simmered(k, 'veg', 'legume', 'pasta', 'noodle', 'grain', 'extra', 'greens'), { verb: 'simmer' }),
      blended
        ? sentence(`blend until smooth${rest.length > 0 ? `, then stir in ${k.the(rest)}` : ''}`)
        : rest.length > 0 ? sentence(`stir in ${k.the(rest)}`) : '',
      seasonAnd(k, `ladle into bowls${top.length > 0 ? `, topped with ${k.the(top)}` : ''}${bread.length > 0 ? `, with ${k.the(bread)} alongside` : ''}`),
    ].filter((step) => step.trim() !== '');
  },
};

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
    const side = [...grains, ...k.items('bread')];
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
        ? sentence(`pour in ${k.the(liquids)} with 200 ml water and bring to a gentle simmer`)
        : 'Pour in 400 ml water and bring to a gentle simmer.',
      k.cook(simmered(k, 'veg', 'legume', 'fruit', 'extra', 'greens'), { verb: 'simmer' }),
      rest.length > 0 ? sentence(`stir in ${k.the(rest)} and let it bubble for 1 minute`) : '',
      eggs.length > 0 ? sentence(`meanwhile, boil ${k.the(eggs)} for 8 minutes, cool, peel and halve, and nestle them into the curry`) : '',
      seasonAnd(k, `serve${side.length > 0 ? ` with ${k.the(side)}` : ''}${top.length > 0 ? `, scattered with ${k.the(top)}` : ''}`),
    ].filter((step) => step.trim() !== '');
  },
};
