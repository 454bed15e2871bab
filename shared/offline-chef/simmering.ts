// What the pot dishes (soup and curry) share: pastes fried with the spices, seafood added late.
import type { Kitchen } from './kitchen.ts';
import type { PantryItem } from './pantry-items.ts';

// Pastes fry with the spices; everything else in the sauce role goes in at the end.
export const isPaste = (item: PantryItem): boolean => item.role === 'sauce' && item.entry?.cook !== undefined && item.entry.name !== 'cornstarch';

export const finishers = (k: Kitchen): PantryItem[] => k.items('sauce', 'sweetener', 'dairy').filter((item) => !isPaste(item));

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
