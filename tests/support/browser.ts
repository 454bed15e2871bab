import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, wherever CHROMIUM_PATH says otherwise. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's flags for tests and the bench: no sandbox or GPU here, and nothing that would reach the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Debian's Chromium, headless, with everything that would reach the network switched off. With
 * `serviceWorkers: 'block'`, each context it makes has the page's service worker off unless the
 * context asks for it: a worker answers requests itself, where a test's routes cannot see them.
 */
export async function launchChromium({ serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  // Browser.newPage makes its context with newContext too.
  browser.newContext = (options = {}) => newContext({ serviceWorkers, ...options });
  return browser;
}
