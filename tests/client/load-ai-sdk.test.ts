import { describe, expect, it, vi } from 'vitest';
import { aiSdkParts, loadAiSdk } from '../../client/loading/ai-sdk.ts';

// The quiet moments asked for and not yet given.
const quiet = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../../client/loading/when-idle.ts', () => ({
  whenIdle: (work: () => void) => {
    quiet.push(work);
    return () => {};
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the AI SDK client, run ahead of time', () => {
  it('runs zod and its setting first, then the stream schemas, then the React hooks', async () => {
    const [zod, schemas, hooks] = aiSdkParts;
    expect(await zod!()).toBe(await import('../../client/loading/no-eval.ts'));
    expect(await schemas!()).toBe(await import('../../client/loading/warm-stream-parser.ts'));
    expect(await hooks!()).toBe(await import('@ai-sdk/react'));
  });

  it('runs each part in a quiet moment of its own', async () => {
    const ran: number[] = [];
    let done = false;
    void loadAiSdk([1, 2, 3].map((part) => async () => ran.push(part))).then(() => (done = true));
    await settle();
    expect(ran).toEqual([1]);

    quiet.shift()!();
    await settle();
    expect(ran).toEqual([1, 2]);
    expect(done).toBe(false);

    quiet.shift()!();
    await settle();
    expect(ran).toEqual([1, 2, 3]);
    expect(done).toBe(true);
  });
});
