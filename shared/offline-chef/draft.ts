import { breaksPreferences } from '../ingredients/allergen-check.ts';
import type { RecipeWishes } from '../api/prompt.ts';
import type { Units } from '../api/recipe-preferences.ts';
import { formatAmount, timesAmount } from './amounts.ts';
import type { Dish, MethodKind } from './dish.ts';
import type { DishChoice } from './dish-choice.ts';
import { createKitchen, type Kitchen, type KitchenSetting } from './kitchen.ts';
import { byRole, type PantryItem, type Role } from './pantry-items.ts';
import { keepsMains } from './one-dish.ts';
import { fill } from './prose.ts';
import { listWords } from '../text/list-words.ts';
import { QUICK_DINNER_MINUTES, describeDish, promisesSpeed } from './dish-title.ts';
import { createChooser } from './seeded.ts';
import { sayShares } from './shares.ts';
import { foodName, kitWords, withoutOven } from './words.ts';
import { soakingNote } from './made-ready.ts';
import { fryingFatServings, pansFor, traysWeight } from './pans.ts';
import { withHoldingOven } from './pan-rounds.ts';
import { fewerNote, isWellShort, madeShare, moreNote, servingsMade, shortAmount, usedOf } from './on-hand.ts';

/** A recipe to write: the dish and what goes in it, the seed of its free choices, and what a change asked of it. */
export interface Version {
  readonly choice: DishChoice;
  readonly seed: number;
  /** The way of cooking asked for instead of the dish's usual one. */
  readonly method?: MethodKind;
  /**
   * Quicker on top of another way (one pot, no oven): that way's steps with everything cut small.
   * So a change builds on the one before: One pot after Quicker stays quick.
   */
  readonly quick?: boolean;
  /**
   * No oven asked of a dish whose usual way needs none but keeps cooked rounds hot in one: the
   * same steps, each round served as it is done.
   */
  readonly noOven?: boolean;
  /** Short italic lines under the introduction, saying what a change could not do. */
  readonly notes?: readonly string[];
  /** Why the change asked for would change nothing, when it would not (see `unchanged`). */
  readonly unchanged?: string;
  /** One more step at the end: what to serve alongside. */
  readonly serveWith?: string;
  /** What that step sets out, listed with its amount under the ingredients ("Plain yogurt (to serve) — 150 g"). */
  readonly sides?: readonly PantryItem[];
  /**
   * Amounts that come with an item rather than from it (a substitute's, as the swap gives it), for
   * the servings and units written: worked out again at each, so they scale as the rest does.
   */
  readonly amounts?: ReadonlyMap<PantryItem, (options: RecipeWishes) => string | undefined>;
}

/** One written recipe, before it is chosen among others. */
export interface Written {
  title: string;
  minutes: number;
  /** How many steps it has. */
  steps: number;
  /** Each listed item's line, as written: "Buttermilk — 250 ml". */
  ingredients: ReadonlyMap<PantryItem, string>;
  lines: string[];
  /** It leaves out none of the visitor's main foods (meat, fish, pasta, rice...): a dinner of what they have, not a dressing beside it. */
  keepsMains: boolean;
}


// How a title says the dish is cooked another way; a way may name itself instead (a pan roast).
const MARKS: Readonly<Record<MethodKind, (title: string, minutes: number, units: Units) => string>> = {
  quicker: (title, minutes) => `${minutes}-Minute ${title}`,
  'no-oven': (title, _, units) => withoutOven(title, units),
  'one-pot': (title) => `One-Pot ${title}`,
};

/** The dish cooked the way asked: that way's steps, and its own name and words where it has them. */
export function cookedAs(dish: Dish, method: MethodKind | undefined): Dish {
  const way = method === undefined ? undefined : dish.methods?.[method];
  if (!way) return dish;
  return { ...dish, noun: way.noun ?? dish.noun, intros: way.intros ?? dish.intros, tips: way.tips ?? dish.tips, steps: way.steps };
}

/** What a version lists, in the list's order: the visitor's items by role, then what the chef adds. */
export const listedIn = (version: Version): PantryItem[] => [...byRole(version.choice.used), ...version.choice.staples];

/**
 * The version as it was, saying why the change asked for changes nothing: written, it carries the
 * reason as its note; asked beforehand (changes/write-change.ts `whyUnchanged`), the page makes no
 * version of it and spends no request.
 * @example unchanged(version, "This recipe was already vegetarian.").notes // ["_This recipe was already vegetarian._"]
 */
export const unchanged = (version: Version, why: string): Version => ({ ...version, notes: [`_${why}_`], unchanged: why });

/** A version with these items: what is the visitor's (or stands in for theirs) used, the rest added by the chef. */
export function withItems(version: Version, items: readonly PantryItem[]): Version {
  const keys = new Set(items.map((item) => item.key));
  const used = items.filter((item) => item.mine);
  const staples = items.filter((item) => !item.mine);
  return { ...version, choice: { ...version.choice, used, staples, unused: version.choice.unused.filter((item) => !keys.has(item.key)) } };
}

/** Whether the version's dish has a way of cooking `method` that changes anything for what it lists. */
export function canCook(version: Version, method: MethodKind, units: Units = 'metric'): boolean {
  const way = version.choice.dish.methods?.[method];
  return way !== undefined && (way.applies?.(createKitchen(byRole(listedIn(version)), createChooser(version.seed), { units })) ?? true);
}

/** Whether two titles read the same, whatever their case and spacing. */
export const sameTitle = (a: string, b: string): boolean => a.toLowerCase().replace(/\s+/g, ' ') === b.toLowerCase().replace(/\s+/g, ' ');

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const article = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

// Beans and chickpeas as the knowledge base knows them come in a tin, cooked: the recipe says so,
// or a cook might buy dried ones and cook them for 3 minutes. So do plain tuna and sardines, or a
// cook might buy fresh fish and only warm it; plain mackerel is smoked.
const TINNED_FISH: ReadonlySet<string> = new Set(['canned tuna', 'sardines']);
const isTinned = (item: PantryItem): boolean =>
  ((item.entry?.category === 'legume' && item.entry.prep === 'rinse and drain') || TINNED_FISH.has(item.entry?.name ?? '')) &&
  !/\b(?:tinned|canned|tins?|cans?|cooked)\b/i.test(item.label);
const isSmoked = (item: PantryItem): boolean => item.entry?.name === 'mackerel' && !/\bsmoked\b/i.test(item.label);

/**
 * An item named as a cook who measures in `units` names it ("Tinned tomatoes" in a metric recipe,
 * "Canned chickpeas" in a US one for the visitor's chickpeas); the same item when nothing changes.
 */
function sayIn(item: PantryItem, units: Units): PantryItem {
  const said = foodName(item.label, units);
  const kind = isTinned(item) ? (units === 'us' ? 'Canned' : 'Tinned') : isSmoked(item) ? 'Smoked' : '';
  const label = kind === '' ? said : `${kind} ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  return label === item.label ? item : { ...item, label, text: label.toLowerCase() };
}

/**
 * Says which entries of the visitor's list name no food the chef knows, left out rather than guessed at.
 * @example unknownNote([chiken]) // "_Left out: Chiken (not a food I know: check the spelling)._"
 */
export function unknownNote(unknown: readonly PantryItem[]): string {
  const one = unknown.length === 1;
  return `_Left out: ${listWords(unknown.map((item) => item.label))} (${one ? 'not a food' : 'not foods'} I know: check the spelling)._`;
}

/**
 * Says which of the visitor's ingredients their diet or allergies rule out, and whether it is used
 * anyway; and which entries name no food the chef knows (those with no knowledge base entry).
 */
function ruledOutNotes(ruledOut: readonly PantryItem[], used: readonly PantryItem[], units: Units): string[] {
  const unknown = ruledOut.filter((item) => item.entry === undefined);
  const avoided = ruledOut.filter((item) => item.entry !== undefined);
  const names = listWords(avoided.map((item) => sayIn(item, units).label));
  const one = avoided.length === 1;
  const preferences =
    avoided.length === 0
      ? []
      : avoided.some((item) => used.includes(item))
        ? [`_Your preferences rule out ${names}, and there is nothing else on the list to cook with: check ${one ? 'it' : 'them'} before you start._`]
        : [`_Left out: ${names}, which your preferences rule out._`];
  return [...preferences, ...(unknown.length > 0 ? [unknownNote(unknown)] : [])];
}

/** The total a recipe states for what its kitchen's clock counted, in fives, as cooks read a time. */
const totalMinutes = (k: Kitchen): number => Math.max(5, Math.ceil(k.minutes() / 5) * 5);

/** Whether the dish, written in a fresh kitchen `k`, states a total of a quick dinner. */
function isQuick(dish: Dish, k: Kitchen): boolean {
  describeDish(dish, k);
  dish.steps(k);
  return totalMinutes(k) < QUICK_DINNER_MINUTES;
}

/** Grams of what fills the pans at once (`fills`: meat, fish or tofu unless the dish says), `amount` of each in its entry's unit, by the piece as traysWeight counts it. */
const browned = (items: readonly PantryItem[], fills: readonly Role[], amount: (item: PantryItem) => number): number =>
  items.filter((item) => fills.includes(item.role)).reduce((grams, item) => grams + traysWeight(amount(item), item.entry?.unit), 0);

/** Writes one version of a recipe in markdown, in the visitor's servings and units. */
export function draft(version: Version, options: RecipeWishes, ruledOut: readonly PantryItem[]): Written {
  const { used, unused } = version.choice;
  const dish = cookedAs(version.choice.dish, version.method);
  const listed = listedIn(version);
  const units = options.units ?? 'metric';
  const servings = options.servings ?? dish.servings;
  const ownScale = (item: PantryItem, k: Kitchen): number => (typeof dish.scale === 'function' ? dish.scale(item, k) : (dish.scale?.[item.role] ?? 1));
  // What the servings need of an item, in its entry's unit, the fat that fries aside; the steps cook what is used of it.
  const ownNeed = (item: PantryItem, k: Kitchen): number => (item.entry?.perServing ?? 0) * servings * ownScale(item, k);
  // Every name in the recipe's own English: the kitchen cooks with the items as it says them.
  const said = byRole(listed).map((item) => sayIn(item, units));
  const base: KitchenSetting = {
    units,
    portions: servings / dish.servings,
    pans: pansFor(servings),
    quick: version.quick === true && version.method !== 'quicker',
    pulsesInLiquid: dish.pulsesInLiquid === true,
    baking: dish.baking === true,
    ovenless: version.method === 'no-oven' || version.noOven === true,
    amount: (item, k) => usedOf(item, ownNeed(item, k)),
  };
  // A pan holds food, not servings: the servings' worth of food there is, where some of it is short.
  const sized = createKitchen(said, createChooser(version.seed), base);
  // Fillings cut down to what short eggs hold are all used, but make only the eggs' servings.
  const cooked = servings * Math.min(madeShare(said, (item) => ownNeed(item, sized)), dish.made?.(sized) ?? 1);
  // Pans by the servings cooked, and by what browns in them at once: two meats, or a pile of vegetables, for a frittata fill more pans than its servings.
  const pans = pansFor(cooked, browned(said, dish.fills ?? ['protein'], (item) => usedOf(item, ownNeed(item, sized))));
  // The fat that fries is a film on each pan, whatever cooks in it. A bake's fat is part of the
  // batter, measured with the rest. Any other fat coats what is cooked: where the food is short, it
  // is the fat of what there is, not of the servings asked.
  const fatServings = dish.fries === true ? fryingFatServings(cooked, pans) : cooked;
  const fatScale = (item: PantryItem): number => (item.role === 'fat' && dish.baking !== true ? fatServings / servings : 1);
  const scale = (item: PantryItem, k: Kitchen): number => ownScale(item, k) * fatScale(item);
  const need = (item: PantryItem, k: Kitchen): number => ownNeed(item, k) * fatScale(item);
  // The chopping is for the food there is, not the servings asked.
  const setting: KitchenSetting = { ...base, pans, cutPortions: cooked / dish.servings, amount: (item, k) => usedOf(item, need(item, k)) };
  const kitchenOf = (): Kitchen => createKitchen(said, createChooser(version.seed), setting);
  const kitchen = kitchenOf();
  // Written out in full a second time only when its words would promise speed.
  const described = describeDish(dish, kitchen, !promisesSpeed(describeDish(dish, kitchenOf())) || isQuick(dish, kitchenOf()));
  const steps = [...withHoldingOven(kitchen, sayShares(dish.steps(kitchen)).map((step) => step.trim())), ...(version.serveWith ? [version.serveWith] : [])];
  // A tip that suggests what the visitor cannot have would undo the care taken above.
  const [safeTip, ...safeTips] = dish.tips.filter((tip) => !breaksPreferences(tip, options));
  const tip = fill(kitchen.pick(safeTip === undefined ? dish.tips : [safeTip, ...safeTips]), kitWords(units));
  // A bake for twice the dish's own servings is the dish made twice, one in each tin: each tin
  // takes what one takes, not an amount rounded afresh for the whole.
  const batches = dish.baking === true && servings > dish.servings && servings % dish.servings === 0 ? servings / dish.servings : 1;
  const measuring = { units, baking: dish.baking };
  const amount = (item: PantryItem): string =>
    version.amounts?.get(item)?.(options) ??
    shortAmount(item, need(item, kitchen), measuring) ??
    timesAmount(formatAmount(item, servings / batches, scale(item, kitchen), measuring), batches);
  // How much more would suit the servings asked: each food's need with nothing short, not cut down to what short eggs hold.
  const ample = createKitchen(said.map((item) => ({ ...item, onHand: undefined })), createChooser(version.seed), setting);
  // The heading never claims more servings than the food there is makes.
  const made = servingsMade(servings, cooked, said.some((item) => isWellShort(item, need(item, ample))));
  const fewerThanAsked = made < servings;
  const more = listed.flatMap((item) =>
    version.amounts?.has(item) ? [] : (moreNote(sayIn(item, units), need(item, ample), servings, measuring, fewerThanAsked && usedOf(item, need(item, kitchen)) < need(item, ample)) ?? []),
  );
  const minutes = totalMinutes(kitchen);
  const way = version.method === undefined ? undefined : dish.methods?.[version.method];
  const wayTitle = version.method === undefined ? described.title : (way?.title?.(described.title, kitchen) ?? MARKS[version.method](described.title, minutes, units));
  const title = version.quick === true && version.method !== 'quicker' ? MARKS.quicker(wayTitle, minutes, units) : wayTitle;
  const later = version.choice.later ?? [];
  const left = unused.filter((item) => !later.includes(item)).map((item) => sayIn(item, units).label);
  const kept = later.map((item) => sayIn(item, units).label);
  const ingredients = new Map(listed.map((item) => [item, `${capitalise(sayIn(item, units).label)} — ${amount(item)}`]));
  const soaking = soakingNote(listed.map((item) => sayIn(item, units)));
  const fewer = fewerNote(servings, made);
  const lines = [
    `## ${title}`,
    '',
    described.intro,
    '',
    ...(version.notes ?? []).flatMap((note) => [fill(note, kitWords(units)), '']),
    ...(soaking === undefined ? [] : [soaking, '']),
    ...(fewer === undefined ? [] : [fewer, '']),
    `**Serves:** ${made} · **Total time:** ${minutes} minutes`,
    '',
    '### Ingredients',
    '',
    // What the visitor has is marked by the page, the same way for every recipe, not written in here.
    ...listed.map((item) => `- ${ingredients.get(item)}`),
    ...(version.sides ?? []).map((item) => `- ${capitalise(sayIn(item, units).label)} (to serve) — ${formatAmount(item, servings, 1, { units })}`),
    ...more.flatMap((note) => ['', note]),
    ...(left.length > 0
      ? ['', `_Left out this time: ${listWords(left)}; ${left.length > 1 ? 'they' : 'it'} would not suit ${article(dish.name)}._`]
      : []),
    ...(kept.length > 0 ? ['', `_Kept for another day: ${listWords(kept)}; one dish is better for not holding everything at once._`] : []),
    ...ruledOutNotes(ruledOut, used, units).flatMap((note) => ['', note]),
    '',
    '### Steps',
    '',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    '### Tip',
    '',
    tip,
    '',
  ];
  return { title, minutes, steps: steps.length, ingredients, lines, keepsMains: keepsMains(used, unused) };
}
