import type { Dish } from '../dish.ts';
import { countRoles, heat, savoury, seasonAnd } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { minutesText, sentence, titleCase } from '../prose.ts';

function cookInWater(k: Kitchen, item: PantryItem): string {
  const minutes = item.entry?.cook?.minutes ?? 10;
  k.wait(minutes);
  return sentence(`cook ${k.the([item])} in the boiling water for ${minutesText(minutes)}, until ${item.entry?.cook?.until ?? 'al dente'}`);
}

/** Pasta tossed with a pan sauce made from what is at hand. */
export const pasta: Dish = {
  name: 'pasta dish',
  servings: 2,
  accepts: (item) =>
    savoury('grain', 'noodle', 'fruit', 'baking', 'sweetener')(item) &&
    (item.role !== 'bread' || item.entry?.name === 'breadcrumbs'),
  fit: (used) => (countRoles(used)('pasta') > 0 ? 6 : undefined),
  staples: () => ['olive oil', 'salt', 'black pepper'],
  scale: { dairy: 0.5 },
  stars: ['protein', 'veg', 'greens', 'legume', 'cheese', 'extra', 'herb'],
  noun: (k) => titleCase(k.items('pasta')[0]?.label ?? 'Pasta'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} with {a} & {b}'],
  intros: [
    'A weeknight bowl of pasta where {a} and {b} make the sauce while the water boils.',
    'Pasta, one pan and whatever the cupboard holds are all it takes.',
    'The starchy cooking water is the secret here: it turns {a} and {b} into a silky sauce.',
  ],
  adjectives: ['Weeknight', 'Simple', 'Silky', 'Rustic'],
  tips: [
    'Salt the pasta water until it tastes like mild sea water; it is the only chance to season the pasta itself.',
    'Never skip the splash of cooking water: its starch is what makes the sauce cling.',
    'Undercook the pasta by a minute and let it finish in the sauce, where it drinks up the flavour.',
  ],
  steps(k) {
    const pastas = k.items('pasta');
    const eggs = k.items('egg');
    const toppings = k.items('pickle', 'cheese', 'herb', 'nut', 'bread');
    const sauce = k.items('liquid', 'sauce', 'dairy');
    return [
      `Bring a large pan of well-salted water to the boil. ${k.prep(k.used.filter((item) => item.role !== 'pasta' && item.role !== 'egg'))}`,
      heat(k, 'a large frying pan', 'medium'),
      k.cook(k.items('protein')),
      k.cook(k.items('aromatic', 'spice')),
      k.cook(k.items('veg', 'greens', 'legume', 'extra')),
      sauce.length > 0 ? sentence(`stir in ${k.the(sauce)} and let it bubble gently for 3 minutes`) : '',
      `${pastas.map((item) => cookInWater(k, item)).join(' ')} Scoop out a mugful of the cooking water, then drain.`,
      eggs.length > 0
        ? `Take the pan off the heat, tip in the pasta with a splash of the cooking water, then pour in ${k.the(eggs)}, beaten, and toss quickly so they turn creamy without scrambling.`
        : 'Tip the pasta into the sauce with a good splash of the cooking water and toss for a minute, until glossy.',
      seasonAnd(k, `serve${toppings.length > 0 ? ` topped with ${k.the(toppings)}` : ' straight away'}`),
    ].filter((step) => step.trim() !== '');
  },
};
