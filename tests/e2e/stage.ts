import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { startFakeHost } from '../support/fake-host/server.ts';
import { startServer } from '../support/server-process.ts';

type FakeHost = Awaited<ReturnType<typeof startFakeHost>>;
type Server = Awaited<ReturnType<typeof startServer>>;

/** What a test file drives: Chromium and the real server. */
export interface Stage {
  readonly browser: Browser;
  readonly server: Server;
}

/** A stage whose server talks to a fake model host on loopback. */
export interface HostedStage extends Stage {
  readonly host: FakeHost;
}

// Read only inside a test or hook: before the file's beforeAll has run there is nothing to drive.
function started<T>(piece: T | undefined, name: string): T {
  if (piece === undefined) throw new Error(`The ${name} is used before the stage has started`);
  return piece;
}

/**
 * Starts Chromium, a fake model host (when `env` needs its address) and the real server before the
 * file's first test, and stops them, newest first, after its last.
 * `beforeStop` runs before anything stops, e.g. to release a stream the host is holding open.
 */
function useStageWith(
  env: Record<string, string> | ((hostURL: string) => Record<string, string>),
  beforeStop: () => void,
) {
  let browser: Browser | undefined;
  let host: FakeHost | undefined;
  let server: Server | undefined;
  beforeAll(async () => {
    // The service worker only where a test asks for it (offline.test.ts): see launchChromium.
    browser = await launchChromium({ serviceWorkers: 'block' });
    if (typeof env === 'function') host = await startFakeHost();
    server = await startServer(typeof env === 'function' ? env(started(host, 'fake host').baseURL) : env);
  });
  afterAll(async () => {
    beforeStop();
    await server?.stop();
    await host?.close();
    await browser?.close();
  });
  return {
    get browser() {
      return started(browser, 'browser');
    },
    get server() {
      return started(server, 'server');
    },
    get host() {
      return started(host, 'fake host');
    },
  };
}

/**
 * Chromium and the real server started with `env`, for this file's tests.
 * @example const stage = useStage({ OFFLINE_CHEF_WORDS_PER_SECOND: '0' }); // then stage.server.url
 */
export function useStage(env: Record<string, string>): Stage {
  return useStageWith(env, () => {});
}

/**
 * Chromium, a fake model host and the real server pointed at it with `env(host.baseURL)`, for this
 * file's tests. `beforeStop` runs before anything stops.
 * @example const stage = useHostedStage((url) => ({ AI_BASE_URL: url, AI_API_KEY: 'k' })); // stage.host.answerWith(...)
 */
export function useHostedStage(env: (hostURL: string) => Record<string, string>, beforeStop: () => void = () => {}): HostedStage {
  return useStageWith(env, beforeStop);
}

/**
 * A fake host, with the offline chef (writing at once) answering whenever the host fails before its
 * first word: a test gets a host's recipe or the chef's, as it asks.
 */
export const hostThenOfflineChef = (hostURL: string): Record<string, string> => ({
  AI_BASE_URL: hostURL,
  AI_API_KEY: 'e2e-key',
  AI_FALLBACK_BASE_URL: 'offline',
  OFFLINE_CHEF_WORDS_PER_SECOND: '0',
  RATE_LIMIT_MAX: '100',
});
