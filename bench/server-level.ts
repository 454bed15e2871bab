// One paced level against the real server alone, for quick A/B runs of a server change:
// `node bench/server-level.ts [concurrency] [repeats]` starts the mock host and the built server (`npm run build`),
// runs C streams of 64 deltas every 20 ms (each of the C workers three in a row) `repeats`
// times, and prints the server's CPU per stream and peak RSS per open stream for each repeat.
// Extra server flags go through PANTRY_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=dist/prof").
import { stopAll } from './processes.ts';
import { runLevel, setMode } from './server-bench.ts';
import { startMock, startPantry } from './targets.ts';

const [concurrency = '100', repeats = '3'] = process.argv.slice(2);
const mode = { deltas: 64, intervalMs: 20, text: 'tokens' } as const;
try {
  const mock = await startMock();
  await setMode(mock.origin, mode);
  const options = process.env.PANTRY_NODE_OPTIONS;
  const pantry = await startPantry(mock.origin, options ? { NODE_OPTIONS: options } : {});
  await runLevel(pantry, mode, 10, 1); // warm the server's code paths first
  for (let repeat = 0; repeat < Number(repeats); repeat++) {
    const level = await runLevel(pantry, mode, Number(concurrency), 3);
    const cpuMs = (level.cpuSecondsPerStream * 1000).toFixed(2);
    const rssKb = (level.rssPerOpenStreamBytes / 1024).toFixed(0);
    console.log(`C=${concurrency}: ${cpuMs} ms CPU per stream, ${rssKb} kB RSS per open stream, ttft p50 ${level.ttftP50.toFixed(1)} ms, gap p99 ${level.gapP99.toFixed(1)} ms, max gap ${level.maxGap.toFixed(1)} ms, stalls ${level.stalls}, ${level.errors} errors, ${level.lost} lost`);
  }
} finally {
  await stopAll();
}
