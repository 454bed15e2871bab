import type { Dish, DishMethod } from '../dish.ts';
import { countRoles, heatOven, inRounds, keptCold, savoury, type Oven } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { countWord, traysFor, traysWeight } from '../pans.ts';
import { meanwhile, prepSmall } from '../ways.ts';
import { kitWords, trayRoast } from '../words.ts';
import { panRoast } from './pan-roast.ts';
import { ON_TRAY, ROAST_LEFTOVERS, roastParts, seared, wholeCuts } from './roasting.ts';

/** Whether the roast's fat is butter (or another that sets), which must be melted to coat anything. */
const solidFat = (k: Kitchen): boolean => k.items('fat').some((item) => !/\boil\b/.test(item.entry?.name ?? item.text));

/**
 * The rub's fats as this roast says them: with the rest of the rub, or, where the pan that sears
 * the steak takes its share too, as half of them ("half the olive oil").
 */
function rubFats(k: Kitchen, rub: readonly PantryItem[], shared: boolean): { fats: string; others: PantryItem[] } {
  const fats = k.items('fat');
  const others = rub.filter((item) => !fats.includes(item));
  return shared && fats.length > 0 ? { fats: k.fats()!, others } : { fats: '', others: [...rub] };
}

/** "Mix the olive oil and paprika in a large bowl...", melting butter first: it pours, and coats, only once it is liquid. */
function bowlOf(k: Kitchen, rub: readonly PantryItem[], shared: boolean): string {
  const salt = 'in a large bowl with a good pinch of salt';
  const into = salt.replace(/^in/, 'into');
  const { fats, others } = rubFats(k, rub, shared);
  if (solidFat(k)) {
    const rest = others.filter((item) => item.role !== 'fat');
    return `melt ${fats || k.the(k.items('fat'))} and ${rest.length > 0 ? `mix it with ${k.the(rest)} ${salt}` : `pour it ${into}`}`;
  }
  if (fats === '') return `${rub.length > 1 ? 'mix' : 'pour'} ${k.the(rub)} ${rub.length > 1 ? salt : into}`;
  return others.length > 0 ? `mix ${k.the(others)} into ${fats} ${salt}` : `pour ${fats} ${into}`;
}

/** How many trays hold what roasts in a single layer (crowded, it steams), by its weight: two for pork chops, potatoes, apples and onions for 4. */
const trayCount = (k: Kitchen, tray: readonly PantryItem[]): number =>
  traysFor(tray.reduce((grams, item) => grams + traysWeight(k.amountOf(item), item.entry?.unit), 0), k.pans);

/** Where a roast goes: one large tray, or as many as trayCount: "two large baking trays". */
const trays = (k: Kitchen, count: number): string => (count > 1 ? `${countWord(count)} large ${k.say('baking trays', 'sheet pans')}` : `a large ${k.say('baking tray', 'sheet pan')}`);
// A home oven's shelves: three trays roast at once, swapped round halfway so all brown.
const SHELVES = 3;
/** Rounds the oven roasts `trays` in, SHELVES at a time: 1 for 3, 2 for 5 or 6. */
const ovenRounds = (trays: number): number => Math.max(1, Math.ceil(trays / SHELVES));

/**
 * The trays' roasting, as `roasting` writes it, and how a home oven takes them: up to three on
 * as many shelves, swapped round halfway so all brown; past three, in rounds of three, each
 * taking the roast's time again.
 */
function inOven(k: Kitchen, count: number, oven: Oven, roasting: () => string): string {
  // The oven heats once: a round's time, counted again for each round, is its roasting alone.
  oven.ready();
  const rounds = ovenRounds(count);
  // The oven is hot for the roast, too hot to keep a round warm in: each is served as it comes out.
  const [roasted, rest] = inRounds(k, rounds, roasting, 'round', 'Roast', 'served');
  if (count < 2) return roasted;
  const onShelves = (n: number): string => `on ${countWord(n)} shelves, swapping them ${n > 2 ? 'round halfway so all brown' : 'halfway so both brown'}`;
  const trays = k.say('trays', 'sheet pans');
  if (rounds === 1) return `${roasted} Roast the ${countWord(count)} ${trays} ${onShelves(count)}.`;
  return [keptCold(k, rounds), roasted, `An oven takes ${countWord(SHELVES)} ${trays} at a time: roast ${countWord(SHELVES)} ${onShelves(SHELVES)}.`, rest].filter(Boolean).join(' ');
}

/** What the roast is served from: "the trays" when there are more than one. */
const servedFrom = (k: Kitchen, count: number): string => (count > 1 ? k.say('trays', 'pans') : k.say('tray', 'pan'));
/**
 * The last step: the roast seasoned, dressed and served from its trays; in rounds, each round as
 * it comes out ("As each round comes out, season ..., then serve it from its trays.").
 */
function served(k: Kitchen, count: number, serve: (where: string) => string): string {
  if (ovenRounds(count) === 1) return serve(servedFrom(k, count));
  const step = serve(servedFrom(k, count)).replace(/serve from the (\w+)/, 'serve it from its $1');
  return `As each round comes out, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;
}

// Minced garlic burns black in a hot oven within minutes; whole cloves roast soft and sweet in their skins.
const IN_SKINS = 'lightly crush % cloves in their skins';
const roastsInSkins = (item: PantryItem): boolean => item.entry?.name === 'garlic';
const SKIN_ON_MINUTES = 20;
/** The items as this roast prepares them: chops and steaks whole, garlic cloves in their skins. */
const ovenReady = (items: readonly PantryItem[]): PantryItem[] =>
  wholeCuts(items).map((item) => (item.entry && roastsInSkins(item) ? { ...item, entry: { ...item.entry, prep: IN_SKINS } } : item));

// Nobody opens the oven to add something for less than this.
const OVEN_STEP_MINUTES = 5;

// Oven minutes at 220 °C, by what the item is; pan times do not carry over to a hot oven.
function roastMinutes(item: PantryItem): number {
  const category = item.entry?.category;
  if (category === 'root') return 35;
  if (category === 'seafood') return 12;
  // In fives, as a cook times an oven.
  if (item.role === 'protein') return Math.min(35, Math.max(20, Math.round(((item.entry?.cook?.minutes ?? 7) * 3) / 5) * 5));
  if (item.role === 'greens') return 8;
  // Frozen peas, sweetcorn and the like only need heating through: in for the last few minutes.
  if (item.role === 'veg' && (item.entry?.cook?.minutes ?? Infinity) <= 3) return OVEN_STEP_MINUTES;
  if (item.role === 'fruit' || item.role === 'extra') return 15;
  if (item.role !== 'aromatic') return 20;
  if (roastsInSkins(item)) return SKIN_ON_MINUTES;
  // Minced garlic or grated ginger burns black in a hot oven, and so does garlic powder standing in
  // for garlic: in for the last 10 minutes only.
  const burns = /\b(?:mince|grate|finely chop)\b/.test(item.entry?.prep ?? '') || (item.entry !== undefined && item.entry.cook === undefined);
  return burns ? 2 * OVEN_STEP_MINUTES : 25;
}

/** "While the tray finishes roasting, heat the rest of the olive oil...": the pan work done as the oven's time runs out. */
const whileRoasting = (k: Kitchen, step: string): string =>
  step === '' || step.startsWith('While each round') ? step : `While the ${kitWords(k.units).tray} finishes roasting, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;

/**
 * Oven minutes in a hotter oven for pieces cut small: about three fifths, in fives, never under
 * what a small piece needs to cook through (meat longer than the rest).
 */
function quickMinutes(item: PantryItem): number {
  const least = item.role === 'protein' && item.entry?.category !== 'seafood' ? 15 : 10;
  return Math.max(Math.min(roastMinutes(item), least), Math.round((roastMinutes(item) * 0.6) / OVEN_STEP_MINUTES) * OVEN_STEP_MINUTES);
}

/** Quicker: a hotter oven, everything cut small and tossed in its oil right on the tray. */
const quicker: DishMethod = {
  steps(k) {
    const { tray, rub, strips, sauceStep, searStep, serve } = roastParts(k);
    const { fats, others } = rubFats(k, rub, strips.length > 0);
    // Cold butter coats nothing: it is melted first, and the rest tossed in it.
    const melt = solidFat(k) ? `melt ${fats || k.the(k.items('fat'))}, then ` : '';
    const rest = melt === '' ? others : others.filter((item) => item.role !== 'fat');
    const tossIn = [melt === '' ? fats : 'it', rest.length > 0 ? k.the(rest) : ''].filter(Boolean).join(', ');
    const oven = heatOven(k, 230);
    const heated = `${oven.said} ${meanwhile(prepSmall(k, ovenReady(k.used)))}`;
    const [roasted, seared] = k.together(
      () =>
        inOven(k, trayCount(k, tray), oven, () =>
          k.cook(tray, {
            verb: 'roast',
            minutes: quickMinutes,
            together: OVEN_STEP_MINUTES,
            lead: (names) => oven.hot(`${melt}toss ${names} with ${tossIn === '' ? '' : `${tossIn} and `}a good pinch of salt right on ${trays(k, trayCount(k, tray))}, spread out in one layer`),
          }),
        ),
      () => searStep(ovenRounds(trayCount(k, tray))),
    );
    return [heated, roasted, whileRoasting(k, seared), sauceStep, served(k, trayCount(k, tray), serve)].filter((step) => step.trim() !== '');
  },
};

/** A sheet-pan roast: everything on one tray, added in turn so it is all done together. */
export const roast: Dish = {
  name: 'traybake',
  servings: 4,
  accepts: (item) =>
    savoury('pasta', 'noodle', 'grain', 'bread', 'liquid', 'baking', 'egg')(item) &&
    // Cream bubbles into a sauce beside the tray; milk would only be a thin one.
    (item.role !== 'dairy' || item.entry?.unit !== 'ml' || item.entry.name === 'cream') &&
    // Apples and plums roast; melon and berries only collapse.
    (item.role !== 'fruit' || item.entry?.cook !== undefined),
  fit(used) {
    const count = countRoles(used);
    const roots = used.filter((item) => item.entry?.category === 'root').length;
    if (count('protein') === 0 && roots === 0 && count('veg') < 2) return undefined;
    // Thin strips of steak are seared in a pan, not roasted: something else has to go on the tray.
    if (used.every((item) => seared(item) || !ON_TRAY.includes(item.role))) return undefined;
    return 1 + (roots > 0 ? 2 : 0) + (count('protein') > 0 ? 1 : 0);
  },
  staples: () => ['olive oil', 'salt', 'black pepper'],
  stars: ['protein', 'veg', 'legume', 'greens', 'fruit', 'extra', 'pickle'],
  noun: (k) => trayRoast(k.units),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} of {a} & {b}'],
  intros: [
    'A hot oven, and {a} and {b} turn golden at the edges while you do something else.',
    'Hardly any washing up: everything roasts together and comes out caramelised and tender.',
    'The oven does the work here; the only trick is adding things in the right order.',
  ],
  // Not "Roasted": every name of this dish already says it is a roast.
  adjectives: ['Golden', 'Crispy', 'Rustic', 'Easy'],
  tips: [
    'Use the biggest {tray} you have and spread things out: crowded vegetables steam instead of browning.',
    'Cut everything that goes in at the same time to about the same size, so it cooks evenly.',
    ROAST_LEFTOVERS,
  ],
  steps(k) {
    const { tray, rub, strips, sauceStep, searStep, serve } = roastParts(k);
    const oven = heatOven(k, 220);
    const heated = `${oven.said} ${meanwhile(k.prep(ovenReady(k.used)))}`;
    const bowl = sentence(bowlOf(k, rub, strips.length > 0));
    const [roasted, seared] = k.together(
      () =>
        inOven(k, trayCount(k, tray), oven, () =>
          k.cook(tray, {
            verb: 'roast',
            minutes: roastMinutes,
            together: OVEN_STEP_MINUTES,
            lead: (names) => oven.hot(`toss ${names} in ${solidFat(k) ? 'the melted butter' : 'the oil'}, spread in one layer over ${trays(k, trayCount(k, tray))}`),
            // What goes on later is tossed in what the first lot left in the bowl, so meat never roasts bare.
            then: (names, batch) => (batch.some((item) => item.role === 'protein') ? `add ${names}, tossed in what is left in the bowl,` : `add ${names}`),
          }),
        ),
      () => searStep(ovenRounds(trayCount(k, tray))),
    );
    return [heated, bowl, roasted, whileRoasting(k, seared), sauceStep, served(k, trayCount(k, tray), serve)].filter((step) => step.trim() !== '');
  },
  methods: { quicker, 'no-oven': panRoast },
};
