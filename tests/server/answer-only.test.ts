import { describe, expect, it } from 'vitest';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { DONE_FRAME } from '../support/fake-host/chunks.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

/** One chat-completion chunk with the given choices, framed as SSE. */
const frame = (choices: unknown[]) => `data: ${JSON.stringify({ id: 'chatcmpl-n', object: 'chat.completion.chunk', created: 1, model: 'm', choices })}\n\n`;
const choice = (index: number, delta: Record<string, unknown>, finish: string | null = null) => ({ index, delta, finish_reason: finish });
const toolCall = (args: string, name?: string) => ({ index: 0, id: 'call_1', type: 'function', function: { ...(name ? { name } : {}), arguments: args } });

async function relayed(body: string) {
  mockChatCompletions(() => sseResponse(body));
  const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
  expect(response.statusCode).toBe(200);
  return parseUIStream(response.body);
}

describe('only the answer reaches the visitor', () => {
  it('drops a host’s tool-call deltas, the text around them going on', async () => {
    const chunks = await relayed(
      [
        frame([choice(0, { role: 'assistant', content: '## Soup\n' })]),
        frame([choice(0, { tool_calls: [toolCall('', 'get_weather')] })]),
        frame([choice(0, { content: 'Simmer. ', tool_calls: [toolCall('{"city":')] })]),
        frame([choice(0, { tool_calls: [toolCall('"Paris"}')] })]),
        frame([choice(0, { content: 'Serve.' }, 'stop')]),
        DONE_FRAME,
      ].join(''),
    );
    expect(chunks.filter((chunk) => chunk.type.startsWith('tool-'))).toEqual([]);
    expect(textOf(chunks)).toBe('## Soup\nSimmer. Serve.');
    expect(chunks.at(-1)).toEqual({ type: 'finish', finishReason: 'stop' });
  });

  it('reads only choice 0 of a host that sends several, whichever comes first in a chunk', async () => {
    const chunks = await relayed(
      [
        frame([choice(1, { role: 'assistant', content: 'Second ' })]),
        frame([choice(0, { role: 'assistant', content: '## Soup\n' })]),
        frame([choice(1, { content: 'answer.' }), choice(0, { content: 'Simmer.' })]),
        frame([choice(1, {}, 'length')]),
        frame([choice(0, {}, 'stop')]),
        DONE_FRAME,
      ].join(''),
    );
    expect(textOf(chunks)).toBe('## Soup\nSimmer.');
    expect(chunks.at(-1)).toEqual({ type: 'finish', finishReason: 'stop' });
  });
});
