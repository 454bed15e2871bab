import type { Dish, DishMethod } from '../dish.ts';
import { basesInWater, brownedIn, cookBase, countRoles, gramsOf, heat, named, savoury, seasonAnd, whileCooking } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { minutesText, sentence } from '../prose.ts';
import { CURRY_SIGNALS } from '../signals.ts';
import { EGG_MINUTES, eggsCooked } from '../safe-cooking.ts';
import { browned, comesUp, finishers, hasSubstance, isPaste, mlOf, offTheHeat, pouredLiquids, simmered, splitsIfBoiled, thickenMinutes, tomatoMinutes } from '../simmering.ts';
import { cutSmall, grainWater, meanwhile, prepSmall } from '../ways.ts';

// A deep pan holds a curry for a few; past what one pan browns, the curry needs a casserole's room.
const potFor = (k: Kitchen): string => (k.crowded ? 'a large, wide casserole' : 'a large, deep pan');

const CURRY_BASES = new Set(['curry paste', 'curry powder', 'garam masala', 'ras el hanout']);

const chopped = (k: Kitchen): PantryItem[] => k.used.filter((item) => item.role !== 'grain' && item.role !== 'egg');
const pastes = (k: Kitchen): PantryItem[] => k.items('sauce').filter(isPaste);
const inSauce = (k: Kitchen): PantryItem[] => simmered(k, 'veg', 'legume', 'fruit', 'extra', 'greens');

// Dry lentils and split peas drink about three times their volume of water as they cook (a cup weighs about 190 g).
const DRINKERS = /lentil|split pea/;
const ML_PER_GRAM_LENTILS = 240 / 190;
const WATER_PER_LENTIL = 3;


/** The dry lentils or split peas in the pot: they set the water, not the sauce. */
const drinkers = (k: Kitchen): PantryItem[] => k.items('legume').filter((item) => DRINKERS.test(item.entry?.name ?? ''));

/** "Pour in the coconut milk with 250 ml water and bring to a gentle simmer, about 5 minutes.", and what else goes in with it. */
function pourIn(k: Kitchen, extra = ''): string {
  const liquids = pouredLiquids(k);
  const lentils = drinkers(k);
  const lentilMl = lentils.reduce((ml, item) => ml + k.amountOf(item) * ML_PER_GRAM_LENTILS, 0);
  // Stock or coconut milk counts towards the lentils' liquid: only what it leaves short is water.
  // So does a yogurt stirred in at the end in their place, or the curry ends up thin.
  const counted = (item: PantryItem): boolean => item.entry?.unit === 'ml' || splitsIfBoiled(item);
  const liquidMl = k.items('liquid').reduce((ml, item) => ml + (counted(item) ? k.amountOf(item) : 0), 0);
  const lentilWater = lentilMl * WATER_PER_LENTIL - liquidMl;
  const stirred = k.items('liquid').filter(splitsIfBoiled);
  const withIt = liquids.length > 0 ? 'with it, ' : stirred.length > 0 ? `with ${k.the(stirred)} stirred in at the end, ` : '';
  const water =
    lentilMl === 0
      ? `${k.volume(liquids.length > 0 ? 250 : 400)} water`
      : lentilWater >= 50
        ? `${k.measure(lentilWater)} water (${withIt}three times the volume of ${k.the(lentils)})`
        : '';
  const waterMl = lentilMl === 0 ? (liquids.length > 0 ? 250 : 400) * k.portions : Math.max(0, lentilWater);
  // Tinned tomatoes, listed by weight, fill the pot too: about a millilitre a gram.
  const potMl = mlOf(k, liquids) + gramsOf(k, liquids) + (water === '' ? 0 : waterMl);
  if (liquids.length === 0) return `Pour in ${water}${extra}${comesUp(k, 'a gentle simmer', potMl)}.`;
  return sentence(`pour in ${k.the(liquids)}${water === '' ? '' : ` with ${water}`}${extra}${comesUp(k, 'a gentle simmer', potMl)}`);
}

/** "Season with the salt, then serve with the rice, scattered with the cilantro." */
function serve(k: Kitchen, side: readonly PantryItem[]): string {
  const top = k.items('herb', 'nut');
  return seasonAnd(k, `serve${side.length > 0 ? ` with ${k.the(side)}` : ''}${top.length > 0 ? `, scattered with ${k.the(top)}` : ''}`);
}

/** "Let it simmer for 10 minutes, until the sauce loses its raw, tinny taste...": tinned tomatoes cook before the rest goes in; "" without them. */
function simmerTomatoes(k: Kitchen, quick = false): string {
  const minutes = tomatoMinutes(k.items('liquid'), quick);
  if (minutes === 0) return '';
  k.wait(minutes);
  return `Let it simmer for ${minutes} minutes, until the sauce loses its raw, tinny taste and thickens a little.`;
}

/**
 * The pot once its liquid is poured: "Pour in the coconut milk with 250 ml water...", the tinned
 * tomatoes' simmer, and, where what simmers in it is too quick for the water to cook off, a simmer
 * of its own so the sauce thickens; then what `cookIn` adds, in a step of its own.
 */
function simmerSauce(k: Kitchen, cookIn: () => string, { quick = false, pour = pourIn(k), tomatoes = true } = {}): [string, string] {
  const start = k.minutes();
  const simmered = tomatoes ? simmerTomatoes(k, quick) : '';
  const cooked = cookIn();
  const more = thickenMinutes(k.minutes() - start, quick);
  k.wait(more);
  const thicken = more > 0 ? `Let it simmer for ${minutesText(more)}, until the sauce starts to thicken.` : '';
  return [[pour, simmered, thicken].filter(Boolean).join(' '), cooked];
}

/** The finishers bubbled in for a minute, and those that would split stirred in off the heat. */
function stirIn(k: Kitchen): string {
  const bubbled = finishers(k).filter((item) => !splitsIfBoiled(item));
  return [bubbled.length > 0 ? sentence(`stir in ${k.the(bubbled)} and let it bubble for 1 minute`) : '', offTheHeat(k, finishers(k))].filter(Boolean).join(' ');
}

/** Hard-boiled while the curry simmers, and nestled into it to serve: "" with no eggs. */
function boilEggs(k: Kitchen): string {
  const eggs = k.items('egg');
  if (eggs.length === 0) return '';
  k.wait(EGG_MINUTES.boil);
  return sentence(`meanwhile, boil ${k.the(eggs)} ${eggsCooked('boil', k.units)}, cool, peel and halve, and nestle them into the curry`);
}

/** Quicker: everything cut small, fried in one go and simmered briefly while the rice cooks. */
const quicker: DishMethod = {
  steps(k) {
    const grains = k.items('grain');
    const prep = prepSmall(k, chopped(k));
    // The eggs boil beside the grains, while the curry cooks.
    const [[cooked, boiled], pan] = k.together(
      () => k.together(() => grains.map((grain) => cookBase(k, grain)).join(' '), () => boilEggs(k)),
      () => [
        `${heat(k, potFor(k), 'medium')} ${brownedIn(k, browned(k), () => k.cook([...browned(k), ...k.items('aromatic', 'spice'), ...pastes(k)], { minutes: cutSmall }))}`,
        [...simmerSauce(k, () => k.cook(inSauce(k), { verb: 'simmer', minutes: cutSmall }), { quick: true }), stirIn(k)].filter(Boolean).join(' '),
      ],
    );
    return [
      prep,
      cooked,
      grains.length > 0 ? meanwhile(pan[0]!) : pan[0]!,
      pan[1]!,
      boiled,
      serve(k, [...grains, ...k.items('bread', 'pickle')]),
    ].filter((step) => step.trim() !== '');
  },
};

/** One pot: the rice cooks in the curry, and the eggs poach in it. */
const onePot: DishMethod = {
  applies: (k) => k.has('grain', 'egg'),
  steps(k) {
    // Cooked rice only warms through; anything else drinks its own water.
    const thirsty = k.items('grain').filter((item) => item.entry?.name !== 'cooked rice');
    const eggs = k.items('egg');
    if (eggs.length > 0) k.wait(EGG_MINUTES.poach);
    const prep = k.prep(chopped(k));
    const fried = [`${heat(k, potFor(k), 'medium')} ${k.cook(k.items('aromatic'))}`, k.cook([...k.items('spice'), ...pastes(k)], { verb: 'stir' }), brownedIn(k, browned(k), () => k.cook(browned(k)))];
    // Rice that cooks in the sauce simmers the tomatoes as long as they need.
    const their = thirsty.length > 1 ? 'their' : 'its';
    const pour = thirsty.length > 0 ? pourIn(k, `, plus ${k.measure(grainWater(k, thirsty))} more for ${k.the(thirsty)} to cook in (twice ${their} volume),`) : pourIn(k);
    return [
      prep,
      ...fried,
      ...simmerSauce(k, () => k.cook([...k.items('grain'), ...inSauce(k)], { verb: 'simmer' }), { pour, tomatoes: thirsty.length === 0 }),
      stirIn(k),
      eggs.length > 0 ? sentence(`make a hollow in the curry for each of ${k.the(eggs)}, crack them in, cover and cook ${eggsCooked('poach', k.units)}`) : '',
      serve(k, k.items('bread', 'pickle')),
    ].filter((step) => step.trim() !== '');
  },
};

/** A curry: aromatics, spices and paste, then protein and vegetables simmered in a sauce. */
export const curry: Dish = {
  name: 'curry',
  servings: 4,
  accepts: (item) => savoury('pasta', 'noodle', 'baking', 'cheese')(item) && (item.role !== 'bread' || item.entry?.name !== 'breadcrumbs'),
  fit(used) {
    const signals = named(used, CURRY_SIGNALS).length;
    const count = countRoles(used);
    if (!hasSubstance(used) || (signals === 0 && !(count('legume') > 0 && count('spice') >= 2))) return undefined;
    return 2 + 2 * Math.min(3, signals);
  },
  // Curry powder only when nothing listed already carries the curry's spice.
  staples: (used) => (used.some((item) => CURRY_BASES.has(item.entry?.name ?? '')) ? ['vegetable oil', 'salt'] : ['vegetable oil', 'curry powder', 'salt']),
  stars: ['protein', 'legume', 'veg', 'greens', 'extra'],
  pulsesInLiquid: true,
  noun: () => 'Curry',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} {noun} with {b}'],
  intros: [
    'A {dish} for a cold evening: {a} and {b} simmered in a fragrant, spiced sauce.',
    'Built layer by layer, spices first and then {a}, so every mouthful tastes of something.',
    'Mild enough for everyone, and easy to turn up the heat at the table.',
  ],
  adjectives: ['Fragrant', 'Golden', 'Comforting', 'Mellow'],
  tips: [
    'Let the spices sizzle in the oil for a full minute before adding liquid; raw spices taste dusty.',
    'Like most curries this improves overnight: cool it, refrigerate within 2 hours, eat within 2 days (any rice within a day) and reheat it with a splash of water until steaming hot.',
    'Too hot? Stir in a spoon of yogurt or coconut milk. Too flat? A pinch of salt and a squeeze of lime.',
  ],
  steps(k) {
    const grains = k.items('grain');
    // The water heats while everything is cut, and the curry is made while the rice cooks.
    const [cookGrains, water] = basesInWater(k, grains);
    const prep = k.prep(chopped(k));
    water?.boiled();
    const [boiled, curried] = k.together(cookGrains, () => {
      const fried = [`${heat(k, potFor(k), 'medium')} ${k.cook(k.items('aromatic'))}`, k.cook([...k.items('spice'), ...pastes(k)], { verb: 'stir' }), brownedIn(k, browned(k), () => k.cook(browned(k)))];
      // The eggs boil while the curry simmers.
      const [simmered, eggs] = k.together(() => [...simmerSauce(k, () => k.cook(inSauce(k), { verb: 'simmer' })), stirIn(k)], () => boilEggs(k));
      return [...fried, ...simmered, eggs];
    });
    return [
      water === undefined ? prep : `${water.said} ${meanwhile(prep)}`,
      boiled,
      ...curried.map((step, index) => (index === 0 ? whileCooking(k, grains, step) : step)),
      // Pickles are eaten with a curry, not cooked in it.
      serve(k, [...grains, ...k.items('bread', 'pickle')]),
    ].filter((step) => step.trim() !== '');
  },
  methods: { quicker, 'one-pot': onePot },
};
