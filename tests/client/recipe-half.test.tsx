import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecipeHalf } from '../../client/loading/recipe-half.ts';
import { fakeIdle } from '../support/fake-idle.ts';

const sdk = vi.hoisted(() => ({ loaded: () => {} }));
vi.mock('../../client/loading/ai-sdk.ts', () => ({ loadAiSdk: () => new Promise<void>((resolve) => (sdk.loaded = resolve)) }));

function Page() {
  const half = useRecipeHalf();
  return <p>{half.wanted ? 'wanted' : 'not yet'}</p>;
}

afterEach(() => {
  // Unmounted while the quiet moments are still stubbed: the page cancels its own.
  cleanup();
  vi.unstubAllGlobals();
});

describe('useRecipeHalf', () => {
  it('asks for the recipe area in the quiet moment after the AI SDK has loaded', async () => {
    const idle = fakeIdle();
    const page = render(<Page />);
    act(idle.quietMoment);
    await act(async () => sdk.loaded());
    expect(idle.pending()).toBe(1);
    act(idle.quietMoment);
    expect(page.getByText('wanted')).toBeInTheDocument();
  });

  it('schedules nothing more when the page is gone before the AI SDK has loaded', async () => {
    const idle = fakeIdle();
    const page = render(<Page />);
    act(idle.quietMoment); // the SDK starts loading
    page.unmount();
    await act(async () => sdk.loaded());
    expect(idle.pending()).toBe(0);
  });
});
