// One version of a recipe as a value: who wrote it, how it ended, its proof, its changes and its
// text as written, with the facts the page needs of it (servings, title, name) read once when it is made.
// What the cook sees is rendered from it (shownText): the "stopped" and "cut short" notes come
// from how it ended, never from reading the text again, and "Recipes by …" from its author.

import type { ChangeKind } from '../../shared/api/recipe-change.ts';
import { CUT_SHORT_NOTE, STOPPED_NOTE } from '../../shared/recipe/incomplete-recipe.ts';
import { readHeader } from '../../shared/recipe/recipe-header.ts';
import { PAGE_CHEF, PAGE_CHEF_ASKED } from './page-chef-label.ts';
import { providerLabel } from '../../shared/api/provider-label.ts';
import type { DraftKey } from '../../shared/api/draft-key.ts';

/** Who wrote a version: a host by the name its answer gave, the server's built-in chef, or the page's own (`asked`: the visitor asked for it after the host failed). */
export type Author = { kind: 'host'; name: string } | { kind: 'server-chef' } | { kind: 'page-chef'; asked: boolean };

/** How a version's answer ended: whole, stopped by the visitor, or cut short by the server (its note says why). */
export type Ending = { kind: 'whole' } | { kind: 'stopped' } | { kind: 'cut-short'; reason: 'limit' };

/** One version of the recipe on screen. */
export interface Version {
  /** Tells versions apart in one visit: a new value for each answer, scaling never makes one. */
  id: number;
  /** Who wrote it; null when unknown (a shared link, or kept before authors were). */
  author: Author | null;
  ending: Ending;
  /** The service's proof of `written`, which a change must carry; absent when it cannot be changed. */
  proof?: string;
  /** The text as written, without any note: what the proof is over and what scaling starts from. */
  written: string;
  /** The servings it states, read once when it was made; null when it states none. */
  servings: number | null;
  /** Its title as the API takes it back ("Another idea" moves away from it); undefined when it has no heading. */
  title: string | undefined;
  /** The words the page names it by, read once when it was made: Recent recipes, Share and announcements use them. */
  name: string;
  /** The changes that led to it from the first answer, oldest first: "Another idea" keeps the diet they chose. */
  changes: readonly ChangeKind[];
  /** For a recipe of the built-in chef, the key of its draft: it is drafted again from it, and a change sends it back. */
  draft?: DraftKey;
}

/** The server's own chef, as its answers name it ("Recipes by"). */
export const SERVERS_CHEF = providerLabel({ provider: 'offline', modelId: '', host: null });

let lastId = 0;

/** Makes a version of `written`, reading its servings, title and name once. */
export function makeVersion(written: string, fields: Pick<Version, 'author' | 'ending'> & Partial<Pick<Version, 'proof' | 'changes' | 'draft'>>): Version {
  const { proof, changes = [], draft, ...rest } = fields;
  lastId += 1;
  return { id: lastId, ...rest, ...(proof ? { proof } : {}), ...(draft ? { draft } : {}), written, ...readHeader(written), changes };
}

/**
 * A host's whole answer as a version: the only text read for how it ended, once, as it arrives.
 * The server ends an answer it cut short with CUT_SHORT_NOTE; that note becomes the ending.
 */
export function answerVersion(text: string, fields: Pick<Version, 'author'> & Partial<Pick<Version, 'proof' | 'changes' | 'draft'>>): Version {
  const end = text.trimEnd();
  const cut = end.endsWith(CUT_SHORT_NOTE.trim());
  const written = cut ? end.slice(0, -CUT_SHORT_NOTE.trim().length).trimEnd() : text;
  return makeVersion(written, { ...fields, ending: cut ? { kind: 'cut-short', reason: 'limit' } : { kind: 'whole' } });
}

/** The note a version's ending puts after its text: none for a whole one. */
export const endingNote = (ending: Ending): string =>
  ending.kind === 'stopped' ? STOPPED_NOTE : ending.kind === 'cut-short' ? CUT_SHORT_NOTE : '';

/** The text on screen of a version whose (scaled) text is `text`: with the note of how it ended. */
export const withEnding = (text: string, ending: Ending): string => (ending.kind === 'whole' ? text : text.trimEnd() + endingNote(ending));

/**
 * The "Recipes by" words of an author, as the footer shows them (the page's own chef has a note of
 * its own there, see page-chef-label.ts).
 * @example authorLabel({ kind: 'host', name: 'm via h.example' }) // "m via h.example"
 */
export function authorLabel(author: Author | null): string | null {
  if (!author) return null;
  if (author.kind === 'host') return author.name;
  if (author.kind === 'server-chef') return SERVERS_CHEF;
  return author.asked ? PAGE_CHEF_ASKED : PAGE_CHEF;
}

/**
 * An author from the words a response or kept recipe names it by: the server's chef is known by
 * its label, any other name is a host's. The one place the words become a kind.
 * @example authorNamed("Offline chef") // { kind: "server-chef" }
 */
export function authorNamed(name: string | null | undefined): Author | null {
  if (!name) return null;
  if (name === SERVERS_CHEF) return { kind: 'server-chef' };
  if (name === PAGE_CHEF || name === PAGE_CHEF_ASKED) return { kind: 'page-chef', asked: name === PAGE_CHEF_ASKED };
  return { kind: 'host', name };
}
