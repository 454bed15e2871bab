// The page as Lighthouse sees it on a phone: a Moto G-class screen on slow 4G (562.5 ms request
// latency, 1.47 Mbps down, 4x slower CPU), applied to the load itself (devtools throttling) rather
// than simulated afterwards, storage cleared before each load, so every run is a first visit. The
// profile the product's page goals are set in. Lighthouse's default simulation estimates from an
// unthrottled loopback load, where the page's scripts have always arrived before its first paint,
// so it counts them as holding up the paint they do not hold up (bench/results.md).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/browser.ts';

/** The figures of one Lighthouse run, in milliseconds (CLS unitless). */
export interface LighthouseRun {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

// Lighthouse launches its own Chromium, with the same flags as the tests' and the bench's.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** `runs` Lighthouse mobile runs of `url`, each in a browser of its own. */
export async function lighthouseRuns(url: string, runs: number): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], output: 'json', throttlingMethod: 'devtools' });
      const audits = result?.lhr.audits;
      if (!audits) throw new Error(`Lighthouse gave no result for ${url}`);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      results.push({
        lcpMs: value('largest-contentful-paint'),
        fcpMs: value('first-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
