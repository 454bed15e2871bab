import type { Dish } from '../dish.ts';
import { heatOven, named, sweet } from '../dish.ts';
import { sentence } from '../prose.ts';
import { meanwhile } from '../ways.ts';
import { FLOURS } from '../signals.ts';
import { bakeWays } from './bake-ways.ts';
import { BAKED, bakeOf, bakeParts, isBase, NOUNS, scaleOf } from './bakes.ts';

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
  adjectives: ['Homely', 'Golden', 'Sticky', 'Comforting'],
  tips: [
    'Ovens vary: start checking ten minutes before the time is up, and trust the skewer or the colour over the clock.',
    'Weigh the flour rather than spooning it if you can; too much makes a bake dry.',
    'Leftovers keep for three days, covered: a cake or flapjacks in a tin, anything with fruit, custard or cream in the fridge once cool. A slice warms up beautifully with a spoon of yogurt or cream.',
  ],
  steps(k) {
    const { bake, fruit, lineTins, rubIn, serveWarm, melt, coat, beatSmooth, workIn, cream, creamMinutes, beatIn, foldIn } = bakeParts(k);
    // The oven heats while the cook prepares; what it still needs after that is waited for where it is used.
    const heat = (celsius: number, line = '') => {
      const oven = heatOven(k, celsius);
      return { first: `${oven.said} ${meanwhile([line === '' ? '' : sentence(line), k.prep(k.used)].filter(Boolean).join(' '))}`, hot: oven.hot };
    };
    if (bake === 'crumble') {
      const { first, hot } = heat(190);
      const baked = hot('Scatter the crumble over the fruit and bake for 35 minutes, until golden and bubbling.');
      k.wait(40);
      return [
        first,
        sentence(`toss ${fruit} in a baking dish`),
        rubIn,
        baked,
        serveWarm('leave to stand for 5 minutes and '),
      ];
    }
    if (bake === 'flapjacks') {
      const tins = lineTins(20, true);
      const { first, hot } = heat(180, tins.line);
      const baked = hot(`Press the mixture firmly into ${tins.the} and bake for 25 minutes, until golden at the edges.`);
      k.wait(35);
      return [
        first,
        melt('a pan'),
        coat,
        baked,
        `Cool in ${tins.the} for 10 minutes, cut into bars, then leave them to cool completely before lifting them out.`,
      ];
    }
    if (bake === 'shortbread') {
      const tins = lineTins(20, true);
      const { first, hot } = heat(160, tins.line);
      const baked = hot(`Press it evenly into ${tins.the}, prick all over with a fork and bake for 30 minutes, until pale golden.`);
      k.wait(45);
      return [
        first,
        beatSmooth,
        workIn,
        baked,
        `Mark into fingers while it is warm, then leave to cool in ${tins.the} before cutting through.`,
      ];
    }
    const brownies = bake === 'brownies';
    const tins = lineTins(20);
    // Too little for the smallest tin: small cakes in paper cases, which bake in about half the time.
    const small = tins.cases;
    const inTins = small
      ? `Spoon into ${tins.the} and bake for ${brownies ? `14 minutes, until ${BAKED.brownies}` : `18 minutes, until risen and ${BAKED.cake}`}.`
      : `${tins.count > 1 ? 'Divide the mixture between' : 'Scrape into'} ${tins.the} and bake for ${brownies ? `25 minutes, until ${BAKED.brownies}` : `35 minutes, until golden and ${BAKED.cake}`}.`;
    const { first, hot } = heat(180, tins.line);
    k.wait(creamMinutes);
    const baked = hot(inTins);
    k.wait(small ? (brownies ? 14 : 18) + 5 : (brownies ? 25 : 35) + 15);
    return [
      first,
      cream,
      beatIn,
      foldIn,
      baked,
      small ? 'Leave to cool for 5 minutes before eating.' : `Cool in ${tins.the} for 15 minutes, then cut into squares.`,
    ].filter((step) => step !== '');
  },
  methods: bakeWays,
};
