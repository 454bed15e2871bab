import type { Dish, DishMethod } from '../dish.ts';
import { boiledFor, boilMinutes, countRoles, gramsOf, heat, inRounds, isGnocchi, largePan, putWaterOn, roundsIn, savoury, seasonAnd, withLast, type Water } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { minutesText, sentence, titleCase } from '../prose.ts';
import { EGG_MINUTES, eggsCooked, safeCooking } from '../safe-cooking.ts';
import { comesUp, mlOf, offTheHeat, splitsIfBoiled, tomatoMinutes } from '../simmering.ts';
import { MOST_AT_ONCE, MOST_ML_IN_A_DEEP_PAN } from '../pans.ts';
import { cutSmall, meanwhile, prepSmall } from '../ways.ts';

/**
 * The pasta into the water put on to boil at the start, once it boils: `water` waits for what is
 * left of that, and where the prep alone may not have filled it, the step says so.
 */
function cookInWater(k: Kitchen, item: PantryItem, water: Water, soon = false): string {
  water.boiled();
  k.wait(boilMinutes(item));
  return sentence(`${soon ? 'once the water is boiling, ' : ''}cook ${k.the([item])} in ${soon ? 'it' : 'the boiling water'} ${boiledFor(item)}`);
}


/** "it", or "them" for gnocchi: how the steps speak of the drained pasta. */
const itOrThem = (k: Kitchen): string => (k.items('pasta').some(isGnocchi) ? 'them' : 'it');

// Tinned tomatoes simmer until they lose their raw taste; cream or stock need only heat through.
const sauceMinutes = (sauce: readonly PantryItem[], quick: boolean): number => tomatoMinutes(sauce, quick) || 3;

/** What bubbles in the sauce: all of it but what would split, which goes in off the heat (see offTheHeat). */
const bubbled = (items: readonly PantryItem[]): PantryItem[] => items.filter((item) => !splitsIfBoiled(item));

// What cooks in the frying pan, and what is left for the end.
const panned = (k: Kitchen): PantryItem[] => k.items('protein', 'aromatic', 'spice', 'veg', 'greens', 'legume', 'extra');
// With no tinned tomatoes or stock to make the sauce, a cheese that melts makes it: tossed off the
// heat with the starchy water (and the butter or milk in the pan). On a tomato sauce it goes on top.
const melted = (k: Kitchen): PantryItem[] => (k.has('liquid') ? [] : k.items('cheese').filter((item) => item.entry?.cook?.until === 'melted'));
const toppingsOf = (k: Kitchen): PantryItem[] => k.items('pickle', 'cheese', 'herb', 'nut', 'bread').filter((item) => !melted(k).includes(item));
/** How the pasta meets its pan at the end: tossed until glossy, or with the cheese melted into it off the heat. */
const tossed = (k: Kitchen, water = 'the cooking water'): string =>
  melted(k).length === 0
    ? 'toss for a minute, until glossy'
    : `take the pan off the heat, add ${k.the(melted(k))} and toss until it melts into a smooth, glossy sauce, adding a splash more of ${water} if it looks thick`;
/** The eggs of a carbonara, with the cheese beaten into them so it melts as they thicken. */
const beatenEggs = (k: Kitchen): string => `${k.the(k.items('egg'))}, beaten${melted(k).length > 0 ? ` with ${k.the(melted(k))}` : ''},`;
const serve = (k: Kitchen): string => seasonAnd(k, `serve${toppingsOf(k).length > 0 ? ` topped with ${k.the(toppingsOf(k))}` : ' straight away'}`);
/**
 * The eggs of a carbonara tossed through the pasta over a low heat until they thicken, which is
 * when they are safe; off the heat they may never get there. Timed where it is written.
 */
function eggSauce(k: Kitchen): string {
  k.wait(EGG_MINUTES.sauce);
  return `pour in ${beatenEggs(k)} and toss constantly ${eggsCooked('sauce', k.units)}; keep it moving so they do not scramble`;
}
const withEggs = (k: Kitchen): string => sentence(`turn the heat to low, then ${eggSauce(k)}`);
/** A food's least minutes in the pan: its own, or what makes it safe. */
const panMinutes = (item: PantryItem): number => Math.max(item.entry?.cook?.minutes ?? 0, safeCooking(item)?.minutes ?? 0);
/**
 * Prawns and fish, done in minutes, that go in for the pasta's last minutes: cooked before it
 * boils, they stay in the hot pan for all of its time and turn rubbery.
 */
const lastMinutes = (k: Kitchen): PantryItem[] =>
  // In rounds, the pans cannot take it all in the pasta's last minutes: it cooks in its round, tipped into the casserole.
  roundsIn(k, FRYING_PAN) > 1
    ? []
    : k.items('protein').filter((item) => item.entry?.category === 'seafood' && panMinutes(item) <= Math.min(...k.items('pasta').map(boilMinutes)));
/** Where the seafood goes: the frying pan, or half into each when the servings fill two. */
const intoPans = (k: Kitchen): string => (k.crowded ? 'the frying pans, half to each,' : 'the frying pan');

const FRYING_PAN = 'a large frying pan';
const CASSEROLE = 'a large, wide casserole';
// Drained pasta weighs about this many times what it did dry.
const COOKED_PASTA = 2.2;
/** What ends up in the sauce's pans, in millilitres (a gram of food about one): what fries, the liquid that simmers and the drained pasta. */
const sauceFill = (k: Kitchen): number =>
  gramsOf(k, [...panned(k), ...k.items('liquid')]) + mlOf(k, k.items('liquid')) + COOKED_PASTA * gramsOf(k, k.items('pasta'));
/**
 * Whether the sauce comes together in a casserole: cooked in rounds, round one has to wait
 * somewhere while the next browns, and the whole sauce simmers as one; in two pans at once, where
 * half of it is more than a deep frying pan holds. Either way, kilograms no frying pan holds.
 */
const gathered = (k: Kitchen): boolean =>
  roundsIn(k, FRYING_PAN) > 1 || sauceFill(k) / Math.min(k.pans, MOST_AT_ONCE) > MOST_ML_IN_A_DEEP_PAN;
/** Where the drained pasta goes: the casserole the sauce came together in, else the pans it was made in. */
const intoSauce = (k: Kitchen): string => (gathered(k) ? 'the casserole' : intoPans(k));
/**
 * The frying, in rounds where the servings fill more pans than a hob takes at once; for a sauce
 * that comes together in a casserole, each round (or both pans) tipped into it as it is done.
 */
function fried(k: Kitchen, cooking: () => string[]): string[] {
  const rounds = roundsIn(k, FRYING_PAN);
  const together = gathered(k);
  const [steps, rest] = inRounds(k, rounds, cooking, 'round', 'Cook', together ? 'gathered' : 'oven');
  const tipped = `Tip ${rounds > 1 ? 'each round' : k.crowded ? 'both pans' : 'it'} into ${CASSEROLE} as it is done, and keep it hot over a low heat.`;
  return withLast(steps, [rest, together ? tipped : ''].filter(Boolean).join(' '));
}
/**
 * "stir in the tinned tomatoes and let it bubble gently for 10 minutes", or into the casserole,
 * where the kilograms of cold tomatoes take their minutes to come back to a simmer first.
 */
function simmered(k: Kitchen, sauce: readonly PantryItem[], minutes: number, how: string): string {
  if (sauce.length === 0) return '';
  k.wait(minutes);
  if (!gathered(k)) return sentence(`stir in ${k.the(sauce)} and let it bubble${how} for ${minutesText(minutes)}`);
  const up = comesUp(k, 'a gentle simmer', gramsOf(k, sauce) + mlOf(k, sauce));
  return sentence(`stir ${k.the(sauce)} into the casserole${up}, then let it bubble${how} for ${minutesText(minutes)}`);
}
// The minute the oil takes to heat in a pan heated only for the pasta's last minutes.
const OIL_HEATS = 1;
/**
 * "3 minutes before the spaghetti is done, add the prawns to the frying pan and cook for 3 minutes, until pink. ...";
 * where nothing fried before, the pan (`heated`) is heated then, a minute sooner.
 */
function cookedLast(k: Kitchen, seafood: readonly PantryItem[], heated: string): string {
  const minutes = Math.max(...seafood.map(panMinutes)) + (heated === '' ? 0 : OIL_HEATS);
  const pastas = k.items('pasta');
  const before = `${minutesText(minutes)} before ${k.the(pastas)} ${pastas.some(isGnocchi) ? 'are' : 'is'} done`;
  // Crowded, the sauce is in two pans: each takes half, so neither holds more than it cooks through in the time.
  if (heated === '') return k.cook(seafood, { lead: (names) => `${before}, add ${names} to ${intoPans(k)}` });
  const pan = `${heated.charAt(0).toLowerCase()}${heated.slice(1)}`;
  return k.cook(seafood, { lead: (names) => `${before}, ${pan} Give the oil a minute to heat, then add ${names}${k.crowded ? ', half to each pan,' : ''}` });
}
/**
 * The pasta boiled, with `last` cooked in its last minutes (their minutes are the pasta's: the
 * clock moves on by the pasta's), then drained; `heated` is the pan's heating where it waits for them.
 */
function boiledThenDrained(k: Kitchen, water: Water, last: readonly PantryItem[], heated = ''): string[] {
  const drain = 'Scoop out a mugful of the cooking water, then drain.';
  const [boiled, finished] = k.together(
    () => k.items('pasta').map((item) => cookInWater(k, item, water)).join(' '),
    () => (last.length > 0 ? cookedLast(k, last, heated) : ''),
  );
  return finished === '' ? [`${boiled} ${drain}`] : [boiled, `${finished} ${drain}`];
}
/** Garlic, ginger and chilli: a minute in hot oil makes them fragrant, a few more burn them bitter. */
const burnsSoon = (k: Kitchen): PantryItem[] => k.items('aromatic').filter((item) => (item.entry?.cook?.minutes ?? Infinity) <= 1);
/**
 * What burns soon, where nothing wet follows it into the pan: fried in the pasta's last minutes,
 * as the seafood is, rather than sitting in the hot pan while the pasta boils.
 */
const friedLast = (k: Kitchen, sauce: readonly PantryItem[]): PantryItem[] => (sauce.length === 0 && !gathered(k) ? burnsSoon(k) : []);
const notPasta = (k: Kitchen): PantryItem[] => k.used.filter((item) => item.role !== 'pasta' && item.role !== 'egg');

/** Quicker: the sauce cooks in one go, everything cut small, while the pasta boils. */
const quicker: DishMethod = {
  steps(k) {
    const all = k.items('liquid', 'sauce', 'dairy');
    const sauce = bubbled(all);
    const water = putWaterOn(k, largePan(k, 'well-salted water'), k.items('pasta'));
    const prep = prepSmall(k, notPasta(k));
    const [boiled, pan] = k.together(
      () => k.items('pasta').map((item) => cookInWater(k, item, water, true)).join(' '),
      () => {
        const cooked = [heat(k, FRYING_PAN, 'medium'), ...fried(k, () => [panned(k).length > 0 ? k.cook(panned(k), { minutes: cutSmall }) : ''])];
        const simmer = simmered(k, sauce, sauceMinutes(sauce, true), '');
        return meanwhile([...cooked, simmer, offTheHeat(k, all)].filter(Boolean).join(' '));
      },
    );
    return [
      `${water.said} ${meanwhile(prep)}`,
      boiled,
      pan,
      `Scoop out a mugful of the cooking water, drain ${k.the(k.items('pasta'))} and tip ${itOrThem(k)} into ${intoSauce(k).replace(/,$/, '')} with a good splash of the water. ${k.has('egg') ? withEggs(k) : sentence(tossed(k))}`,
      serve(k),
    ].filter((step) => step.trim() !== '');
  },
};

/** One pot: the pasta cooks in the sauce's own pan, in just enough water to become the sauce. */
const onePot: DishMethod = {
  tips: [
    'Stir often while the pasta simmers: with so little water it sticks to the pan once the water runs low.',
    'If the pan looks dry before the pasta is done, add a splash more boiling water; if the sauce is thin, let it bubble a minute longer.',
    'Use your widest pan, so the pasta lies under the water rather than standing out of it.',
  ],
  steps(k) {
    const pastas = k.items('pasta');
    const liquids = k.items('liquid');
    const finish = k.items('sauce', 'dairy');
    const minutes = Math.max(...pastas.map(boilMinutes)) + 2;
    // Prepared first: what the prep cooks (dry lentils) the pan only warms.
    const prep = k.prep(notPasta(k));
    // Past one pan's worth, a casserole, browning a batch for each pan's worth.
    const where = k.crowded ? 'a large, wide casserole' : 'a large, deep frying pan';
    const heated = heat(k, where, 'medium', true);
    const inPan = inRounds(k, roundsIn(k, where, true), () => (panned(k).length > 0 ? k.cook(panned(k)) : ''), 'batch').filter(Boolean).join(' ');
    // Fish and prawns are done in minutes: left in while the pasta simmers, they turn rubbery.
    const seafood = panned(k).filter((item) => item.entry?.category === 'seafood');
    const lifted = seafood.length > 0 ? ` Lift ${k.the(seafood)} out onto a plate.` : '';
    const returned = seafood.length > 0 ? `; stir ${k.the(seafood)} back in for the last minute, to warm through` : '';
    k.wait(minutes);
    return [
      prep,
      `${heated} ${inPan}${lifted}`,
      sentence(
        `add ${k.the([...pastas, ...liquids])} with enough boiling water to just cover, bring to a simmer and cook for ${minutesText(minutes)}, stirring often, until ${k.the(pastas)} ${pastas.some(isGnocchi) ? 'are tender' : 'is al dente'} and the water has thickened into a sauce${returned}`,
      ),
      [bubbled(finish).length > 0 ? sentence(`stir in ${k.the(bubbled(finish))} and let it bubble for 1 minute`) : '', offTheHeat(k, finish)].filter(Boolean).join(' '),
      k.has('egg') ? withEggs(k) : melted(k).length > 0 ? sentence(tossed(k, 'hot water')) : '',
      serve(k),
    ].filter((step) => step.trim() !== '');
  },
};

/** Pasta tossed with a pan sauce made from what is at hand. */
export const pasta: Dish = {
  name: 'pasta dish',
  servings: 2,
  fries: true,
  accepts: (item) =>
    savoury('grain', 'noodle', 'fruit', 'baking', 'sweetener')(item) &&
    (item.role !== 'bread' || item.entry?.name === 'breadcrumbs'),
  fit: (used) => (countRoles(used)('pasta') > 0 ? 6 : undefined),
  staples: () => ['olive oil', 'salt', 'black pepper'],
  scale: { dairy: 0.5 },
  stars: ['protein', 'veg', 'greens', 'legume', 'cheese', 'extra', 'herb'],
  noun: (k) => titleCase(k.items('pasta')[0]?.label ?? 'Pasta'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} with {a} & {b}'],
  intros: [
    'A weeknight bowl of pasta where {a} and {b} make the sauce while the water boils.',
    'Pasta and whatever the cupboard holds are all it takes.',
    'The starchy cooking water is the secret here: it turns {a} and {b} into a silky sauce.',
  ],
  adjectives: ['Weeknight', 'Simple', 'Silky', 'Rustic'],
  tips: [
    'Salt the pasta water until it tastes like mild sea water; it is the only chance to season the pasta itself.',
    'Never skip the splash of cooking water: its starch is what makes the sauce cling.',
    'Undercook the pasta by a minute and let it finish in the sauce, where it drinks up the flavour.',
  ],
  steps(k) {
    const pastas = k.items('pasta');
    const eggs = k.items('egg');
    const toppings = toppingsOf(k);
    const all = k.items('liquid', 'sauce', 'dairy');
    const sauce = bubbled(all);
    // The water heats from the first step, while everything else is made, and the pasta cooks
    // while the sauce bubbles.
    const water = putWaterOn(k, largePan(k, 'well-salted water'), k.items('pasta'));
    const atTheEnd = friedLast(k, sauce);
    const last = [...lastMinutes(k), ...atTheEnd];
    // Seafood cooked in the pasta's last minutes in the frying pans joins the sauce where it came together.
    const tipped = gathered(k) ? [...pastas, ...last] : pastas;
    const prep = k.prep(notPasta(k));
    const heated = heat(k, FRYING_PAN, 'medium');
    // Each round in the pans, from the meat to the vegetables, takes its time again; seafood that
    // cooks in the pasta's last minutes is not among them.
    const frying = fried(k, () => [
        k.cook(k.items('protein').filter((item) => !last.includes(item))),
        // What burns soon goes in after the slower vegetables, for its minute before the sauce.
        k.cook(k.items('aromatic', 'spice').filter((item) => !burnsSoon(k).includes(item))),
        k.cook([...k.items('veg', 'greens', 'legume', 'extra'), ...burnsSoon(k).filter((item) => !atTheEnd.includes(item))]),
    ]);
    // With nothing to fry before the pasta's last minutes, the oil is heated then: not left to smoke
    // in an empty pan while the pasta boils.
    const emptyUntilLast = last.length > 0 && frying.every((step) => step.trim() === '');
    const pan = emptyUntilLast ? [] : [heated, ...frying];
    const [bubbling, boiled] = k.together(
      () => [simmered(k, sauce, sauceMinutes(sauce, false), ' gently'), offTheHeat(k, all)].filter(Boolean).join(' '),
      () => boiledThenDrained(k, water, last, emptyUntilLast ? heated : ''),
    );
    return [
      `${water.said} ${meanwhile(prep)}`,
      ...pan,
      bubbling,
      ...boiled.map((step, index) => (index === 0 && sauce.length > 0 ? meanwhile(step) : step)),
      eggs.length > 0
        ? sentence(`tip ${k.the(tipped)} into ${intoSauce(k)} with a splash of the cooking water and turn the heat to low, then ${eggSauce(k)}`)
        : sentence(`tip ${k.the(tipped)} into ${intoSauce(k)} with a good splash of the cooking water, then ${tossed(k)}`),
      seasonAnd(k, `serve${toppings.length > 0 ? ` topped with ${k.the(toppings)}` : ' straight away'}`),
    ].filter((step) => step.trim() !== '');
  },
  methods: { quicker, 'one-pot': onePot },
};
