import type { Dish, DishMethod } from '../dish.ts';
import { basesInWater, boilsInWater, cookBase, countRoles, fry, needsCooking, savoury, seasonAnd, spoonable, whileCooking, whiskDressing } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { sentence, titleCase } from '../prose.ts';
import { listWords } from '../../text/list-words.ts';
import { EGG_MINUTES, eggsCooked } from '../safe-cooking.ts';
import { baseFirst, cutSmall, inMeasuredWater, meanwhile, onePan, prepSmall } from '../ways.ts';

/** In a warm bowl anything with a pan time gets one; cucumber and avocado stay fresh. */
const cookedInBowl = (item: PantryItem): boolean =>
  needsCooking(item) || ((item.role === 'veg' || item.role === 'greens') && item.entry?.cook !== undefined);

const cookedOf = (k: Kitchen): PantryItem[] => k.used.filter((item) => cookedInBowl(item) || item.role === 'legume' || item.role === 'extra');
const PAN = 'a large frying pan';

// The servings a grain bowl is written for.
const SERVINGS = 2;

/** How a grain bowl goes together, however its grains and pan were cooked. */
function bowlParts(k: Kitchen) {
  const cooked = cookedOf(k);
  const fresh = [...k.items('veg', 'greens', 'fruit', 'aromatic').filter((item) => !cooked.includes(item)), ...k.items('pickle')];
  const eggs = k.items('egg');
  const hot = cooked.length + eggs.length > 0;
  const toppings = [...cooked, ...fresh, ...eggs];
  const finish = k.items('cheese', 'herb', 'nut');
  // The eggs are beaten with the rest of the prep, so they scramble beside what is in the pan.
  const into = cooked.length > 0 ? `push ${k.the(cooked)} to one side, pour ${k.the(eggs)} into the space` : `pour ${k.the(eggs)} into the pan`;
  const scramble = eggs.length > 0 ? sentence(`${into} and scramble ${eggsCooked('scramble', k.units)}`) : '';
  // One serving goes into one bowl: nothing is divided.
  const one = k.portions * SERVINGS <= 1;
  const divide = sentence(`${one ? 'spoon the grains into a bowl' : 'divide the grains between bowls'}${toppings.length > 0 ? ` and top with ${k.the(toppings)}` : ''}`);
  /** The last step, once the dressing is made (or not). */
  const serve = (dressed: boolean): string => {
    const last = [dressed ? 'spoon over the dressing' : hot ? '' : `drizzle with ${k.fats() ?? 'a little olive oil'}`, finish.length > 0 ? `finish with ${k.the(finish)}` : '', 'serve'];
    return seasonAnd(k, listWords(last.filter(Boolean)));
  };
  /**
   * The pan's work: what cooks in it, then the eggs scrambled beside it, so where the servings
   * take rounds, each round has its share of the eggs, timed.
   */
  const panWork = (how?: Parameters<Kitchen['cook']>[1]) => (): string => {
    const done = cooked.length > 0 ? k.cook(cooked, how) : '';
    if (eggs.length > 0) k.wait(EGG_MINUTES.scramble);
    return [done, scramble].filter(Boolean).join(' ');
  };
  return { cooked, eggs, hot, scramble, divide, serve, panWork };
}

const chopped = (k: Kitchen): PantryItem[] => k.used.filter((item) => item.role !== 'grain');

/** Quicker: the grains in the water they drink, which boils in minutes, and the pan and the dressing done, everything cut small, while they cook. */
const quicker: DishMethod = {
  steps(k) {
    const { hot, divide, serve, panWork } = bowlParts(k);
    const grains = k.items('grain');
    const [boiled, [prep, pan]] = k.together(
      () => [inMeasuredWater(k, grains.filter(boilsInWater)), ...grains.filter((grain) => !boilsInWater(grain)).map((grain) => cookBase(k, grain))].filter(Boolean).join(' '),
      // The eggs set in the pan while the grains cook, like everything else in it.
      () => [prepSmall(k, chopped(k)), hot ? fry(k, PAN, panWork({ minutes: cutSmall })) : ''],
    );
    const dress = whiskDressing(k);
    // The pan, too, is done while the grains cook: said so, or the total would read short.
    return [boiled, meanwhile([prep, dress].filter(Boolean).join(' ')), meanwhile(pan), `${divide} ${serve(dress !== '')}`].filter((step) => step.trim() !== '');
  },
};

/** One pot: the grains boil in the frying pan first and wait in a bowl. */
const onePot: DishMethod = {
  applies: (k) => bowlParts(k).hot,
  steps(k) {
    const { divide, serve, panWork } = bowlParts(k);
    const pan = onePan(k, 'a large, deep frying pan', k.items('grain'));
    const dress = whiskDressing(k);
    return [
      k.prep(chopped(k)),
      baseFirst(k, k.items('grain'), pan),
      fry(k, pan(), panWork(), undefined, true),
      dress,
      divide,
      serve(dress !== ''),
    ].filter((step) => step.trim() !== '');
  },
};

/** A grain bowl: rice (or quinoa, couscous...) topped with cooked and fresh things and a dressing. */
export const riceBowl: Dish = {
  name: 'grain bowl',
  servings: SERVINGS,
  accepts: (item) => savoury('pasta', 'noodle', 'bread', 'baking', 'liquid')(item) && spoonable(item),
  fit: (used) => (countRoles(used)('grain') > 0 ? 3 : undefined),
  staples: () => ['olive oil', 'salt', 'black pepper'],
  stars: ['protein', 'veg', 'legume', 'greens', 'egg', 'extra', 'pickle'],
  noun: (k) => `${titleCase(k.items('grain')[0]?.label ?? 'Rice')} Bowl`,
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} with {a} & {b}'],
  intros: [
    'A build-your-own kind of bowl: warm grains, {a}, {b} and a bright dressing.',
    'Warm grains with everything else piled on top: dinner in a bowl.',
    'Good hot tonight and just as good cold in a lunchbox tomorrow: {a} with {b} over grains.',
  ],
  adjectives: ['Hearty', 'Everyday', 'Bright', 'Loaded'],
  tips: [
    // Cooked rice left warm grows bacteria whose toxins reheating does not destroy (NHS): cool it fast, keep it a day.
    'Cook a double batch of grains for tomorrow’s bowl: spread the extra out to cool, chill it within an hour, and eat it within a day, reheated until steaming hot.',
    'Let the grains steam off the heat, lid on, for five minutes after draining; they turn fluffy instead of sticky.',
    'Contrast makes a bowl: something warm, something crunchy, something fresh and something sharp.',
  ],
  steps(k) {
    const { hot, divide, serve, panWork } = bowlParts(k);
    const dress = whiskDressing(k);
    // The water heats while everything is cut, and the pan is done while the grains cook.
    const [grains, water] = basesInWater(k, k.items('grain'));
    const prep = k.prep(chopped(k));
    // The pan goes on as the grains go into the water, as the steps say: not before it boils.
    water?.boiled();
    const [boiled, pan] = k.together(grains, () => (hot ? [fry(k, PAN, panWork())] : []));
    return [
      water === undefined ? prep : `${water.said} ${meanwhile(prep)}`,
      boiled,
      ...pan.map((step, index) => (index === 0 ? whileCooking(k, k.items('grain'), step) : step)),
      dress,
      divide,
      serve(dress !== ''),
    ].filter((step) => step.trim() !== '');
  },
  methods: { quicker, 'one-pot': onePot },
};
