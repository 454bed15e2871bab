import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamRecipe } from '../../client/recipe/stream-engine.ts';
import { HEARTBEAT_FRAME, THINKING_PART } from '../../shared/api/stream-parts.ts';
import { ERROR_TEXTS } from '../../client/lib/error-messages.ts';
import { answerFrames, errorResponse, frame, proofFor, streamResponse } from '../support/fake-api.ts';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];

/** Serves `response` to the engine's one request, and records what each event gave. */
function answer(response: Response) {
  vi.stubGlobal('fetch', vi.fn(async () => response));
  const heard = { texts: [] as string[], thinking: 0, by: [] as string[] };
  const stream = streamRecipe(
    { ingredients: FOUR },
    {
      onResponse: () => undefined,
      onText: (text) => heard.texts.push(text),
      onThinking: () => heard.thinking++,
      onBy: (by) => heard.by.push(by),
    },
  );
  return { stream, heard };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the stream engine', () => {
  it('reads the answer once, for its text, its own parts and its proof', async () => {
    const deltas = Array.from({ length: 200 }, (_, index) => `word${index} `);
    const frames = [
      frame({ type: THINKING_PART, data: {}, transient: true }),
      frame({ type: 'data-recipe-by', data: { by: 'Recipes by another host' } }),
      ...answerFrames(deltas, proofFor(1)),
    ];
    const parse = vi.spyOn(JSON, 'parse');
    const { stream, heard } = answer(streamResponse(frames));

    const end = await stream.ended;
    expect(end).toEqual({ outcome: 'done', text: deltas.join(''), proof: proofFor(1) });
    expect(heard.texts.at(-1)).toBe(deltas.join(''));
    expect(heard.by).toEqual(['Recipes by another host']);
    expect(heard.thinking).toBe(1);
    // Each event is parsed once: a second reader of a copy of the stream parses each again.
    const events = frames.length - 1;
    expect(parse.mock.calls.length).toBeLessThanOrEqual(events + 2);
  });

  it('skips the comments that keep a long think alive, wherever they fall', async () => {
    const frames = answerFrames(['Tomato ', 'soup'], proofFor(1));
    const withComments = [frame({ type: THINKING_PART, data: {}, transient: true }), HEARTBEAT_FRAME, HEARTBEAT_FRAME, ...frames.flatMap((one) => [one, HEARTBEAT_FRAME])];
    const { stream, heard } = answer(streamResponse(withComments));
    expect(await stream.ended).toEqual({ outcome: 'done', text: 'Tomato soup', proof: proofFor(1) });
    expect(heard.thinking).toBe(1);
    expect(heard.texts.at(-1)).toBe('Tomato soup');
  });

  it("tells a refusal by its code, and the host's failure from the server's", async () => {
    const refused = await answer(errorResponse(504, 'upstream_timeout', 'slow')).stream.ended;
    expect(refused).toMatchObject({ outcome: 'failed', message: ERROR_TEXTS.upstream_timeout, code: 'upstream_timeout', hostDown: true, unreachable: false });
    const full = await answer(errorResponse(503, 'busy', 'full')).stream.ended;
    expect(full).toMatchObject({ outcome: 'failed', message: ERROR_TEXTS.busy, hostDown: false });
  });

  it("reads a proxy's own 502 as no way to the server", async () => {
    const end = await answer(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })).stream.ended;
    expect(end).toMatchObject({ outcome: 'failed', message: ERROR_TEXTS.general, unreachable: true });
  });

  it("shows the server's own text for a failure before any recipe, and the general text after some", async () => {
    const before = await answer(streamResponse([frame({ type: 'start' }), frame({ type: 'error', errorText: ERROR_TEXTS.upstream_unavailable })])).stream.ended;
    expect(before).toMatchObject({ outcome: 'failed', message: ERROR_TEXTS.upstream_unavailable, hostDown: true });
    const after = await answer(
      streamResponse([...answerFrames(['Some text']).slice(0, 3), frame({ type: 'error', errorText: ERROR_TEXTS.upstream_unavailable })]),
    ).stream.ended;
    expect(after).toMatchObject({ outcome: 'failed', message: ERROR_TEXTS.general });
    const leaked = await answer(streamResponse([frame({ type: 'error', errorText: 'Upstream said: key sk-123 invalid' })])).stream.ended;
    expect(leaked).toMatchObject({ outcome: 'failed', message: ERROR_TEXTS.general });
  });

  it('ends as stopped, with what had arrived, when stopped', async () => {
    const { stream } = answer(streamResponse(answerFrames(['Half a recipe'])));
    stream.stop();
    expect(await stream.ended).toMatchObject({ outcome: 'stopped' });
  });

  it('says the server could not be reached when the request cannot leave', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const stream = streamRecipe({ ingredients: FOUR }, { onResponse: () => undefined, onText: () => undefined });
    expect(await stream.ended).toMatchObject({ outcome: 'failed', unreachable: true, message: ERROR_TEXTS.general });
  });
});
