import type { Dish } from '../dish.ts';
import { cookBase, countRoles, heat, needsCooking, RAW_AROMATICS, savoury, seasonAnd, spoonable, whiskDressing } from '../dish.ts';
import { sentence } from '../prose.ts';

/** A salad: leaves and fresh things, anything that needs heat cooked first, and a dressing. */
export const salad: Dish = {
  name: 'salad',
  servings: 2,
  accepts: (item) => savoury('liquid', 'baking', 'noodle', 'pasta')(item) && spoonable(item),
  fit(used) {
    const count = countRoles(used);
    if (count('greens') > 0) return 3 + (count('cheese') + count('nut') + count('fruit') > 0 ? 1 : 0);
    return count('veg') >= 2 ? 1 : undefined;
  },
  staples: () => ['olive oil', 'vinegar', 'salt'],
  stars: ['protein', 'greens', 'veg', 'legume', 'fruit', 'cheese', 'grain', 'extra', 'pickle'],
  noun: () => 'Salad',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} {noun} with {b}'],
  intros: [
    'A salad with enough in it to be dinner: {a}, {b} and a sharp dressing.',
    'Crisp, bright and ready in minutes, with {a} at its heart.',
    'The kind of salad you make when there is {a} and {b} to use up, and it turns out better than planned.',
  ],
  adjectives: ['Crunchy', 'Bright', 'Fresh', 'Summery'],
  tips: [
    'Dress the salad at the last minute and toss it with your hands: it coats every leaf without bruising them.',
    'Taste the dressing on a leaf, not a spoon. It should seem a touch too sharp on its own.',
    'Dry the leaves well after washing; dressing slides off wet leaves and pools in the bowl.',
  ],
  steps(k) {
    // Garlic, ginger and onion go raw into the dressing, finely chopped, not fried.
    const intoDressing = k.items('aromatic').filter((item) => !RAW_AROMATICS.has(item.entry?.name ?? ''));
    const cooked = k.used.filter((item) => needsCooking(item) && item.role !== 'aromatic');
    const eggs = k.items('egg');
    const bread = k.items('bread');
    const tossed = k.items('greens', 'veg', 'aromatic', 'legume', 'grain', 'fruit', 'extra', 'pickle').filter((i) => !cooked.includes(i) && !intoDressing.includes(i));
    const top = [...cooked, ...eggs, ...k.items('cheese', 'herb', 'nut')];
    const dress = whiskDressing(k, intoDressing);
    if (eggs.length > 0) k.wait(8);
    return [
      // Everything is cut first, what goes in the pan included.
      k.prep(k.used.filter((item) => item.role !== 'egg')),
      k.items('grain').map((grain) => cookBase(k, grain)).join(' '),
      bread.length > 0 ? sentence(`cut ${k.the(bread)} into bite-sized pieces and toast in a dry pan for 3 minutes, until crisp`) : '',
      cooked.length > 0 ? `${heat(k, 'a frying pan')} ${k.cook(cooked)} Let it cool for a few minutes.` : '',
      eggs.length > 0 ? sentence(`boil ${k.the(eggs)} for 8 minutes, cool in cold water, then peel and quarter`) : '',
      dress,
      sentence(`toss ${k.the([...tossed, ...bread])} with ${dress ? 'most of the dressing' : k.the(k.items('fat'))}`),
      seasonAnd(k, `${top.length > 0 ? `top with ${k.the(top)}, ` : ''}${dress ? 'spoon over the rest of the dressing and ' : ''}serve`),
    ].filter((step) => step !== '');
  },
};
