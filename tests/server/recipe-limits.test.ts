import type { UIMessageChunk } from 'ai';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MAX_ANSWER_CHARS } from '../../shared/api/limits.ts';
import { CUT_SHORT_NOTE } from '../../server/stream/cut-short-note.ts';
import { FOUR, buildTestApp, postRecipe } from '../support/test-app.ts';
import { startFakeHost } from '../support/fake-host/server.ts';
import { allowLoopback } from '../support/local-hosts.ts';
import { captureLogs } from '../support/logs.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

/** The fake host on a loopback port the app may reach, closed with the test. */
async function localHost() {
  const host = await startFakeHost();
  onTestFinished(host.close);
  allowLoopback(host.port);
  return host;
}

/** An app asking `baseURL`, with its log lines kept. */
async function appWithLogs(baseURL: string, env: Record<string, string> = {}) {
  const { lines, logger } = captureLogs();
  const app = await buildTestApp({ AI_BASE_URL: baseURL, ...env }, { logger });
  return { app, recipeLines: () => lines.filter((line) => String(line.msg).startsWith('recipe')) };
}

// How a cut answer ends for the page: its text closed, then the note, the recipe's proof (a cut
// recipe can still be changed) and the finish for `length`.
const CUT_ENDING: UIMessageChunk[] = [
  { type: 'text-end', id: 'txt-0' },
  { type: 'finish-step' },
  { type: 'text-start', id: 'cut-short' },
  { type: 'text-delta', id: 'cut-short', delta: CUT_SHORT_NOTE },
  { type: 'text-end', id: 'cut-short' },
  { type: 'data-recipe-proof', data: { proof: expect.stringMatching(/^[\w-]{43}$/) } },
  { type: 'finish', finishReason: 'length' },
];

describe('the limits the server puts on an answer', () => {
  it('cuts an answer that never ends at MAX_ANSWER_CHARS, with the cut-short note, and aborts the host', async () => {
    const host = await localHost();
    host.answerWith({ kind: 'endless', piece: 'word ' });
    const { app, recipeLines } = await appWithLogs(host.baseURL);

    const response = await postRecipe(app, { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    const endless = 'word '.repeat(Math.ceil(MAX_ANSWER_CHARS / 'word '.length));
    expect(textOf(chunks)).toBe(endless.slice(0, MAX_ANSWER_CHARS) + CUT_SHORT_NOTE);
    // Too long to come back in a change's body, it carries no proof.
    const withoutProof = CUT_ENDING.filter((chunk) => chunk.type !== 'data-recipe-proof');
    expect(chunks.slice(-withoutProof.length)).toEqual(withoutProof);
    expect(response.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    await expect.poll(() => host.hungUp.length).toBe(1);
    expect(recipeLines()).toEqual([expect.objectContaining({ level: 40, msg: 'recipe cut short by the server', outcome: 'size_limit', chars: MAX_ANSWER_CHARS })]);
    expect(app.capacity.inFlight).toBe(0);
  });

  it('ends a trickling answer at AI_MAX_RECIPE_MS with the cut-short note, aborts the host and frees the slot', async () => {
    const host = await localHost();
    // Ten words a second for a minute and a half: far longer than the limit under test.
    host.answerWith({ kind: 'stream', pieces: Array.from({ length: 900 }, () => 'word '), gapMs: 100 });
    const { app, recipeLines } = await appWithLogs(host.baseURL, { AI_MAX_RECIPE_MS: '800' });

    const response = await postRecipe(app, { ingredients: FOUR });

    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toMatch(new RegExp(`^(word )+${CUT_SHORT_NOTE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(chunks.slice(-CUT_ENDING.length)).toEqual(CUT_ENDING);
    await expect.poll(() => host.hungUp.length).toBe(1);
    expect(host.hungUp[0]!.piecesSent).toBeLessThan(900);
    expect(recipeLines()).toEqual([expect.objectContaining({ level: 40, msg: 'recipe cut short by the server', outcome: 'time_limit' })]);
    // Timers may fire a millisecond either side of what two clocks read.
    expect(recipeLines()[0]!.totalMs).toBeGreaterThanOrEqual(790);
    expect(app.capacity.inFlight).toBe(0);
  });

  it('lets a whole recipe through untouched, the host finishing on its own', async () => {
    const host = await localHost();
    host.answerWith({ kind: 'stream', pieces: ['## Soup\n', 'Stir.'], gapMs: 0 });
    const { app, recipeLines } = await appWithLogs(host.baseURL, { AI_MAX_RECIPE_MS: '5000' });

    const chunks = parseUIStream((await postRecipe(app, { ingredients: FOUR })).body);

    expect(textOf(chunks)).toBe('## Soup\nStir.');
    expect(chunks.at(-1)).toEqual({ type: 'finish', finishReason: 'stop' });
    expect(recipeLines()).toEqual([expect.objectContaining({ msg: 'recipe', outcome: 'ok' })]);
    expect(host.hungUp).toEqual([]);
  });
});
