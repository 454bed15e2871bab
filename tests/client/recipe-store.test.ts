import { STOPPED_NOTE } from '../../shared/recipe/incomplete-recipe.ts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createRecipeStore } from '../../client/recipe/recipe-store.ts';
import { answerFrames, errorResponse, fakeApi, openStream, proofFor, streamResponse } from '../support/fake-api.ts';
import { nextTask } from '../support/next-task.ts';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const lastRecipe = () => JSON.parse(localStorage.getItem('pantry-chef:last-recipe') ?? 'null')?.value;

/** A store whose announcements are recorded. */
function recipeStore() {
  const announced: string[] = [];
  const store = createRecipeStore({ announce: (text) => announced.push(text) });
  return { store, announced };
}

describe('the recipe store', () => {
  it('is busy from the press, and sends the request in a task of its own', async () => {
    const stream = openStream();
    const api = fakeApi({ recipe: () => stream.response });
    const { store } = recipeStore();

    store.ask(FOUR, {});
    expect(store.get().phase).toBe('sending');
    expect(api.recipeBodies).toEqual([]);

    await waitFor(() => expect(api.recipeBodies).toEqual([expect.objectContaining({ ingredients: FOUR })]));
    expect(store.get().phase).toBe('streaming');
    stream.end();
    await waitFor(() => expect(store.get().phase).toBe('idle'));
  });

  it('sends nothing when stopped before the request has left', async () => {
    const api = fakeApi({ recipe: () => openStream().response });
    const { store } = recipeStore();

    store.ask(FOUR, {});
    store.stop();
    expect(store.get().phase).toBe('idle');
    await nextTask();
    await nextTask();
    expect(api.recipeBodies).toEqual([]);
    expect(store.get().failure).toBeNull();
  });

  it('sends only the last of two presses made before the first request left', async () => {
    const stream = openStream();
    const api = fakeApi({ recipe: () => stream.response });
    const { store } = recipeStore();

    store.ask(FOUR, {});
    store.ask([...FOUR, 'Butter'], {});
    await waitFor(() => expect(api.recipeBodies).toHaveLength(1));
    expect(api.recipeBodies).toEqual([expect.objectContaining({ ingredients: [...FOUR, 'Butter'] })]);
    stream.end();
    await waitFor(() => expect(store.get().phase).toBe('idle'));
  });

  it('keeps a finished recipe, with its list and author, as the last one and the newest recent one, and says it is ready', async () => {
    fakeApi({ recipe: () => streamResponse(answerFrames(['## Crêpes\n\n', 'Whisk.'])) });
    const { store, announced } = recipeStore();

    store.ask(FOUR, { servings: 2 });
    await waitFor(() => expect(store.get().phase).toBe('idle'));
    expect(store.get()).toMatchObject({ markdown: '## Crêpes\n\nWhisk.', visible: true, whole: false, failure: null, sent: 1 });
    expect(lastRecipe()).toEqual({ ingredients: FOUR, markdown: '## Crêpes\n\nWhisk.', id: expect.any(String), versions: [{ markdown: '## Crêpes\n\nWhisk.' }], current: 0 });
    expect(store.get().recent.map((entry) => entry.title)).toEqual(['Crêpes']);
    expect(announced.at(-1)).toBe('Recipe ready: Crêpes.');
  });

  it('shows new text at most once per window while it streams, and all of it at the end', async () => {
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    const { store } = recipeStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get().markdown));

    store.ask(FOUR, {});
    await waitFor(() => expect(store.get().phase).toBe('streaming'));
    stream.begin();
    for (const piece of ['## Soup', '\n\nChop', ' the leeks', '.']) stream.text(piece);
    stream.end();
    await waitFor(() => expect(store.get().phase).toBe('idle'));
    expect(store.get().markdown).toBe('## Soup\n\nChop the leeks.');
    // Four pieces written at once: the first shown at once, the rest together with the end.
    expect(new Set(seen.filter((text) => text !== '')).size).toBeLessThanOrEqual(2);
  });

  it('keeps what had arrived when stopped, as the last recipe but not a recent one', async () => {
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    const { store, announced } = recipeStore();

    store.ask(FOUR, {});
    await waitFor(() => expect(store.get().phase).toBe('streaming'));
    stream.begin();
    stream.text('## Half a soup');
    await waitFor(() => expect(store.get().markdown).toBe('## Half a soup'));
    store.stop();
    expect(store.get()).toMatchObject({ phase: 'idle', markdown: `## Half a soup${STOPPED_NOTE}` });
    expect(lastRecipe()).toMatchObject({ ingredients: FOUR, markdown: `## Half a soup${STOPPED_NOTE}`, versions: [{ markdown: `## Half a soup${STOPPED_NOTE}` }] });
    expect(store.get().recent).toEqual([]);
    expect(announced.at(-1)).toBe('Recipe stopped. What had arrived stays on the page.');
  });

  it('says why a request failed in the words the page shows, and keeps nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ recipe: () => errorResponse(429, 'rate_limited', 'Too many requests.') });
    const { store } = recipeStore();

    store.ask(FOUR, {});
    await waitFor(() => expect(store.get().phase).toBe('idle'));
    expect(store.get().failure).toEqual({ kind: 'answer', message: expect.stringMatching(/./), hostDown: false });
    expect(store.get().markdown).toBe('');
    expect(lastRecipe()).toBeUndefined();
  });

  it('asks for another idea with the list of the recipe shown and its title to avoid', async () => {
    const api = fakeApi({ recipe: () => streamResponse(answerFrames(['## Pancakes\n\nFry.'])) });
    const { store } = recipeStore();

    store.ask(FOUR, {});
    await waitFor(() => expect(store.get().phase).toBe('idle'));
    store.anotherIdea({ diet: ['vegetarian'] });
    await waitFor(() => expect(api.recipeBodies).toHaveLength(2));
    expect(api.recipeBodies[1]).toMatchObject({ ingredients: FOUR, diet: ['vegetarian'], previousTitle: 'Pancakes' });
    await waitFor(() => expect(store.get().phase).toBe('idle'));
  });

  it('keeps a recipe and its changes as one recent recipe, with its versions inside', async () => {
    const answers = ['## Chicken bowl\n\nServes 2\n\n- 300 g chicken', '## Quicker chicken bowl\n\nServes 2', '## Spicier chicken bowl\n\nServes 2', '## Milder chicken bowl\n\nServes 2'];
    fakeApi({ recipe: (call) => streamResponse(answerFrames([answers[call]!], proofFor(call))) });
    const { store } = recipeStore();

    store.ask(FOUR, {});
    await waitFor(() => expect(store.get().versions).toHaveLength(1));
    for (const [n, kind] of (['quicker', 'spicier', 'milder'] as const).entries()) {
      await store.change({ kind }, {});
      await waitFor(() => expect(store.get().versions).toHaveLength(n + 2));
      await waitFor(() => expect(store.get().phase).toBe('idle'));
    }
    expect(store.get().recent.map((entry) => entry.title)).toEqual(['Milder chicken bowl']);
    expect(store.get().recent[0]?.versions?.map((version) => version.markdown)).toEqual(answers);
  });

  it('reopens a recent recipe with all its versions, the one it was left at shown', async () => {
    const answers = ['## Soup\n\nServes 2', '## Quicker soup\n\nServes 2'];
    fakeApi({ recipe: (call) => streamResponse(answerFrames([answers[call] ?? '## Stew\n\nServes 4'], proofFor(call))) });
    const { store } = recipeStore();
    store.ask(FOUR, {});
    await waitFor(() => expect(store.get().versions).toHaveLength(1));
    await store.change({ kind: 'quicker' }, {});
    await waitFor(() => expect(store.get().versions).toHaveLength(2));
    await waitFor(() => expect(store.get().phase).toBe('idle'));
    store.anotherIdea({});
    await waitFor(() => expect(store.get().recent).toHaveLength(2));

    await store.reopen(store.get().recent[1]!);
    expect(store.get()).toMatchObject({ current: 1, markdown: answers[1], request: { ingredients: FOUR } });
    expect(store.get().versions.map((version) => [version.written, version.proof])).toEqual([[answers[0], proofFor(0)], [answers[1], proofFor(1)]]);
  });
});
