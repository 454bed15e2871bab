/** How many ingredients a recipe request needs at least; the page offers a recipe from this count. */
export const MIN_INGREDIENTS = 4;
/** The most ingredients one request may carry. */
export const MAX_INGREDIENTS = 30;
/** The longest ingredient, in characters after trimming. */
export const MAX_INGREDIENT_LENGTH = 60;
/** The largest request body the API reads, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * The largest recipe that can be sent back for a change, in bytes of its JSON string: a change's
 * body carries it beside the list (up to 30 names of 60 characters), the wishes and the proof, all
 * within MAX_BODY_BYTES. A longer recipe gets no proof, so the page offers no change it would refuse.
 */
export const MAX_CHANGEABLE_BYTES = MAX_BODY_BYTES - 6 * 1024;
/** The most tokens the model may write for one recipe. */
export const MAX_OUTPUT_TOKENS = 1024;
/**
 * The most characters of recipe the server passes on from one answer, whatever the host sends.
 * A token is about four characters, so MAX_OUTPUT_TOKENS makes a recipe of at most about 4-6 kB:
 * only a host that ignores max_tokens (or never stops) comes near this, ten times over.
 */
export const MAX_ANSWER_CHARS = 64 * 1024;
