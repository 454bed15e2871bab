import { lazy } from 'react';

/** Fetches the markdown renderer, most of the page's script; once a list has begun, so it is here before a recipe. */
export const preloadRecipeMarkdown = () => import('../components/recipe-markdown.tsx');

/** RecipeMarkdown, fetched on first use if it was not already. */
export const LazyRecipeMarkdown = lazy(() => preloadRecipeMarkdown().then((module) => ({ default: module.RecipeMarkdown })));

/** PantryCheck (what you have, what to buy), from the renderer's chunk: mounted with the recipe, it is there when the recipe finishes. */
export const LazyPantryCheck = lazy(() => preloadRecipeMarkdown().then((module) => ({ default: module.PantryCheck })));
