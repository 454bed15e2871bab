import type { Dish, DishMethod } from '../dish.ts';
import { cookBase, countRoles, fry, needsCooking, RAW_AROMATICS, savoury, seasonAnd, spoonable, whiskDressing } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import { sentence } from '../prose.ts';
import { EGG_MINUTES, eggsCooked } from '../safe-cooking.ts';
import { baseFirst, cutSmall, onePan, prepSmall } from '../ways.ts';

/** What goes where in a salad, however its hot parts are cooked. */
function saladParts(k: Kitchen) {
  // Garlic, ginger and onion go raw into the dressing, finely chopped, not fried.
  const intoDressing = k.items('aromatic').filter((item) => !RAW_AROMATICS.has(item.entry?.name ?? ''));
  const cooked = k.used.filter((item) => needsCooking(item) && item.role !== 'aromatic');
  const eggs = k.items('egg');
  const bread = k.items('bread');
  const tossed = k.items('greens', 'veg', 'aromatic', 'legume', 'grain', 'fruit', 'extra', 'pickle').filter((i) => !cooked.includes(i) && !intoDressing.includes(i));
  const top = [...cooked, ...eggs, ...k.items('cheese', 'herb', 'nut')];
  const dress = whiskDressing(k, intoDressing);
  const toss = sentence(`toss ${k.the([...tossed, ...bread])} with ${dress ? 'most of the dressing' : k.the(k.items('fat'))}`);
  const serve = seasonAnd(k, `${top.length > 0 ? `top with ${k.the(top)}, ` : ''}${dress ? 'spoon over the rest of the dressing and ' : ''}serve`);
  const toast = (pan: string, after = ''): string => sentence(`cut ${k.the(bread)} into bite-sized pieces and toast in ${pan} for 3 minutes, until crisp${after}`);
  const boil = (where: string): string => {
    k.wait(EGG_MINUTES.boil);
    return sentence(`boil ${k.the(eggs)}${where} ${eggsCooked('boil', k.units)}, cool in cold water, then peel and quarter`);
  };
  return { cooked, eggs, bread, dress, toss, serve, toast, boil };
}

const chopped = (k: Kitchen) => k.used.filter((item) => item.role !== 'egg');

/** Quicker: eggs and grains boil side by side while one pan toasts the bread and cooks the rest, cut small. */
const quicker: DishMethod = {
  steps(k) {
    const { cooked, eggs, bread, dress, toss, serve, toast, boil } = saladParts(k);
    const [boiled, pan] = k.together(
      () => k.together(() => k.items('grain').map((grain) => cookBase(k, grain)).join(' '), () => (eggs.length > 0 ? boil('') : '')).filter(Boolean).join(' '),
      () =>
        [bread.length > 0 ? toast('a dry frying pan') : '', cooked.length > 0 ? fry(k, bread.length > 0 ? 'the same pan' : 'a frying pan', () => k.cook(cooked, { minutes: cutSmall })) : '']
          .filter(Boolean)
          .join(' '),
    );
    return [[prepSmall(k, chopped(k)), dress].filter(Boolean).join(' '), boiled, pan, `${toss} ${serve}`].filter((step) => step.trim() !== '');
  },
};

/** One pot: eggs, grains, bread and the hot things take turns in one pan. */
const onePot: DishMethod = {
  applies: (k) => {
    const { cooked, eggs, bread } = saladParts(k);
    return [k.items('grain'), cooked, eggs, bread].filter((group) => group.length > 0).length >= 2;
  },
  steps(k) {
    const { cooked, eggs, bread, dress, toss, serve, toast, boil } = saladParts(k);
    const pan = onePan(k, 'a large, deep frying pan', k.items('grain'));
    return [
      k.prep(chopped(k)),
      eggs.length > 0 ? boil(` in ${pan()} of water`) : '',
      baseFirst(k, k.items('grain'), pan),
      bread.length > 0 ? toast(`${pan()}, dry,`, ', then tip out') : '',
      cooked.length > 0 ? `${fry(k, pan(), () => k.cook(cooked), undefined, true)} Let it cool for a few minutes.` : '',
      dress,
      toss,
      serve,
    ].filter((step) => step !== '');
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
  stars: ['protein', 'greens', 'veg', 'legume', 'fruit', 'cheese', 'grain', 'extra', 'pickle'],
  noun: () => 'Salad',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} {noun} with {b}'],
  intros: [
    'A salad with enough in it to be dinner: {a}, {b} and a sharp dressing.',
    'Crisp, bright and fresh, with {a} at its heart.',
    'The kind of salad you make when there is {a} and {b} to use up, and it turns out better than planned.',
  ],
  adjectives: ['Crunchy', 'Bright', 'Fresh', 'Summery'],
  tips: [
    'Dress the salad at the last minute and toss it with your hands: it coats every leaf without bruising them.',
    'Taste the dressing on a leaf, not a spoon. It should seem a touch too sharp on its own.',
    'Dry the leaves well after washing; dressing slides off wet leaves and pools in the bowl.',
  ],
  steps(k) {
    const { cooked, eggs, bread, dress, toss, serve, toast, boil } = saladParts(k);
    return [
      // Everything is cut first, what goes in the pan included.
      k.prep(chopped(k)),
      k.items('grain').map((grain) => cookBase(k, grain)).join(' '),
      bread.length > 0 ? toast('a dry pan') : '',
      cooked.length > 0 ? `${fry(k, 'a frying pan', () => k.cook(cooked))} Let it cool for a few minutes.` : '',
      eggs.length > 0 ? boil('') : '',
      dress,
      toss,
      serve,
    ].filter((step) => step !== '');
  },
  methods: { quicker, 'one-pot': onePot },
};
