// How a frying pan, a wok or a pot takes more servings than it holds: a hob fries in two large
// pans at once, and past what they hold, in rounds; a recipe kept to one pan, in batches. Each
// round or batch takes its time again, and the steps say so, so the total counts it.
import type { Kitchen } from './kitchen.ts';
import type { PantryItem } from './pantry-items.ts';
import { minutesText, sentence } from './prose.ts';
import { countWord, MOST_AT_ONCE, roundsFor } from './pans.ts';
import { safeCooking } from './safe-cooking.ts';

// A frying pan or a wok browns in one layer; a pot of soup or curry holds any number of servings.
const FRYING = /frying pan|wok|skillet/;

/**
 * How many times the cooking in `where` is done for the servings: once where it fits; a round for
 * each time the pans are filled where the servings fill more pans than a hob takes at once
 * (MOST_AT_ONCE); a batch for each pan's worth where the recipe keeps to one pan (a one-pot
 * version, or the pan already used).
 * @example roundsIn(kitchenFor12, 'a large frying pan') // 2; roundsIn(kitchenFor12, 'the same pan') // 3
 */
export function roundsIn(k: Kitchen, where: string, onePot = false): number {
  if (!k.crowded) return 1;
  if (onePot || where === 'the same pan') return k.pans;
  return FRYING.test(where) ? roundsFor(k.pans) : 1;
}

/**
 * How a cooked round waits for the rest: hot in a low oven (without one, in a pot over a low heat); served as it is done where the oven is
 * busy or there is none; browned for a pot, set aside until it goes back in to cook on; or tipped
 * into the pot where the dish comes together, over a low heat, as the dish itself says.
 */
export type Hold = 'oven' | 'served' | 'pot' | 'gathered';

// Raw bacon and pancetta are cured but sold raw and kept chilled (FSA): they wait cold like fresh meat.
const CHILLED_CURED = new Set(['bacon', 'pancetta']);

// Raw meat, poultry, fish, shellfish and eggs (FSA, USDA): what waits for a later round waits
// cold, and a round that is done is kept at 63 °C or above, in a low oven, or eaten.
const rawAnimal = (k: Kitchen): PantryItem[] =>
  k.used.filter((item) => safeCooking(item) !== undefined || (item.role === 'egg' && item.entry?.name === 'egg') || CHILLED_CURED.has(item.entry?.name ?? ''));

/** Said before the rounds start where raw animal food is cooked in them: "Keep the raw chicken for the later ${word === 'batch' ? 'batches' : 'rounds'} in the fridge until it goes in.", else "". */
export function keptCold(k: Kitchen, rounds: number, word: 'round' | 'batch' = 'round'): string {
  const raw = rawAnimal(k);
  if (rounds < 2 || raw.length === 0) return '';
  return `Keep ${k.the(raw).replace(/^the /, 'the raw ')} for the later ${word === 'batch' ? 'batches' : 'rounds'} in the fridge until ${raw.length > 1 || /s$/.test(raw[0]!.text) ? 'they go' : 'it goes'} in.`;
}

// A low oven keeps what is cooked at 63 °C or above without cooking it on.
const HOLD_CELSIUS = 120;

/** Said after the rounds where raw animal food is cooked in them: how each cooked round is kept hot, or served as it is done; "" otherwise. */
export function keptHot(k: Kitchen, rounds: number, hold: Hold, word: 'round' | 'batch' = 'round'): string {
  if (rounds < 2 || rawAnimal(k).length === 0 || hold === 'gathered') return '';
  if (hold === 'served') return `Serve each ${word} as it is done.`;
  if (hold === 'pot') return `Set each browned ${word} aside on a plate, and tip them all back into the pot once the last is browned.`;
  // Without an oven, a lidded pot on a low heat keeps what is done at 63 °C or above.
  if (k.ovenless) return `Tip each cooked ${word} into ${k.say('a large, wide casserole', 'a large pot')} as it is done, and keep it hot over a low heat.`;
  k.holdHot(word);
  return `Keep each cooked ${word} hot in a low oven, ${k.oven(HOLD_CELSIUS)}, until the last is done.`;
}

/**
 * `steps` with the low oven that keeps cooked rounds hot (keptHot) heated at the start of the
 * first, where they are kept in one: an oven nobody switched on keeps nothing hot.
 * @example "Heat the oven to **120 °C** (100 °C fan), to keep the cooked rounds hot. Bring a large pan…"
 */
export function withHoldingOven(k: Kitchen, steps: readonly string[]): string[] {
  const word = k.heldHot();
  if (word === undefined || steps.length === 0) return [...steps];
  return [`Heat the oven to ${k.oven(HOLD_CELSIUS)}, to keep the cooked ${word === 'batch' ? 'batches' : 'rounds'} hot. ${steps[0]}`, ...steps.slice(1)];
}

/**
 * "Heat the olive oil in a large frying pan over medium-high heat." For more than one pan holds,
 * two pans at once, in rounds past what two hold (a hob takes two large pans), or batches where
 * the recipe keeps to one pan: crowded, meat steams rather than browns, and stays under its safe
 * temperature for the time the recipe gives.
 */
export function heat(k: Kitchen, where: string, level = 'medium-high', onePot = false): string {
  const heated = sentence(`Heat ${k.fats() ?? 'a splash of oil'} in ${where} over ${level} heat`);
  if (!k.crowded) return heated;
  const rounds = countWord(roundsIn(k, where, onePot));
  if (onePot || where === 'the same pan') return [`${heated} This many servings will crowd the pan: cook what goes in it in ${rounds} batches, so each browns and cooks through.`, keptCold(k, roundsIn(k, where, onePot), 'batch')].filter(Boolean).join(' ');
  if (!FRYING.test(where)) return heated;
  if (k.pans <= MOST_AT_ONCE) return `${heated} This many servings will crowd one pan: use two, and divide everything that goes in between them.`;
  const cold = keptCold(k, roundsIn(k, where, onePot));
  return `${heated} This many servings will crowd one pan, and ${k.say('a hob', 'a stovetop')} takes two large pans at once: use two, and cook what goes in them in ${rounds} rounds, so each batch browns and cooks through.${cold === '' ? '' : ` ${cold}`}`;
}

/**
 * What `cooking` writes, the clock counting it once for each of `rounds`, and the sentence that
 * tells the cook so: "Cook the other two rounds the same way, 14 minutes more.", "" for one; with
 * raw animal food, how the cooked rounds wait (keptHot).
 */
export function inRounds<T>(k: Kitchen, rounds: number, cooking: () => T, word: 'round' | 'batch' = 'round', verb = 'Cook', hold: Hold = 'oven'): [T, string] {
  const start = k.minutes();
  const done = cooking();
  const extra = (rounds - 1) * (k.minutes() - start);
  k.wait(extra);
  if (extra <= 0) return [done, ''];
  const rest = rounds === 2 ? `the second ${word}` : `the other ${countWord(rounds - 1)} ${word === 'batch' ? 'batches' : 'rounds'}`;
  return [done, [`${verb} ${rest} the same way, ${minutesText(extra)} more.`, keptHot(k, rounds, hold, word)].filter(Boolean).join(' ')];
}

/** Where a crowded recipe keeps to one pan, what goes through it goes in batches; in a frying pan, in rounds of two pans. */
export const roundWord = (where: string, onePot = false): 'round' | 'batch' => (onePot || where === 'the same pan' ? 'batch' : 'round');

/**
 * `cooking`, which browns `meat` in a pot of soup or curry: the pot's floor browns what a pan's
 * does, so once the servings crowd it the meat goes in a batch for each pan's worth, each timed.
 */
export function brownedIn(k: Kitchen, meat: readonly PantryItem[], cooking: () => string): string {
  const batches = k.crowded && meat.length > 0 ? k.pans : 1;
  const [cooked, rest] = inRounds(k, batches, cooking, 'batch', 'Cook', 'pot');
  if (batches === 1) return cooked;
  return [`This many servings will crowd the pan: brown ${k.the(meat)} in ${countWord(batches)} batches, so each browns and cooks through.`, keptCold(k, batches, 'batch'), cooked, rest].filter(Boolean).join(' ');
}

/** `steps` with `rest` said at the end of the last one that says anything: where a round of them ends. */
export function withLast(steps: readonly string[], rest: string): string[] {
  const last = steps.findLastIndex((step) => step.trim() !== '');
  return rest === '' || last < 0 ? [...steps] : steps.map((step, at) => (at === last ? `${step} ${rest}` : step));
}

/** heat(), then `cooking` in what it heated: the clock counts it once for each round or batch (roundsIn) the servings take, and says so. */
export function fry(k: Kitchen, where: string, cooking: () => string, level = 'medium-high', onePot = false): string {
  const heated = heat(k, where, level, onePot);
  const [cooked, rest] = inRounds(k, roundsIn(k, where, onePot), cooking, roundWord(where, onePot));
  return [heated, cooked, rest].filter(Boolean).join(' ');
}
