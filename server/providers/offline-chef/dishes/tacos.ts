import type { Dish } from '../dish.ts';
import { cookBase, heat, named, needsCooking, savoury, seasonAnd, spoonable } from '../dish.ts';
import { joinAnd, sentence } from '../prose.ts';
import { MEXICAN_SIGNALS, WRAP_BREADS } from '../signals.ts';

/** Warm tortillas or flatbreads filled with a spiced filling and fresh toppings. */
export const tacos: Dish = {
  name: 'taco night',
  servings: 2,
  accepts: (item) =>
    savoury('pasta', 'noodle', 'baking', 'liquid')(item) &&
    spoonable(item) &&
    (item.role !== 'bread' || WRAP_BREADS.has(item.entry?.name ?? '')),
  fit: (used) => (named(used, WRAP_BREADS).length > 0 ? 4 + Math.min(3, named(used, MEXICAN_SIGNALS).length) : undefined),
  staples: () => ['olive oil', 'salt', 'black pepper'],
  stars: ['protein', 'legume', 'veg', 'greens', 'egg', 'extra', 'fruit', 'cheese', 'pickle'],
  noun: (k) => (k.items('bread').some((item) => item.entry?.name.includes('tortilla')) ? 'Tacos' : 'Wraps'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} with {a} & {b}'],
  intros: [
    'Put everything on the table and let people build their own: {a}, {b} and all the trimmings.',
    'Warm, spiced {a} folded up with {b} and something fresh on top.',
    'Hand-held and messy in the best way, and quick to put together.',
  ],
  adjectives: ['Loaded', 'Smoky', 'Crispy', 'Street-Style'],
  tips: [
    'Warm the tortillas or breads just before serving and keep them wrapped in a clean tea towel so they stay soft.',
    'Something sharp lifts the whole thing: a squeeze of lime, quick-pickled onion or a spoon of salsa.',
    'Do not overfill: two spoonfuls of filling and a little topping fold without splitting.',
  ],
  steps(k) {
    const bread = k.items('bread');
    const filling = [...k.items('protein', 'legume', 'extra'), ...k.items('veg', 'aromatic').filter(needsCooking)];
    const fresh = k.items('veg', 'aromatic', 'greens', 'fruit').filter((item) => !filling.includes(item));
    const eggs = k.items('egg');
    const hot = filling.length + eggs.length > 0;
    // With nothing to cook, the spices go on top rather than into a pan.
    const top = [...fresh, ...k.items('pickle', 'cheese', 'dairy', 'sauce', 'sweetener', 'herb', 'nut'), ...(hot ? [] : k.items('spice', 'fat'))];
    const fill = [hot ? 'the filling' : '', k.has('grain') ? k.the(k.items('grain')) : ''].filter(Boolean);
    return [
      k.prep(k.used.filter((item) => item.role !== 'bread' && item.role !== 'egg')),
      k.items('grain').map((grain) => cookBase(k, grain)).join(' '),
      hot ? `${heat(k, 'a large frying pan')} ${k.cook([...filling, ...k.items('spice')])}` : '',
      eggs.length > 0 ? sentence(`push everything to one side, scramble ${k.the(eggs)} in the space for 2 minutes, then stir together`) : '',
      sentence(`warm ${k.the(bread)} in a dry pan for 30 seconds a side`),
      fill.length > 0
        ? sentence(`fill each with ${joinAnd(fill)}${top.length > 0 ? `, then top with ${k.the(top)}` : ''}`)
        : sentence(`top each with ${k.the(top)}`),
      seasonAnd(k, 'fold up and eat straight away'),
    ].filter((step) => step !== '');
  },
};
