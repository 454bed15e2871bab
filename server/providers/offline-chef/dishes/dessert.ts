import type { Dish } from '../dish.ts';
import { named, sweet } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { FLOURS } from '../signals.ts';

const isBase = (item: PantryItem): boolean => named([item], FLOURS).length > 0 || item.role === 'grain';

const isChocolate = (item: PantryItem): boolean => item.entry?.name === 'chocolate' || item.entry?.name === 'cocoa';

// No eggs to bind a cake, but fruit to bake: a crumble.
const isCrumble = (k: Kitchen): boolean => k.has('fruit') && !k.has('egg');

const isBrownies = (k: Kitchen): boolean => !isCrumble(k) && k.used.some(isChocolate) && k.has('egg');

/** A simple bake: fruit crumble, brownies or a one-bowl cake, by what is in the cupboard. */
export const dessert: Dish = {
  name: 'bake',
  servings: 6,
  accepts: sweet('fruit', 'dairy', 'egg', 'sweetener', 'nut', 'spice', 'season', 'baking', 'fat', 'grain', 'veg', 'sauce', 'liquid'),
  fit(used) {
    const sweetened = used.some((item) => item.role === 'sweetener' || item.role === 'fruit' || item.flavour === 'sweet');
    if (!used.some(isBase) || !sweetened) return undefined;
    return 1 + (named(used, FLOURS).length > 0 ? 2 : 0);
  },
  staples: (used) => (used.some((item) => item.role === 'fruit') && !used.some((item) => item.role === 'egg') ? ['sugar', 'butter', 'salt'] : ['sugar', 'butter', 'baking powder']),
  scale: { egg: 2 / 9, dairy: 0.15, liquid: 0.15, fruit: 0.5, spice: 1 / 3, veg: 1 / 3, sauce: 1 / 3, sweetener: 1.5, fat: 1.5 },
  stars: ['fruit', 'baking', 'nut', 'veg', 'sauce', 'extra', 'spice'],
  noun: (k) => (isCrumble(k) ? 'Crumble' : isBrownies(k) ? 'Brownies' : 'Cake'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', 'Easy {a} {noun}'],
  intros: [
    'A homely {dish} that needs no mixer and no fuss, just {a} and a warm oven.',
    'Something sweet from what is already in the cupboard: {a} and {b}, baked until golden.',
    'The kind of pudding that fills the kitchen with a good smell while it bakes.',
  ],
  adjectives: ['Homely', 'Golden', 'Sticky', 'Sunday'],
  tips: [
    'Ovens vary: start checking ten minutes before the time is up, and trust the skewer or the colour over the clock.',
    'Weigh the flour rather than spooning it if you can; too much makes a bake dry.',
    'Leftovers keep for three days in a tin and warm up beautifully with a spoon of yogurt or cream.',
  ],
  steps(k) {
    const base = k.used.filter(isBase);
    const sweetener = k.items('sweetener');
    const fat = k.items('fat');
    const stirIn = [...k.items('fruit', 'nut', 'veg', 'extra'), ...k.used.filter((i) => i.entry?.name === 'chocolate')];
    if (isCrumble(k)) {
      k.wait(40);
      const fruit = k.items('fruit', 'veg', 'extra');
      const flavour = k.items('spice', 'sauce', 'baking', 'liquid').filter((item) => !isBase(item));
      return [
        `Heat the oven to **190 °C** (170 °C fan). ${k.prep(k.used)}`,
        sentence(`toss ${k.the(fruit)} with a third of ${k.the(sweetener)}${flavour.length > 0 ? ` and ${k.the(flavour)}` : ''} in a baking dish`),
        sentence(`rub ${k.the(fat)} into ${k.the([...base, ...k.items('season')])} with your fingertips until it looks like rough crumbs, then stir in the rest of ${k.the(sweetener)}${k.has('nut') ? ` and ${k.the(k.items('nut'))}` : ''}`),
        'Scatter the crumble over the fruit and bake for 35 minutes, until golden and bubbling.',
        sentence(`leave to stand for 5 minutes and serve warm${k.has('dairy') ? ` with ${k.the(k.items('dairy'))}` : ''}`),
      ];
    }
    const brownies = isBrownies(k);
    const dry = [...k.items('baking', 'spice', 'season', 'grain').filter((i) => !stirIn.includes(i))];
    const wet = k.items('egg', 'dairy', 'liquid', 'sauce');
    k.wait(brownies ? 45 : 55);
    return [
      `Heat the oven to **180 °C** (160 °C fan) and line a 20 cm square tin with baking paper. ${k.prep(k.used)}`,
      sentence(`beat ${k.the([...fat, ...sweetener])} together until pale and fluffy`),
      wet.length > 0 ? sentence(`beat in ${k.the(wet)}, a little at a time`) : '',
      sentence(`fold in ${k.the(dry)} until just combined${stirIn.length > 0 ? `, then stir through ${k.the(stirIn)}` : ''}`),
      `Scrape into the tin and bake for ${brownies ? '25 minutes, until just set with a slight wobble in the middle' : '35 minutes, until golden and a skewer comes out clean'}.`,
      'Cool in the tin for 15 minutes, then cut into squares.',
    ].filter((step) => step !== '');
  },
};
