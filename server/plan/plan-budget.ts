/**
 * The host calls a plan of `days` costs today's budget: 1 for the plan's own call, none when the
 * built-in chef plans (it asks no host), and 1 for each day, which the recipe route takes as it
 * takes any recipe's (the chef's included, as it does today). A retry of an unreadable plan takes
 * one more when it happens; it is not reserved.
 * @example planCost(5, false) // 6
 */
export function planCost(days: number, byChef: boolean): number {
  return (byChef ? 0 : 1) + days;
}

/**
 * The days a plan today's budget cannot finish could have, so it is refused up front; undefined
 * when it fits or there is no budget. Never below 0: a budget too small for one day says so.
 * @example daysTheBudgetAllows(4, 5, false) // 3
 * @example daysTheBudgetAllows(10, 5, false) // undefined
 */
export function daysTheBudgetAllows(left: number | undefined, days: number, byChef: boolean): number | undefined {
  if (left === undefined || left >= planCost(days, byChef)) return undefined;
  return Math.max(0, left - planCost(0, byChef));
}
