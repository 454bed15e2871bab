import { describe, expect, it } from 'vitest';
import { untilCached } from '../support/redis-server.ts';
import { useDeployment } from './deployment.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const RECIPE = ['## Leek and pea risotto\n\n', 'Soften the leek. ', 'Stir in the rice, then the peas.\n'];

const deployment = useDeployment({ RECIPE_CACHE_TTL: '600' });

/** A visitor asking through the proxy for a recipe for `ingredients`, read to its end. */
async function ask(ingredients: readonly string[]) {
  const response = await fetch(`${deployment.proxy.url}/api/recipe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ingredients }) });
  const chunks = parseUIStream(await response.text());
  return { status: response.status, text: textOf(chunks), failed: chunks.some((chunk) => chunk.type === 'error') };
}

// Every line that records a recipe's end: once it is written, the replica has also decided whether to keep it.
const RECIPE_END = /"msg":"recipe(?: failed| cut short by the host| cut short by the server)?"/;
const recipeEnds = () => deployment.instances.reduce((sum, instance) => sum + instance.logs().split('\n').filter((line) => RECIPE_END.test(line)).length, 0);
const recipesBy = (cache: 'hit' | 'miss') => deployment.instances.map((instance) => instance.logs().split('\n').filter((line) => line.includes('"msg":"recipe"') && line.includes(`"cache":"${cache}"`)).length);

describe('two replicas behind nginx sharing one recipe cache in Redis', () => {
  it('ask the host once for a recipe two visitors ask for, whichever replica each reaches, with the same text', async () => {
    deployment.host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    const asked = deployment.host.received.length;
    const first = await ask(['Leek', 'Peas', 'Rice', 'Stock']);
    await untilCached(deployment.redisUrl, 1);
    // nginx takes turns: the second visitor reaches the other replica.
    const second = await ask(['stock', 'rice', 'peas', 'leek']);
    expect(deployment.host.received.length - asked).toBe(1);
    expect(second).toEqual(first);
    expect(first.text).toBe(RECIPE.join(''));
    await expect.poll(() => recipesBy('hit').reduce((sum, n) => sum + n)).toBe(1);
  });

  it('never serve a cut stream from the cache', async () => {
    const list = ['Cod', 'Lemon', 'Dill', 'Potato'];
    const asked = deployment.host.received.length;
    deployment.host.answerWith({ kind: 'reset', pieces: RECIPE.slice(0, 2) });
    const ended = recipeEnds();
    expect((await ask(list)).failed).toBe(true);
    await expect.poll(recipeEnds).toBe(ended + 1);
    deployment.host.answerWith({ kind: 'stream', pieces: RECIPE, gapMs: 5 });
    expect(await ask(list)).toMatchObject({ status: 200, failed: false, text: RECIPE.join('') });
    expect(deployment.host.received.length - asked).toBe(2);
  });
});
