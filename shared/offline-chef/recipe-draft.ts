import type { RecipeWishes } from '../api/prompt.ts';
import type { DraftChange, DraftKey } from '../api/draft-key.ts';
import type { RecipeChange } from '../api/recipe-change.ts';
import { changeVersion, type ChangeContext } from './changes/write-change.ts';
import { draft, type Version, type Written } from './draft.ts';

/**
 * A recipe of the built-in chef as a value: its key (what travels with it), the version the key
 * names (the dish, the way it is cooked, the seed, what it lists with every swap and addition, and
 * what is served alongside), that version written (its title, lines and steps) and its markdown,
 * rendered from the rest. Scaling it, switching its units or changing it is a new key drafted
 * again from the same data: the page's chef and the server's draft it alike.
 */
export interface Draft {
  readonly key: DraftKey;
  readonly version: Version;
  readonly written: Written;
  readonly markdown: string;
}

/**
 * The wishes a step of a key is drafted with: the request's, at `at`'s servings and units, and
 * vegetarian once a change before it made the recipe so, so that no later change undoes it.
 */
function wishesAt(changes: readonly DraftChange[], at: Pick<DraftKey, 'servings' | 'units'>, wishes: RecipeWishes): RecipeWishes {
  const vegetarian = changes.some((change) => change.kind === 'vegetarian');
  const diet = vegetarian ? [...new Set([...(wishes.diet ?? []), 'vegetarian' as const])] : wishes.diet;
  return { ...wishes, change: undefined, previousTitle: undefined, servings: at.servings, units: at.units, ...(diet ? { diet } : {}) };
}

/**
 * The version a key names: its dish and seed among those the list can make, then each of its
 * changes made in turn of the version before it, at the servings and units it was asked at, so a
 * later change keeps every earlier swap and addition. Undefined when the list (or the visitor's
 * preferences) no longer makes that dish.
 */
export function versionOf(key: DraftKey, context: ChangeContext): Version | undefined {
  const found = context.candidates.find(([choice, seed]) => choice.dish.name === key.dish && seed === key.seed);
  if (found === undefined) return undefined;
  const first: Version = { choice: found[0], seed: found[1] };
  return key.changes.reduce<Version>(
    (version, change, at) => changeVersion(version, change, { ...context, options: wishesAt(key.changes.slice(0, at), change, context.options) }),
    first,
  );
}

/**
 * The markdown of a version as written, saying where it takes longer than the visitor has: the
 * chef's first recipe says it was the quickest it could make; a change's version says its own time.
 */
function rendered(version: Version, written: Written, options: RecipeWishes, first: boolean, context: ChangeContext): string {
  const limit = options.maxMinutes;
  if (limit === undefined || written.minutes <= limit) return written.lines.join('\n');
  if (first) {
    // A day of a week plan is that day's dish, the quickest of its kind the plan could find, not the list's quickest.
    const note =
      options.dish === undefined
        ? `_The quickest dish I can make from this list takes about ${written.minutes} minutes, more than the ${limit} you have._`
        : `_This dish takes about ${written.minutes} minutes, more than the ${limit} you have: the week had no quicker one left for this day._`;
    return [...written.lines.slice(0, 4), note, '', ...written.lines.slice(4)].join('\n');
  }
  const late = `_This version takes about ${written.minutes} minutes, more than the ${limit} you have._`;
  return draft({ ...version, notes: [...(version.notes ?? []), late] }, options, context.ruledOut).lines.join('\n');
}

/** The recipe a key names, drafted at its servings and in its units; undefined as for versionOf. */
export function drafted(key: DraftKey, context: ChangeContext): Draft | undefined {
  const version = versionOf(key, context);
  if (version === undefined) return undefined;
  const options = wishesAt(key.changes, key, context.options);
  const written = draft(version, options, context.ruledOut);
  return { key, version, written, markdown: rendered(version, written, options, key.changes.length === 0, context) };
}

/** The key of a change made of the recipe `key` names, asked at `at`'s servings and units (the key's own where the request has none). */
export function changedKey(key: DraftKey, change: Pick<RecipeChange, 'kind' | 'from' | 'to'>, at: Pick<RecipeWishes, 'servings' | 'units'>): DraftKey {
  const servings = at.servings ?? key.servings;
  const units = at.units ?? key.units;
  const asked: DraftChange = { kind: change.kind, ...(change.from === undefined ? {} : { from: change.from }), ...(change.to === undefined ? {} : { to: change.to }), servings, units };
  return { ...key, servings, units, changes: [...key.changes, asked] };
}
