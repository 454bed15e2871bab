import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../client/lib/load-once.ts';
import { loadStreamEngine, prefetchStream } from '../../client/prefetch.ts';
import { fakeIdle } from '../support/fake-idle.ts';
import { nextTask } from '../support/next-task.ts';

afterEach(() => vi.unstubAllGlobals());


describe('a part of the page loaded once', () => {
  it('is fetched once, however often it is asked for', async () => {
    const load = vi.fn(async () => ({ part: 'here' }));
    const loadPart = loadOnce(load);
    const [first, again] = await Promise.all([loadPart(), loadPart()]);
    expect(first).toBe(again);
    expect(await loadPart()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched again after a fetch that failed, and kept once it came', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ part: 'here' });
    const loadPart = loadOnce(load);
    await expect(loadPart()).rejects.toThrow(/dynamically imported module/);
    expect(await loadPart()).toEqual({ part: 'here' });
    await loadPart();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('what the page fetches before it is asked for', () => {
  it('fetches the stream engine over two quiet moments: zod and its setting, then the AI SDK', async () => {
    const idle = fakeIdle();
    prefetchStream();
    expect(idle.pending()).toBe(1);
    idle.quietMoment();
    await vi.waitFor(() => expect(idle.pending()).toBe(1), { timeout: 30_000 });
    idle.quietMoment();
    const engine = await loadStreamEngine();
    expect(engine.streamRecipe).toBeTypeOf('function');
    expect(idle.pending()).toBe(0);
  });

  it('schedules nothing more once the page has cancelled the prefetch', async () => {
    const idle = fakeIdle();
    const cancel = prefetchStream();
    cancel();
    await nextTask();
    expect(idle.pending()).toBe(0);
  });
});
