/**
 * The value below which `p` percent of the samples fall (nearest rank); NaN for no samples.
 * @example percentile([1, 2, 3, 4], 50) // 2
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Rounds for a table: 2 decimals under 10, 1 under 100, none above. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  const digits = Math.abs(value) < 10 ? 100 : Math.abs(value) < 100 ? 10 : 1;
  return Math.round(value * digits) / digits;
}
