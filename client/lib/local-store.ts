/**
 * What the page keeps across a reload, in localStorage. Each entry is stored under its own key as
 * `{ version, value }`; an entry from another version, one that fails its check, or storage that
 * is full, disabled or throws (private windows, blocked cookies) is treated as nothing saved.
 */
export interface StoredEntry<T> {
  /** The localStorage key, one of STORAGE_KEYS. */
  key: string;
  /** Bump when the shape changes: older entries are then ignored, never misread. */
  version: number;
  /** Returns the value when `raw` has the right shape, undefined otherwise. */
  check: (raw: unknown) => T | undefined;
}

/** The saved value, or undefined when there is none or it is unusable. */
export function readStored<T>(entry: StoredEntry<T>): T | undefined {
  try {
    const text = globalThis.localStorage?.getItem(entry.key);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || !('value' in parsed)) return undefined;
    if (parsed.version !== entry.version) return undefined;
    return entry.check(parsed.value);
  } catch {
    return undefined;
  }
}

/** Saves `value` (undefined removes the entry). A storage failure loses only the saving, never the page. */
export function writeStored<T>(entry: StoredEntry<T>, value: T | undefined): void {
  try {
    if (value === undefined) globalThis.localStorage?.removeItem(entry.key);
    else globalThis.localStorage?.setItem(entry.key, JSON.stringify({ version: entry.version, value }));
  } catch {
    // Quota exceeded or storage disabled: the page works on without remembering.
  }
}
