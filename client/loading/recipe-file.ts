/**
 * Fetches what writes a recipe file, when "Save recipe file" is pressed: it reads the recipe with
 * the markdown lexer, which the recipe area's own chunk does not carry.
 */
export const loadRecipeFile = () => import('../lib/recipe-file.ts');
