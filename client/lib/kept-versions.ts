import { CHANGE_KINDS, type ChangeKind } from '../../shared/api/recipe-change.ts';
import type { DraftKey } from '../../shared/api/draft-key.ts';
import { MAX_BY_CHARS, isRecipeMarkdown, writtenFields } from './recipe-record.ts';

/** One version of a kept recipe: its text as written, its proof, who wrote it and the changes that led to it. */
export interface KeptVersion {
  markdown: string;
  proof?: string;
  by?: string;
  changes?: ChangeKind[];
  /** The key of its draft, for a recipe of the built-in chef. */
  draft?: DraftKey;
}

/** A kept recipe's own id and its versions, oldest first, with the one it was left at (absent in what older pages kept). */
export interface KeptVersions {
  /** The recipe's id: the same for its first answer and every change of it. */
  id?: string;
  versions?: KeptVersion[];
  /** Which of `versions` was shown. */
  current?: number;
}

// No recipe is changed more than a few dozen times in a visit; more was written by hand.
const MAX_VERSIONS = 50;
const MAX_ID_CHARS = 64;
const KINDS = new Set<unknown>(CHANGE_KINDS);

/** One kept version when it has the right shape; its proof only when it has the proof's. */
function keptVersionOf(raw: unknown): KeptVersion | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const fields = raw as Record<string, unknown>;
  const { markdown, by, changes } = fields;
  if (!isRecipeMarkdown(markdown)) return undefined;
  const named = typeof by === 'string' && by !== '' && by.length <= MAX_BY_CHARS;
  const kinds = Array.isArray(changes) && changes.every((kind) => KINDS.has(kind)) ? (changes as ChangeKind[]) : [];
  const { proof, draft } = writtenFields(fields);
  return { markdown, ...(proof ? { proof } : {}), ...(draft ? { draft } : {}), ...(named ? { by } : {}), ...(kinds.length > 0 ? { changes: kinds } : {}) };
}

/**
 * A kept recipe's id and versions, when they have the right shape; anything else is dropped and
 * the recipe stays as the one version it shows.
 */
export function keptVersionsOf(raw: Record<string, unknown>): KeptVersions {
  const { id, versions, current } = raw;
  const named = typeof id === 'string' && id !== '' && id.length <= MAX_ID_CHARS ? { id } : {};
  if (!Array.isArray(versions) || versions.length === 0 || versions.length > MAX_VERSIONS) return named;
  const kept = versions.map(keptVersionOf);
  if (!kept.every((version) => version !== undefined)) return named;
  const at = typeof current === 'number' && Number.isInteger(current) && current >= 0 && current < kept.length ? current : kept.length - 1;
  return { ...named, versions: kept, current: at };
}

/**
 * A new recipe's id, for its first answer and every change of it.
 * @example newRecipeId() // "m4x9q2-7f3k1z8w"
 */
export const newRecipeId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
