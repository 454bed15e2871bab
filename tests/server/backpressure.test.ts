import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_CHARS } from '../../shared/api/limits.ts';
import { buildRecipePrompt } from '../../shared/api/prompt.ts';
import { createModel } from '../../server/hosts/model-factory.ts';
import { startRecipe } from '../../server/stream/start-recipe.ts';
import { FOUR, UPSTREAM, buildTestApp } from '../support/test-app.ts';
import { chunkFrame } from '../support/fake-host/chunks.ts';
import { endlessFetch } from '../support/fake-host/endless-fetch.ts';
import { allowLoopback } from '../support/local-hosts.ts';

// Far beyond any test: only the visitor's pace and the size limit may end an answer here.
const NO_TIME_LIMITS = { firstTokenTimeoutMs: 600_000, idleTimeoutMs: 600_000, maxRecipeMs: 600_000 };
const KB = 1024;
const MB = KB * KB;

/** A host that answers without end, and a model that reads it through the provider's real fetch path. */
function endlessHost(piece: string) {
  const host = endlessFetch(piece);
  const model = createModel({ baseURL: UPSTREAM, apiKey: 'key', model: 'fake', offlineWordsPerSecond: 0 }, { fetch: host.fetch });
  return { ...host, model };
}

/** The host bytes that carry `chars` characters of `piece`, as endlessFetch frames them. */
const hostBytesFor = (chars: number, piece: string) => Math.ceil(chars / piece.length) * Buffer.byteLength(chunkFrame({ content: piece }));

/** Puts the app on a free loopback port, and says which. */
async function listen(app: Awaited<ReturnType<typeof buildTestApp>>): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  allowLoopback(port);
  return port;
}

// A measurement window: what the host is asked for is watched for this long, with nothing to wait for but time.
const measuringFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The last chunk of a chunked response: the recipe stream is over.
const LAST_CHUNK = '\r\n0\r\n\r\n';

/**
 * A visitor on a raw socket who posts a recipe request, then reads at most `bytesPerSecond` (0:
 * stops after the first bytes) until the response is over, and hangs up.
 */
function visitor(port: number, bytesPerSecond: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const body = JSON.stringify({ ingredients: FOUR });
  socket.write(`POST /api/recipe HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`);
  let read = 0;
  socket.on('data', (bytes: Buffer) => {
    read += bytes.length;
    if (bytes.toString('latin1').endsWith(LAST_CHUNK)) return void socket.destroy();
    socket.pause();
    if (bytesPerSecond > 0) setTimeout(() => socket.resume(), (bytes.length / bytesPerSecond) * 1000);
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { read: () => read, ended, leave: () => socket.destroy() };
}

/** Ten visitors reading 100 kB/s each, one recipe after another, for `ms`; then they hang up. */
async function slowVisitors(port: number, ms: number) {
  const until = Date.now() + ms;
  const timeUp = measuringFor(ms);
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < until) {
        const reading = visitor(port, 100 * KB);
        await Promise.race([reading.ended, timeUp]);
        reading.leave();
      }
    }),
  );
}

describe('the host is read only as fast as the visitor reads', () => {
  it('pauses the host while the recipe stream is not read, and reads on as it is', async () => {
    // Small chunks: the size limit is some 2 MB of host bytes away, far from what is read here.
    const host = endlessHost('word ');
    const visitorLeft = new AbortController();
    const started = await startRecipe({
      model: host.model.model,
      prompt: buildRecipePrompt(FOUR, 'system'),
      visitorLeft: visitorLeft.signal,
      serverStopping: new AbortController().signal,
      ...NO_TIME_LIMITS,
      signRecipe: () => 'unsigned',
    });
    if (!started.ok) throw new Error(started.failure.reason);
    const reader = started.answer;
    await reader.read();

    // Nothing to wait for but time: a paused host is one that is not read from for a while.
    await measuringFor(500);
    const whilePaused = host.pulled();
    await measuringFor(500);
    expect(host.pulled()).toBe(whilePaused);
    expect(whilePaused).toBeLessThan(256 * KB);
    expect(host.stopped()).toBe(0);

    for (let i = 0; i < 50; i++) await reader.read();
    await expect.poll(() => host.pulled()).toBeGreaterThan(whilePaused);
    // As the route does when the visitor leaves.
    visitorLeft.abort();
    await reader.cancel();
    await expect.poll(() => host.stopped()).toBe(1);
  });

  it('reads a host that never ends no further than the size limit, however little the visitor has read', async () => {
    const piece = 'x'.repeat(1000);
    const host = endlessHost(piece);
    const app = await buildTestApp({}, { model: host.model });
    const reader = visitor(await listen(app), 0);

    await expect.poll(() => host.stopped(), { timeout: 5_000 }).toBe(1);
    expect(reader.read()).toBeLessThan(64 * KB);
    expect(host.pulled()).toBeLessThan(hostBytesFor(MAX_ANSWER_CHARS, piece) + 128 * KB);
    await expect.poll(() => app.capacity.inFlight).toBe(0);
    reader.leave();
  });

  it('keeps memory flat while ten slow visitors read from hosts that never end', async () => {
    const host = endlessHost('word '.repeat(20));
    const app = await buildTestApp({}, { model: host.model });
    const port = await listen(app);
    // The same load for a second first: what it loads and the heap it settles into are not growth.
    await slowVisitors(port, 1_000);
    const before = process.memoryUsage().rss;

    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    await slowVisitors(port, 3_000);
    clearInterval(sampling);

    expect(peak - before).toBeLessThan(50 * MB);
    await expect.poll(() => app.capacity.inFlight).toBe(0);
  }, 20_000);
});
