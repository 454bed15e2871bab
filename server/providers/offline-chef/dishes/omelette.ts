import type { Dish } from '../dish.ts';
import { countRoles, heat, savoury, seasonAnd } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { sentence } from '../prose.ts';

const fillingsOf = (k: Kitchen): PantryItem[] => k.items('protein', 'aromatic', 'veg', 'greens', 'legume', 'extra');

// Past a couple of fillings an omelette will not fold; set it flat under the grill instead.
const isFrittata = (k: Kitchen): boolean => fillingsOf(k).length + k.items('cheese').length >= 3;

/** Eggs with whatever fills them: folded omelette for a few fillings, a frittata for more. */
export const omelette: Dish = {
  name: 'omelette',
  servings: 2,
  // Salad things (lettuce, cucumber) have no pan time and no place in hot eggs.
  accepts: (item) =>
    savoury('pasta', 'noodle', 'grain', 'fruit', 'baking', 'liquid', 'sweetener', 'nut')(item) &&
    !((item.role === 'veg' || item.role === 'greens') && item.entry?.cook === undefined),
  fit: (used) => (countRoles(used)('egg') > 0 ? 4 : undefined),
  staples: () => ['butter', 'salt', 'black pepper'],
  scale: { dairy: 0.25 },
  stars: ['protein', 'veg', 'greens', 'cheese', 'aromatic', 'legume', 'extra', 'herb', 'egg'],
  noun: (k) => (isFrittata(k) ? 'Frittata' : 'Omelette'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} with {a} & {b}'],
  intros: [
    'Eggs are the fastest good dinner there is; here they carry {a} and {b}.',
    'A soft, golden {kind} built around {a}, quick enough for any night of the week.',
    'Breakfast, lunch or a late supper: {a} and {b}, wrapped in barely set eggs.',
  ],
  adjectives: ['Golden', 'Fluffy', 'Easy', 'Sunday'],
  tips: [
    'Take the pan off the heat while the top still looks a little wet; the eggs finish setting on the plate.',
    'A spoonful of milk or water in the beaten eggs makes them lighter, not richer; cream does the opposite.',
    'Leftovers are good cold the next day, cut into wedges, with a spoonful of something sharp.',
  ],
  steps(k) {
    const eggs = k.items('egg');
    const cheese = k.items('cheese');
    const frittata = isFrittata(k);
    const beaten = [...k.items('dairy'), ...k.items('spice')];
    const finish = [...k.items('herb'), ...k.items('pickle'), ...k.items('sauce')];
    const bread = k.items('bread');
    k.wait(frittata ? 9 : 3);
    return [
      k.prep(k.used.filter((item) => item.role !== 'egg')),
      sentence(`beat ${k.the(eggs)}${beaten.length > 0 ? ` with ${k.the(beaten)}` : ''} until smooth`),
      heat(k, frittata ? 'an ovenproof frying pan' : 'a non-stick frying pan', 'medium'),
      k.cook(fillingsOf(k)),
      frittata
        ? `Pour in the egg mixture${cheese.length > 0 ? `, scatter over ${k.the(cheese)}` : ''} and cook gently for 5 minutes, until the edges set. Slide the pan under a hot ${k.say('grill', 'broiler')} for 3–4 minutes, until puffed and golden.`
        : `Pour in the egg mixture and cook for 3 minutes, drawing the edges into the middle with a spatula${cheese.length > 0 ? `. Scatter over ${k.the(cheese)} while the top is still a little runny` : ''}, then fold it in half.`,
      seasonAnd(k, `serve at once${finish.length > 0 ? ` with ${k.the(finish)}` : ''}${bread.length > 0 ? `${finish.length > 0 ? ' and' : ' with'} ${k.the(bread)}, toasted` : ''}`),
    ].filter((step) => step !== '');
  },
};
