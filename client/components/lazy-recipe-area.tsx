import { lazy } from 'react';

/**
 * Fetches and runs the AI SDK client on its own, the largest part of the recipe half, in parts
 * (see load-ai-sdk.ts), so its first run leaves several short tasks instead of one long one.
 */
export const preloadAiSdk = () => import('../lib/load-ai-sdk.ts').then((module) => module.loadAiSdk());

/** Fetches the recipe half of the page, with the AI SDK client it streams through. */
export const preloadRecipeArea = () => import('./recipe-area.tsx');

/** RecipeArea, loaded once the page is idle or a list has begun, so the form is usable sooner. */
export const LazyRecipeArea = lazy(() => preloadRecipeArea().then((module) => ({ default: module.RecipeArea })));
