/** Fetches cook mode's dialog: only a visitor who starts cooking needs it. */
export const loadCookMode = () => import('../components/cook-mode.tsx').then((module) => module.CookMode);
