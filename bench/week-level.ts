// The week's page scenario alone, for a quick before/after of a change to the week: `node
// bench/week-level.ts [runs]` (after `npm run build`) starts the mock host and the built server, runs
// the week's scenario (bench/week-list-bench.ts) `runs` times (3 by default) at 4x CPU and prints
// each run and the median, without the rest of the page bench.
import type { Page } from 'playwright-core';
import { CPU_SLOWDOWN, launchChromium, longestSince, OBSERVE } from './page-bench.ts';
import { stopAll } from './processes.ts';
import { percentile } from './stats.ts';
import { startMock, startPantry } from './targets.ts';
import { measureWeekList } from './week-list-bench.ts';

const runs = Number(process.argv[2] ?? '3');
try {
  const mock = await startMock();
  const pantry = await startPantry(mock.origin);
  const browser = await launchChromium();
  const longest: number[] = [];
  for (let run = 0; run < runs; run++) {
    // Every long task from the press on, as well as the longest.
    const tasks = async (page: Page, from: number) => {
      const all = await page.evaluate(() => (window as unknown as { __bench: { longTasks: [number, number][] } }).__bench.longTasks);
      console.log(`  long tasks (start after the press, duration), ms: ${all.filter(([start]) => start >= from).map(([start, ms]) => `${(start - from).toFixed(0)}:${ms.toFixed(0)}`).join(' ') || 'none'}`);
      return longestSince(page, from);
    };
    const figures = await measureWeekList(browser, pantry.target.origin, OBSERVE, CPU_SLOWDOWN, tasks);
    console.log(`run ${run + 1}: ${figures.lines} lines, longest task ${figures.longestTaskMs.toFixed(0)} ms, shown in ${figures.ms.toFixed(0)} ms`);
    longest.push(figures.longestTaskMs);
  }
  console.log(`longest task, median of ${runs}: ${percentile(longest, 50).toFixed(0)} ms (${Math.min(...longest).toFixed(0)}-${Math.max(...longest).toFixed(0)})`);
  await browser.close();
} finally {
  await stopAll();
}
