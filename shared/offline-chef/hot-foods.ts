import type { PantryItem } from './pantry-items.ts';

// Chilli and everything with its heat, by canonical name; curry powder is the hot thing the chef
// adds itself. A twist of black pepper seasons rather than heats: a milder dish keeps it.
const HOT: ReadonlySet<string> = new Set([
  'chili', 'jalapeno', 'chili flakes', 'chili powder', 'cayenne', 'sriracha', 'hot sauce', 'sweet chili sauce', 'harissa',
  'gochujang', 'chili oil', 'curry paste', 'curry powder', 'kimchi', 'cajun seasoning', 'taco seasoning',
]);
// A curry's own powder warms rather than burns: a curry made with it is still mild enough for everyone.
const WARMING = 'curry powder';

/** Whether an item brings heat to a dish: chilli, hot sauce, curry powder... */
export const isHot = (item: PantryItem): boolean => HOT.has(item.entry?.name ?? '');

/** Whether a dish of these items is hotter than its curry powder makes it: chilli in it, or the like. */
export const hotterThanMild = (items: readonly PantryItem[]): boolean => items.some((item) => isHot(item) && item.entry?.name !== WARMING);
