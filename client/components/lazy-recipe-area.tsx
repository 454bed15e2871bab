import { lazy } from 'react';

/** Fetches the recipe half of the page, with the AI SDK client it streams through. */
export const preloadRecipeArea = () => import('./recipe-area.tsx');

/** RecipeArea, loaded once the page is idle or a list has begun, so the form is usable sooner. */
export const LazyRecipeArea = lazy(() => preloadRecipeArea().then((module) => ({ default: module.RecipeArea })));
