import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createConnection } from 'node:net';
import { Redis } from 'ioredis';
import { freePort } from './server-process.ts';
import { pauseBeforeRetry } from './next-task.ts';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** Resolves once something accepts TCP connections on the port. */
async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited early:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not start:\n${output()}`);
    await pauseBeforeRetry(50);
  }
}

/**
 * A throwaway Redis (Debian's redis-server) on a free loopback port, in its own process group,
 * keeping nothing on disk. `stop()` ends it; `start()` brings it back on the same port.
 */
export async function startRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.on('error', (error) => (output += `${error.message}\n`));
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await waitForPort(port, child, () => output);
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.pid === undefined) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid, 'SIGTERM');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/** The rate limit's reset header on a refused request (a 400, which no budget counts) sent from `from`. */
function resetHeaderOf(url: string, from: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const call = request(`${url}/api/recipe`, { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } });
    call.once('response', (response) => {
      response.resume();
      resolve(response.headers['x-ratelimit-reset'] as string | undefined);
    });
    call.once('error', reject);
    call.end('{"ingredients":[]}');
  });
}

/**
 * Resolves once the server at `url` counts recipes in Redis. Until its client is ready it lets
 * requests through uncounted, as it does while Redis is away, and its rate limit then says the
 * window resets in 0 s. The probe comes from 127.0.0.9, so no test's own visitor is counted.
 */
export async function untilCountingInRedis(url: string): Promise<void> {
  while ((await resetHeaderOf(url, '127.0.0.9')) === '0') await pauseBeforeRetry(20);
}

/**
 * Resolves once the recipe cache in the Redis at `redisUrl` holds `count` recipes: a recipe is
 * kept a moment after its visitor has read it, once its answer has ended.
 */
export async function untilCached(redisUrl: string, count: number): Promise<void> {
  const client = new Redis(redisUrl);
  try {
    const deadline = Date.now() + 10_000;
    while ((await client.keys('pantry:recipe-cache:*')).length < count) {
      if (Date.now() > deadline) throw new Error(`The recipe cache never held ${count} recipes`);
      await pauseBeforeRetry(20);
    }
  } finally {
    client.disconnect();
  }
}
