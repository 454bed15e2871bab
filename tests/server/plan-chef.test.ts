import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../server/hosts/model-factory.ts';
import { parseRecipeRequest } from '../../shared/api/recipe-request.ts';
import type { PlannedDish } from '../../shared/week/week-plan.ts';
import { buildTestApp, mockChatCompletions } from '../support/test-app.ts';

// With no host, or once the hosts have failed and the built-in chef is the last resort, the chef plans.

const LIST = ['Salmon', 'Spinach', 'Rice', 'Eggs', 'Chicken thighs', 'Onions', 'Tomatoes', 'Pasta', 'Cheddar'];
const chefApp = (env: Record<string, string> = {}) =>
  buildTestApp(env, { model: createModel({ baseURL: undefined, apiKey: undefined, model: 'unused', offlineWordsPerSecond: 0 }) });
const postPlan = (app: Awaited<ReturnType<typeof buildTestApp>>, payload: object) => app.inject({ method: 'POST', url: '/api/plan', payload });

describe('a week planned by the built-in chef', () => {
  it('plans the days asked with no host: distinct dishes, each a day the recipe route takes, named for the chef', async () => {
    const app = await chefApp();
    const response = await postPlan(app, { ingredients: LIST, days: 5, diet: ['pescatarian'] });
    expect(response.statusCode).toBe(200);
    const { dishes, by } = response.json<{ dishes: PlannedDish[]; by: string }>();
    expect(by).toBe('Offline chef');
    expect(dishes).toHaveLength(5);
    expect(new Set(dishes.map(({ dish }) => dish.toLowerCase())).size).toBe(5);
    expect(JSON.stringify(dishes)).not.toMatch(/Chicken/);
    for (const { dish, uses } of dishes) {
      expect(parseRecipeRequest({ ingredients: LIST, diet: ['pescatarian'], dish: { name: dish, uses } })).toMatchObject({ ok: true });
    }
  });

  it('plans another idea for one day, avoiding every dish of the plan', async () => {
    const app = await chefApp();
    const week = (await postPlan(app, { ingredients: LIST, days: 3 })).json<{ dishes: PlannedDish[] }>();
    const avoid = week.dishes.map(({ dish }) => dish);
    const other = (await postPlan(app, { ingredients: LIST, days: 1, avoid })).json<{ dishes: PlannedDish[] }>();
    expect(other.dishes).toHaveLength(1);
    expect(avoid.map((dish) => dish.toLowerCase())).not.toContain(other.dishes[0]!.dish.toLowerCase());
  });

  it('takes nothing from the budget for its plan, but refuses up front more days than the budget can write', async () => {
    const app = await chefApp({ AI_DAILY_REQUEST_BUDGET: '3' });
    expect((await postPlan(app, { ingredients: LIST, days: 3 })).statusCode).toBe(200);
    expect(await app.capacity.budgetLeft!()).toBe(3);
    const refused = await postPlan(app, { ingredients: LIST, days: 4 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'budget_too_small', days: 3 } });
  });

  it('plans once the hosts have failed, when it is the last resort', async () => {
    const calls = mockChatCompletions(() => new HttpResponse('down', { status: 503 }));
    const app = await buildTestApp({ AI_FALLBACK_BASE_URL: 'offline' });
    const response = await postPlan(app, { ingredients: LIST, days: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ by: 'Offline chef', dishes: [expect.any(Object), expect.any(Object)] });
    expect(calls.length).toBeGreaterThan(0);
  });
});
