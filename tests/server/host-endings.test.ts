import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CUT_SHORT_NOTE } from '../../server/stream/cut-short-note.ts';
import { captureLogs } from '../support/logs.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';
import { nextTask } from '../support/next-task.ts';
import { parseUIStream, readFixture, textOf } from '../support/sse.ts';

const RECIPE = '## Garlic tomato pasta\n\nServes 2.\n\n1. Boil the pasta.\n2. Toss it with the garlic.\n';
const OTHER_LIST = ['Rice', 'Egg', 'Peas', 'Leek'];

/** An app with the cache on, and every line it logs. */
async function cachingApp() {
  const { lines, logger } = captureLogs();
  const app = await buildTestApp({ RECIPE_CACHE_TTL: '600', RECIPE_PROOF_KEY: 'a-key-of-at-least-thirty-two-characters-0001' }, { logger });
  const warnings = () => lines.filter((line) => line.level === 40);
  const recipeLines = () => lines.filter((line) => line.msg === 'recipe' || String(line.msg).startsWith('recipe '));
  return { app, warnings, recipeLines };
}

/** Waits until every recipe has ended and been kept, if it is to be. */
async function settled(app: FastifyInstance) {
  await vi.waitFor(() => expect(app.capacity.inFlight).toBe(0));
  await nextTask();
}

/** Asks for the same list twice: what the visitor read the first time, and how many times the host was asked. */
async function twice(body: () => string) {
  const calls = mockChatCompletions(() => sseResponse(body()));
  const logs = await cachingApp();
  const first = await postRecipe(logs.app, { ingredients: FOUR });
  await settled(logs.app);
  await postRecipe(logs.app, { ingredients: FOUR });
  await settled(logs.app);
  return { ...logs, read: textOf(parseUIStream(first.body)), calls: calls.length, finish: parseUIStream(first.body).at(-1) };
}

const ending = (reason: string, done = true) => () => {
  const sse = chatCompletionSse([RECIPE.slice(0, 30), RECIPE.slice(30)], reason);
  return done ? sse : sse.replace('data: [DONE]\n\n', '');
};

describe('a real host’s normal ending', () => {
  it.each(['stop', 'eos', 'eos_token', 'end_turn', 'stop_sequence'])('finish_reason %s is a whole recipe: no note, kept, logged as a recipe', async (reason) => {
    const { read, calls, finish, recipeLines, warnings } = await twice(ending(reason));
    expect(read).toBe(RECIPE);
    expect(finish).toEqual({ type: 'finish', finishReason: 'stop' });
    expect(calls).toBe(1);
    expect(recipeLines()).toEqual([expect.objectContaining({ msg: 'recipe', outcome: 'ok', cache: 'miss' }), expect.objectContaining({ msg: 'recipe', outcome: 'ok', cache: 'hit' })]);
    expect(warnings()).toEqual([]);
  });

  it('is whole without the [DONE] after it, as text-generation-inference sometimes ends', async () => {
    const { read, calls } = await twice(ending('eos_token', false));
    expect(read).toBe(RECIPE);
    expect(calls).toBe(1);
  });

  it('is whole in Together’s own recording, which ends with finish_reason "eos"', async () => {
    const fixture = readFixture('together-finish-eos');
    const { read, calls, finish } = await twice(() => fixture);
    expect(read).toBe('2');
    expect(finish).toEqual({ type: 'finish', finishReason: 'stop' });
    expect(calls).toBe(1);
  });
});

describe('an ending that cuts the recipe short', () => {
  it.each([
    ['length', 'length'],
    ['content_filter', 'content_filter'],
    ['tool_calls', 'tool_calls'],
    ['function_call', 'tool_calls'],
    ['error', 'error'],
  ])('finish_reason %s gets the cut-short note, is never kept, and is counted as %s', async (reason, outcome) => {
    const { read, calls, recipeLines } = await twice(ending(reason));
    expect(read).toBe(RECIPE + CUT_SHORT_NOTE);
    expect(calls).toBe(2);
    expect(recipeLines()[0]).toMatchObject({ outcome });
  });
});

describe('an ending with a reason not known here', () => {
  it('is shown whole with no note, never kept, and warned of once per host and reason, naming it', async () => {
    let reason = 'abort';
    const { app, read, calls, warnings, recipeLines } = await twice(() => ending(reason)());
    expect(read).toBe(RECIPE);
    expect(calls).toBe(2);
    expect(recipeLines()[0]).toMatchObject({ msg: 'recipe', outcome: 'other', level: 30 });
    await postRecipe(app, { ingredients: OTHER_LIST });
    reason = 'max_time';
    await postRecipe(app, { ingredients: OTHER_LIST });
    await settled(app);
    expect(warnings()).toEqual([
      expect.objectContaining({ host: 'llm.test', finishReason: 'abort', msg: expect.stringContaining('"abort"') }),
      expect.objectContaining({ host: 'llm.test', finishReason: 'max_time', msg: expect.stringContaining('"max_time"') }),
    ]);
    expect(await app.recipeCache.store.entries()).toBe(0);
  });
});
