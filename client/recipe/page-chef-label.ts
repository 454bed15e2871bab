/**
 * Who wrote a recipe the page's own offline chef wrote, as the store keeps its author: the
 * footer then says so in place of "Recipes by" (site-footer.tsx).
 */
export const PAGE_CHEF = 'Offline chef (in this page)';

/** What the footer says of a recipe the page's own chef wrote. */
export const PAGE_CHEF_NOTE = "You're offline: this recipe is from the built-in chef";
