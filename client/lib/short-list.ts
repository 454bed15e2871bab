import { MIN_INGREDIENTS } from '../../shared/api/limits.ts';

/** What the page says of a list too short to ask with, for a recipe or a week (kept apart from the error texts, which load later). */
export const SHORT_LIST_TEXT = `Add at least ${MIN_INGREDIENTS} ingredients, then ask again.`;
