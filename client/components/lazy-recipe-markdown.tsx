import { lazy } from 'react';

/**
 * Fetches the markdown renderer, which is most of the page's script. Calling it early (once a
 * recipe is on offer) means it is usually there before the first word of the recipe is.
 */
export const preloadRecipeMarkdown = () => import('./recipe-markdown.tsx');

/** RecipeMarkdown, loaded on first use so the form is interactive sooner. */
export const LazyRecipeMarkdown = lazy(() =>
  preloadRecipeMarkdown().then((module) => ({ default: module.RecipeMarkdown })),
);
