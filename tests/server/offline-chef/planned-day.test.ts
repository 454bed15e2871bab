import { describe, expect, it } from 'vitest';
import { planWeek } from '../../../shared/offline-chef/week-plan.ts';
import { writeDraft } from '../../../shared/offline-chef/recipe-writer.ts';
import { postRecipe } from '../../support/test-app.ts';
import { answerOf, offlineApp } from '../../support/offline-chef-app.ts';

// With no host, the server's built-in chef writes a day of a week plan as the dish the plan named,
// and its draft's key comes back with a change of it.

const LIST = ['Salmon', 'Chicken thighs', 'Spinach', 'Potatoes', 'Carrots', 'Eggs', '1 kg pasta'];

describe("a planned day, written by the server's built-in chef", () => {
  const week = planWeek(LIST, 3, {}).dishes;

  it.each(week.map((day) => [day.dish, day] as const))('writes %s as the plan named it', async (_, day) => {
    const dish = { name: day.dish, uses: day.uses };
    const { text, data } = answerOf((await postRecipe(await offlineApp(), { ingredients: LIST, dish })).body);
    expect(text.split('\n')[0]).toBe(`## ${day.dish}`);
    expect(text).toBe(writeDraft(LIST, { dish }).markdown);
    expect(data?.draft).toEqual(writeDraft(LIST, { dish }).draft);
  });

  it('changes that day’s dish when asked, the day named or not', async () => {
    const app = await offlineApp();
    const dish = { name: week[0]!.dish, uses: week[0]!.uses };
    const first = answerOf((await postRecipe(app, { ingredients: LIST, dish })).body);
    for (const named of [{ dish }, {}]) {
      const change = { kind: 'one-pot' as const, recipe: first.text, proof: first.data!.proof!, draft: first.data!.draft };
      const changed = answerOf((await postRecipe(app, { ingredients: LIST, ...named, change })).body);
      expect(changed.data?.draft).toEqual({ ...first.data!.draft, changes: [{ kind: 'one-pot', servings: 2, units: 'metric' }] });
      expect(changed.text).toBe(writeDraft(LIST, { dish, change }).markdown);
    }
  });
});
