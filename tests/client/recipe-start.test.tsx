import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecipe } from '../../client/hooks/use-recipe.ts';
import { fakeApi, openStream } from '../support/fake-api.ts';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('starting a recipe', () => {
  it('shows it is loading at once, and sends the request in a task of its own', async () => {
    const stream = openStream();
    const api = fakeApi({ recipe: () => stream.response });
    const { result } = renderHook(() => useRecipe());

    act(() => result.current.request(FOUR));
    expect(result.current.isLoading).toBe(true);
    expect(api.recipeBodies).toEqual([]);

    await nextTask();
    await waitFor(() => expect(api.recipeBodies).toEqual([expect.objectContaining({ ingredients: FOUR })]));
    expect(result.current.isLoading).toBe(true);
    stream.end();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
  });

  it('sends nothing when stopped before the request has left', async () => {
    const api = fakeApi({ recipe: () => openStream().response });
    const { result } = renderHook(() => useRecipe());

    act(() => result.current.request(FOUR));
    act(() => result.current.stop());
    expect(result.current.isLoading).toBe(false);
    await nextTask();
    await nextTask();
    expect(api.recipeBodies).toEqual([]);
    expect(result.current.errorMessage).toBeNull();
  });

  it('sends only the last of two presses made before the first request left', async () => {
    const stream = openStream();
    const api = fakeApi({ recipe: () => stream.response });
    const { result } = renderHook(() => useRecipe());

    act(() => {
      result.current.request(FOUR);
      result.current.request([...FOUR, 'Butter']);
    });
    await nextTask();
    await waitFor(() => expect(api.recipeBodies).toHaveLength(1));
    expect(api.recipeBodies).toEqual([expect.objectContaining({ ingredients: [...FOUR, 'Butter'] })]);
    stream.end();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
  });
});
