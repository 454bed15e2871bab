import { HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { FOUR, TEST_KEY, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../helpers/app.ts';
import { chatCompletionSse, pacedBody } from '../helpers/sse.ts';

const tooLong = 'x'.repeat(61);

describe('POST /api/recipe refuses bad input before any upstream call', () => {
  it.each([
    ['no body at all', undefined, 'invalid_body'],
    ['a list instead of an object', ['Tomato', 'Onion', 'Garlic', 'Pasta'], 'invalid_body'],
    ['ingredients that are not a list', { ingredients: 'Tomato, Onion, Garlic, Pasta' }, 'invalid_body'],
    ['an ingredient that is not text', { ingredients: ['Tomato', 'Onion', 'Garlic', 42] }, 'invalid_body'],
    ['a null ingredient', { ingredients: ['Tomato', 'Onion', 'Garlic', null] }, 'invalid_body'],
    ['three ingredients', { ingredients: ['Tomato', 'Onion', 'Garlic'] }, 'too_few_ingredients'],
    ['thirty-one ingredients', { ingredients: Array.from({ length: 31 }, (_, i) => `Item ${i}`) }, 'too_many_ingredients'],
    ['an empty ingredient', { ingredients: ['Tomato', 'Onion', 'Garlic', ''] }, 'empty_ingredient'],
    ['an ingredient of spaces', { ingredients: ['Tomato', 'Onion', 'Garlic', '   '] }, 'empty_ingredient'],
    ['an ingredient of 61 characters', { ingredients: ['Tomato', 'Onion', 'Garlic', tooLong] }, 'ingredient_too_long'],
  ])('answers 400 for %s', async (_name, payload, code) => {
    const requests = mockChatCompletions(() => sseResponse(chatCompletionSse(['Hi'])));
    const response = await (await buildTestApp()).inject({
      method: 'POST',
      url: '/api/recipe',
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(requests).toHaveLength(0);
  });

  it('accepts 60 characters after trimming', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['Hi'])));
    const response = await postRecipe(await buildTestApp(), { ingredients: ['Tomato', 'Onion', 'Garlic', `  ${'x'.repeat(60)}  `] });
    expect(response.statusCode).toBe(200);
  });

  it('answers 413 for a body over 16 KiB', async () => {
    const response = await postRecipe(await buildTestApp(), { ingredients: [...FOUR, 'x'.repeat(17 * 1024)] });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('body_too_large');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for a %s body',
    async (contentType) => {
      const response = await (await buildTestApp()).inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { 'content-type': contentType },
        payload: 'ingredients=Tomato',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    },
  );

  it.each(['{"ingredients": [', 'not json', '{"__proto__": {"x": 1}, "ingredients": []}'])(
    'answers 400 for the broken JSON %s',
    async (payload) => {
      const response = await (await buildTestApp()).inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_body');
    },
  );
});

describe('POST /api/recipe when the host fails before any text', () => {
  const secretBody = { error: { message: 'Invalid key sk-internal-detail for org-acme at 10.1.2.3' } };

  it.each([
    [401, 'kitchen_closed', 1],
    [403, 'kitchen_closed', 1],
    [404, 'kitchen_closed', 1],
    [500, 'upstream_unavailable', 2],
    [503, 'upstream_unavailable', 2],
    [429, 'upstream_busy', 2],
  ])('answers 502 when the host answers %i, after at most one retry', async (status, code, calls) => {
    const requests = mockChatCompletions(() =>
      HttpResponse.json(secretBody, { status, headers: status === 429 ? { 'retry-after': '0' } : {} }),
    );
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(requests).toHaveLength(calls);
    expect(response.body).not.toMatch(/sk-internal|org-acme|10\.1\.2\.3|llm\.test/);
    expect(response.body).not.toContain(TEST_KEY);
  });

  it('answers 502 when the host cannot be reached', async () => {
    mockChatCompletions(() => HttpResponse.error());
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('upstream_unavailable');
  });

  it('answers 502 when the host streams an error before any text', async () => {
    mockChatCompletions(() =>
      sseResponse('data: {"error":{"code":400,"message":"Token limit reached"}}\n\ndata: [DONE]\n\n'),
    );
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain('Token limit');
  });

  it('answers 504 when no first token comes within AI_FIRST_TOKEN_TIMEOUT_MS', async () => {
    mockChatCompletions(async () => {
      await delay(3_000);
      return sseResponse(chatCompletionSse(['late']));
    });
    const response = await postRecipe(await buildTestApp({ AI_FIRST_TOKEN_TIMEOUT_MS: '150' }), { ingredients: FOUR });
    expect(response.statusCode).toBe(504);
    expect(response.json().error.code).toBe('upstream_timeout');
  });

  it('answers 504 when the stream opens but stays silent', async () => {
    const frames = chatCompletionSse(['late']).split(/(?<=\n\n)/);
    mockChatCompletions(() => sseResponse(pacedBody(frames, 3_000)));
    const response = await postRecipe(await buildTestApp({ AI_FIRST_TOKEN_TIMEOUT_MS: '150' }), { ingredients: FOUR });
    expect(response.statusCode).toBe(504);
  });
});
