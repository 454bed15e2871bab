/**
 * Every key the page keeps something under in localStorage. index.html's first script reads the
 * same keys (scripts/vite-page-start.ts writes it from this list) to know a returning visitor
 * before the page's own script has run.
 */
export const STORAGE_KEYS = {
  ingredients: 'pantry-chef:ingredients',
  preferences: 'pantry-chef:preferences',
  lastRecipe: 'pantry-chef:last-recipe',
  recentRecipes: 'pantry-chef:recent-recipes',
  timers: 'pantry-chef:timers',
  week: 'pantry-chef:week',
  weekTicks: 'pantry-chef:week-ticks',
} as const;
