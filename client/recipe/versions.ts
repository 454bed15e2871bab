// How a version is shown, as pure functions: at the cook's servings and units, as a record to keep
// or share, and what its changes say. The store (recipe-store.ts) holds the versions; nothing
// here fetches, stores or announces.

import type { ChangeKind } from '../../shared/api/recipe-change.ts';
import { writtenOf, type RecipeRecord } from '../lib/recipe-record.ts';
import { versionShown, type Presentation, type RecipeState, type Shown } from './recipe-reducer.ts';
import type { KeptVersion, KeptVersions } from '../lib/kept-versions.ts';
import { answerVersion, authorLabel, authorNamed, withEnding, type Author, type Version } from './version.ts';

/** A change the visitor asks of the version shown: a kind, and for a swap what to replace and with what (none: the chef chooses). */
export interface ChangeAsk {
  kind: ChangeKind;
  from?: string;
  to?: string;
}

/** Whether showing `version` as `how` needs the scaler: it scales, or is switched to other units. */
export function needsScaler({ servings: stated }: Pick<Version, 'servings'>, { servings, units }: Presentation): boolean {
  return units !== null || (servings !== null && stated !== null && servings !== stated);
}

/**
 * A kept or shared record as a recipe on screen: its versions as kept (or its text as written, the
 * one version of what older pages kept), shown as it was left (scaled, say), at the servings kept
 * with it: its text is never read for them.
 */
export function shownOf(record: RecipeRecord & KeptVersions, author: Author | null): Shown {
  const one: KeptVersion = { markdown: writtenOf(record), ...(record.proof ? { proof: record.proof } : {}), ...(record.draft ? { draft: record.draft } : {}) };
  const kept = record.versions ?? [one];
  const versions = kept.map(({ markdown, proof, by, changes, draft }) =>
    answerVersion(markdown, { author: by ? authorNamed(by) : author, ...(proof ? { proof } : {}), ...(changes ? { changes } : {}), ...(draft ? { draft } : {}) }),
  );
  // Only a record with its text as written has servings kept (writtenFields): as written, it shows at its own.
  return { versions, current: record.versions ? (record.current ?? 0) : 0, text: record.markdown, presentation: { servings: record.servings ?? null, units: null } };
}

/** A recipe's versions as kept: each as written, with its proof, author and changes, and the one shown. */
export function keptOf(versions: readonly Version[], current: number, id: string | null): KeptVersions {
  const kept = versions.map(({ written, ending, proof, author, changes, draft }): KeptVersion => {
    const by = authorLabel(author);
    return { markdown: withEnding(written, ending), ...(proof ? { proof } : {}), ...(by ? { by } : {}), ...(changes.length > 0 ? { changes: [...changes] } : {}), ...(draft ? { draft } : {}) };
  });
  return { ...(id ? { id } : {}), versions: kept, current };
}

/** The version on screen as a record: as shown, with its proof and, when shown other than as written, its text as written and the servings shown. */
export function recordOf(shown: string, ingredients: readonly string[] | undefined, version: Version | undefined, servings?: number | null): RecipeRecord | null {
  if (shown === '' || !ingredients || !version) return null;
  const proof = version.proof ? { proof: version.proof } : {};
  const written = shown !== withEnding(version.written, version.ending) ? { written: version.written, servings } : {};
  const draft = version.draft ? { draft: version.draft } : {};
  return { markdown: shown, ingredients: [...ingredients], ...proof, ...written, ...draft };
}

/** The changes of a version made by `change` of `from`: it builds on the changes before it. */
export const changesAfter = (from: Version | undefined, change: ChangeAsk | null): readonly ChangeKind[] =>
  change ? [...(from?.changes ?? []), change.kind] : [];

/** Whether the version was made vegetarian by a change: "Another idea" then asks with that diet. */
export const madeVegetarian = (version: Version | undefined): boolean => version?.changes.includes('vegetarian') === true;

/** The recipe on screen as a record to keep or share: as shown, with its version's proof and, when shown other than as written, its text as written. */
export function recordOnScreen(state: RecipeState) {
  const { link } = state;
  const servings = state.presentation.servings;
  if (link.status !== 'shown') return recordOf(state.markdown, state.request?.ingredients, versionShown(state), servings);
  // A shared recipe passes its link's proof on: the service tells whether it is its own when it is taken.
  const record = recordOf(state.markdown, link.ingredients, versionShown(state), servings);
  return record && link.proof ? { ...record, proof: link.proof } : record;
}
