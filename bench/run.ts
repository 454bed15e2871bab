// `npm run bench`: the server scenarios (direct, pantry, portkey against one paced mock host) and
// the page scenarios, printed as tables and written to bench/results/latest.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { MockMode } from './mock-text.ts';
import { climb, measureCapacity } from './capacity.ts';
import { leakCheck } from './leak-check.ts';
import { lighthouseRuns } from './lighthouse.ts';
import { CHROMIUM, PAGE_RUNS, runPageBench } from './page-bench.ts';
import { groupUsage, stopAll } from './processes.ts';
import { capacityTable, levelTable, markdown, outsideTable, pageTable, SETTLE_S, summaryRows, summaryTable, type TargetRun } from './report.ts';
import { probeFirstToken, runLevel, setMode, type LevelFigures } from './server-bench.ts';
import { direct, startBare, startMock, startPantry, startPortkey, type Running } from './targets.ts';

const PACED: MockMode = { deltas: 64, intervalMs: 20, text: 'tokens' };
const BURST: MockMode = { deltas: 1024, intervalMs: 0, text: 'tokens' };
// Streams per worker at each level: enough gaps for a p99 without making the run long.
const LEVELS = [
  { concurrency: 1, rounds: 8 },
  { concurrency: 32, rounds: 3 },
  { concurrency: 100, rounds: 3 },
  { concurrency: 500, rounds: 2 },
];
const PROBES = [1000, 2000, 3000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main() {
  const startedAt = Date.now();
  const mock = await startMock();
  const targets: Running[] = [direct(mock), await startPantry(mock.origin), await startBare(mock.origin), await startPortkey(mock.origin)];
  const runs = {} as Record<Running['target']['name'], TargetRun>;

  // Warm every path once, then take the idle memory each process settles at.
  await setMode(mock.origin, { ...PACED, intervalMs: 1 });
  for (const t of targets) await runLevel(t, { ...PACED, intervalMs: 1 }, 4, 3);
  await sleep(3000);
  for (const t of targets) {
    runs[t.target.name] = { firstToken: { p50: 0, p99: 0, errors: 0 }, levels: [], burst: undefined as unknown as LevelFigures, sustained: 0, tolerant: 0, idleRssBytes: groupUsage(t.child.pid).rssBytes, afterRssBytes: 0 };
  }

  log('time to first token at C=1 ...');
  await setMode(mock.origin, { deltas: 2, intervalMs: 1, text: 'tokens' });
  for (const t of targets) runs[t.target.name].firstToken = await probeFirstToken(t, 300);

  await setMode(mock.origin, PACED);
  for (const { concurrency, rounds } of LEVELS) {
    log(`C=${concurrency}, ${PACED.deltas} deltas every ${PACED.intervalMs} ms ...`);
    for (const t of targets) runs[t.target.name].levels.push(await runLevel(t, PACED, concurrency, rounds));
  }
  // Upward until a level is no longer sustained on either rule, for each target on its own.
  const going = (t: Running) => ['sustained', 'tolerant'].some((rule) => runs[t.target.name].levels.every((l) => l[rule as 'sustained' | 'tolerant']));
  for (const concurrency of PROBES) {
    const probed = targets.filter(going);
    if (probed.length === 0) break;
    log(`C=${concurrency} (sustained probe: ${probed.map((t) => t.target.name).join(', ')}) ...`);
    for (const t of probed) runs[t.target.name].levels.push(await runLevel(t, PACED, concurrency, 1));
  }
  // The largest C up to which every level passed the rule.
  const upTo = (levels: LevelFigures[], passed: (level: LevelFigures) => boolean) => {
    const firstMiss = levels.findIndex((l) => !passed(l));
    return (firstMiss === -1 ? levels.at(-1) : levels[firstMiss - 1])?.concurrency ?? 0;
  };
  for (const t of targets) {
    const run = runs[t.target.name];
    run.sustained = upTo(run.levels, (l) => l.sustained);
    run.tolerant = upTo(run.levels, (l) => l.tolerant);
  }

  // One process of each, reached straight, climbing until a visitor would notice.
  for (const t of targets.filter((t) => t.target.name !== 'direct')) {
    log(`${t.target.name}, 1 process: the largest C a visitor would not notice ...`);
    runs[t.target.name].unnoticed = await climb(t, PACED);
  }

  log(`burst: C=32, ${BURST.deltas} deltas as fast as the host can send ...`);
  await setMode(mock.origin, BURST);
  for (const t of targets) runs[t.target.name].burst = await runLevel(t, BURST, 32, 1);

  // V8 hands memory back only after some quiet (its memory reducer starts 8 s after the last full
  // collection), so memory is watched for a while rather than read at one arbitrary moment.
  log(`memory: each process's RSS every second for ${SETTLE_S} s of quiet ...`);
  for (let second = 1; second <= SETTLE_S; second++) {
    await sleep(1000);
    for (const t of targets) {
      const run = runs[t.target.name];
      run.afterRssBytes = groupUsage(t.child.pid).rssBytes;
      if (run.backWithinS === undefined && run.afterRssBytes <= run.idleRssBytes * 1.1) run.backWithinS = second;
    }
  }

  log('page: load under mobile throttling, then a long recipe streaming at 4x CPU ...');
  const page = await runPageBench(targets[1]!.target.origin, mock.origin);
  log(`page: ${PAGE_RUNS} Lighthouse mobile runs (slow 4G and 4x CPU applied to the load) ...`);
  const lighthouse = await lighthouseRuns(targets[1]!.target.origin, PAGE_RUNS);

  // A server of its own for the leak check: it needs the inspector, to read the live heap.
  log('leak check: the live heap after each of 10 rounds of 200 recipes ...');
  await setMode(mock.origin, PACED);
  const inspected = await startPantry(mock.origin, { NODE_OPTIONS: '--inspect=127.0.0.1:0' });
  const leak = await leakCheck(inspected, PACED);
  await inspected.child.stop();

  log('capacity: one instance, then two replicas, behind nginx, up to what a visitor would notice ...');
  const capacity = await measureCapacity(mock.origin, PACED);

  const rows = summaryRows(runs);
  const machine = { cores: availableParallelism(), node: process.version, date: new Date().toISOString(), seconds: Math.round((Date.now() - startedAt) / 1000) };
  console.log(`Pantry Chef bench — ${machine.date}, ${machine.cores} cores, Node ${machine.node}, ${machine.seconds} s\n`);
  console.log(summaryTable(rows));
  console.log(`\n${levelTable(runs)}\n`);
  console.log(pageTable(page));
  console.log(`\n${outsideTable(lighthouse, leak)}`);
  console.log(`\n${capacityTable(capacity, runs)}`);
  mkdirSync(new URL('results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('results/latest.json', import.meta.url), `${JSON.stringify({ machine, rows, runs, page, lighthouse, leak, capacity }, null, 2)}\n`);
  // The same run as markdown, ready to keep in bench/results.md.
  const heading = `Run of ${machine.date}: ${machine.cores} cores (nproc), Node ${machine.node}, ${machine.seconds} s.`;
  const tables = [summaryTable(rows, markdown), levelTable(runs, markdown), pageTable(page, markdown), outsideTable(lighthouse, leak, markdown), capacityTable(capacity, runs, markdown)];
  writeFileSync(new URL('results/latest.md', import.meta.url), `${heading}\n\n${tables.join('\n\n')}\n`);
}

if (!existsSync(CHROMIUM)) {
  console.error(`The page scenarios need Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

// Every child goes, however the run ends.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}
try {
  await main();
} finally {
  await stopAll();
}
