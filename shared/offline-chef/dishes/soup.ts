import type { Dish, DishMethod } from '../dish.ts';
import { brownedIn, countRoles, heat, named, savoury, seasonAnd } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { minutesText, sentence } from '../prose.ts';
import { STOCKS } from '../signals.ts';
import { browned, comesUp, finishers, hasSubstance, isPaste, mlOf, pouredLiquids, simmered, tomatoMinutes } from '../simmering.ts';
import { cutSmall, prepSmall } from '../ways.ts';

const chopped = (k: Kitchen): PantryItem[] => k.used.filter((item) => item.role !== 'liquid');
const softened = (k: Kitchen): PantryItem[] => [...k.items('aromatic', 'spice'), ...k.items('sauce').filter(isPaste)];
const inPot = (k: Kitchen): PantryItem[] => simmered(k, 'veg', 'legume', 'pasta', 'noodle', 'grain', 'extra', 'greens');
// Pickled and fermented things go in at the end, to warm through, not to simmer.
const stirredIn = (k: Kitchen): PantryItem[] => [...finishers(k), ...k.items('pickle')];
const POT = 'a large pot';

function pourIn(k: Kitchen): string {
  const liquids = pouredLiquids(k);
  const stock = named(liquids, STOCKS).length > 0;
  const poured = mlOf(k, liquids);
  return liquids.length > 0
    ? sentence(`pour in ${k.the(liquids)}${stock ? '' : ` and about ${k.volume(1000)} of water`}${comesUp(k, 'the boil', poured + (stock ? 0 : 1000 * k.portions))}`)
    : `Pour in about ${k.volume(1200)} of water${comesUp(k, 'the boil', 1200 * k.portions)}.`;
}

/**
 * What simmers in the pot, and before it, where that is quicker than tinned tomatoes take to lose
 * their raw, tinny taste, a simmer of the tomatoes alone to make up the difference.
 */
function simmerPot(k: Kitchen, quick: boolean): [tomatoes: string, pot: string] {
  const start = k.minutes();
  const pot = k.cook(inPot(k), { verb: 'simmer', ...(quick ? { minutes: cutSmall } : {}) });
  const more = tomatoMinutes(k.items('liquid'), quick) - (k.minutes() - start);
  if (more <= 0) return ['', pot];
  k.wait(more);
  return [`Let it simmer for ${minutesText(more)}, until the tomatoes lose their raw, tinny taste.`, pot];
}

/** A soup of vegetables alone (no meat, pasta or grains to go to mush) is blended smooth. */
const blends = (k: Kitchen): boolean => !k.has('protein', 'pasta', 'noodle', 'grain') && k.has('veg');
// Minutes to blend a pot smooth, and to warm milk or cream through in it.
const BLEND_MINUTES = 2;
const WARM_MINUTES = 2;

/**
 * "Blend until smooth, about 2 minutes, then stir in the milk and warm through for 2 minutes, without letting it boil.": what goes in at
 * the end, after the blending where the soup blends; milk or cream warmed through, not boiled, so
 * it neither cools the bowl nor splits. "" with neither.
 */
function finish(k: Kitchen, rest: readonly PantryItem[]): string {
  const blended = blends(k);
  if (blended) k.wait(BLEND_MINUTES);
  const warmed = rest.some((item) => item.role === 'dairy');
  if (warmed) k.wait(WARM_MINUTES);
  const stir = rest.length > 0 ? `stir in ${k.the(rest)}${warmed ? ` and warm through for ${minutesText(WARM_MINUTES)}, without letting it boil` : ''}` : '';
  return blended ? sentence(`blend until smooth, about ${minutesText(BLEND_MINUTES)}${stir === '' ? '' : `, then ${stir}`}`) : stir === '' ? '' : sentence(stir);
}

function ladle(k: Kitchen, first = ''): string {
  const top = k.items('cheese', 'herb', 'nut');
  const bread = k.items('bread');
  return seasonAnd(k, `${first}ladle into bowls${top.length > 0 ? `, topped with ${k.the(top)}` : ''}${bread.length > 0 ? `, with ${k.the(bread)} alongside` : ''}`);
}

/** Quicker: cut small, softened and browned in one go, and simmered briefly. */
const quicker: DishMethod = {
  steps(k) {
    const rest = stirredIn(k);
    const prep = prepSmall(k, chopped(k));
    const fried = `${heat(k, POT, 'medium')} ${brownedIn(k, browned(k), () => k.cook([...browned(k), ...softened(k)], { minutes: cutSmall }))}`;
    return [
      prep,
      fried,
      [pourIn(k), ...simmerPot(k, true)].filter(Boolean).join(' '),
      finish(k, rest),
      ladle(k),
    ].filter((step) => step.trim() !== '');
  },
};

/** Soup: aromatics softened, liquid in, everything simmered, blended smooth when it suits. */
export const soup: Dish = {
  name: 'soup',
  servings: 4,
  accepts: savoury('fruit', 'baking', 'sweetener', 'egg'),
  fit(used) {
    const count = countRoles(used);
    if (!hasSubstance(used)) return undefined;
    if (named(used, STOCKS).length > 0) return 4;
    if (count('liquid') > 0 || count('legume') > 0) return 2;
    return count('veg') + count('greens') >= 3 ? 1 : undefined;
  },
  staples: () => ['olive oil', 'vegetable stock', 'salt'],
  scale: { dairy: 0.5 },
  pulsesInLiquid: true,
  stars: ['veg', 'legume', 'protein', 'greens', 'pasta', 'noodle', 'grain', 'extra'],
  noun: () => 'Soup',
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{a} {noun} with {b}'],
  intros: [
    'A pot of {dish} that makes the most of {a} and {b}, and tastes even better the next day.',
    'Comfort in a bowl: {a} and {b} simmered slowly until everything is tender.',
    'One pot, a little chopping, and gentle simmering does all the work.',
  ],
  adjectives: ['Hearty', 'Warming', 'Cosy', 'Rustic'],
  tips: [
    'Leftover soup keeps well: cool it, refrigerate within 2 hours, eat within 2 days and reheat until steaming hot. It freezes well too; leave out any pasta or rice if you plan to freeze it.',
    'Season at the end: stock and cheese both bring salt, and a soup reduces as it simmers.',
    'A squeeze of lemon or a splash of vinegar just before serving wakes up a soup that tastes flat.',
  ],
  steps(k) {
    const rest = stirredIn(k);
    const prep = k.prep(chopped(k));
    const fried = [`${heat(k, POT, 'medium')} ${k.cook(softened(k))}`, brownedIn(k, browned(k), () => k.cook(browned(k)))];
    const [tomatoes, pot] = simmerPot(k, false);
    return [
      prep,
      ...fried,
      [pourIn(k), tomatoes].filter(Boolean).join(' '),
      pot,
      finish(k, rest),
      ladle(k),
    ].filter((step) => step.trim() !== '');
  },
  methods: { quicker },
};
