import type { CookingDay, LeftoversDay, WeekPlan, Weekday } from '../../shared/week/week-plan.ts';

// Week plans as the page keeps them, with their days' recipes as written, for the week's list,
// nutrition and file.

/** A recipe's markdown for `servings`, with `lines` as its ingredient list. */
export const recipeText = (title: string, servings: number, lines: string[]) =>
  `# ${title}\n\nServes ${servings}\n\n## Ingredients\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n## Method\n\n1. Cook it all together for 20 minutes.\n2. Serve hot.\n`;

// Cooked double on Monday: written for 4.
export const CURRY = recipeText('Chicken and Spinach Curry', 4, ['600 g chicken thighs, diced', '400 g spinach', '2 onions, chopped', '2 tbsp olive oil', 'Salt, to taste']);
export const PASTA = recipeText('Tomato Pasta', 2, ['200 g pasta', '400 g tinned tomatoes', '1 onion, chopped', '2 tbsp gochujang', '50 g cheddar, grated']);
export const OMELETTE = recipeText('Spinach Omelette', 2, ['4 eggs', '100 g spinach', '30 g cheddar, grated']);

/** A cooking day with its recipe written for `servings`. */
export const cooking = (day: Weekday, dish: string, markdown?: string, servings = 2, double = false): CookingDay => ({
  kind: 'cook',
  day,
  dish,
  uses: [],
  double,
  ...(markdown ? { written: { markdown, servings, by: 'the built-in chef' } } : {}),
});

export const leftovers = (day: Weekday, from: Weekday): LeftoversDay => ({ kind: 'leftovers', day, from });

/** A plan of `days`, for 2, from a list with amounts. */
export const planOf = (days: WeekPlan['days'], id = 'plan-1'): WeekPlan => ({
  id,
  servings: 2,
  pantry: ['250 g cheddar', 'Eggs', 'Spinach'],
  preferences: {},
  by: 'the built-in chef',
  days,
});

/** Monday's curry, cooked double and eaten again on Tuesday; Wednesday's pasta; Thursday's omelette. */
export const WEEK: WeekPlan = planOf([
  cooking('Monday', 'Chicken and Spinach Curry', CURRY, 4, true),
  leftovers('Tuesday', 'Monday'),
  cooking('Wednesday', 'Tomato Pasta', PASTA),
  cooking('Thursday', 'Spinach Omelette', OMELETTE),
]);
