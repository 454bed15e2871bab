import type { Dish, DishMethod } from '../dish.ts';
import { basesInWater, boilsInWater, cookBase, fry, named, needsCooking, savoury, seasonAnd, spoonable, whileCooking } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import { sentence } from '../prose.ts';
import { listWords } from '../../text/list-words.ts';
import { EGG_MINUTES, eggsCooked } from '../safe-cooking.ts';
import { MEXICAN_SIGNALS, WRAP_BREADS } from '../signals.ts';
import { baseFirst, cutSmall, inMeasuredWater, meanwhile, onePan, prepSmall } from '../ways.ts';

/** What goes where in a taco night, however its filling is cooked. */
function tacoParts(k: Kitchen) {
  const bread = k.items('bread');
  const filling = [...k.items('protein', 'legume', 'extra'), ...k.items('veg', 'aromatic').filter(needsCooking)];
  const fresh = k.items('veg', 'aromatic', 'greens', 'fruit').filter((item) => !filling.includes(item));
  const eggs = k.items('egg');
  const hot = filling.length + eggs.length > 0;
  // With nothing to cook, the spices go on top rather than into a pan.
  const top = [...fresh, ...k.items('pickle', 'cheese', 'dairy', 'sauce', 'sweetener', 'herb', 'nut'), ...(hot ? [] : k.items('spice', 'fat'))];
  const fill = [hot ? 'the filling' : '', k.has('grain') ? k.the(k.items('grain')) : ''].filter(Boolean);
  const filled =
    fill.length > 0
      ? sentence(`fill each with ${listWords(fill)}${top.length > 0 ? `, then top with ${k.the(top)}` : ''}`)
      : sentence(`top each with ${k.the(top)}`);
  // Cracked straight into the pan and scrambled there, beside the filling when there is one; timed where it is written.
  const scramble = (): string => {
    if (eggs.length === 0) return '';
    k.wait(EGG_MINUTES.scramble);
    const into = filling.length > 0 ? `push the filling to one side, crack ${k.the(eggs)} into the space` : `crack ${k.the(eggs)} into the pan`;
    return sentence(`${into} and scramble ${eggsCooked('scramble', k.units)}${filling.length > 0 ? ', then stir together' : ''}`);
  };
  return { bread, filling, hot, filled, scramble };
}

// A tortilla warms in a dry pan in a minute, 30 seconds a side, one at a time in each pan: a
// crowd's two dozen take a while, counted in the total and said with it.
const HOB_PANS = 2;

/** " one at a time, about 12 minutes for all 24", the tortillas' minutes counted as they are said. */
function warmingTime(k: Kitchen, pans: number): string {
  const breads = k.items('bread');
  const counted = breads.reduce((count, item) => count + (item.entry?.unit === 'g' || item.entry?.unit === 'ml' ? 0 : k.amountOf(item)), 0);
  const count = Math.max(1, Math.round(counted));
  const minutes = Math.ceil(count / pans);
  k.wait(minutes);
  return `${pans > 1 ? ' one at a time in each pan' : ' one at a time'} for 30 seconds a side, about ${minutes === 1 ? '1 minute' : `${minutes} minutes`} for ${count === 1 ? 'it' : `all ${count}`}`;
}

/**
 * The tortillas warmed in a pan the recipe has named: the filling's own, wiped out once the filling
 * waits in a bowl (both of a crowd's pans), or, with nothing cooked, a dry frying pan of their own.
 */
function warmBread(k: Kitchen, hot: boolean): string {
  const bread = k.the(k.items('bread'));
  if (!hot) return sentence(`warm ${bread} in a dry frying pan,${warmingTime(k, 1)}`);
  const pans = k.crowded ? HOB_PANS : 1;
  return sentence(`spoon the filling into a warm bowl, wipe out ${pans > 1 ? 'the pans' : 'the pan'} and warm ${bread} in ${pans > 1 ? 'them' : 'it'}, dry,${warmingTime(k, pans)}`);
}

const chopped = (k: Kitchen) => k.used.filter((item) => item.role !== 'bread' && item.role !== 'egg');
const fold = (k: Kitchen): string => seasonAnd(k, 'fold up and eat straight away');

/** Quicker: the grains in the little water they drink, the filling cut small and cooked while they simmer; each warm tortilla filled straight from the pan. */
const quicker: DishMethod = {
  steps(k) {
    const { filling, hot, filled, scramble } = tacoParts(k);
    const grains = k.items('grain');
    // The grains in the water they drink, which boils in minutes; everything cut and cooked meanwhile.
    const [boiled, [prep, pan]] = k.together(
      () => [inMeasuredWater(k, grains.filter(boilsInWater)), ...grains.filter((grain) => !boilsInWater(grain)).map((grain) => cookBase(k, grain))].filter(Boolean).join(' '),
      () => [
        prepSmall(k, chopped(k).filter((item) => !grains.includes(item))),
        hot ? fry(k, 'a large frying pan', () => [k.cook([...filling, ...k.items('spice')], { minutes: cutSmall }), scramble()].filter(Boolean).join(' ')) : '',
      ],
    );
    return [boiled, boiled === '' ? prep : meanwhile(prep), boiled === '' ? pan : meanwhile(pan), `${warmBread(k, hot)} ${filled}`, fold(k)].filter(
      (step) => step.trim() !== '',
    );
  },
};

/** One pot: the grains boil first, the tortillas warm, then the filling cooks, all in one pan. */
const onePot: DishMethod = {
  applies: (k) => tacoParts(k).hot || k.has('grain'),
  steps(k) {
    const { bread, filling, hot, filled, scramble } = tacoParts(k);
    const pan = onePan(k, 'a large, deep frying pan', k.items('grain'));
    return [
      k.prep(chopped(k)),
      baseFirst(k, k.items('grain'), pan),
      sentence(`warm ${k.the(bread)} in ${pan()}, dry,${warmingTime(k, 1)}, then wrap them in a clean ${k.say('tea towel', 'dish towel')} to keep warm`),
      hot ? fry(k, pan(), () => [k.cook([...filling, ...k.items('spice')]), scramble()].filter(Boolean).join(' '), undefined, true) : '',
      filled,
      fold(k),
    ].filter((step) => step.trim() !== '');
  },
};

/** Warm tortillas or flatbreads filled with a spiced filling and fresh toppings. */
export const tacos: Dish = {
  name: 'taco night',
  servings: 2,
  fries: true,
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
    'Warm the tortillas or breads just before serving and keep them wrapped in a clean {towel} so they stay soft.',
    'Something sharp lifts the whole thing: a squeeze of lime, quick-pickled onion or a spoon of salsa.',
    'Do not overfill: two spoonfuls of filling and a little topping fold without splitting.',
  ],
  steps(k) {
    const { filling, hot, filled, scramble } = tacoParts(k);
    const grains = k.items('grain');
    // The water heats while everything is cut, and the filling cooks while the grains do.
    const [cookGrains, water] = basesInWater(k, grains);
    const prep = k.prep(chopped(k));
    water?.boiled();
    const [boiled, pan] = k.together(cookGrains, () => [hot ? fry(k, 'a large frying pan', () => k.cook([...filling, ...k.items('spice')])) : '', scramble()]);
    return [
      water === undefined ? prep : `${water.said} ${meanwhile(prep)}`,
      boiled,
      whileCooking(k, grains, pan[0]!),
      pan[1]!,
      warmBread(k, hot),
      filled,
      fold(k),
    ].filter((step) => step !== '');
  },
  methods: { quicker, 'one-pot': onePot },
};
