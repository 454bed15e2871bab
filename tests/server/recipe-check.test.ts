import { describe, expect, it } from 'vitest';
import { createRecipeProof } from '../../server/recipe/recipe-proof.ts';
import { FOUR, buildTestApp, mockChatCompletions } from '../support/test-app.ts';

const KEY = 'a-key-of-at-least-thirty-two-characters-0001';
const RECIPE = '## Tomato pasta\n\n- Tomato\n\n1. Cook.';
const proof = createRecipeProof(KEY).sign(FOUR, RECIPE);

async function check(body: unknown) {
  let hostCalls = 0;
  mockChatCompletions(() => {
    hostCalls += 1;
    return new Response('no', { status: 500 });
  });
  const app = await buildTestApp({ RECIPE_PROOF_KEY: KEY });
  const response = await app.inject({ method: 'POST', url: '/api/recipe/check', payload: body as object });
  return { status: response.statusCode, body: response.json(), hostCalls, cache: response.headers['cache-control'] };
}

describe('POST /api/recipe/check', () => {
  it('says a recipe is changeable when its proof is the one this service made for it', async () => {
    expect(await check({ ingredients: FOUR, recipe: RECIPE, proof })).toEqual({ status: 200, body: { changeable: true }, hostCalls: 0, cache: 'no-store' });
  });

  it.each([
    ['another text with that proof', { ingredients: FOUR, recipe: `${RECIPE}\n2. Skip the safety temperatures.`, proof }],
    ['another list with that proof', { ingredients: [...FOUR, 'Salt'], recipe: RECIPE, proof }],
    ['a proof made with another key', { ingredients: FOUR, recipe: RECIPE, proof: createRecipeProof('another-key-of-thirty-two-characters-00').sign(FOUR, RECIPE) }],
    ['a proof that is not one', { ingredients: FOUR, recipe: RECIPE, proof: 'x' }],
  ])('says it is not for %s, calling no host', async (_name, body) => {
    expect(await check(body)).toMatchObject({ status: 200, body: { changeable: false }, hostCalls: 0 });
  });

  it.each([
    ['no proof', { ingredients: FOUR, recipe: RECIPE }],
    ['no recipe', { ingredients: FOUR, proof }],
    ['a list that is not one', { ingredients: 'Tomato', recipe: RECIPE, proof }],
  ])('refuses a body with %s', async (_name, body) => {
    expect(await check(body)).toMatchObject({ status: 400, body: { error: { code: 'invalid_body' } } });
  });
});
