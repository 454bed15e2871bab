import type { Units } from '../api/recipe-preferences.ts';
import { oven, spoons, volume } from '../recipe/cook-measures.ts';
import type { Chooser } from './seeded.ts';
import { doneWhen, safeCooking, type RestWords } from './safe-cooking.ts';
import type { PantryItem, Role } from './pantry-items.ts';
import { minutesText, sentence } from './prose.ts';
import { listWords } from '../text/list-words.ts';
import { cookSooner, cutSmall, cutSmallNote } from './cutting.ts';
import { share } from './shares.ts';
import { STEAM, shellfishPrep, shutOnes, steamsOpen } from './shellfish.ts';
import { MOST_SPOONED_TSP } from './amounts.ts';
import { prepMinutes } from './work-times.ts';
import { FLAX_REST_MINUTES, HALF_EGG_PREP, isHalfEgg, WARMED_PULSE_MINUTES, flaxEggPrep, isDryPulse, mashedBananaPrep, needsSoaking, simmerFirst } from './made-ready.ts';

/** How a group of items goes into the pan (or oven, or pot). */
export interface CookHow {
  /** "stir-fry", "roast", "simmer"... */
  readonly verb?: string;
  /** The opening words for the first batch; "Add the potato" by default. */
  readonly lead?: (names: string) => string;
  /** The words that add each later batch; "add the peas" by default. */
  readonly then?: (names: string, batch: readonly PantryItem[]) => string;
  /** Minutes for an item in this method, when not its own pan time. */
  readonly minutes?: (item: PantryItem) => number;
  /**
   * Items due in less than this many minutes after the batch before go in with that batch (a few
   * minutes more do them no harm), so nobody opens an oven to add something for 1 minute.
   */
  readonly together?: number;
  /**
   * The food cooks on in a later step (a pan roast browns once the lid is off): how to tell it is
   * done is said there, with done(), where its cooking ends, not here.
   */
  readonly doneLater?: boolean;
  /** How a whole cut's rest is said, where something follows it: "rest it whole for 3 minutes, then slice...". */
  readonly rest?: RestWords;
}

/** Minutes an oven takes to heat: a cook waits for them when nothing else fills the time (water's are in work-times.ts). */
export const OVEN_HEATS = 10;
/** Minutes a grill (a broiler) takes to heat to high. */
export const GRILL_HEATS = 5;
const ML_PER_TBSP = 15;

/** The dish writers' workbench: the ingredients in hand, phrasing helpers, and a running clock. */
export interface Kitchen {
  readonly used: readonly PantryItem[];
  readonly pick: Chooser['pick'];
  /** The units the recipe is written in. */
  readonly units: Units;
  /** An oven setting in the recipe's units: "**220 °C** (200 °C fan)" or "**425 °F**". */
  oven(celsius: number): string;
  /** A volume of liquid for the dish's own servings, written for the recipe's servings and units: "200 ml" or "¾ cup". */
  volume(ml: number): string;
  /** A volume of liquid as it is, in the recipe's units: for water measured against an amount the recipe lists. */
  measure(ml: number): string;
  /** How much of an item the recipe lists, in its entry's unit (grams for lentils), for the recipe's servings. */
  amountOf(item: PantryItem): number;
  /** Spoonfuls of water for the dish's own servings, written for the recipe's: "2 tbsp" (6 tbsp for three times as many), "180 ml" past 4 tbsp. */
  spoonfuls(tbsp: number): string;
  /** What holds that many spoonfuls mixed with a sauce: "a small bowl", or a jug once they are measured as one. */
  bowlFor(tbsp: number): string;
  /** More than a pan or a tray holds at once: the recipe is for well over the dish's own servings. */
  readonly crowded: boolean;
  /** The cook has no oven to keep cooked rounds hot in: they are served as they are done. */
  readonly ovenless: boolean;
  /** The frying pans (or trays) the servings fill, each browning what it holds in one layer: 3 for 12 servings. */
  readonly pans: number;
  /** The recipe's servings over the dish's own: 0.5 for a cake for three from a dish for six. */
  readonly portions: number;
  /**
   * The fats, as one use of them: "the olive oil", or where the dish uses them twice (to fry, then
   * in a dressing) "half the olive oil", then "the rest of the olive oil"; null when there are none.
   */
  fats(): string | null;
  /**
   * One use of items the steps use more than once, said once the steps are in order (see
   * shares.ts): "a third of the sugar" for `part` 1/3, and "the rest of the sugar" where it is
   * used last. Without `part`, the use takes an even share of what the others leave.
   */
  share(items: readonly PantryItem[], part?: number): string;
  /** The word a cook who measures in the recipe's units uses: say("tin", "pan"). */
  say(metric: string, us: string): string;
  items(...roles: Role[]): PantryItem[];
  has(...roles: Role[]): boolean;
  /** "the chicken, rice and broccoli" */
  the(items: readonly PantryItem[]): string;
  /** One sentence preparing every item that needs it, or "" when none does; its minutes by `timed` (knife work by default). */
  prep(items: readonly PantryItem[], timed?: (items: number, portions: number) => number): string;
  /** One sentence adding items in batches, longest-cooking first, or "" for no items. */
  cook(items: readonly PantryItem[], how?: CookHow): string;
  /** How to tell the items that need it are done ("The salmon is done at 63 °C in the middle..."), or "" when none does. */
  done(items: readonly PantryItem[]): string;
  /**
   * Starts something that takes `minutes` to be ready (the oven heating, the water coming to the
   * boil) and returns what the cook does when they need it: wait for what is left of that time.
   */
  warmUp(minutes: number): () => void;
  /** Adds hands-off time (resting, baking) to the total. */
  wait(minutes: number): void;
  /** Writes two things done at once (the pan while the pasta boils): the clock moves on by the longer. */
  together<A, B>(first: () => A, second: () => B): [A, B];
  minutes(): number;
  /** Notes that cooked rounds (or batches) are kept hot in a low oven, which the first step must then heat. */
  holdHot(word: 'round' | 'batch'): void;
  /** What is kept hot in a low oven, if anything is: "round" or "batch". */
  heldHot(): 'round' | 'batch' | undefined;
}

const DEFAULT_COOK = { until: 'heated through', minutes: 2 };

/** What a cook checks before serving the foods that need it: "The chicken is done at 74 °C / 165 °F in the middle, with no pink left." */
function safetyChecks(items: readonly PantryItem[], units: Units, rest?: RestWords): string[] {
  return groupBy(
    items.filter((item) => safeCooking(item) !== undefined),
    (item) => doneWhen(safeCooking(item)!, units, rest),
  ).map(([inside, group]) => {
    const names = listWords(group.map((item) => item.text));
    const plural = group.length > 1 || /s$/.test(names);
    return sentence(`the ${names} ${plural ? 'are' : 'is'} done at ${inside}`);
  });
}

// Cooked whole skin-side down in a pan, and turned over for the last few minutes (a duck breast).
const turned = (item: PantryItem): boolean => safeCooking(item)?.turnFor !== undefined;

/** "Turn the duck breast over for the last 5 minutes.", or "" with nothing to turn. */
function turnOver(items: readonly PantryItem[]): string {
  if (items.length === 0) return '';
  const minutes = Math.max(...items.map((item) => safeCooking(item)?.turnFor ?? 0));
  return sentence(`turn ${listWords(items.map((item) => `the ${item.text}`))} over for the last ${minutesText(minutes)}`);
}

/**
 * What a cook sees when an item is done: its own sign, "hot" for cooked pulses that only warm, and
 * "softening" for one cooked soft in less than its own time (an onion cut small is not soft in 2 minutes).
 */
function untilOf(item: PantryItem, minutes: number, warmed: boolean): string {
  if (!item.entry) return DEFAULT_COOK.until;
  const cook = item.entry.cook;
  if (warmed) return 'hot';
  return cook?.until === 'soft' && minutes < cook.minutes ? 'softening' : (cook?.until ?? '');
}

// "Softening" and "soft" speak of one thing.
const lastWord = (until: string): string | undefined => until.split(' ').at(-1)?.replace(/^softening$/, 'soft');

// "just tender" and "tender" say the same thing twice; keep one per last word.
function untilPhrase(untils: readonly string[]): string {
  const kept: string[] = [];
  for (const until of untils) {
    const last = lastWord(until);
    if (until !== '' && !kept.some((k) => lastWord(k) === last)) kept.push(until);
  }
  if (kept.length === 0) return '';
  return kept.length <= 2 ? `, until ${listWords(kept)}` : ', until everything is cooked through';
}

function groupBy<K>(items: readonly PantryItem[], keyOf: (item: PantryItem) => K): [K, PantryItem[]][] {
  const groups = new Map<K, PantryItem[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups];
}

/** Items longest first, in batches that go in together: each batch is due `together` or more minutes after the one before. */
function batchesOf(sorted: readonly PantryItem[], minutesOf: (item: PantryItem) => number, together: number): [number, PantryItem[]][] {
  const batches: [number, PantryItem[]][] = [];
  for (const item of sorted) {
    const last = batches.at(-1);
    if (last && last[0] - minutesOf(item) < together) last[1].push(item);
    else batches.push([minutesOf(item), [item]]);
  }
  return batches;
}

/** How a recipe is written beyond its items: its units and its size against the dish's own. */
export interface KitchenSetting {
  readonly units?: Units;
  /** The recipe's servings over the dish's own: 3 for 6 servings of a dish for 2. */
  readonly portions?: number;
  /** The servings' worth of food there is to cut, over the dish's own: less than `portions` where the food typed is short. */
  readonly cutPortions?: number;
  /** The pans or trays the servings fill in one layer (see pans.ts); more than one is crowded. */
  readonly pans?: number;
  /** Everything cut small and thin, so it cooks in about half its time (never less than is safe). */
  readonly quick?: boolean;
  /** How much of an item the recipe lists, in its entry's unit; 0 when not known. */
  readonly amount?: (item: PantryItem, k: Kitchen) => number;
  /** The dish simmers dry lentils in its own liquid (a soup, a curry); elsewhere they are simmered in the prep. */
  readonly pulsesInLiquid?: boolean;
  /** A bake: it weighs what it needs, half an egg included. */
  readonly baking?: boolean;
  /** The cook has no oven (a no-oven version): nothing waits in one. */
  readonly ovenless?: boolean;
}

/** A kitchen over the items a dish uses, writing as `setting` says; the chooser makes its free choices. */
export function createKitchen(
  used: readonly PantryItem[],
  chooser: Chooser,
  { units = 'metric', portions = 1, cutPortions = portions, pans = 1, quick = false, amount = () => 0, pulsesInLiquid = false, baking = false, ovenless = false }: KitchenSetting = {},
): Kitchen {
  let clock = 0;
  let held: 'round' | 'batch' | undefined;
  // Dry pulses simmered in the prep, by key: the pan only warms them.
  const simmered = new Set<string>();
  // Dried beans are boiled first even where the dish has a pot of liquid: it would not boil them hard enough.
  const simmersFirst = (item: PantryItem): boolean => isDryPulse(item) && (!pulsesInLiquid || needsSoaking(item));
  const prepOf = (item: PantryItem): string | undefined => (simmersFirst(item) ? simmerFirst(item) : (flaxEggPrep(item) ?? halfEggPrep(item) ?? mashedBananaPrep(item) ?? shellfishPrep(item) ?? item.entry?.prep));
  // Only a bake counts an egg in halves: its amount is its proportion of the dish's own.
  const halfEggPrep = (item: PantryItem): string | undefined => (baking && isHalfEgg(item, amount(item, kitchen)) ? HALF_EGG_PREP[units] : undefined);
  const spooned = (tbsp: number): boolean => tbsp * 3 * portions <= MOST_SPOONED_TSP;
  const the = (items: readonly PantryItem[]): string => `the ${listWords(items.map((item) => item.text))}`;
  const items = (...roles: Role[]): PantryItem[] => used.filter((item) => roles.includes(item.role));
  const kitchen: Kitchen = {
    used,
    pick: chooser.pick,
    units,
    oven: (celsius) => oven(celsius, units),
    volume: (ml) => volume(ml * portions, units),
    // Nobody counts twelve spoonfuls: past a few, water is measured as the list measures the sauce.
    spoonfuls: (tbsp) => (spooned(tbsp) ? spoons(tbsp * 3 * portions) : volume(tbsp * ML_PER_TBSP * portions, units)),
    bowlFor: (tbsp) => (spooned(tbsp) ? 'a small bowl' : units === 'us' ? 'a measuring cup' : 'a jug'),
    measure: (ml) => volume(ml, units),
    amountOf: (item) => amount(item, kitchen),
    crowded: pans > 1,
    ovenless,
    pans,
    portions,
    fats() {
      const fats = items('fat');
      if (fats.length === 0) return null;
      return share(the(fats));
    },
    share: (list, part) => share(the(list), part),
    say: (metric, us) => (units === 'us' ? us : metric),
    items,
    has: (...roles) => items(...roles).length > 0,
    the,
    prep(list, timed = prepMinutes) {
      const needing = list.filter((item) => prepOf(item));
      if (needing.length === 0) return '';
      // The chopping's own minutes, said, so the steps add up to the total: more for a crowd's amounts.
      const chopping = timed(needing.length, cutPortions);
      clock += chopping;
      // Pulses simmer, and a flax egg thickens, while the rest is chopped: the longest of them counts.
      const pulses = needing.filter(simmersFirst);
      for (const item of pulses) simmered.add(item.key);
      clock += Math.max(0, ...pulses.map((item) => item.entry?.cook?.minutes ?? 0), ...needing.filter(flaxEggPrep).map(() => FLAX_REST_MINUTES));
      const said = (group: readonly PantryItem[]): string =>
        listWords(groupBy(group, (item) => prepOf(item) ?? '').map(([prep, one]) => (prep.includes('%') ? prep.replace('%', the(one)) : prep === HALF_EGG_PREP[units] ? prep : `${prep} ${the(one)}`)));
      // The pulses' own sentence first: they take longest, and their "then drain" ends it.
      // So do mussels and clams: what is thrown away, and why, is a sentence of its own.
      const shellfish = needing.filter(steamsOpen);
      const rest = needing.filter((item) => !pulses.includes(item) && !shellfish.includes(item));
      const cut = needing.filter(cookSooner);
      const small = quick && cut.length > 0 ? ` ${cutSmallNote(the(cut), cut.length)}` : '';
      const rested = rest.length > 0 ? sentence(`${said(rest)}, about ${minutesText(chopping)}${chopping === 1 ? "'s" : "'"} work`) : '';
      return [sentence(said(pulses)), sentence(said(shellfish)), rested].filter(Boolean).join(' ') + small;
    },
    cook(list, how = {}) {
      if (list.length === 0) return '';
      const verb = how.verb ?? 'cook';
      // Never less than what makes the food safe, whatever way of cooking asked for less.
      const ownMinutes = (item: PantryItem): number => {
        if (simmered.has(item.key)) return WARMED_PULSE_MINUTES;
        return how.minutes?.(item) ?? (quick ? cutSmall(item) : (item.entry?.cook?.minutes ?? DEFAULT_COOK.minutes));
      };
      const minutesOf = (item: PantryItem): number => Math.max(ownMinutes(item), safeCooking(item)?.minutes ?? 0);
      const sorted = [...list].sort((a, b) => minutesOf(b) - minutesOf(a));
      const batches = batchesOf(sorted, minutesOf, how.together ?? 1);
      const lead = how.lead ?? ((names: string) => `add ${names}`);
      // In a pan, mussels and clams steam under a lid, and in a pot of liquid they open under one
      // too; on a tray they open as they are. A duck breast goes into a pan skin-side down.
      const inPan = (batch: readonly PantryItem[]): string => {
        if (verb === 'roast') return ` and ${verb}`;
        if (batch.some(steamsOpen)) return verb === 'simmer' ? `, cover with a lid and ${verb}` : STEAM;
        return `${batch.some(turned) ? ' skin-side down' : ''} and ${verb}`;
      };
      const parts = batches.map(([minutes, batch], index) => {
        const duration = minutes - (batches[index + 1]?.[0] ?? 0);
        return index === 0
          ? `${lead(the(batch))}${inPan(batch)} for ${minutesText(duration)}`
          : `then ${how.then?.(the(batch), batch) ?? `add ${the(batch)}`}${inPan(batch)} for ${minutesText(duration)} more`;
      });
      clock += (batches[0]?.[0] ?? 0) + Math.max(0, ...sorted.map((item) => safeCooking(item)?.restMinutes ?? 0));
      const untils = sorted.map((item) => untilOf(item, minutesOf(item), simmered.has(item.key)));
      const checks = how.doneLater ? [] : [...safetyChecks(sorted, units, how.rest), shutOnes(sorted)].filter(Boolean);
      const turn = verb === 'roast' ? '' : turnOver(sorted.filter(turned));
      return [sentence(parts.join(', ') + untilPhrase(untils)), turn, ...checks].filter(Boolean).join(' ');
    },
    // Where the cooking ends, shellfish that stayed shut are thrown away too, as after any cooking.
    done: (list) => [...safetyChecks(list, units), shutOnes(list)].filter(Boolean).join(' '),
    warmUp(minutes) {
      const ready = clock + minutes;
      return () => {
        clock = Math.max(clock, ready);
      };
    },
    wait(minutes) {
      clock += minutes;
    },
    together(first, second) {
      const start = clock;
      const a = first();
      const firstTook = clock - start;
      clock = start;
      const b = second();
      clock = start + Math.max(firstTook, clock - start);
      return [a, b];
    },
    minutes: () => clock,
    holdHot(word) {
      held ??= word;
    },
    heldHot: () => held,
  };
  return kitchen;
}
