import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './server-process.ts';

/** The pids of the processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

async function until<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WORKERS=2', () => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  afterEach(() => server?.stop());

  it('serves recipes from two processes on one port, and SIGTERM closes them all', async () => {
    server = await startServer({ WORKERS: '2', OFFLINE_CHEF_WORDS_PER_SECOND: '400' });
    const workers = await until(() => (childrenOf(server!.pid).length === 2 ? childrenOf(server!.pid) : undefined));
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        fetch(`${server!.url}/api/recipe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ingredients: ['Tomato', 'Basil', 'Garlic', 'Pasta'] }),
        }).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('"type":"text-delta"');
    }
    await server.stop();
    expect(workers.filter(alive)).toEqual([]);
  });

  it('replaces a server process that dies, and still exits cleanly when stopped', async () => {
    server = await startServer({ WORKERS: '2' });
    // Both must be serving: a process that dies before it listens stops the server instead.
    await until(() => (server!.logs().match(/Server listening/g)?.length === 2 ? true : undefined));
    const [first] = childrenOf(server.pid);
    process.kill(first!, 'SIGKILL');
    const replaced = await until(() => {
      const now = childrenOf(server!.pid);
      return now.length === 2 && !now.includes(first!) ? now : undefined;
    });
    expect(replaced).toHaveLength(2);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // The process that died was replaced: stopping now (its replacement perhaps still starting)
    // is a clean stop.
    expect(await server.stop()).toBe(0);
  });
});
