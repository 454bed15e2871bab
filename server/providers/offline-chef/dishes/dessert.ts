import type { Dish } from '../dish.ts';
import { named, sweet } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import { squareTin } from '../../../../shared/cook-measures.ts';
import type { PantryItem, Role } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { FLOURS } from '../signals.ts';

const isBase = (item: PantryItem): boolean => named([item], FLOURS).length > 0 || item.role === 'grain';

const isChocolate = (item: PantryItem): boolean => item.entry?.name === 'chocolate' || item.entry?.name === 'cocoa';

/** What the cupboard bakes into, by what holds it together. */
type Bake = 'crumble' | 'brownies' | 'flapjacks' | 'shortbread' | 'cake';

function bakeOf(used: readonly PantryItem[]): Bake {
  const has = (role: Role): boolean => used.some((item) => item.role === role);
  const flour = named(used, FLOURS).length > 0;
  // No eggs to bind a cake, but fruit to bake: a crumble.
  if (has('fruit') && !has('egg')) return 'crumble';
  if (has('egg')) return used.some(isChocolate) ? 'brownies' : 'cake';
  // Without eggs, oats and butter make flapjacks, and flour with butter alone, shortbread.
  if (!flour) return 'flapjacks';
  return has('dairy') || has('liquid') ? 'cake' : 'shortbread';
}

const NOUNS: Readonly<Record<Bake, string>> = { crumble: 'Crumble', brownies: 'Brownies', flapjacks: 'Flapjacks', shortbread: 'Shortbread', cake: 'Cake' };

/**
 * How much of each part a 20 cm tin (or a crumble for six) takes, against a serving of each:
 * flour, oats and the like share `base`, the sweeteners share `sweetener` and the fats `fat`,
 * so two sugars make one cake's worth of sugar, not two.
 */
const PROPORTIONS: Readonly<Record<Bake, Readonly<Partial<Record<Role | 'base' | 'chocolate', number>>>>> = {
  cake: { base: 1, sweetener: 2, fat: 2, egg: 1 / 3, dairy: 0.15, liquid: 0.15, fruit: 0.5, veg: 1 / 3, spice: 1 / 3, sauce: 1 / 3 },
  brownies: { base: 0.5, sweetener: 2, fat: 2, chocolate: 1.5, egg: 1 / 3, dairy: 0.15, liquid: 0.15, fruit: 0.5, veg: 1 / 3, spice: 1 / 3, sauce: 1 / 3 },
  crumble: { base: 0.8, sweetener: 1.33, fat: 1.25, fruit: 1, dairy: 0.5, liquid: 0.15, spice: 1 / 3, veg: 1 / 3, sauce: 1 / 3 },
  flapjacks: { base: 1, sweetener: 1.5, fat: 1.5, fruit: 0.5, spice: 1 / 3, sauce: 1 / 3 },
  shortbread: { base: 1, sweetener: 0.8, fat: 1.45, spice: 1 / 3, sauce: 1 / 3 },
};

function scaleOf(item: PantryItem, k: Kitchen): number {
  const share = PROPORTIONS[bakeOf(k.used)];
  const shared = (part: number, among: readonly PantryItem[]): number => part / Math.max(1, among.length);
  if (isBase(item)) return shared(share.base ?? 1, k.used.filter(isBase));
  if (item.role === 'sweetener' || item.role === 'fat') return shared(share[item.role] ?? 1, k.items(item.role));
  if (item.entry?.name === 'chocolate') return share.chocolate ?? 1;
  return share[item.role] ?? 1;
}

/** A simple bake: fruit crumble, brownies, flapjacks, shortbread or a one-bowl cake, by what is in the cupboard. */
export const dessert: Dish = {
  name: 'bake',
  servings: 6,
  accepts: sweet('fruit', 'dairy', 'egg', 'sweetener', 'nut', 'spice', 'season', 'baking', 'fat', 'grain', 'veg', 'sauce', 'liquid'),
  fit(used) {
    const sweetened = used.some((item) => item.role === 'sweetener' || item.role === 'fruit' || item.flavour === 'sweet');
    if (!used.some(isBase) || !sweetened) return undefined;
    return 1 + (named(used, FLOURS).length > 0 ? 2 : 0);
  },
  // Only a cake or brownies rise; the rest want a pinch of salt instead.
  staples: (used) => (['cake', 'brownies'].includes(bakeOf(used)) ? ['sugar', 'butter', 'baking powder'] : ['sugar', 'butter', 'salt']),
  scale: scaleOf,
  baking: true,
  stars: ['fruit', 'baking', 'nut', 'veg', 'sauce', 'extra', 'spice'],
  noun: (k) => NOUNS[bakeOf(k.used)],
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', 'Easy {a} {noun}'],
  // Named by what it is ({kind}: cake, brownies, crumble...), never by another sweet it is not.
  intros: [
    'No mixer and no fuss: just {a}, one bowl and a warm oven.',
    'Something sweet from what is already in the cupboard: {a} and {b}, baked until golden.',
    'Few things make a kitchen smell better than {kind} in the oven.',
  ],
  adjectives: ['Homely', 'Golden', 'Sticky', 'Sunday'],
  tips: [
    'Ovens vary: start checking ten minutes before the time is up, and trust the skewer or the colour over the clock.',
    'Weigh the flour rather than spooning it if you can; too much makes a bake dry.',
    'Leftovers keep for three days in a tin and warm up beautifully with a spoon of yogurt or cream.',
  ],
  steps(k) {
    const bake = bakeOf(k.used);
    const base = k.used.filter(isBase);
    const sweetener = k.items('sweetener');
    const fat = k.items('fat');
    const stirIn = [...k.items('fruit', 'nut', 'veg', 'extra'), ...k.used.filter((i) => i.entry?.name === 'chocolate')];
    const tin = `line ${squareTin(20, k.units)} with baking paper`;
    const theTin = `the ${k.say('tin', 'pan')}`;
    if (bake === 'crumble') {
      k.wait(40);
      const fruit = k.items('fruit', 'veg', 'extra');
      const flavour = k.items('spice', 'sauce', 'baking', 'liquid').filter((item) => !isBase(item));
      return [
        `Heat the oven to ${k.oven(190)}. ${k.prep(k.used)}`,
        sentence(`toss ${k.the(fruit)} with a third of ${k.the(sweetener)}${flavour.length > 0 ? ` and ${k.the(flavour)}` : ''} in a baking dish`),
        sentence(`rub ${k.the(fat)} into ${k.the([...base, ...k.items('season')])} with your fingertips until it looks like rough crumbs, then stir in the rest of ${k.the(sweetener)}${k.has('nut') ? ` and ${k.the(k.items('nut'))}` : ''}`),
        'Scatter the crumble over the fruit and bake for 35 minutes, until golden and bubbling.',
        sentence(`leave to stand for 5 minutes and serve warm${k.has('dairy') ? ` with ${k.the(k.items('dairy'))}` : ''}`),
      ];
    }
    const dry = [...k.items('baking', 'spice', 'season', 'grain').filter((i) => !stirIn.includes(i))];
    if (bake === 'flapjacks') {
      k.wait(35);
      return [
        `Heat the oven to ${k.oven(180)} and ${tin}. ${k.prep(k.used)}`,
        sentence(`melt ${k.the([...fat, ...sweetener, ...k.items('sauce')])} together in a pan over a low heat, stirring, until the sugar has dissolved`),
        sentence(`take the pan off the heat and stir in ${k.the([...dry, ...stirIn])} until every oat is coated`),
        `Press the mixture firmly into ${theTin} and bake for 25 minutes, until golden at the edges.`,
        `Cool in ${theTin} for 10 minutes, cut into bars, then leave them to cool completely before lifting them out.`,
      ];
    }
    if (bake === 'shortbread') {
      k.wait(45);
      return [
        `Heat the oven to ${k.oven(160)} and ${tin}. ${k.prep(k.used)}`,
        sentence(`beat ${k.the([...fat, ...sweetener, ...k.items('sauce')])} together until smooth`),
        sentence(`work in ${k.the([...dry, ...stirIn])} with your hands until it comes together in a ball`),
        `Press it evenly into ${theTin}, prick all over with a fork and bake for 30 minutes, until pale golden.`,
        `Mark into fingers while it is warm, then leave to cool in ${theTin} before cutting through.`,
      ];
    }
    const brownies = bake === 'brownies';
    const wet = k.items('egg', 'dairy', 'liquid', 'sauce');
    k.wait(brownies ? 45 : 55);
    return [
      `Heat the oven to ${k.oven(180)} and ${tin}. ${k.prep(k.used)}`,
      sentence(`beat ${k.the([...fat, ...sweetener])} together until pale and fluffy`),
      wet.length > 0 ? sentence(`beat in ${k.the(wet)}, a little at a time`) : '',
      sentence(`fold in ${k.the(dry)} until just combined${stirIn.length > 0 ? `, then stir through ${k.the(stirIn)}` : ''}`),
      `Scrape into ${theTin} and bake for ${brownies ? '25 minutes, until just set with a slight wobble in the middle' : '35 minutes, until golden and a skewer comes out clean'}.`,
      `Cool in ${theTin} for 15 minutes, then cut into squares.`,
    ].filter((step) => step !== '');
  },
};
