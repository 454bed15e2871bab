import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { allowLoopback } from '../support/local-hosts.ts';
import { freePort, startServer } from '../support/server-process.ts';

const MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url));
// Windows no test waits out: had the server drained on SIGINT, it would still be running.
const FOREVER = { SHUTDOWN_DRAIN_MS: '600000', SHUTDOWN_GRACE_MS: '600000' };

async function server(env: Record<string, string> = {}) {
  const port = await freePort();
  allowLoopback(port);
  const started = await startServer({ ...FOREVER, PORT: String(port), ...env });
  onTestFinished(() => void started.stop('SIGKILL'));
  return started;
}

const readiness = (url: string) => fetch(`${url}/readyz`).then((response) => response.status, () => 0);

describe('stopping', () => {
  it('stops at once on SIGINT when no connection is open (Ctrl+C on an idle server)', async () => {
    // Started without a single request, so that no client holds a connection open.
    const child = spawn(process.execPath, [MAIN], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', ...FOREVER } });
    onTestFinished(() => void (child.exitCode === null && process.kill(-child.pid!, 'SIGKILL')));
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk) => (output += chunk).includes('Pantry Chef is cooking') && resolve()));
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGINT');
    expect((await exited)[0]).toBe(0);
    expect(output).toContain('shutting down now');
    expect(output).not.toContain('draining');
  });

  it('still drains on SIGINT while a connection is open, and on SIGTERM always', async () => {
    const { url, stop } = await server();
    // A proxy's kept-alive connection: open, idle.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    onTestFinished(() => agent.destroy());
    await new Promise<void>((resolve, reject) => request(`${url}/healthz`, { agent }, (response) => response.resume().on('end', resolve)).on('error', reject).end());

    void stop('SIGINT');
    await expect.poll(() => readiness(url), { timeout: 10_000 }).toBe(503);
  });

  it('drains on SIGTERM even with nothing open: an orchestrator may still route to it', async () => {
    const { url, stop } = await server();
    void stop('SIGTERM');
    await expect.poll(() => readiness(url), { timeout: 10_000 }).toBe(503);
  });
});

describe('a port already in use', () => {
  it('is one plain line naming the port and PORT, with no stack trace', async () => {
    const port = await freePort();
    const taken = createServer().listen(port, '127.0.0.1');
    await once(taken, 'listening');
    onTestFinished(() => void taken.close());

    const child = spawn(process.execPath, [MAIN], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');

    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toEqual([`Pantry Chef cannot start: port ${port} on 127.0.0.1 is already in use. Stop what is using it, or set PORT to another port.`]);
  });
});

describe('in a terminal', () => {
  it('prints where to open the page first and plain, then readable lines rather than JSON, and stops on Ctrl+C at once', { timeout: 20_000 }, async () => {
    // `script` gives the server a terminal, as a person running `npm start` has.
    const child = spawn('script', ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(MAIN)}`, '/dev/null'], {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', TERM: 'dumb', ...FOREVER },
    });
    onTestFinished(() => void (child.exitCode === null && process.kill(-child.pid!, 'SIGKILL')));
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk) => (output += chunk).includes('Pantry Chef is cooking') && resolve()));

    const line = output.split('\n').find((text) => text.includes('Pantry Chef is cooking'))!;
    expect(line).toMatch(/INFO.*: Pantry Chef is cooking with the offline chef/);
    expect(line).not.toContain('"msg"');
    // Where to open the page comes first, plain: no time, no level, no colour to copy along with it.
    expect(output.split(/\r?\n/)[0]).toMatch(/^Open http:\/\/127\.0\.0\.1:\d+ in your browser\.$/);

    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGINT');
    await exited;
    expect(output).not.toContain('draining');
  });
});
