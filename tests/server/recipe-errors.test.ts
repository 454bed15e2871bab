import { describe, expect, it } from 'vitest';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';

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

  it.each([
    ['a text/plain body', 'text/plain', 'ingredients=Tomato', 415, 'unsupported_media_type'],
    ['a form body', 'application/x-www-form-urlencoded', 'ingredients=Tomato', 415, 'unsupported_media_type'],
    ['a multipart body', 'multipart/form-data; boundary=x', 'ingredients=Tomato', 415, 'unsupported_media_type'],
    ['JSON cut short', 'application/json', '{"ingredients": [', 400, 'invalid_body'],
    ['a JSON body that is not JSON', 'application/json', 'not json', 400, 'invalid_body'],
    ['JSON with a __proto__ key', 'application/json', '{"__proto__": {"x": 1}, "ingredients": []}', 400, 'invalid_body'],
  ])('answers %s with a JSON error', async (_name, contentType, payload, status, code) => {
    const response = await (await buildTestApp()).inject({ method: 'POST', url: '/api/recipe', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });
});
