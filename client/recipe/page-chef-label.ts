/**
 * Who wrote a recipe the page's own offline chef wrote, as the store keeps its author: the
 * footer then says so in place of "Recipes by" (site-footer.tsx).
 */
export const PAGE_CHEF = 'Offline chef (in this page)';

/** What the footer says of a recipe the page's own chef wrote. */
const PAGE_CHEF_NOTE = "You're offline: this recipe is from the built-in chef";

/** Who wrote a recipe the visitor asked the page's own chef for, when the model's host failed. */
export const PAGE_CHEF_ASKED = 'Built-in chef (in this page)';

/** What the footer says of such a recipe. */
const PAGE_CHEF_ASKED_NOTE = "The chef's host could not answer: this recipe is from the built-in chef";

/** The footer's note for a recipe the page's own chef wrote, or undefined for any other author. */
export const pageChefNote = (by: string | null): string | undefined =>
  by === PAGE_CHEF ? PAGE_CHEF_NOTE : by === PAGE_CHEF_ASKED ? PAGE_CHEF_ASKED_NOTE : undefined;
