import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { generateText, streamText } from 'ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRecipePrompt, buildUserMessage } from '../../../shared/api/prompt.ts';
import { createOfflineChef, DEFAULT_WORDS_PER_SECOND, offlineChefOptions } from '../../../server/hosts/offline-chef/index.ts';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import { splitWords } from '../../../shared/offline-chef/typing.ts';

const LIST = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];

/** The call options streamText would send for the recipe, with the request handed over as the route does. */
function callFor(list: readonly string[], abortSignal?: AbortSignal): LanguageModelV4CallOptions {
  return {
    prompt: [{ role: 'user', content: [{ type: 'text', text: buildUserMessage(list) }] }],
    providerOptions: offlineChefOptions({ ingredients: [...list] }),
    abortSignal,
  };
}

/** What the recipe route hands streamText for the list. */
const recipeCall = (list: readonly string[], mode: 'system' | 'fold' = 'system') => ({
  ...buildRecipePrompt(list, mode),
  providerOptions: offlineChefOptions({ ingredients: [...list] }),
});

/** Reads a stream in the background, so a test can move the clock and look at what arrived. */
function collect(stream: ReadableStream<LanguageModelV4StreamPart>) {
  const parts: LanguageModelV4StreamPart[] = [];
  const done = (async () => {
    for await (const part of stream) parts.push(part);
  })();
  const deltas = (): string[] => parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : []));
  return { parts, deltas, done };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the offline chef through streamText', () => {
  it('streams exactly the recipe the writer writes, word by word', async () => {
    const result = streamText({ model: createOfflineChef({ wordsPerSecond: 0 }), ...recipeCall(LIST) });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.join('')).toBe(writeRecipe(LIST));
    expect(deltas.length).toBeGreaterThan(50);
    expect(await result.finishReason).toBe('stop');
    expect((await result.usage).outputTokens).toBeGreaterThan(0);
  });

  it('writes for the request it is handed, whatever the words of the prompt', async () => {
    const folded = streamText({ model: createOfflineChef({ wordsPerSecond: 0 }), ...recipeCall(LIST, 'fold') });
    expect(await folded.text).toBe(writeRecipe(LIST));
    const otherWords = streamText({ model: createOfflineChef({ wordsPerSecond: 0 }), prompt: 'Write a poem', providerOptions: offlineChefOptions({ ingredients: LIST }) });
    expect(await otherWords.text).toBe(writeRecipe(LIST));
  });

  it('reads the wishes from the request, not from the instruction', async () => {
    const wishes = { servings: 2, maxMinutes: 30 as const, diet: ['vegetarian' as const] };
    const result = streamText({
      model: createOfflineChef({ wordsPerSecond: 0 }),
      ...buildRecipePrompt(LIST),
      providerOptions: offlineChefOptions({ ingredients: LIST, ...wishes }),
    });
    expect(await result.text).toBe(writeRecipe(LIST, wishes));
    expect(await result.text).not.toBe(writeRecipe(LIST));
  });

  it('asks for ingredients, without failing, when it is handed no request', async () => {
    const result = streamText({ model: createOfflineChef({ wordsPerSecond: 0 }), ...buildRecipePrompt(LIST) });
    expect(await result.text).toBe(writeRecipe([]));
    expect(await result.text).toMatch(/^## /);
  });

  it('writes the same recipe without streaming', async () => {
    const result = await generateText({ model: createOfflineChef(), ...recipeCall(LIST) });
    expect(result.text).toBe(writeRecipe(LIST));
    expect(result.finishReason).toBe('stop');
  });

  it('stops typing as soon as the request is aborted and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const abort = new AbortController();
    const deltas: string[] = [];
    const result = streamText({
      model: createOfflineChef(),
      ...recipeCall(LIST),
      abortSignal: abort.signal,
      onAbort: () => {},
    });
    const reading = (async () => {
      for await (const delta of result.textStream) deltas.push(delta);
    })();
    await vi.advanceTimersByTimeAsync(200);
    const before = deltas.length;
    expect(before).toBeGreaterThan(3);
    abort.abort();
    await reading.catch(() => {});
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deltas.length).toBe(before);
    expect(deltas.join('')).not.toBe(writeRecipe(LIST));
  });
});

describe('createOfflineChef', () => {
  it('describes itself as the offline provider', () => {
    const model = createOfflineChef();
    expect([model.specificationVersion, model.provider, model.modelId, model.supportedUrls]).toEqual(['v4', 'offline', 'offline-chef', {}]);
  });

  it('sends the stream parts a provider must, in order, ending with a stop and token counts', async () => {
    const { stream } = await createOfflineChef({ wordsPerSecond: Infinity }).doStream(callFor(LIST));
    const { parts, done } = collect(stream);
    await done;
    const types = parts.map((part) => part.type);
    expect(types.slice(0, 3)).toEqual(['stream-start', 'response-metadata', 'text-start']);
    expect(types.slice(-2)).toEqual(['text-end', 'finish']);
    expect(types.slice(3, -2).every((type) => type === 'text-delta')).toBe(true);
    const finish = parts.at(-1);
    expect(finish).toMatchObject({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' } });
    expect(finish?.type === 'finish' && finish.usage.inputTokens.total).toBeGreaterThan(0);
    expect(finish?.type === 'finish' && finish.usage.outputTokens.total).toBeGreaterThan(0);
  });

  it('types about 60 words a second by default', async () => {
    vi.useFakeTimers();
    expect(DEFAULT_WORDS_PER_SECOND).toBe(60);
    const { stream } = await createOfflineChef().doStream(callFor(LIST));
    const { deltas } = collect(stream);
    await vi.advanceTimersByTimeAsync(1000);
    // The first word goes at once, then one every 1/60 s.
    expect(deltas().length).toBe(61);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deltas().length).toBe(121);
  });

  it('types at the pace it is given', async () => {
    vi.useFakeTimers();
    const { stream } = await createOfflineChef({ wordsPerSecond: 10 }).doStream(callFor(LIST));
    const { deltas } = collect(stream);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deltas().length).toBe(11);
  });

  it('fails the stream with the abort reason, and types nothing, when aborted before the call', async () => {
    vi.useFakeTimers();
    const reason = new Error('visitor left');
    const { stream } = await createOfflineChef().doStream(callFor(LIST, AbortSignal.abort(reason)));
    const { deltas, done } = collect(stream);
    await expect(done).rejects.toBe(reason);
    expect(deltas()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails the stream with an AbortError when aborted mid-stream without a reason', async () => {
    vi.useFakeTimers();
    const abort = new AbortController();
    const { stream } = await createOfflineChef().doStream(callFor(LIST, abort.signal));
    const { deltas, done } = collect(stream);
    await vi.advanceTimersByTimeAsync(100);
    abort.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    const sent = deltas().length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deltas().length).toBe(sent);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when the reader cancels the stream', async () => {
    vi.useFakeTimers();
    const { stream } = await createOfflineChef().doStream(callFor(LIST));
    const reader = stream.getReader();
    await reader.read();
    expect(vi.getTimerCount()).toBe(1);
    await reader.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('returns the whole recipe from doGenerate', async () => {
    const result = await createOfflineChef().doGenerate(callFor(LIST));
    expect(result.content).toEqual([{ type: 'text', text: writeRecipe(LIST) }]);
    expect(result.finishReason).toEqual({ unified: 'stop', raw: 'stop' });
    expect(result.warnings).toEqual([]);
  });

  it('refuses a negative pace', () => {
    expect(() => createOfflineChef({ wordsPerSecond: -1 })).toThrow(RangeError);
  });
});

describe('splitWords', () => {
  it.each([
    ['## Soup\n\nHot.', ['## ', 'Soup\n\n', 'Hot.']],
    ['  lead', ['  lead']],
    ['a  b \n', ['a  ', 'b \n']],
    ['', []],
    [' \n', [' \n']],
  ])('splits %j into words that join back exactly', (text, words) => {
    expect(splitWords(text)).toEqual(words);
    expect(splitWords(text).join('')).toBe(text);
  });
});
