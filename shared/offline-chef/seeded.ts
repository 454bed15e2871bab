/**
 * FNV-1a, 32 bits: the same text gives the same number on every run and platform.
 * @example hashText("chicken\nrice") // a stable unsigned 32-bit integer
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Makes the recipe's free choices, repeatably for one seed. */
export interface Chooser {
  pick<T>(options: readonly [T, ...T[]]): T;
}

/** A chooser driven by mulberry32, a tiny PRNG; the recipe must not depend on Math.random. */
export function createChooser(seed: number): Chooser {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: (options) => options[Math.floor(next() * options.length)] ?? options[0],
  };
}
