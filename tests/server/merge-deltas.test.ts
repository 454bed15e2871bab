import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeContentDeltas, withMergedDeltas } from '../../server/hosts/merge-deltas.ts';
import { DONE_FRAME, chunkFrame, errorFrame } from '../support/fake-host/chunks.ts';
import { eventData } from '../support/sse.ts';

const encoder = new TextEncoder();
const text = (content: string) => chunkFrame({ content });

/** A host body whose pieces come at the given times (ms after the start), then ends. */
function timedBody(pieces: { at: number; sse: string }[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      for (const { at, sse } of pieces) {
        await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
        controller.enqueue(encoder.encode(sse));
      }
      controller.close();
    },
  });
}

/** Each piece the merged body sends, with when, as the text of every event in it ("finish" and so on for others). */
async function merged(pieces: { at: number; sse: string }[], windowMs = 50, maxChars?: number) {
  const body = mergeContentDeltas(timedBody(pieces), { windowMs, maxChars, now: () => Date.now() });
  const sent: { at: number; sse: string }[] = [];
  const decoder = new TextDecoder();
  const reading = (async () => {
    for await (const bytes of body) sent.push({ at: Date.now(), sse: decoder.decode(bytes) });
  })();
  await vi.advanceTimersByTimeAsync(1_000);
  await reading;
  return sent;
}

/** The text of each event in an SSE text that carries text, or the event itself when it carries none. */
const contents = (sse: string) =>
  sse
    .split('\n\n')
    .filter(Boolean)
    .map((event) => {
      try {
        const chunk = JSON.parse(event.slice('data: '.length)) as { choices?: { delta?: { content?: unknown } }[] };
        const content = chunk.choices?.[0]?.delta?.content;
        return typeof content === 'string' && content !== '' ? content : event;
      } catch {
        return event;
      }
    });

describe('merging text chunks before the SDK parses them', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first text at once, even with more right behind it', async () => {
    const role = chunkFrame({ role: 'assistant', content: '' });
    const sent = await merged([{ at: 0, sse: role + text('a') + text('b') + text('c') }, { at: 200, sse: DONE_FRAME }]);
    expect(sent).toEqual([
      { at: 0, sse: role + text('a') },
      { at: 50, sse: expect.any(String) },
      { at: 200, sse: DONE_FRAME },
    ]);
    expect(contents(sent[1]!.sse)).toEqual(['bc']);
  });

  it('merges the text that comes within the window into one chunk, sent when the window is over', async () => {
    const sent = await merged([
      { at: 0, sse: text('a') },
      { at: 20, sse: text('b') },
      { at: 40, sse: text('c') },
      { at: 60, sse: text('d') },
      { at: 80, sse: text('e') },
      { at: 300, sse: DONE_FRAME },
    ]);
    expect(sent.map(({ at, sse }) => ({ at, texts: contents(sse) }))).toEqual([
      { at: 0, texts: ['a'] },
      { at: 50, texts: ['bc'] },
      { at: 100, texts: ['de'] },
      { at: 300, texts: ['data: [DONE]'] },
    ]);
  });

  it('sends what the window has gathered as soon as it reaches maxChars, and gathers on from there', async () => {
    const sent = await merged([{ at: 0, sse: text('a') + text('bb') + text('cc') + text('dd') + text('e') }, { at: 300, sse: DONE_FRAME }], 50, 4);
    expect(sent.map(({ at, sse }) => ({ at, texts: contents(sse) }))).toEqual([
      { at: 0, texts: ['a', 'bbcc'] },
      { at: 50, texts: ['dde'] },
      { at: 300, texts: ['data: [DONE]'] },
    ]);
  });

  it('sends text that comes after a quiet spell at once, as it came', async () => {
    const sent = await merged([
      { at: 0, sse: text('a') },
      { at: 60, sse: text('b') },
      { at: 130, sse: text('c') },
    ]);
    expect(sent).toEqual([
      { at: 0, sse: text('a') },
      { at: 60, sse: text('b') },
      { at: 130, sse: text('c') },
    ]);
  });

  it('keeps every field of the first chunk and joins the text exactly', async () => {
    const first = { id: 'one', object: 'chat.completion.chunk', created: 1, model: 'm', system_fingerprint: 'fp', choices: [{ index: 0, delta: { role: 'assistant', content: 'Crème ' }, logprobs: null, finish_reason: null }] };
    const second = { id: 'two', created: 2, model: 'm', choices: [{ index: 0, delta: { content: 'brûlée 🍮 "au\\nfour"\n' } }], usage: null };
    const third = { id: 'three', created: 3, choices: [{ index: 0, delta: { content: '\u2028done' }, finish_reason: null }] };
    const data = (chunk: object) => `data: ${JSON.stringify(chunk)}\n\n`;
    const sent = await merged([{ at: 0, sse: text('x') + data(first) + data(second) + data(third) }, { at: 100, sse: DONE_FRAME }]);
    expect(sent[1]!.at).toBe(50);
    expect(JSON.parse(sent[1]!.sse.slice('data: '.length))).toEqual({
      ...first,
      choices: [{ ...first.choices[0], delta: { role: 'assistant', content: 'Crème brûlée 🍮 "au\\nfour"\n\u2028done' } }],
    });
  });

  it.each([
    ['a finish reason', chunkFrame({}, 'stop')],
    ['a finish reason on a chunk with text', chunkFrame({ content: 'z' }, 'length')],
    ['usage', 'data: {"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":2}}\n\n'],
    ['usage on a chunk with text', 'data: {"choices":[{"index":0,"delta":{"content":"z"}}],"usage":{"prompt_tokens":1}}\n\n'],
    ['reasoning', chunkFrame({ reasoning: 'hmm' })],
    ['reasoning with text', 'data: {"choices":[{"index":0,"delta":{"content":"z","reasoning_content":"hmm"}}]}\n\n'],
    ['an error object', errorFrame('Token limit reached', 400)],
    ['[DONE]', DONE_FRAME],
    ['a named event', 'event: ping\ndata: {}\n\n'],
    ['two data lines', 'data: {"choices":\ndata: []}\n\n'],
    ['text as a list of parts', 'data: {"choices":[{"index":0,"delta":{"content":[{"type":"text","text":"z"}]}}]}\n\n'],
    ['logprobs', 'data: {"choices":[{"index":0,"delta":{"content":"z"},"logprobs":{"content":[]}}]}\n\n'],
    ['a refusal', 'data: {"choices":[{"index":0,"delta":{"content":"z","refusal":"no"}}]}\n\n'],
    ['a model that is not a string', 'data: {"model":7,"choices":[{"index":0,"delta":{"content":"z"}}]}\n\n'],
    ['a __proto__ key', 'data: {"__proto__":{},"choices":[{"index":0,"delta":{"content":"z"}}]}\n\n'],
    ['JSON that is not an object', 'data: ["z"]\n\n'],
    ['something that is not JSON', 'data: {"choices": oops\n\n'],
  ])('sends what was gathered before %s, then that event, its data as it came', async (_name, other) => {
    const sent = await merged([
      { at: 0, sse: text('a') },
      { at: 10, sse: text('b') },
      { at: 15, sse: text('c') },
      { at: 20, sse: other },
    ]);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at).toBe(20);
    expect(contents(sent[1]!.sse)[0]).toBe('bc');
    expect(eventData(sent[1]!.sse).slice(1)).toEqual(eventData(other));
  });

  it('takes a comment for nothing, as the SDK does: the window goes on', async () => {
    const sent = await merged([
      { at: 0, sse: text('a') },
      { at: 10, sse: text('b') + ': OPENROUTER PROCESSING\n\n' },
      { at: 20, sse: text('c') },
      { at: 80, sse: DONE_FRAME },
    ]);
    expect(sent.map(({ at, sse }) => ({ at, texts: contents(sse) }))).toEqual([
      { at: 0, texts: ['a'] },
      { at: 50, texts: ['bc'] },
      { at: 80, texts: contents(DONE_FRAME) },
    ]);
  });

  it('sends what was gathered before a tool call, then that event without the call', async () => {
    const call = 'data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"t","function":{"name":"f","arguments":""}}]},"finish_reason":null}]}\n\n';
    const sent = await merged([
      { at: 0, sse: text('a') },
      { at: 10, sse: text('b') },
      { at: 20, sse: call },
    ]);
    expect(sent.map((piece) => contents(piece.sse))).toEqual([['a'], ['b', 'data: {"choices":[{"index":0,"delta":{},"finish_reason":null}]}']]);
  });

  it('reads only the first choice, whose text is then merged as any other', async () => {
    const second = 'data: {"choices":[{"index":1,"delta":{"content":"y"}},{"index":0,"delta":{"content":"z"}}]}\n\n';
    const sent = await merged([
      { at: 0, sse: text('a') },
      { at: 10, sse: text('b') + second + 'data: {"choices":[{"index":1,"delta":{"content":"x"}}]}\n\n' },
    ]);
    expect(sent.map((piece) => contents(piece.sse))).toEqual([['a'], ['bz', 'data: {"choices":[]}']]);
  });

  it('sends what was gathered when the answer ends, and drops an event left unfinished, which the SDK never reads', async () => {
    const sent = await merged([
      { at: 0, sse: text('a') },
      { at: 10, sse: text('b') + text('c') + 'data: {"unfinished' },
    ]);
    expect(sent).toEqual([
      { at: 0, sse: text('a') },
      { at: 10, sse: expect.stringMatching(/"bc".*\n\n$/s) },
    ]);
  });

  it('sends every chunk as it came with a window of 0', async () => {
    const pieces = [text('a'), text('b') + text('c'), text('d')];
    const sent = await merged(pieces.map((sse) => ({ at: 0, sse })), 0);
    expect(sent.map(({ sse }) => sse)).toEqual(pieces);
  });

  it('hands on the text gathered before a broken read, then the error', async () => {
    let host!: ReadableStreamDefaultController<Uint8Array>;
    const body = mergeContentDeltas(new ReadableStream({ start: (controller) => void (host = controller) }), { windowMs: 50, now: () => Date.now() });
    host.enqueue(encoder.encode(text('a') + text('b') + text('c')));
    const reader = body.getReader();
    const decoder = new TextDecoder();
    expect(contents(decoder.decode((await reader.read()).value))).toEqual(['a']);
    host.error(new Error('connection reset'));
    expect(contents(decoder.decode((await reader.read()).value))).toEqual(['bc']);
    await expect(reader.read()).rejects.toThrow('connection reset');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets go of the host and of its window when the reader leaves mid-answer', async () => {
    let host!: ReadableStreamDefaultController<Uint8Array>;
    const cancelled = vi.fn();
    const body = mergeContentDeltas(new ReadableStream({ start: (controller) => void (host = controller), cancel: cancelled }), { windowMs: 50, now: () => Date.now() });
    const reader = body.getReader();
    host.enqueue(encoder.encode(text('a')));
    await reader.read();
    host.enqueue(encoder.encode(text('b')));
    await vi.advanceTimersByTimeAsync(10); // "b" now waits for its window
    expect(vi.getTimerCount()).toBe(1);

    await reader.cancel('visitor left');
    expect(cancelled).toHaveBeenCalledWith('visitor left');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the provider fetch that merges text chunks', () => {
  const answering = (response: Response) => withMergedDeltas(() => async () => response, { windowMs: 50 });

  it('hands on a failed answer as it came', async () => {
    const response = new Response(text('a') + text('b'), { status: 500, headers: { 'content-type': 'text/event-stream' } });
    expect(await answering(response)('http://host.test/v1/chat/completions')).toBe(response);
  });

  // The SDK reads any 2xx body as events, so each is capped (a host may send no type, or the wrong one).
  it.each([
    ['a JSON answer', '{"choices":[]}', { 'content-type': 'application/json' }],
    ['an answer without a type', text('a') + DONE_FRAME, {}],
  ])('takes %s through the merge, its events unchanged', async (_name, body, headers) => {
    const host = new Response(body, { headers });
    const response = await answering(host)('http://host.test/v1/chat/completions');
    expect(response).not.toBe(host);
    expect(eventData(await response.text())).toEqual(eventData(body));
  });

  it('hands on the JSON of a call that asked for a whole answer, not a stream, as it came', async () => {
    const json = '{"choices":[{"index":0,"message":{"role":"assistant","content":"{\\"dishes\\":[]}"}}]}';
    const host = new Response(json, { headers: { 'content-type': 'application/json' } });
    const response = await answering(host)('http://host.test/v1/chat/completions', { method: 'POST', body: '{"model":"m","messages":[]}' });
    expect(await response.text()).toBe(json);
  });

  it('merges the text of an event stream, keeping its status and headers but the length', async () => {
    const sse = text('a') + text('b') + text('c') + DONE_FRAME;
    const host = new Response(sse, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8', 'content-length': String(sse.length), 'x-request-id': 'r1' } });
    const response = await answering(host)('http://host.test/v1/chat/completions');
    expect(response).not.toBe(host);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(response.headers.get('content-length')).toBeNull();
    expect(contents(await response.text())).toEqual(['a', 'bc', 'data: [DONE]']);
  });

  it('calls the fetch it is given for each request, with the request as it was', async () => {
    const calls: unknown[][] = [];
    const fetch = withMergedDeltas(
      () => async (...args) => {
        calls.push(args);
        return new Response('{}');
      },
      { windowMs: 50 },
    );
    const init = { method: 'POST', body: '{"stream":true}' };
    await fetch('http://host.test/v1/chat/completions', init);
    expect(calls).toEqual([['http://host.test/v1/chat/completions', init]]);
  });
});
