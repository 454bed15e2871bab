import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEngine, preloadStream } from '../../client/engines.ts';
import { fakeIdle } from '../support/fake-idle.ts';

afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the engines', () => {
  it('are each fetched once, however often they are asked for', async () => {
    const [first, again] = await Promise.all([loadEngine('reader'), loadEngine('reader')]);
    expect(first).toBe(again);
    expect(await loadEngine('reader')).toBe(first);
    expect(first.readOnce).toBeTypeOf('function');
  });

  it('fetch the stream engine over two quiet moments: zod and its setting, then the AI SDK', async () => {
    const idle = fakeIdle();
    preloadStream();
    expect(idle.pending()).toBe(1);
    idle.quietMoment();
    await vi.waitFor(() => expect(idle.pending()).toBe(1), { timeout: 30_000 });
    idle.quietMoment();
    const engine = await loadEngine('stream');
    expect(engine.streamRecipe).toBeTypeOf('function');
    expect(idle.pending()).toBe(0);
  });

  it('schedule nothing more once the page has cancelled the preload', async () => {
    const idle = fakeIdle();
    const cancel = preloadStream();
    cancel();
    await settle();
    expect(idle.pending()).toBe(0);
  });
});
