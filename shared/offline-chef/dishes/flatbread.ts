import type { Dish, DishMethod } from '../dish.ts';
import { named, seasonAnd } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import { minutesText, sentence } from '../prose.ts';
import { FLOURS } from '../signals.ts';
import { cutSmall } from '../ways.ts';

/** The parts of a flatbread recipe, however its dough rests and its topping cooks. */
function breadParts(k: Kitchen) {
  const dough = [...k.items('baking'), ...k.items('spice'), ...k.items('season')];
  const wet = k.items('dairy');
  const yeast = k.items('baking').some((item) => item.entry?.name === 'yeast');
  const topping = k.items('aromatic', 'veg', 'greens', 'extra');
  const top = k.items('pickle', 'cheese', 'herb', 'nut', 'sauce');
  const mix = `mix ${k.the(dough)} in a large bowl`;
  const knead = (minutes: number): string =>
    `add ${wet.length > 0 ? `${k.the(wet)}, ` : ''}half of ${k.the(k.items('fat'))} and enough warm water (about ${k.volume(120)}) to make a soft dough, then knead for ${minutesText(minutes)} until smooth`;
  const roll = (where: string): string => `Divide the dough into 4, roll each piece out thinly and cook in ${where} for 2 minutes a side, until puffed and charred in spots.`;
  const finish = seasonAnd(k, `brush with the rest of the oil${topping.length > 0 ? ' and the cooked topping' : ''}${top.length > 0 ? `, scatter over ${k.the(top)}` : ''} and serve warm`);
  return { yeast, topping, top, mix, knead, roll, finish };
}

/** Quicker: a dough that needs no rest (a short one with yeast), its topping cut small and cooked meanwhile. */
const quicker: DishMethod = {
  steps(k) {
    const { yeast, topping, top, mix, knead, roll, finish } = breadParts(k);
    k.wait(8);
    const [, prepped] = k.together(
      () => k.wait(yeast ? 15 : 0),
      () => [k.prep([...topping, ...top]), topping.length > 0 ? `Warm a little more of the oil in a small pan over medium heat. ${k.cook(topping, { minutes: cutSmall })}` : ''],
    );
    return [
      sentence(`${mix}; ${knead(1)}`),
      [yeast ? 'Cover and leave to rest for 15 minutes, until a little puffy.' : 'Cover the dough; this one needs no long rest.', ...prepped].filter(Boolean).join(' '),
      roll('a hot dry pan'),
      finish,
    ].filter((step) => step.trim() !== '');
  },
};

/** Mixed, kneaded and rested, the topping made ready meanwhile: how every way of making the breads begins. */
function restedDough(k: Kitchen): string[] {
  const { yeast, topping, top, mix, knead } = breadParts(k);
  k.wait(yeast ? 45 : 15);
  k.wait(8);
  return [sentence(mix), sentence(knead(2)), `Cover and leave to rest for ${yeast ? '45 minutes, until puffy' : '15 minutes'}. ${k.prep([...topping, ...top])}`];
}

/** One pot: the topping cooks first, then the breads in the same pan. */
const onePot: DishMethod = {
  applies: (k) => breadParts(k).topping.length > 0,
  steps(k) {
    const { topping, roll, finish } = breadParts(k);
    return [
      ...restedDough(k),
      `Warm a little more of the oil in a large frying pan over medium heat. ${k.cook(topping)} Tip it into a bowl and wipe the pan clean.`,
      roll('the same pan, dry and hot,'),
      finish,
    ].filter((step) => step.trim() !== '');
  },
};

/** Quick pan flatbreads from flour and whatever flavours the dough or goes on top. */
export const flatbread: Dish = {
  name: 'flatbread',
  servings: 4,
  accepts: (item) =>
    item.role === 'extra' ||
    (item.flavour !== 'sweet' &&
      ['baking', 'fat', 'herb', 'spice', 'season', 'aromatic', 'cheese', 'dairy', 'nut', 'sauce', 'pickle', 'veg', 'greens'].includes(item.role)),
  fit: (used) => (named(used, FLOURS).length > 0 ? 2 : undefined),
  staples: () => ['olive oil', 'salt', 'baking powder'],
  scale: { dairy: 0.25 },
  stars: ['cheese', 'aromatic', 'herb', 'veg', 'greens', 'extra', 'spice'],
  noun: () => 'Flatbreads',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', 'Pan-Cooked {noun} with {a}'],
  intros: [
    'No oven and no proving: soft flatbreads cooked in a hot pan and finished with {a}.',
    'Flour, a few minutes of kneading and a hot pan, then {a} and {b} on top.',
    'Warm bread straight from the pan, good on its own or torn alongside a bowl of something.',
  ],
  adjectives: ['Warm', 'Blistered', 'Pillowy', 'Easy'],
  tips: [
    'Keep the cooked flatbreads stacked under a clean {towel}; the steam keeps them soft.',
    'If the dough springs back when you roll it, leave it five more minutes: the gluten needs to relax.',
    'The dough keeps in the fridge for a day, well wrapped; let it come to room temperature before rolling.',
  ],
  steps(k) {
    const { topping, roll, finish } = breadParts(k);
    return [
      ...restedDough(k),
      topping.length > 0 ? `Warm a little more of the oil in a small pan over medium heat. ${k.cook(topping)}` : '',
      roll('a hot dry pan'),
      finish,
    ].filter((step) => step.trim() !== '');
  },
  methods: { quicker, 'one-pot': onePot },
};
