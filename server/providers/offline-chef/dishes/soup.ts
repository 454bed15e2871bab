import type { Dish } from '../dish.ts';
import { countRoles, heat, named, savoury, seasonAnd } from '../dish.ts';
import { sentence } from '../prose.ts';
import { STOCKS } from '../signals.ts';
import { browned, finishers, hasSubstance, isPaste, simmered } from '../simmering.ts';

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
    'One pot, a little chopping, and gentle simmering does all the work.',
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
    // Pickled and fermented things go in at the end, to warm through, not to simmer.
    const rest = [...finishers(k), ...k.items('pickle')];
    const top = k.items('cheese', 'herb', 'nut');
    const bread = k.items('bread');
    return [
      k.prep(k.used.filter((item) => item.role !== 'liquid')),
      `${heat(k, 'a large pot', 'medium')} ${k.cook([...k.items('aromatic', 'spice'), ...k.items('sauce').filter(isPaste)])}`,
      k.cook(browned(k)),
      liquids.length > 0
        ? sentence(`pour in ${k.the(liquids)}${stock ? '' : ` and about ${k.volume(1000)} of water`} and bring to the boil`)
        : `Pour in about ${k.volume(1200)} of water and bring to the boil.`,
      k.cook(simmered(k, 'veg', 'legume', 'pasta', 'noodle', 'grain', 'extra', 'greens'), { verb: 'simmer' }),
      blended
        ? sentence(`blend until smooth${rest.length > 0 ? `, then stir in ${k.the(rest)}` : ''}`)
        : rest.length > 0 ? sentence(`stir in ${k.the(rest)}`) : '',
      seasonAnd(k, `ladle into bowls${top.length > 0 ? `, topped with ${k.the(top)}` : ''}${bread.length > 0 ? `, with ${k.the(bread)} alongside` : ''}`),
    ].filter((step) => step.trim() !== '');
  },
};
