import type { Chooser } from './seeded.ts';
import type { PantryItem, Role } from './pantry-items.ts';
import { joinAnd, minutesText, sentence } from './prose.ts';

/** How a group of items goes into the pan (or oven, or pot). */
export interface CookHow {
  /** "stir-fry", "roast", "simmer"... */
  readonly verb?: string;
  /** The opening words for the first batch; "Add the potato" by default. */
  readonly lead?: (names: string) => string;
  /** Minutes for an item in this method, when not its own pan time. */
  readonly minutes?: (item: PantryItem) => number;
}

/** The dish writers' workbench: the ingredients in hand, phrasing helpers, and a running clock. */
export interface Kitchen {
  readonly used: readonly PantryItem[];
  readonly pick: Chooser['pick'];
  items(...roles: Role[]): PantryItem[];
  has(...roles: Role[]): boolean;
  /** "the chicken, rice and broccoli" */
  the(items: readonly PantryItem[]): string;
  /** One sentence preparing every item that needs it, or "" when none does. */
  prep(items: readonly PantryItem[]): string;
  /** One sentence adding items in batches, longest-cooking first, or "" for no items. */
  cook(items: readonly PantryItem[], how?: CookHow): string;
  /** Adds hands-off time (resting, baking) to the total. */
  wait(minutes: number): void;
  minutes(): number;
}

const DEFAULT_COOK = { until: 'heated through', minutes: 2 };

// "just tender" and "tender" say the same thing twice; keep one per last word.
function untilPhrase(untils: readonly string[]): string {
  const kept: string[] = [];
  for (const until of untils) {
    const last = until.split(' ').at(-1);
    if (until !== '' && !kept.some((k) => k.split(' ').at(-1) === last)) kept.push(until);
  }
  if (kept.length === 0) return '';
  return kept.length <= 2 ? `, until ${joinAnd(kept)}` : ', until everything is cooked through';
}

function groupBy<K>(items: readonly PantryItem[], keyOf: (item: PantryItem) => K): [K, PantryItem[]][] {
  const groups = new Map<K, PantryItem[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups];
}

/** A kitchen over the items a dish uses; the chooser makes its free choices. */
export function createKitchen(used: readonly PantryItem[], chooser: Chooser): Kitchen {
  let clock = 0;
  const the = (items: readonly PantryItem[]): string => `the ${joinAnd(items.map((item) => item.text))}`;
  const items = (...roles: Role[]): PantryItem[] => used.filter((item) => roles.includes(item.role));
  return {
    used,
    pick: chooser.pick,
    items,
    has: (...roles) => items(...roles).length > 0,
    the,
    prep(list) {
      const needing = list.filter((item) => item.entry?.prep);
      if (needing.length === 0) return '';
      clock += Math.min(15, 4 + needing.length);
      const phrases = groupBy(needing, (item) => item.entry?.prep ?? '').map(([prep, group]) =>
        prep.includes('%') ? prep.replace('%', the(group)) : `${prep} ${the(group)}`,
      );
      return sentence(joinAnd(phrases));
    },
    cook(list, how = {}) {
      if (list.length === 0) return '';
      const verb = how.verb ?? 'cook';
      const minutesOf = (item: PantryItem): number =>
        how.minutes?.(item) ?? item.entry?.cook?.minutes ?? DEFAULT_COOK.minutes;
      const sorted = [...list].sort((a, b) => minutesOf(b) - minutesOf(a));
      const batches = groupBy(sorted, minutesOf);
      const lead = how.lead ?? ((names: string) => `add ${names}`);
      const parts = batches.map(([minutes, batch], index) => {
        const duration = minutes - (batches[index + 1]?.[0] ?? 0);
        return index === 0
          ? `${lead(the(batch))} and ${verb} for ${minutesText(duration)}`
          : `then add ${the(batch)} and ${verb} for ${minutesText(duration)} more`;
      });
      clock += batches[0]?.[0] ?? 0;
      const untils = sorted.map((item) => (item.entry ? (item.entry.cook?.until ?? '') : DEFAULT_COOK.until));
      return sentence(parts.join(', ') + untilPhrase(untils));
    },
    wait(minutes) {
      clock += minutes;
    },
    minutes: () => clock,
  };
}
