/**
 * Compares two ranks place by place, for sorting best first (lower is better at each place).
 * @example compareRanks([0, 2], [0, 1]) // 1: the second comes first
 */
export function compareRanks(a: readonly number[], b: readonly number[]): number {
  const at = a.findIndex((value, i) => value !== b[i]);
  return at < 0 ? 0 : a[at]! - b[at]!;
}
