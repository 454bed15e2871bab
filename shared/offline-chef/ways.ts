// What the dishes' other ways of cooking share: cutting small for a quicker version, and the one
// pan of a one-pot version, where a starchy base cooks first and waits in a bowl.
import { cookBase, gramsOf } from './dish.ts';
import type { Kitchen } from './kitchen.ts';
import { minutesToBoil, plentyOfWaterMinutes } from './work-times.ts';
import { cookSooner, cutSmallNote } from './cutting.ts';
import type { PantryItem } from './pantry-items.ts';
import { minutesText } from './prose.ts';
import { MOST_ML_IN_A_DEEP_PAN } from './pans.ts';
import { formatTotal } from './amounts.ts';
import { readQuantity } from '../recipe/quantity.ts';
import { ML_PER_CUP, spoons } from '../recipe/cook-measures.ts';

export { cutSmall } from './cutting.ts';

/** The prep of a quicker version: the usual one, and everything cut small so it cooks fast; "" when nothing needs it. */
export function prepSmall(k: Kitchen, items: readonly PantryItem[]): string {
  const prep = k.prep(items);
  const cut = items.filter(cookSooner);
  return prep !== '' && cut.length > 0 ? `${prep} ${cutSmallNote(k.the(cut), cut.length)}` : prep;
}

/** "Meanwhile, heat the oil..." from "Heat the oil...". */
export function meanwhile(step: string): string {
  return step === '' ? '' : `Meanwhile, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;
}

// Couscous only soaks and leftover rice only reheats, in no pan of water at all.
const soaked = (item: PantryItem): boolean => item.entry?.name === 'couscous' || item.entry?.name === 'cooked rice';

// Rice and grains like it drink twice their volume of water (a cup of rice weighs about 190 g).
const ML_PER_GRAM_GRAIN = 240 / 190;
const WATER_PER_GRAIN = 2;

/** The water grains cook in when they drink all of it (twice their volume), in millilitres. */
export const grainWater = (k: Kitchen, grains: readonly PantryItem[]): number =>
  grains.reduce((ml, item) => ml + k.amountOf(item) * ML_PER_GRAM_GRAIN, 0) * WATER_PER_GRAIN;

/**
 * Grains cooked in a pan's measured water until they drink it, lid on: a frying pan holds no
 * "plenty of water" to drain, and a one-pot version has no other pot.
 */
/**
 * The water grains drink, as the cook measures it: twice the grains in cups as the list gives
 * them, where it gives cups (5 cups of rice, 10 of water), else twice their volume by weight.
 */
function waterFor(k: Kitchen, grains: readonly PantryItem[]): string {
  const cups = grains.map((item) => readQuantity(formatTotal(item, k.amountOf(item), { units: k.units })));
  if (k.units === 'us' && cups.every((read) => read?.quantity.unit === 'cup')) return k.measure(cups.reduce((ml, read) => ml + read!.quantity.amount * ML_PER_CUP, 0) * WATER_PER_GRAIN);
  return k.measure(grainWater(k, grains));
}

// Salt for grains in their water: about ¼ teaspoon for each 150 g; a pinch for a small pan.
const GRAMS_PER_QUARTER_TSP_SALT = 150;
const PINCH_UP_TO_GRAMS = 300;
/** "a pinch of salt" for a small pan, "1½ tsp salt" for 900 g of rice. */
function saltFor(k: Kitchen, grains: readonly PantryItem[]): string {
  const grams = grains.reduce((sum, item) => sum + k.amountOf(item), 0);
  return grams <= PINCH_UP_TO_GRAMS ? 'a pinch of salt' : `${spoons(grams / GRAMS_PER_QUARTER_TSP_SALT / 4)} salt`;
}

function absorbed(k: Kitchen, grains: readonly PantryItem[], pan: () => string, tipOut = true): string {
  if (grains.length === 0) return '';
  const minutes = Math.max(...grains.map((item) => item.entry?.cook?.minutes ?? 15));
  // A few hundred millilitres of water in a wide pan boil in a few minutes, not a big pan's ten.
  const heats = minutesToBoil(grainWater(k, grains));
  k.wait(heats + minutes);
  const their = grains.length > 1 ? 'their' : 'its';
  return `Put ${k.the(grains)} in ${pan()} with ${waterFor(k, grains)} water (twice ${their} volume) and ${saltFor(k, grains)}, bring to ${k.say('the boil', 'a boil')}, about ${minutesText(heats)}, then cover tightly with a lid and cook on a low heat for ${minutesText(minutes)}, until ${k.the(grains)} ${grains.length > 1 ? 'are' : 'is'} tender and the water absorbed. If the pan is dry before ${k.the(grains)} ${grains.length > 1 ? 'are' : 'is'} tender, add a splash of boiling water and cook on.${tipOut ? ' Tip into a bowl and wipe the pan dry.' : ''}`;
}

/**
 * A quicker version's grains: in a lidded pan of the water they drink, which boils in a few
 * minutes where a large pan of water takes ten; "" with none.
 */
export function inMeasuredWater(k: Kitchen, grains: readonly PantryItem[]): string {
  // Rinsed first, here rather than with the rest of the prep, which is done while they cook.
  const rinsed = grains.filter((item) => item.entry?.prep === 'rinse');
  if (rinsed.length > 0) k.wait(1);
  const rinse = rinsed.length > 0 ? `Rinse ${k.the(rinsed)} in a sieve under cold water for a minute. ` : '';
  // Past what a deep pan holds, rice and its water need a big pot.
  const pot = baseFill(k, grains) > MOST_ML_IN_A_DEEP_PAN ? k.say('a large pot or casserole', 'a large pot or Dutch oven') : 'a saucepan';
  return grains.length === 0 ? '' : rinse + absorbed(k, grains, () => pot, false);
}

// Pasta and noodles boil in plenty of water: about 6 ml for each gram, so they move freely.
const PLENTY_ML_PER_GRAM = 6;

/** What a one-pot version's base fills its pan to, in millilitres: grains with the water they drink, pasta and noodles in plenty of water. */
function baseFill(k: Kitchen, bases: readonly PantryItem[]): number {
  const grains = bases.filter((item) => item.role === 'grain' && !soaked(item));
  const boiled = bases.filter((item) => !soaked(item) && !grains.includes(item));
  return grainWater(k, grains) * (1 + 1 / WATER_PER_GRAIN) + boiled.reduce((ml, item) => ml + k.amountOf(item) * PLENTY_ML_PER_GRAM, 0);
}

/**
 * The one pan of a one-pot version, as each step names it: afresh the first time, the same pan after.
 * Past what a deep pan or a wok holds (the base that cooks in it first), a large casserole.
 * @example const pan = onePan(k, "a wok", [rice]); pan() // "a wok"; pan() // "the same pan"
 */
export function onePan(k: Kitchen, fresh: string, bases: readonly PantryItem[] = []): () => string {
  let named = false;
  const first = baseFill(k, bases) > MOST_ML_IN_A_DEEP_PAN ? 'a large, wide casserole' : fresh;
  return () => {
    const name = named ? 'the same pan' : first;
    named = true;
    return name;
  };
}

/**
 * A one-pot version's starchy bases, cooked in its one pan and tipped into a bowl so the pan is
 * free for the rest: grains in measured water they drink, pasta and noodles boiled and drained;
 * couscous only soaks, in no pan at all. "" with no base.
 * @example baseFirst(k, [rice], onePan("a wok")) // "Put the rice in a wok with 380 ml water (twice its volume) and a pinch of salt, bring to the boil, ..."
 */
export function baseFirst(k: Kitchen, bases: readonly PantryItem[], pan: () => string): string {
  const grains = bases.filter((item) => item.role === 'grain' && !soaked(item));
  const drunk = absorbed(k, grains, pan);
  const boiled = bases.filter((item) => !soaked(item) && !grains.includes(item));
  const rinse = boiled.some((item) => item.role === 'noodle') ? ', rinse under cold water' : '';
  // The pan is named only when something boils in it.
  const heats = plentyOfWaterMinutes(gramsOf(k, boiled));
  if (boiled.length > 0) k.wait(heats);
  const boil = boiled.length === 0 ? '' : k.cook(boiled, { lead: (names) => `bring plenty of salted water to ${k.say('the boil', 'a boil')} in ${pan()}, about ${minutesText(heats)}, then add ${names}` });
  const drained = boil === '' ? '' : `${boil.slice(0, -1)}, then drain${rinse}, tip into a bowl and wipe the pan dry.`;
  return [drunk, drained, ...bases.filter(soaked).map((item) => cookBase(k, item))].filter((text) => text !== '').join(' ');
}
