// The numbers of "Days to plan" and "Servings", apart from the plan's types so the page's first
// script carries these and nothing else of the week.

/** The fewest days a plan covers. */
export const MIN_PLAN_DAYS = 1;
/** The most days a plan covers: one week. */
export const MAX_PLAN_DAYS = 7;
/** The days "Days to plan" offers first. */
export const DEFAULT_PLAN_DAYS = 5;
/** The servings a week is planned for when the visitor has no Servings preference. */
export const DEFAULT_PLAN_SERVINGS = 2;
