export { writeRecipe } from './recipe-writer.ts';
export type { WriteRecipeOptions } from './recipe-writer.ts';
