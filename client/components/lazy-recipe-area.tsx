import { lazy } from 'react';

/**
 * Fetches and runs the AI SDK client on its own, the largest part of the recipe half: its first
 * run builds the stream schemas, so done apart it leaves two shorter tasks instead of one long one.
 * The zod setting goes first, as it must before the SDK builds a schema.
 */
export const preloadAiSdk = () => import('../lib/no-eval.ts').then(() => import('@ai-sdk/react'));

/** Fetches the recipe half of the page, with the AI SDK client it streams through. */
export const preloadRecipeArea = () => import('./recipe-area.tsx');

/** RecipeArea, loaded once the page is idle or a list has begun, so the form is usable sooner. */
export const LazyRecipeArea = lazy(() => preloadRecipeArea().then((module) => ({ default: module.RecipeArea })));
