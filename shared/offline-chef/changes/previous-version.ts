import { breaksPreferences } from '../../ingredients/allergen-check.ts';
import { singularOf } from '../../recipe/quantity.ts';
import { readRecipe } from '../../recipe/recipe-parts.ts';
import { matchKey } from '../../ingredients/word-match.ts';
import type { MethodKind } from '../dish.ts';
import { canCook, draft, sameTitle, type Version } from '../draft.ts';
import { stapleItem, type PantryItem } from '../pantry-items.ts';
import { foodName } from '../words.ts';
import type { ChangeContext } from './change-context.ts';

/** What the chef reads of the recipe it is asked to change or write again: its title, the time and servings it states, and what it lists. */
export interface PreviousRecipe {
  readonly title: string;
  readonly minutes: number | null;
  /** The servings it states, or null. */
  readonly servings: number | null;
  /** The names it lists in the chef's own "Name — amount" form (notes under the list are not items). */
  readonly names: readonly string[];
  /** How many steps it has. */
  readonly steps: number;
}

const SEPARATOR = ' — ';
const TO_SERVE = ' (to serve) — ';
// Every way a version can be cooked: as usual, another way, and another way made quick.
const WAYS: readonly (readonly [MethodKind | undefined, boolean])[] = [
  [undefined, false], ['quicker', false], ['no-oven', false], ['one-pot', false], ['no-oven', true], ['one-pot', true],
];

/**
 * Reads the title, the total time and the ingredient names of a recipe.
 * @example readPrevious("## Garlicky Chicken Rice Bowl\n\n...**Total time:** 30 minutes...- Chicken — 300 g\n...").names // ["Chicken", ...]
 */
export function readPrevious(markdown: string): PreviousRecipe {
  const parts = readRecipe(markdown);
  return {
    title: parts.title ?? '',
    minutes: parts.totalMinutes,
    servings: parts.servings,
    // What is set out alongside ("Plain yogurt (to serve) — 150 g") is no part of the dish.
    names: parts.ingredients.filter((line) => line.includes(SEPARATOR) && !line.includes(TO_SERVE)).map((line) => line.slice(0, line.indexOf(SEPARATOR)).trim()),
    steps: parts.steps.length,
  };
}

/** Whether a title names an item, as the chef names one: "Chicken", "Egg" for eggs, "Red Lentil Curry" for red lentils. */
export function titleNames(title: string, item: PantryItem): boolean {
  const words = ` ${matchKey(title)} `;
  const singular = (name: string) => name.replace(/[a-z]+$/, (last) => singularOf(last));
  // Named as either units' cook names it: the title may say "Minced Beef" for the visitor's ground beef.
  return [item.text, item.entry?.name]
    .flatMap((name) => (name === undefined ? [] : [name, foodName(name, 'metric'), foodName(name, 'us')]))
    .flatMap((name) => [matchKey(name), singular(matchKey(name))])
    .some((name) => words.includes(` ${name} `));
}

/**
 * The items a previous version lists, as the chef wrote them: the visitor's own where they are on
 * their list, and what stood in for theirs still theirs, named in the title or listed among theirs
 * (the chef lists the visitor's items first), so it names the dish and keeps its place. Anything
 * the visitor's preferences now rule out is dropped, unless nothing of theirs would be left.
 */
function itemsListed(previous: PreviousRecipe, { items, ruledOut, options }: ChangeContext, staples: readonly PantryItem[]): PantryItem[] {
  const visitor = [...items, ...ruledOut];
  const named = [...new Map(previous.names.map((name) => stapleItem(name)).map((item) => [item.key, item])).values()];
  // The chef's own staples come after everything of the visitor's: what is listed before the first
  // of them stood in for one of theirs (feta swapped in for their cheese, listed last of theirs).
  const firstStaple = named.findIndex((item) => staples.some((staple) => staple.key === item.key));
  const lastTheirs = Math.max(named.findLastIndex((item) => visitor.some((mine) => mine.key === item.key)), firstStaple);
  const all = named.map((item, index) => {
    const mine = visitor.find((one) => one.key === item.key);
    return mine ?? (index < lastTheirs || titleNames(previous.title, item) ? { ...item, mine: true } : item);
  });
  const allowed = all.filter((item) => !breaksPreferences(item.label, options));
  return allowed.some((item) => item.mine) ? allowed : all;
}

/** A version with these items: what is the visitor's (or stands in for theirs) used, the rest added by the chef. */
export function withItems(version: Version, items: readonly PantryItem[]): Version {
  const keys = new Set(items.map((item) => item.key));
  const used = items.filter((item) => item.mine);
  const staples = items.filter((item) => !item.mine);
  return { ...version, choice: { ...version.choice, used, staples, unused: version.choice.unused.filter((item) => !keys.has(item.key)) } };
}

const wordsOf = (title: string): Set<string> => new Set(matchKey(title).split(' '));
const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => [...a].filter((word) => b.has(word)).length;

/**
 * Which of its own versions the previous recipe is: each dish the list could make, with what the
 * previous recipe lists, cooked each way, until one has its title. A recipe the chef cannot place
 * (another model's, or one whose list changed since) is taken for the version whose title shares
 * the most words with it, as that version's own list makes it when the previous list is not the chef's.
 */
export function findVersion(previous: PreviousRecipe, context: ChangeContext): Version {
  const target = wordsOf(previous.title);
  let best: { version: Version; score: number } | undefined;
  for (const [choice, seed] of context.candidates) {
    const listed = previous.names.length > 0 ? itemsListed(previous, context, choice.staples) : undefined;
    const base = listed ? withItems({ choice, seed }, listed) : { choice, seed };
    for (const [method, quick] of WAYS) {
      if (method !== undefined && !canCook(base, method, context.options.units)) continue;
      const version: Version = { ...base, method, ...(quick ? { quick } : {}) };
      const { title } = draft(version, context.options, context.ruledOut);
      if (sameTitle(title, previous.title)) return version;
      const score = shared(wordsOf(title), target);
      if (best === undefined || score > best.score) best = { version, score };
    }
  }
  return best!.version;
}
