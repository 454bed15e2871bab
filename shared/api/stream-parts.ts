/**
 * The UI stream part that says the host has started thinking, before any recipe text: the page
 * says the chef is thinking. It carries nothing of the thinking itself.
 */
export const THINKING_PART = 'data-recipe-thinking';

/**
 * The UI stream part that names who writes the recipe (in `providerLabel`'s words) when it is not
 * the host the response's `x-recipe-by` header named: one that thought, then failed, before any text.
 */
export const RECIPE_BY_PART = 'data-recipe-by';

/**
 * The SSE comment the server sends when the stream has been quiet for a while (a host thinking at
 * length), so that no proxy's read timeout cuts it. Every event-stream reader skips a comment.
 */
export const HEARTBEAT_FRAME = ': still cooking\n\n';
