import type { Units } from '../api/recipe-preferences.ts';
import type { PantryItem } from './pantry-items.ts';

/**
 * What makes a food safe to eat, as a cook checks it: the least time its pieces need in a hot pan,
 * however small they are cut, and the temperature its thickest piece must reach inside.
 */
export interface SafeCooking {
  readonly minutes: number;
  readonly celsius: number;
  readonly fahrenheit: number;
  /** What the cook sees besides: ", with no pink left". */
  readonly sign: string;
  /** Minutes it must rest off the heat before it is safe to serve (USDA's rule for whole cuts at 63 °C). */
  readonly restMinutes?: number;
  /** Cooked whole, skin-side down in a pan, and turned for this many minutes at the end (a duck breast). */
  readonly turnFor?: number;
}

// The temperatures USDA FSIS gives, never less: poultry, and minced poultry, 74 °C / 165 °F; minced
// beef, pork and lamb 71 °C / 160 °F (the UK's FSA asks 70 °C for 2 minutes); whole cuts of beef,
// lamb and pork, and fish, 63 °C / 145 °F. Sausages, burgers and meatballs may be poultry, so they
// take poultry's. The minutes are for bite-sized pieces in a hot pan.
const POULTRY: SafeCooking = { minutes: 6, celsius: 74, fahrenheit: 165, sign: ', with no pink left' };
const MINCED: SafeCooking = POULTRY;
const MINCED_MEAT: SafeCooking = { ...POULTRY, celsius: 71, fahrenheit: 160 };
// 63 °C / 145 °F is safe for a whole cut of pork, beef or lamb only with a 3-minute rest after it.
const PORK: SafeCooking = { minutes: 5, celsius: 63, fahrenheit: 145, sign: '', restMinutes: 3 };
const FISH: SafeCooking = { minutes: 4, celsius: 63, fahrenheit: 145, sign: ', flaking easily' };
const PRAWNS: SafeCooking = { minutes: 3, celsius: 63, fahrenheit: 145, sign: ', pink and opaque all through' };
// Raw meat the chef has no line for (raw-meat.ts): a whole cut of red meat like pork, anything it
// cannot place like poultry, and pieces on the bone for as long as a cook roasts them.
const WHOLE_CUT: SafeCooking = PORK;
const UNKNOWN: SafeCooking = { ...POULTRY, minutes: 8 };

/** Keyed by the pantry entry's own name (the first of its names). */
const SAFE: Readonly<Record<string, SafeCooking>> = {
  chicken: POULTRY,
  // Bone in, and no knife makes a wing thinner: 25 minutes in a hot oven at the least.
  'chicken wings': { ...POULTRY, minutes: 25 },
  turkey: POULTRY,
  // A duck breast stays whole: about 8 minutes skin-side down, 5 on the other side, then a rest.
  duck: { ...POULTRY, minutes: 13, restMinutes: 5, turnFor: 5 },
  'ground turkey': MINCED,
  'ground beef': MINCED_MEAT,
  'ground pork': MINCED_MEAT,
  'ground lamb': MINCED_MEAT,
  sausage: { ...MINCED, minutes: 8 },
  meatballs: { ...MINCED, minutes: 10 },
  pork: PORK,
  // Steak in thin strips sears through in 4 minutes; diced lamb, like pork, in 5.
  beef: { ...WHOLE_CUT, minutes: 4 },
  lamb: WHOLE_CUT,
  salmon: FISH,
  cod: FISH,
  'sea bass': FISH,
  trout: FISH,
  fish: FISH,
  // Fresh fish cooked whole, as a steak, a fillet or a little fish; tinned tuna and sardines, and
  // smoked mackerel, are cooked already.
  tuna: { ...FISH, minutes: 6 },
  'fresh fish': { ...FISH, minutes: 6 },
  shrimp: PRAWNS,
  scallops: PRAWNS,
  // Seafood is safe at 63 °C / 145 °F (FDA); squid rings turn opaque and firm in 2 minutes, and toughen after.
  squid: { minutes: 2, celsius: 63, fahrenheit: 145, sign: ', opaque and firm' },
  // Stand-ins of raw-meat.ts, by the names it gives them.
  burgers: { ...MINCED, minutes: 10 },
  'breaded pieces': { ...UNKNOWN, minutes: 12, sign: ', piping hot all through' },
  offal: POULTRY,
  'poultry on the bone': { ...POULTRY, minutes: 35 },
  'meat on the bone': { ...WHOLE_CUT, minutes: 35 },
  poultry: POULTRY,
  'red meat': WHOLE_CUT,
  'raw meat': UNKNOWN,
};

/** How `item` is made safe to eat, when it is a food that needs it (poultry, pork, mince, offal, fish, raw meat the chef cannot place). */
export const safeCooking = (item: PantryItem): SafeCooking | undefined => (item.entry ? SAFE[item.entry.name] : undefined);

/** The rest a whole cut takes before it is served: "rest 3 minutes before serving". */
export type RestWords = (minutes: number) => string;
const REST_BEFORE_SERVING: RestWords = (minutes) => `rest ${minutes} minutes before serving`;

/**
 * How to tell it is done, in the visitor's units, with its rest said as `rest` says it.
 * @example doneWhen(POULTRY, "metric") // "74 °C in the middle, with no pink left"
 */
export const doneWhen = ({ celsius, fahrenheit, sign, restMinutes }: SafeCooking, units: Units, rest: RestWords = REST_BEFORE_SERVING): string =>
  `${units === 'us' ? `${fahrenheit} °F` : `${celsius} °C`} in the middle${sign}${restMinutes ? `; ${rest(restMinutes)}` : ''}`;

/**
 * The ways the dishes cook eggs, and the least minutes each takes to set them all through: a
 * quicker version may cut the rest small, never this. Beaten eggs scramble, or thicken over a low
 * heat into a pasta's sauce; whole ones fry under a lid, boil, or cook covered in a sauce until
 * the yolks are firm too.
 */
export const EGG_MINUTES = { scramble: 2, sauce: 2, fry: 5, boil: 10, poach: 10 } as const;

export type EggWay = keyof typeof EGG_MINUTES;

// How a cook sees each way has made the eggs safe, besides the temperature.
const EGG_SIGNS: Readonly<Record<EggWay, string>> = {
  scramble: 'until set, with no runny egg left',
  sauce: 'until the eggs thicken into a sauce that coats the pasta',
  fry: 'until the whites and yolks are firm',
  boil: 'until the yolks are firm all through',
  poach: 'until the whites and yolks are firm',
};

/**
 * Eggs are safe set all through, at 71 °C / 160 °F (USDA FSIS, for egg dishes): in the recipe's units.
 * @example eggsSafeAt("us") // "160 °F"
 */
export const eggsSafeAt = (units: Units): string => (units === 'us' ? '160 °F' : '71 °C');

/**
 * How long eggs cook this way, and how to tell they are safe.
 * @example eggsCooked("scramble", "metric") // "for 2 minutes, until set, with no runny egg left (71 °C)"
 */
export const eggsCooked = (way: EggWay, units: Units): string =>
  `for ${EGG_MINUTES[way]} minutes, ${EGG_SIGNS[way]} (${eggsSafeAt(units)})`;
