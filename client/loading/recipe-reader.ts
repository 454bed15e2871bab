/**
 * Fetches the recipe reader, which brings the markdown lexer: the recipe area's own chunk does not
 * carry it, and by the time a recipe has finished the renderer has brought the lexer already.
 */
export const loadRecipeReader = () => import('../../shared/recipe-parts.ts').then((module) => module.readRecipe);
