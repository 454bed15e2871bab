import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

/**
 * The real app serving the build in `clientDir`, with the settings `env`, on a loopback port of
 * its own, in this process: one replica of a release. server/main.ts always serves dist/client,
 * and a test of a rolling deploy needs two builds at once.
 */
export async function serveBuild(clientDir: string, env: Record<string, string> = {}) {
  // Load shedding off: a machine busy with Chromium must not turn a page into a 503.
  const config = loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0', MAX_HEAP_USED_BYTES: String(Number.MAX_SAFE_INTEGER), ...env });
  const app = await buildApp(config, { clientDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    /** Stops the replica; stopping it again waits for the first stop. */
    stop: () => (stopped ??= app.close()),
  };
}
