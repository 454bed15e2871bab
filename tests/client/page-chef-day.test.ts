import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookInPage } from '../../client/recipe/page-chef.ts';
import { planWeek } from '../../shared/offline-chef/week-plan.ts';
import { writeDraft } from '../../shared/offline-chef/recipe-writer.ts';

// With no connection, the page's built-in chef writes a day of a week plan as the dish the plan
// named, the same recipe the server's chef writes, with the key of its draft to scale it by.

const LIST = ['Salmon', 'Chicken thighs', 'Spinach', 'Potatoes', 'Carrots', 'Eggs', '1 kg pasta'];

afterEach(() => vi.useRealTimers());

describe("a planned day, written by the page's built-in chef", () => {
  it.each(planWeek(LIST, 3, {}).dishes.map((day) => [day.dish, day] as const))('writes %s as the plan named it', async (_, day) => {
    vi.useFakeTimers();
    const dish = { name: day.dish, uses: day.uses };
    const shown: string[] = [];
    const stream = cookInPage({ ingredients: LIST, dish }, { onText: (text) => shown.push(text) });
    await vi.runAllTimersAsync();
    const end = await stream.ended;
    expect(end).toEqual({ outcome: 'done', text: writeDraft(LIST, { dish }).markdown, proof: undefined, draft: writeDraft(LIST, { dish }).draft });
    expect(shown.at(-1)?.split('\n')[0]).toBe(`## ${day.dish}`);
  });
});
