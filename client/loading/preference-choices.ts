import { lazy } from 'react';

/** Fetches the controls of the opened preferences: most visits never open them. */
export const preloadPreferenceChoices = () => import('../components/preference-choices.tsx');

/** PreferenceChoices, fetched on first opening if it was not already. */
export const LazyPreferenceChoices = lazy(() => preloadPreferenceChoices().then((module) => ({ default: module.PreferenceChoices })));
