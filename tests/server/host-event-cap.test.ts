import { describe, expect, it } from 'vitest';
import { MAX_EVENT_CHARS } from '../../server/hosts/sse-events.ts';
import { CUT_SHORT_NOTE } from '../../server/stream/cut-short-note.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { openingFrames } from '../support/fake-host/chunks.ts';
import { parseUIStream, textOf } from '../support/sse.ts';
import { captureLogs } from '../support/logs.ts';

const PIECE_BYTES = 16 * 1024;
const EVENT_BYTES = 8 * 1024 * 1024;

/** A host that starts a recipe, then sends one event of EVENT_BYTES with no blank line after it, counting the bytes read from it. */
function endlessEvent() {
  const encoder = new TextEncoder();
  let read = 0;
  const pieces = [openingFrames(['## Soup\n', 'Simmer. ']).join(''), 'data: {"choices":[{"index":0,"delta":{"content":"'];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= EVENT_BYTES) return controller.close();
      const bytes = encoder.encode(pieces.shift() ?? 'x'.repeat(PIECE_BYTES));
      read += bytes.length;
      controller.enqueue(bytes);
    },
  });
  return { body, read: () => read };
}

describe('a host’s event that never ends', () => {
  it('is read no further than the cap, and the recipe ends cut short there', async () => {
    const host = endlessEvent();
    mockChatCompletions(() => sseResponse(host.body));
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });

    expect(response.statusCode).toBe(200);
    const chunks = parseUIStream(response.body);
    expect(textOf(chunks)).toBe(`## Soup\nSimmer. ${CUT_SHORT_NOTE}`);
    expect(chunks.at(-1)).toEqual({ type: 'finish', finishReason: 'length' });
    // What the cap holds, and the few pieces the streams between the host and the cap read ahead
    // (some six here); without the cap, all EVENT_BYTES.
    expect(host.read()).toBeLessThan(MAX_EVENT_CHARS + 16 * PIECE_BYTES);
  });

  it('is logged as the event cap it is, not as the host\'s token limit', async () => {
    const host = endlessEvent();
    mockChatCompletions(() => sseResponse(host.body));
    const { lines, logger } = captureLogs();
    const response = await postRecipe(await buildTestApp({}, { logger }), { ingredients: FOUR });

    expect(parseUIStream(response.body).at(-1)).toEqual({ type: 'finish', finishReason: 'length' });
    const recipeLines = lines.filter((line) => String(line.msg).startsWith('recipe'));
    expect(recipeLines).toEqual([expect.objectContaining({ level: 40, msg: 'recipe cut short by the server', outcome: 'event_too_long' })]);
  });
});
