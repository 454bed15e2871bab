import type { Dish } from './dish.ts';
import { cookBase, countRoles, heat, needsCooking, RAW_AROMATICS, savoury, seasonAnd, spoonable } from './dish.ts';
import type { Kitchen } from './kitchen.ts';
import type { PantryItem } from './pantry-items.ts';
import { joinAnd, sentence, titleCase } from './prose.ts';

function dressing(k: Kitchen, extra: readonly PantryItem[] = []): string {
  const parts = [...extra, ...k.items('sauce', 'sweetener', 'spice', 'dairy')];
  if (parts.length === 0) return '';
  return sentence(`whisk ${k.the([...k.items('fat'), ...parts])} with 1 tbsp water to make a dressing`);
}

/** In a warm bowl anything with a pan time gets one; cucumber and avocado stay fresh. */
const cookedInBowl = (item: PantryItem): boolean =>
  needsCooking(item) || ((item.role === 'veg' || item.role === 'greens') && item.entry?.cook !== undefined);

/** A grain bowl: rice (or quinoa, couscous...) topped with cooked and fresh things and a dressing. */
export const riceBowl: Dish = {
  name: 'grain bowl',
  servings: 2,
  accepts: (item) => savoury('pasta', 'noodle', 'bread', 'baking', 'liquid')(item) && spoonable(item),
  fit: (used) => (countRoles(used)('grain') > 0 ? 3 : undefined),
  staples: () => ['olive oil', 'salt', 'black pepper'],
  stars: ['protein', 'veg', 'legume', 'greens', 'egg', 'extra'],
  noun: (k) => `${titleCase(k.items('grain')[0]?.label ?? 'Rice')} Bowl`,
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} with {a} & {b}'],
  intros: [
    'A build-your-own kind of bowl: warm grains, {a}, {b} and a bright dressing.',
    'Everything cooks in one pan while the grains simmer, then it all piles into a bowl.',
    'Good hot tonight and just as good cold in a lunchbox tomorrow: {a} with {b} over grains.',
  ],
  adjectives: ['Hearty', 'Everyday', 'Bright', 'Loaded'],
  tips: [
    'Cook a double batch of grains: they keep for three days in the fridge and make tomorrow’s bowl a five-minute job.',
    'Let the grains steam off the heat, lid on, for five minutes after draining; they turn fluffy instead of sticky.',
    'Contrast makes a bowl: something warm, something crunchy, something fresh and something sharp.',
  ],
  steps(k) {
    const cooked = k.used.filter((item) => cookedInBowl(item) || item.role === 'legume' || item.role === 'extra');
    const fresh = k.items('veg', 'greens', 'fruit', 'aromatic').filter((item) => !cooked.includes(item));
    const eggs = k.items('egg');
    const dress = dressing(k);
    const hot = cooked.length + eggs.length > 0;
    if (eggs.length > 0) k.wait(3);
    const toppings = [...cooked, ...fresh, ...eggs];
    const finish = k.items('cheese', 'herb', 'nut');
    const last = [
      dress ? 'spoon over the dressing' : hot ? '' : `drizzle with ${k.the(k.items('fat'))}`,
      finish.length > 0 ? `finish with ${k.the(finish)}` : '',
      'serve',
    ];
    return [
      k.items('grain').map((grain) => cookBase(k, grain)).join(' '),
      k.prep(k.used.filter((item) => item.role !== 'grain')),
      hot ? `${heat(k, 'a large frying pan')} ${k.cook(cooked)}` : '',
      eggs.length > 0 ? sentence(`fry ${k.the(eggs)} in the same pan for 3 minutes, until the whites are set`) : '',
      dress,
      sentence(`divide the grains between bowls${toppings.length > 0 ? ` and top with ${k.the(toppings)}` : ''}`),
      seasonAnd(k, joinAnd(last.filter(Boolean))),
    ].filter((step) => step.trim() !== '');
  },
};

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
  stars: ['protein', 'greens', 'veg', 'legume', 'fruit', 'cheese', 'grain', 'extra'],
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
    const tossed = k.items('greens', 'veg', 'aromatic', 'legume', 'grain', 'fruit', 'extra').filter((i) => !cooked.includes(i) && !intoDressing.includes(i));
    const top = [...cooked, ...eggs, ...k.items('cheese', 'herb', 'nut')];
    const dress = dressing(k, intoDressing);
    if (eggs.length > 0) k.wait(8);
    return [
      k.items('grain').map((grain) => cookBase(k, grain)).join(' '),
      bread.length > 0 ? sentence(`cut ${k.the(bread)} into bite-sized pieces and toast in a dry pan for 3 minutes, until crisp`) : '',
      cooked.length > 0 ? `${heat(k, 'a frying pan')} ${k.cook(cooked)} Let it cool for a few minutes.` : '',
      eggs.length > 0 ? sentence(`boil ${k.the(eggs)} for 8 minutes, cool in cold water, then peel and quarter`) : '',
      k.prep(k.used.filter((item) => !cooked.includes(item) && item.role !== 'egg')),
      dress,
      sentence(`toss ${k.the([...tossed, ...bread])} with ${dress ? 'most of the dressing' : k.the(k.items('fat'))}`),
      seasonAnd(k, `${top.length > 0 ? `top with ${k.the(top)}, ` : ''}${dress ? 'spoon over the rest of the dressing and ' : ''}serve`),
    ].filter((step) => step !== '');
  },
};
