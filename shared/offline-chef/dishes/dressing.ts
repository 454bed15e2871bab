import type { Dish } from '../dish.ts';
import { FLAVOURINGS, seasonAnd } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import { sentence } from '../prose.ts';

// Chocolate, vanilla and sugar make a sauce for pudding, not a salad dressing.
const isSweetSauce = (k: Kitchen): boolean => k.used.some((item) => item.flavour === 'sweet');

/** Only flavourings (oils, acids, spices, herbs, sauces): whisked into a dressing, or a sweet sauce, to keep. */
export const dressing: Dish = {
  name: 'dressing',
  servings: 4,
  accepts: (item) => FLAVOURINGS.includes(item.role) || ['cheese', 'nut', 'pickle', 'extra'].includes(item.role),
  fit: (used) => (used.some((item) => item.role !== 'season') ? 0 : undefined),
  staples: (used) => (used.some((item) => item.flavour === 'sweet') ? [] : ['olive oil', 'salt', 'black pepper']),
  stars: ['cheese', 'herb', 'sauce', 'nut', 'baking', 'spice', 'sweetener', 'dairy', 'extra', 'fat'],
  noun: (k) => (isSweetSauce(k) ? 'Sauce' : 'Dressing'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}'],
  intros: [
    'Not quite a meal, but a jar of something that makes many better: {a} and {b}, whisked together.',
    'A few minutes now, and the rest of the week tastes better.',
    'A small jar of something good, built on {a}.',
  ],
  adjectives: ['House', 'Everyday', 'Punchy', 'Zingy'],
  tips: [
    'Shake or stir it again before each use; it settles as it stands.',
    'Make it a day ahead if you can: the flavours mellow and blend in the fridge.',
    'Taste it on what you will serve it with, not from a spoon; on its own it should seem a little too strong.',
  ],
  steps: (k) =>
    [
      k.prep(k.used),
      sentence(`whisk ${k.the(isSweetSauce(k) ? k.used : k.used.filter((item) => item.role !== 'season'))} together in a bowl, or shake them in a jar, until well combined`),
      isSweetSauce(k)
        ? 'Keep it in a jar in the fridge for up to 3 days and spoon it over yogurt, pancakes, fruit or ice cream.'
        : seasonAnd(k, 'keep it in a jar in the fridge for up to 3 days and spoon it over salads, grilled vegetables, rice or eggs'),
    ].filter((step) => step !== ''),
};
