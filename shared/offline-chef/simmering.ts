// What the pot dishes (soup and curry) share: pastes fried with the spices, seafood added late,
// and how long tinned tomatoes simmer (a pasta sauce too).
import type { Kitchen } from './kitchen.ts';
import type { PantryItem } from './pantry-items.ts';
import { potComesUpMinutes } from './work-times.ts';

// Pastes fry with the spices; everything else in the sauce role goes in at the end.
export const isPaste = (item: PantryItem): boolean => item.role === 'sauce' && item.entry?.cook !== undefined && item.entry.name !== 'cornstarch';

// Yogurt, sour cream and buttermilk split when they boil: they go in off the heat, at the end.
const SPLITS = /yogurt|yoghurt|sour cream|buttermilk|kefir|skyr|quark/;
export const splitsIfBoiled = (item: PantryItem): boolean => SPLITS.test(item.entry?.name ?? item.text);

/**
 * " and bring to a gentle simmer, about 5 minutes" for a pot of `ml` liquid, its minutes counted as they are said.
 * @example comesUp(k, 'a gentle simmer', 1000) // " and bring to a gentle simmer, about 5 minutes"
 */
export function comesUp(k: Kitchen, to: string, ml: number): string {
  const minutes = potComesUpMinutes(ml);
  k.wait(minutes);
  // An American brings a pot to a boil, a British cook to the boil.
  return ` and bring to ${to === 'the boil' ? k.say('the boil', 'a boil') : to}, about ${minutes} minutes`;
}

/** Millilitres of the liquids among `items` the recipe lists in millilitres. */
export const mlOf = (k: Kitchen, items: readonly PantryItem[]): number =>
  items.reduce((ml, item) => ml + (item.entry?.unit === 'ml' ? k.amountOf(item) : 0), 0);

/** What goes into the pot at the end: sauces, dairy, and a liquid that would split (yogurt swapped in for coconut milk). */
export const finishers = (k: Kitchen): PantryItem[] => [...k.items('sauce', 'sweetener', 'dairy').filter((item) => !isPaste(item)), ...k.items('liquid').filter(splitsIfBoiled)];

/** The liquids poured in to simmer: stock, coconut milk, tinned tomatoes; never one that would split. */
export const pouredLiquids = (k: Kitchen): PantryItem[] => k.items('liquid').filter((item) => !splitsIfBoiled(item));

/** "Take the pan off the heat and stir in the greek yogurt.", or "" with nothing that would split. */
export function offTheHeat(k: Kitchen, items: readonly PantryItem[]): string {
  const split = items.filter(splitsIfBoiled);
  return split.length > 0 ? `Take the pan off the heat and stir in ${k.the(split)}.` : '';
}

// Seafood goes in near the end, with the vegetables, so it does not toughen while the pot simmers.
const isSeafood = (item: PantryItem): boolean => item.entry?.category === 'seafood';

export const browned = (k: Kitchen): PantryItem[] => k.items('protein').filter((item) => !isSeafood(item));

export const simmered = (k: Kitchen, ...roles: Parameters<Kitchen['items']>): PantryItem[] => [
  ...k.items(...roles),
  ...k.items('protein').filter(isSeafood),
];

/** Something to simmer: a pot of stock and spices alone is not dinner. */
export const hasSubstance = (used: readonly PantryItem[]): boolean =>
  used.some((item) => ['protein', 'veg', 'greens', 'legume', 'extra'].includes(item.role));

// Tinned tomatoes and passata taste raw and tinny until they have simmered a while; cut small and
// hurried, a little less still takes the edge off.
const TOMATO = /tomato|passata/;
const TOMATO_MINUTES = 10;
const QUICK_TOMATO_MINUTES = 6;

/** The tinned tomatoes or passata among `items`: poured in, where fresh ones are chopped and a paste is fried. */
const tinnedTomatoes = (items: readonly PantryItem[]): PantryItem[] =>
  items.filter((item) => item.role === 'liquid' && TOMATO.test(item.entry?.name ?? item.text));

/** Minutes a sauce of `items` simmers before it tastes cooked: 10 for tinned tomatoes (6 in a quicker version), else 0. */
export const tomatoMinutes = (items: readonly PantryItem[], quick: boolean): number =>
  tinnedTomatoes(items).length === 0 ? 0 : quick ? QUICK_TOMATO_MINUTES : TOMATO_MINUTES;

// Water poured into a pot thins its sauce until it has simmered off: this long at a simmer in all,
// tomatoes and whatever cooks in it included, and a little less cut small and hurried.
const SAUCE_MINUTES = 10;
const QUICK_SAUCE_MINUTES = 6;

/**
 * Minutes a sauce simmers on its own to thicken, when what simmers in it takes `simmering` minutes.
 * @example thickenMinutes(3, false) // 7
 */
export const thickenMinutes = (simmering: number, quick: boolean): number => Math.max(0, (quick ? QUICK_SAUCE_MINUTES : SAUCE_MINUTES) - simmering);
