// Where the page's long tasks come from: `node bench/page-trace.ts [load|list|stream|week]` (after
// `vite build`; `vite build --minify false` keeps function names) runs one page scenario at 4x CPU
// throttling with Chromium's sampling profiler and prints every stretch of over 50 ms of busy main
// thread with the functions that took it ("(program)" is the browser's own work: style, layout,
// paint, parsing). load: the page opening on slow 4G; list: a list typed in, with what loads and
// warms up meanwhile; stream: a 1024-word recipe streaming in, as in `npm run bench`; week: the
// week's scenario from the press of "Remove Sunday" (PROFILE_OUT=<file> also keeps the profile).
import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import type { Profile } from './cpu-profile.ts';
import { CPU_SLOWDOWN, DESKTOP_CONTEXT, enterList, launchChromium, longestSince, MOBILE, MOBILE_CONTEXT, OBSERVE, RECIPE_MODE, recipePress, statusShown } from './page-bench.ts';
import { stopAll } from './processes.ts';
import { setMode } from './server-bench.ts';
import { startMock, startPantry } from './targets.ts';
import { measureWeekList } from './week-list-bench.ts';

const BUSY_MS = 50;
// React's own scheduling frames: every render passes through them, so they say nothing.
const PLUMBING = /^(performWorkOnRoot|performUnitOfWork|beginWork|updateFunctionComponent|renderWithHooks|performWorkUntilDeadline|performWorkOnRootViaSchedulerTask|renderRootConcurrent|renderRootSync|workLoopConcurrentByScheduler|workLoopSync|processRootScheduleInMicrotask|flushSyncWorkAcrossRoots_impl|performSyncWorkOnRoot|updateMemo|updateSimpleMemoComponent|updateMemoComponent|completeUnitOfWork|\(root\)|\(anonymous\)|)$/;

/** Stretches of busy samples (no idle sample between) longer than BUSY_MS, with where their time went. */
function busyStretches(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let time = profile.startTime;
  const at = profile.timeDeltas.map((delta) => (time += delta));
  const lines: string[] = [];
  let first = -1;
  const close = (end: number) => {
    const ms = (at[end]! - at[first]!) / 1000;
    if (ms > BUSY_MS) {
      const spent = new Map<string, number>();
      for (let index = first; index <= end; index++) {
        const seen = new Set<string>();
        for (let id: number | undefined = profile.samples[index]; id !== undefined; id = parent.get(id)) {
          const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
          if (PLUMBING.test(functionName) && functionName !== '') continue;
          const key = `${functionName || '(top level)'} ${url.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '.js')}:${lineNumber}`;
          if (seen.has(key)) continue;
          seen.add(key);
          spent.set(key, (spent.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
        }
      }
      const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 6);
      lines.push(`${ms.toFixed(0)} ms: ${top.map(([key, spentMs]) => `${key} ${spentMs.toFixed(0)}`).join(' | ')}`);
    }
    first = -1;
  };
  profile.samples.forEach((id, index) => {
    const idle = byId.get(id)!.callFrame.functionName === '(idle)';
    if (!idle && first === -1) first = index;
    if (idle && first !== -1) close(index - 1);
  });
  if (first !== -1) close(profile.samples.length - 1);
  return lines;
}

async function profiled(cdp: CDPSession, run: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = await cdp.send('Profiler.stop');
  return profile as unknown as Profile;
}

const scenario = process.argv[2] ?? 'stream';
try {
  const mock = await startMock();
  const pantry = await startPantry(mock.origin);
  await setMode(mock.origin, RECIPE_MODE);
  const browser = await launchChromium();
  const context = await browser.newContext(scenario === 'load' ? MOBILE_CONTEXT : DESKTOP_CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let profile!: Profile;
  if (scenario === 'week') {
    // The week's scenario (week-list-bench.ts) profiled from the press of "Remove Sunday" on.
    const around = {
      before: async (session: CDPSession) => {
        await session.send('Profiler.enable');
        await session.send('Profiler.setSamplingInterval', { interval: 200 });
        await session.send('Profiler.start');
      },
      after: async (session: CDPSession) => void (profile = (await session.send('Profiler.stop')).profile as unknown as Profile),
    };
    await measureWeekList(browser, pantry.target.origin, OBSERVE, CPU_SLOWDOWN, longestSince, around);
  } else if (scenario === 'load') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
    await throttle();
    profile = await profiled(cdp, async () => {
      await page.goto(pantry.target.origin);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    });
  } else if (scenario === 'list') {
    await page.goto(pantry.target.origin);
    await page.waitForLoadState('networkidle');
    await throttle();
    profile = await profiled(cdp, async () => {
      await enterList(page, true);
      await page.waitForTimeout(3000);
    });
  } else {
    await page.goto(pantry.target.origin);
    await enterList(page);
    await throttle();
    await page.waitForTimeout(500);
    const press = await recipePress(page);
    profile = await profiled(cdp, async () => {
      await press();
      await page.evaluate(statusShown, true);
      await page.evaluate(statusShown, false);
    });
  }
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  console.log(busyStretches(profile).join('\n') || `no stretch of over ${BUSY_MS} ms`);
  await browser.close();
} finally {
  await stopAll();
}
