/** How a share link's fragment begins (index.html's inline script looks for the same words). */
export const SHARE_PREFIX = '#recipe=';

/** Whether the address's fragment (`location.hash`) claims to carry a shared recipe. */
export const carriesRecipe = (hash: string): boolean => hash.startsWith(SHARE_PREFIX);

/** How a shared week's link's fragment begins. */
export const WEEK_PREFIX = '#week=';

/** Whether the address's fragment claims to carry a shared week (the planner then loads at start). */
export const carriesWeek = (hash: string): boolean => hash.startsWith(WEEK_PREFIX);
