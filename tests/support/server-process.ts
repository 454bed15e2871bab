import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { pauseBeforeRetry } from './next-task.ts';

const MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url));

/** A loopback port nothing listens on right now, and that no other caller in this process gets too. */
export const freePort = () => getPort({ host: '127.0.0.1' });

/**
 * Starts the real server (serving the built page) in its own process group, as an operator would,
 * and resolves once it answers /healthz: on a free port, or on env.PORT (an instance restarted
 * where its proxy expects it). Load shedding on event-loop delay is off unless `env` sets it: a test
 * machine busy with Chromium must not turn a page or a recipe into a 503.
 */
export async function startServer(env: Record<string, string>) {
  const port = env.PORT === undefined ? await freePort() : Number(env.PORT);
  const child = spawn(process.execPath, [MAIN], {
    detached: true, // its own process group, so stopping it stops everything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', MAX_EVENT_LOOP_DELAY_MS: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await pauseBeforeRetry(100);
  }

  return {
    url,
    pid: child.pid!,
    logs: () => output,
    /** Sends `signal` (SIGTERM unless told) to the server's process group and resolves with its exit code (null when the signal killed it). */
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      process.kill(-child.pid!, signal);
      return exited;
    },
  };
}
