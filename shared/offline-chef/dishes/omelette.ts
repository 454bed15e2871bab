import type { Dish, DishMethod } from '../dish.ts';
import { countRoles, heat, inRounds, roundsIn, savoury } from '../dish.ts';
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem } from '../pantry-items.ts';
import { minutesText, sentence } from '../prose.ts';
import { eggsSafeAt } from '../safe-cooking.ts';
import { cutSmall, prepSmall } from '../ways.ts';
import { MOST_AT_ONCE, traysWeight } from '../pans.ts';
import { isTortilla, TORTILLA_MINUTES, tortillaEggs } from './tortilla.ts';

// Minutes to beat the eggs, for the butter to foam in the pan, and for a folded omelette to set.
const BEAT_MINUTES = 2;
const PAN_HEATS = 1;
const FOLDED_MINUTES = 4;
// The most a frittata spends under a hot grill.
const GRILL_MINUTES = 4;

const FILLINGS = ['protein', 'aromatic', 'veg', 'greens', 'legume', 'extra'] as const;
const fillingsOf = (k: Kitchen): PantryItem[] => k.items(...FILLINGS);

// Two eggs a serving, where another dish's egg is one and a half (a frittata for two takes 4).
const OWN_SCALE: Readonly<Partial<Record<PantryItem['role'], number>>> = { dairy: 0.25, egg: 4 / 3 };
const SERVINGS = 2;
const HELD: ReadonlySet<PantryItem['role']> = new Set([...FILLINGS, 'cheese']);

/**
 * The share of the servings' eggs on hand, 1 with enough: the eggs hold the filling, so where they
 * are short the filling goes with them, not with the servings (six eggs will not set 1.8 kg).
 */
function eggShare(k: Kitchen): number {
  const shares = k.items('egg').map((egg) =>
    egg.onHand === undefined ? 1 : egg.onHand / ((egg.entry?.perServing ?? 0) * k.portions * SERVINGS * (OWN_SCALE.egg ?? 1)));
  return Math.min(1, ...shares.filter(Number.isFinite));
}

// What eggs set around them: about 100 g of meat, fish or vegetables an egg (six eggs hold about
// 600 g). Heavier, the filling is more than egg and will not set in the minutes given. An onion
// softened in the butter and leaves that wilt to nothing are not counted.
const FILLING_GRAMS_PER_EGG = 100;
const WEIGHED: ReadonlySet<PantryItem['role']> = new Set(['protein', 'veg', 'legume', 'extra']);

/** Grams (a count by the piece, as pans are filled) of `items` in a serving of the dish. */
const gramsAServing = (items: readonly PantryItem[]): number =>
  items.reduce((grams, item) => grams + traysWeight((item.entry?.perServing ?? 0) * (OWN_SCALE[item.role] ?? 1), item.entry?.unit), 0);

/**
 * The share of its own amount each filling weighed in grams takes so that a serving's eggs hold
 * the filling: 1 where they do. Chicken and mince together are twice a serving of meat: 4 eggs hold
 * 400 g, not 550. A counted filling (a tomato, a slice of bacon) counts but stays whole: nobody
 * cooks with 1½ slices of bacon.
 */
function eggsHold(k: Kitchen): number {
  const filling = gramsAServing(k.used.filter((item) => WEIGHED.has(item.role)));
  const eggs = k.items('egg').reduce((count, egg) => count + (egg.entry?.unit === '' ? (egg.entry.perServing ?? 0) * (OWN_SCALE.egg ?? 1) : 0), 0);
  return filling > 0 && eggs > 0 ? Math.min(1, (eggs * FILLING_GRAMS_PER_EGG) / filling) : 1;
}

// Past a couple of fillings an omelette will not fold; set it flat under the grill instead.
const isFrittata = (k: Kitchen): boolean => fillingsOf(k).length + k.items('cheese').length >= 3;

/** How an omelette is cooked: as usual, quicker (fillings cut small, fewer steps) or with no grill for a frittata. */
function omeletteSteps(k: Kitchen, way: 'usual' | 'quicker' | 'no-oven' = 'usual'): string[] {
  const eggs = k.items('egg');
  const cheese = k.items('cheese');
  const frittata = isFrittata(k);
  // Potatoes set into a cake too thick to fold: it is turned over on a plate instead.
  const tortilla = !frittata && isTortilla(fillingsOf(k));
  const hob = way === 'no-oven';
  // Salt goes into the eggs before they cook, where it seasons them all through.
  const beaten = [...k.items('dairy'), ...k.items('spice'), ...k.items('season')];
  const finish = [...k.items('herb'), ...k.items('pickle'), ...k.items('sauce')];
  const bread = k.items('bread');
  const scatter = cheese.length > 0 ? `, scatter over ${k.the(cheese)}` : '';
  const chopped = k.used.filter((item) => item.role !== 'egg');
  const prep = way === 'quicker' ? prepSmall(k, chopped) : k.prep(chopped);
  // Beating the eggs and heating the butter take their minutes too; a quicker version beats them while the rest is cut.
  const beatenApart = way !== 'quicker' || prep === '';
  k.wait((beatenApart ? BEAT_MINUTES : 0) + PAN_HEATS);
  const where = frittata ? (hob ? 'a non-stick frying pan with a lid' : 'an ovenproof frying pan') : 'a non-stick frying pan';
  // Past what the hob's pans hold at once, the fillings and the eggs go through them in rounds.
  const rounds = roundsIn(k, where);
  // One grill: each pan of a frittata goes under it in turn, after its eggs have set at the edges.
  const inTurn = frittata && !hob && k.pans > 1;
  const eggMinutes = frittata ? (hob ? 10 : 9 + (Math.min(k.pans, MOST_AT_ONCE) - 1) * GRILL_MINUTES) : tortilla ? TORTILLA_MINUTES : FOLDED_MINUTES;
  const beat = sentence(`beat ${k.the(eggs)}${beaten.length > 0 ? ` with ${k.the(beaten)}` : ''} until smooth${beatenApart ? `, about ${minutesText(BEAT_MINUTES)}` : ''}`);
  // A frittata finishes under the grill: it has to be hot by then, or the eggs will not set in time.
  const grill = frittata && !hob ? `Heat the ${k.say('grill', 'broiler')} to high. ` : '';
  // The pans heat once; a second round goes into pans already hot.
  const pan = `${grill}${heat(k, where, 'medium')} Give ${k.crowded ? 'the pans' : 'it'} ${PAN_HEATS === 1 ? 'a minute' : minutesText(PAN_HEATS)} to heat through.`;
  // Eggs are served at once, and the grill may be the oven's own: each round is served as it is done.
  const [fillings, rest] = inRounds(
    k,
    rounds,
    () => {
      k.wait(eggMinutes);
      return k.cook(fillingsOf(k), way === 'quicker' ? { minutes: cutSmall } : {});
    },
    'round',
    'Cook',
    'served',
  );
  const pour = tortilla
    ? tortillaEggs(k, scatter)
    : !frittata
    ? `Pour in the egg mixture and cook for 3–4 minutes, drawing the edges into the middle with a spatula, until set, with no runny egg left (${eggsSafeAt(k.units)})${cheese.length > 0 ? `. Scatter over ${k.the(cheese)} as the top sets` : ''}, then fold it in half.`
    : hob
      ? `Pour in the egg mixture${scatter}, turn the heat down low, cover with the lid and cook for 10 minutes, until the top has set all through (${eggsSafeAt(k.units)} in the middle).`
      : `Pour in the egg mixture${scatter} and cook gently for 5 minutes, until the edges set. Slide ${inTurn ? 'each pan in turn' : 'the pan'} under a hot ${k.say('grill', 'broiler')} for 3–${GRILL_MINUTES} minutes, until puffed, golden and set all through (${eggsSafeAt(k.units)} in the middle).`;
  // The bread toasts while the eggs cook, which take longer.
  const toast = bread.length > 0 ? ` Meanwhile, toast ${k.the(bread)}.` : '';
  const serve = sentence(`serve at once${finish.length > 0 ? ` with ${k.the(finish)}` : ''}${bread.length > 0 ? `${finish.length > 0 ? ' and' : ' with'} the toast` : ''}`);
  // Quicker: beaten while the rest is cut, and the fillings in as soon as the pan is hot.
  const poured = [pour, rest, toast.trim()].filter(Boolean).join(' ');
  const steps = way === 'quicker' ? [`${prep} ${beat}`, `${pan} ${fillings}`, poured, serve] : [prep, beat, pan, fillings, poured, serve];
  return steps.map((step) => step.trim()).filter((step) => step !== '');
}

const quicker: DishMethod = { steps: (k) => omeletteSteps(k, 'quicker') };
const noOven: DishMethod = { applies: isFrittata, steps: (k) => omeletteSteps(k, 'no-oven') };

/** Eggs with whatever fills them: folded omelette for a few fillings, a frittata for more. */
export const omelette: Dish = {
  name: 'omelette',
  servings: SERVINGS,
  fries: true,
  // Salad things (lettuce, cucumber) have no pan time and no place in hot eggs.
  accepts: (item) =>
    savoury('pasta', 'noodle', 'grain', 'fruit', 'baking', 'liquid', 'sweetener', 'nut')(item) &&
    !((item.role === 'veg' || item.role === 'greens') && item.entry?.cook === undefined),
  fit: (used) => (countRoles(used)('egg') > 0 ? 4 : undefined),
  staples: () => ['butter', 'salt', 'black pepper'],
  scale: (item, k) => (OWN_SCALE[item.role] ?? 1) * (HELD.has(item.role) ? eggShare(k) : 1) * (WEIGHED.has(item.role) && item.entry?.unit === 'g' ? eggsHold(k) : 1),
  made: eggShare,
  // What sets under the eggs, but leaves: they wilt to a fraction of their weight in a minute, on top.
  fills: FILLINGS.filter((role) => role !== 'greens'),
  stars: ['protein', 'veg', 'greens', 'cheese', 'aromatic', 'legume', 'extra', 'herb', 'egg'],
  noun: (k) => (isFrittata(k) ? 'Frittata' : 'Omelette'),
  titles: ['{adj} {a} & {b} {noun}', '{a} & {b} {noun}', '{adj} {a} {noun}', '{noun} with {a} & {b}'],
  intros: [
    'Eggs are the fastest good dinner there is; here they carry {a} and {b}.',
    'A soft, golden {kind} built around {a}, quick enough for any night of the week.',
    'Breakfast, lunch or a late supper: {a} and {b}, folded into soft golden eggs.',
  ],
  adjectives: ['Golden', 'Fluffy', 'Easy', 'Homestyle'],
  tips: [
    'Keep the heat at medium: a hot pan turns the eggs rubbery underneath before the top has set.',
    'A spoonful of milk or water in the beaten eggs makes them lighter, not richer; cream does the opposite.',
    'Leftovers are good the next day, cut into wedges, with a spoonful of something sharp: cool them, refrigerate within 2 hours and eat within 2 days, cold or reheated until steaming hot.',
  ],
  steps: (k) => omeletteSteps(k),
  methods: { quicker, 'no-oven': noOven },
};
