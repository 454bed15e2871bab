import { OVEN_HEATS, type Kitchen } from './kitchen.ts';
import { plentyOfWaterMinutes } from './work-times.ts';
import type { PantryItem, Role } from './pantry-items.ts';
import { minutesText, sentence } from './prose.ts';

export { brownedIn, fry, heat, inRounds, keptCold, roundsIn, roundWord, withLast } from './pan-rounds.ts';

type Some<T> = readonly [T, ...T[]];

/** The ways of cooking a visitor can ask for instead of a dish's usual one. */
export type MethodKind = 'quicker' | 'no-oven' | 'one-pot';

/** Another way to cook the same dish: its own steps, and its own name and words where they differ. */
export interface DishMethod {
  /** Whether this way changes anything for these ingredients (a folded omelette never sees an oven); always when absent. */
  applies?(k: Kitchen): boolean;
  /** The dish's title for this way, when not the usual mark ("One-Pot ..."): a pan roast names itself. */
  title?(title: string, k: Kitchen): string;
  noun?(k: Kitchen): string;
  readonly intros?: Some<string>;
  readonly tips?: Some<string>;
  steps(k: Kitchen): string[];
}

/** One kind of dish the offline chef knows how to write. */
export interface Dish {
  /** Lower case, for prose: "stir-fry". */
  readonly name: string;
  readonly servings: number;
  /** Whether an ingredient belongs in this dish. */
  accepts(item: PantryItem): boolean;
  /** How well the accepted items make this dish (higher wins), or undefined when they cannot. */
  fit(used: readonly PantryItem[]): number | undefined;
  /** Pantry staples worth adding, best first, by canonical name; the writer keeps at most three. */
  staples(used: readonly PantryItem[]): readonly string[];
  /**
   * Multiplies the per-serving amount of a role ("a splash of milk", not a glass), or of each item
   * when the dish's proportions depend on what is in it (a bake's sugars share one amount).
   */
  readonly scale?: Readonly<Partial<Record<Role, number>>> | ((item: PantryItem, k: Kitchen) => number);
  /** The share of the servings what holds the dish together makes where it is short (a frittata's eggs); 1 or none with enough. */
  readonly made?: (k: Kitchen) => number;
  /**
   * The roles whose weight fills the pans at once, each holding what one browns (see pans.ts):
   * meat, fish and tofu where absent; a frittata's whole filling, vegetables too, sets under its eggs.
   */
  readonly fills?: readonly Role[];
  /** The dish fries in a frying pan or a wok: its fat is a film on each pan, not a share of each serving (see pans.ts). */
  readonly fries?: boolean;
  /** A bake: flour, sugar and fat are weighed, or measured in cups, rather than spooned. */
  readonly baking?: boolean;
  /** Dry lentils simmer in the dish's own liquid (a soup, a curry); any other dish simmers them first, in the prep. */
  readonly pulsesInLiquid?: boolean;
  /** Roles whose items name the dish, most telling first. */
  readonly stars: readonly Role[];
  /** The dish's noun in the title, which may depend on what is in it: "Frittata" or "Omelette". */
  noun(k: Kitchen): string;
  /** Title templates over {adj}, {a}, {b} (the two stars) and {noun}; those needing {b} need two stars. */
  readonly titles: Some<string>;
  /** One-line introductions over {a}, {b}, {dish} and {kind} (the noun, in lower case: "frittata"), and the kitchen words of words.ts ({hob}). */
  readonly intros: Some<string>;
  readonly adjectives: Some<string>;
  /** Tips, which may use the kitchen words of words.ts ({towel}). */
  readonly tips: Some<string>;
  steps(k: Kitchen): string[];
  /** The other ways this dish can be cooked, for a visitor who asks for one. */
  readonly methods?: Readonly<Partial<Record<MethodKind, DishMethod>>>;
}

/** Yogurt and sour cream spoon onto a bowl; a glass of milk does not. */
export const spoonable = (item: PantryItem): boolean => item.role !== 'dairy' || item.entry?.unit !== 'ml';
/** Aromatics sharp enough to enjoy raw, sliced thin over a bowl. */
// A shallot is not one: sliced, it is cooked (a cook would not serve it raw over a warm bowl).
export const RAW_AROMATICS: ReadonlySet<string> = new Set(['green onion', 'red onion', 'chili', 'jalapeno']);
/** Things that want heat before they go in a bowl: meat, roots, aubergine, mushrooms, garlic... */
export const needsCooking = (item: PantryItem): boolean =>
  item.role === 'protein' ||
  (item.role === 'veg' && (item.entry?.cook?.minutes ?? 0) >= 5) ||
  (item.role === 'aromatic' && !RAW_AROMATICS.has(item.entry?.name ?? ''));

/** Items whose canonical name is in a set. */
export function named(items: readonly PantryItem[], names: ReadonlySet<string>): PantryItem[] {
  return items.filter((item) => item.entry && names.has(item.entry.name));
}

/** Counts items per role, for the fit rules. */
export function countRoles(items: readonly PantryItem[]): (role: Role) => number {
  return (role) => items.filter((item) => item.role === role).length;
}

/**
 * An accepts() for a savoury dish: anything not sweet-only, except the roles listed.
 * An ingredient the chef does not know fits anywhere; the visitor knows what it is.
 * Grains that also go sweet (oats, semolina) make porridge, not a base for a savoury dish.
 */
export function savoury(...excluded: Role[]): (item: PantryItem) => boolean {
  return (item) =>
    item.role === 'extra' ||
    (item.flavour !== 'sweet' && !excluded.includes(item.role) && !(item.role === 'grain' && item.flavour === 'both'));
}

/** An accepts() for a sweet dish: only roles listed, and nothing savoury-only. */
export function sweet(...allowed: Role[]): (item: PantryItem) => boolean {
  return (item) => item.role === 'extra' || (item.flavour !== 'savoury' && allowed.includes(item.role));
}

/** Gnocchi are boiled until they float to the top, in 2–3 minutes; other pasta by its own time. */
export const isGnocchi = (item: PantryItem): boolean => item.entry?.name === 'gnocchi';
const GNOCCHI_MINUTES = 3;

/** Minutes a pasta boils: its own, or 3 for gnocchi. */
export const boilMinutes = (item: PantryItem): number => (isGnocchi(item) ? GNOCCHI_MINUTES : (item.entry?.cook?.minutes ?? 10));

/** How long a pasta boils, and how a cook tells it is done: "for 10 minutes, until al dente", "for 2–3 minutes, until they float to the top". */
export const boiledFor = (item: PantryItem): string =>
  isGnocchi(item) ? 'for 2–3 minutes, until they float to the top' : `for ${minutesText(boilMinutes(item))}, until ${item.entry?.cook?.until ?? 'al dente'}`;

/** Whether a starchy base cooks in a pan of water brought to the boil (couscous only soaks, leftover rice only reheats). */
export const boilsInWater = (item: PantryItem): boolean => item.entry?.name !== 'couscous' && item.entry?.name !== 'cooked rice';

/**
 * A large pan of water put on to boil at the start, said with its minutes so the steps add up to the
 * total: `said` is its sentence, and `boiled` waits for what is left of its time where it is used.
 */
export interface Water {
  readonly said: string;
  readonly boiled: () => void;
}

/** A large pan of water, as a cook says it: a British cook's pan is an American's pot. */
export const largePan = (k: Kitchen, water: string): string => `a large ${k.say('pan', 'pot')} of ${water}`;

/** What water comes to: "the boil" for a British cook, "a boil" for an American. */
export const theBoil = (k: Kitchen): string => k.say('the boil', 'a boil');

/** Puts a pan of water on to boil: "Bring a large pan of salted water to the boil, about 10 minutes." */
export function putWaterOn(k: Kitchen, pan = largePan(k, 'salted water'), bases: readonly PantryItem[] = []): Water {
  const minutes = plentyOfWaterMinutes(gramsOf(k, bases));
  return { said: `Bring ${pan} to ${theBoil(k)}, about ${minutesText(minutes)}.`, boiled: k.warmUp(minutes) };
}

/** Grams of `items` the recipe lists, counting those weighed in grams: what sizes their pan of water. */
export const gramsOf = (k: Kitchen, items: readonly PantryItem[]): number =>
  items.reduce((grams, item) => grams + (item.entry?.unit === 'g' ? k.amountOf(item) : 0), 0);

/**
 * The water for starchy bases put on to boil first (none for couscous or leftover rice alone), so
 * the prep is done while it heats; and the bases cooked, the first that boils in that water once
 * it boils, to be written where they cook.
 */
export function basesInWater(k: Kitchen, bases: readonly PantryItem[]): [cook: () => string, water: Water | undefined] {
  const first = bases.find(boilsInWater);
  const pan = largePan(k, first?.role === 'pasta' ? 'well-salted water' : first?.role === 'noodle' ? 'water' : 'salted water');
  const water = first === undefined ? undefined : putWaterOn(k, pan, bases.filter(boilsInWater));
  return [() => bases.map((base) => cookBase(k, base, base === first ? water : undefined)).join(' '), water];
}

/**
 * The oven put on to heat, said with its minutes so the steps add up to the total; `hot` waits for
 * what is left of them where the oven is first needed, and says so there.
 */
export interface Oven {
  /** "Heat the oven to **220 °C** (200 °C fan); it takes about 10 minutes." */
  readonly said: string;
  /** "Once the oven is hot, toss the potatoes…" from "Toss the potatoes…", the clock moved on to when it is. */
  hot(step: string): string;
  /** The clock moved on to when the oven is hot, where a later step says so with hot(). */
  ready(): void;
}

/** Puts the oven on to heat to `celsius` (see Oven). */
export function heatOven(k: Kitchen, celsius: number): Oven {
  const ready = k.warmUp(OVEN_HEATS);
  return {
    said: `Heat the oven to ${k.oven(celsius)}; it takes about ${minutesText(OVEN_HEATS)}.`,
    ready,
    hot: (step) => {
      ready();
      return `Once the oven is hot, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;
    },
  };
}

/**
 * "While the rice cooks, heat the oil...": work done while the starchy bases cook, so the total is
 * the longer of the two; the step as it is without bases.
 */
export function whileCooking(k: Kitchen, bases: readonly PantryItem[], step: string): string {
  if (step === '' || bases.length === 0) return step;
  const plural = bases.length > 1 || /s$/.test(bases[0]!.text);
  return `While ${k.the(bases)} ${plural ? 'cook' : 'cooks'}, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;
}

/**
 * The sentence that cooks one starchy base (rice, pasta, noodles...) by its own method, saying the
 * wait for its water to boil; or, in `water` put on earlier, once that water boils.
 */
export function cookBase(k: Kitchen, item: PantryItem, water?: Water): string {
  const minutes = item.entry?.cook?.minutes ?? 10;
  const the = k.the([item]);
  switch (item.entry?.name) {
    case 'cooked rice':
      k.wait(minutes);
      // Leftover rice is reheated until steaming hot all through, not just warmed.
      return sentence(`Reheat ${the} in a covered pan with a splash of water for ${minutesText(minutes)}, stirring now and then, until steaming hot all through, then fluff it with a fork`);
    case 'couscous':
      k.wait(minutes);
      return sentence(`Pour just enough boiling water over ${the} to cover, put a plate on top for 5 minutes, then fluff it with a fork`);
  }
  // The water's own minutes, waited for here and said here, or waited for where it was put on.
  const boil = (pan: string): string => {
    if (water) {
      water.boiled();
      return 'once the water is boiling,';
    }
    const heats = plentyOfWaterMinutes(gramsOf(k, [item]));
    k.wait(heats);
    return `bring ${pan} to ${theBoil(k)}, about ${minutesText(heats)}, then`;
  };
  if (item.role === 'pasta') {
    const first = boil(largePan(k, 'well-salted water'));
    k.wait(boilMinutes(item));
    return sentence(`${first} cook ${the} in it ${isGnocchi(item) ? boiledFor(item) : `for ${minutesText(minutes)}, until al dente`}`);
  }
  const first = boil(item.role === 'noodle' ? `a ${k.say('pan', 'pot')} of water` : largePan(k, 'salted water'));
  k.wait(minutes);
  if (item.role === 'noodle') return sentence(`${first} cook ${the} in it for ${minutesText(minutes)}, until tender, and drain and rinse under cold water`);
  return sentence(`${first} simmer ${the} in it for ${minutesText(minutes)}, until ${item.entry?.cook?.until ?? 'tender'}, and drain`);
}

/** "Season with the salt and black pepper, then ..." or the rest of the sentence alone. */
export function seasonAnd(k: Kitchen, rest: string): string {
  const season = k.items('season');
  return sentence(season.length > 0 ? `season with ${k.the(season)}, then ${rest}` : rest);
}

/** The roles that flavour a dish rather than make it: what a dressing, a sauce or a dip is made of. */
export const FLAVOURINGS: readonly Role[] = ['spice', 'season', 'sauce', 'sweetener', 'fat', 'herb', 'dairy', 'liquid', 'baking'];

/** Fats that are solid in a cool kitchen: butter, ghee, coconut oil. */
const SETS_COLD = /\b(?:butter|ghee|lard|margarine|coconut oil)\b/;
const setsCold = (item: PantryItem): boolean => SETS_COLD.test(item.entry?.name ?? item.text);

/** "whisk the lemon and honey with the rest of the olive oil and 1 tbsp water to make a dressing", or "" with nothing to whisk. */
export function whiskDressing(k: Kitchen, extra: readonly PantryItem[] = []): string {
  const parts = [...extra, ...k.items('sauce', 'sweetener', 'spice', 'dairy')];
  if (parts.length === 0) return '';
  const fats = k.fats();
  // Cold butter does not whisk into anything: melted first, it makes a warm lemon butter.
  if (fats !== null && k.items('fat').some(setsCold)) return sentence(`warm ${fats} until just melted, then whisk in ${k.the(parts)} and ${k.spoonfuls(1)} water to make a dressing`);
  return sentence(`whisk ${k.the(parts)} with ${fats === null ? '' : `${fats} and `}${k.spoonfuls(1)} water to make a dressing`);
}
