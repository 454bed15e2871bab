import type { DishMethod, MethodKind } from '../dish.ts';
import { sentence } from '../prose.ts';
import { heatOven } from '../dish.ts';
import { meanwhile } from '../ways.ts';
import { withoutOven } from '../words.ts';
import { fryingPans, paperCases } from './bake-tins.ts';
import { BAKED, bakeOf, bakeParts } from './bakes.ts';

/** Quicker: small bakes in a muffin tin, a thin crumble, thin flapjacks, shortbread sliced into biscuits. */
const quicker: DishMethod = {
  tips: [
    'Small, thin bakes cook fast: start checking a few minutes before the time is up, and trust the colour over the clock.',
    'Weigh the flour rather than spooning it if you can; too much makes a bake dry.',
    'Leftovers keep for three days, covered: a cake or flapjacks in a tin, anything with fruit, custard or cream in the fridge once cool. A slice warms up beautifully with a spoon of yogurt or cream.',
  ],
  steps(k) {
    const { bake, stirIn, fruit, paper, lineTins, rubIn, serveWarm, melt, coat, beatSmooth, workIn, allInOne } = bakeParts(k);
    const heat = (celsius: number, line = '') => {
      const oven = heatOven(k, celsius);
      return { first: `${oven.said} ${meanwhile([line === '' ? '' : sentence(line), k.prep(k.used)].filter(Boolean).join(' '))}`, hot: oven.hot };
    };
    if (bake === 'crumble') {
      const { first, hot } = heat(200);
      const baked = hot('Scatter the crumble over the fruit and bake for 20 minutes, until golden and bubbling.');
      k.wait(25);
      return [
        first,
        `${sentence(`toss ${fruit} in a wide, shallow baking dish and spread it out thinly`)} ${rubIn} ${baked}`,
        serveWarm('leave to stand for 5 minutes and '),
      ];
    }
    if (bake === 'flapjacks') {
      const tins = lineTins(23, true);
      const { first, hot } = heat(190, tins.line);
      const baked = hot(`Press the mixture thinly and evenly into ${tins.the} and bake for 15 minutes, until golden at the edges.`);
      k.wait(25);
      return [
        first,
        `${melt('a pan')} ${coat}`,
        baked,
        `Cool in ${tins.the} for 10 minutes, then cut into bars.`,
      ];
    }
    const tray = k.say('baking tray', 'baking sheet');
    if (bake === 'shortbread') {
      const { first, hot } = heat(180, `line a ${tray} with ${paper}`);
      const baked = hot(`Roll it into a log, cut it into ${k.say('1 cm', '½-inch')} slices, set them on the ${tray} and bake for 14 minutes, until pale golden.`);
      k.wait(25);
      return [
        first,
        `${beatSmooth} ${workIn}`,
        baked,
        `Leave them to cool on the ${tray} for 10 minutes: they crisp as they cool.`,
      ];
    }
    const brownies = bake === 'brownies';
    const cases = paperCases(k);
    const { first, hot } = heat(180, cases.line);
    // Everything beaten at once, rather than creamed first, takes a couple of minutes.
    k.wait(2);
    const baked = hot(`Spoon into ${cases.the}${stirIn.length > 0 ? ', sharing out the pieces,' : ''} and bake for ${brownies ? `14 minutes, until ${BAKED.brownies}` : `18 minutes, until risen and ${BAKED.cake}`}.`);
    k.wait((brownies ? 14 : 18) + 5);
    return [
      first,
      // Everything at once, rather than creaming first: small cakes forgive it.
      allInOne,
      baked,
      'Leave to cool for 5 minutes before eating.',
    ];
  },
};

// A cake for six cooked under a lid in its 24 cm pan: minutes on the lowest heat, the lid kept on
// for the first of them while it rises, and cooling before it turns out.
const PAN_MINUTES = { cake: 35, brownies: 25 };
const LID_ON_MINUTES = 20;
const COOLING_MINUTES = 15;
const LEAST_COOLING_MINUTES = 5;

/** Without an oven: a crumble toasted and stewed in a pan, flapjacks set in the fridge, the rest cooked low under a lid. */
const noOven: DishMethod = {
  title: (title, k) => (bakeOf(k.used) === 'flapjacks' ? `No-Bake ${title}` : withoutOven(title, k.units)),
  intros: [
    'Made on the {hob} with nothing but a pan: {a} and {b}, cooked low and gently.',
    'Something sweet from what is already in the cupboard, made on the {hob}.',
    'Just {a}, a pan and a low heat: {kind} without switching on anything but the {hob}.',
  ],
  tips: [
    'Keep the heat low and be patient: a pan cooks from underneath, and a hot one burns the bottom before the rest is done.',
    'A heavy-based pan spreads the heat evenly, so nothing catches in one spot.',
    'Leftovers keep for three days, covered: a cake or flapjacks in a tin, anything with fruit, custard or cream in the fridge once cool. A slice warms up beautifully with a spoon of yogurt or cream.',
  ],
  steps(k) {
    const { bake, fruit, paper, rubIn, serveWarm, melt, coat, beatSmooth, workIn, cream, creamMinutes, beatIn, foldIn } = bakeParts(k);
    const prep = k.prep(k.used);
    if (bake === 'crumble') {
      k.wait(16);
      return [
        prep,
        rubIn,
        'Toast the crumble in a large, dry frying pan over a medium heat for 6 minutes, stirring often, until golden and crisp, then tip it onto a plate.',
        sentence(`cook ${fruit} in the same pan over a medium heat for 10 minutes, stirring now and then, until soft and juicy`),
        serveWarm('scatter the crumble over the fruit and '),
      ].filter((step) => step !== '');
    }
    if (bake === 'flapjacks') {
      const pans = fryingPans(k, 20, k.say('non-stick frying pan', 'nonstick skillet'));
      // Rolled oats are heat-treated before they are sold and set unbaked; semolina is raw wheat, toasted first.
      const raw = k.used.filter((item) => item.role === 'grain' && item.entry?.name !== 'oats');
      k.wait(raw.length > 0 ? 70 : 65);
      return [
        prep,
        raw.length > 0 ? sentence(`toast ${k.the(raw)} in a large, dry frying pan over a medium heat for 5 minutes, stirring all the time, until pale golden, then tip into a bowl`) : '',
        melt(pans.count === 1 ? pans.text : 'a large pan'),
        coat,
        `Press the mixture firmly and evenly into ${pans.count === 1 ? pans.the : pans.text}, leave it to cool, then chill for 1 hour, until firm.`,
        `Cut into wedges and lift them out of ${pans.the}.`,
      ].filter((step) => step !== '');
    }
    if (bake === 'shortbread') {
      k.wait(20);
      return [
        prep,
        beatSmooth,
        workIn,
        `Pat the dough out about ${k.say('1 cm', '½ inch')} thick and cut it into rounds, then cook them in a large, dry frying pan over a low heat for 5 minutes a side, until pale golden.`,
        'Leave them to cool on a plate: they crisp as they cool.',
      ].filter((step) => step !== '');
    }
    const brownies = bake === 'brownies';
    // A pan the size of the amount, so the batter is as deep as the time is for; below what the
    // smallest pan holds, it lies thinner.
    const pans = fryingPans(k, 24);
    const lids = pans.count === 1 ? 'that has a tight-fitting lid' : 'that have tight-fitting lids';
    // On the lowest heat a pan passes heat into the batter at a steady rate, so the time goes with
    // its depth: a cake for one, a third as deep, is done in a third of the time, and cools sooner.
    const deep = Math.min(1, pans.depth);
    const cooks = Math.round((brownies ? PAN_MINUTES.brownies : PAN_MINUTES.cake) * deep);
    const lidOn = Math.round(LID_ON_MINUTES * deep);
    const cools = Math.max(LEAST_COOLING_MINUTES, Math.round(COOLING_MINUTES * deep));
    // The creaming, the cooking and the cooling, as the steps say them.
    k.wait(creamMinutes + cooks + cools);
    return [
      // Lined rather than greased: every bit of the fat listed is in the batter.
      `Line the base and sides of ${pans.text} ${lids} with ${paper}. ${prep}`,
      cream,
      beatIn,
      foldIn,
      `${pans.count > 1 ? 'Divide the mixture between' : 'Scrape into'} ${pans.the}, cover and cook over the lowest heat for ${cooks} minutes, until ${brownies ? BAKED.brownies : `risen and ${BAKED.cake}`}; keep the lid on for the first ${lidOn} minutes.`,
      `Leave to cool in ${pans.the} for ${cools} minutes, then turn out and cut into squares.`,
    ].filter((step) => step.trim() !== '');
  },
};

/** One pot: flapjacks melted, mixed and baked in one ovenproof pan; the other bakes need only their tin. */
const onePot: DishMethod = {
  applies: (k) => bakeOf(k.used) === 'flapjacks',
  steps(k) {
    const { melt, coat } = bakeParts(k);
    // One pot is one pan, however much goes in: the widest one, past what one holds.
    const pan = fryingPans(k, 24, k.say('ovenproof frying pan', 'ovenproof skillet'), true);
    const oven = heatOven(k, 180);
    const first = `${oven.said} ${meanwhile(k.prep(k.used))}`;
    const baked = oven.hot(`Press the mixture firmly into ${pan.the} and bake for 25 minutes, until golden at the edges.`);
    k.wait(35);
    return [
      first,
      melt(pan.text),
      coat,
      baked,
      `Cool in ${pan.the} for 10 minutes, cut into wedges, then leave them to cool completely before lifting them out.`,
    ];
  },
};

/** The other ways a bake can be made. */
export const bakeWays: Readonly<Partial<Record<MethodKind, DishMethod>>> = { quicker, 'no-oven': noOven, 'one-pot': onePot };
