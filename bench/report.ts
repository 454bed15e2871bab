// The printed tables: every figure beside its goal, beside the bare relay's (the stack's floor),
// Portkey's and the direct one.
import type { CapacityFigures } from './capacity.ts';
import { LEAK_TOLERANCE, ROUNDS, STREAMS_PER_ROUND, type LeakFigures } from './leak-check.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { PageFigures } from './page-bench.ts';
import { UNNOTICED, type LevelFigures } from './server-bench.ts';
import { percentile, round } from './stats.ts';

type Name = 'direct' | 'pantry' | 'bare' | 'portkey';
const NAMES: Name[] = ['pantry', 'bare', 'portkey', 'direct'];

/** Everything one target did in a run. */
export interface TargetRun {
  firstToken: { p50: number; p99: number; errors: number };
  levels: LevelFigures[];
  burst: LevelFigures;
  /** The largest C up to which every level was sustained (strict stalls: gaps over twice the pace). */
  sustained: number;
  /** The same with stalls counted only over UNNOTICED.gapP99Ms. */
  tolerant: number;
  /** The ladder climbed straight at this one process until a visitor would notice (none for direct). */
  unnoticed?: CapacityFigures;
  idleRssBytes: number;
  /** RSS at the end of the quiet watch after the run (SETTLE_S seconds). */
  afterRssBytes: number;
  /** The first second of that watch at which RSS was back within 10% of idle, if it was. */
  backWithinS?: number;
}

/** How long memory is watched after the run, in seconds of quiet. */
export const SETTLE_S = 30;

/** One row of the summary: a figure per target, its goal, and whether Pantry Chef meets it. */
export interface Row {
  figure: string;
  goal: string;
  values: Record<Name, number>;
  /** Goal met. */
  met: boolean | undefined;
  /** Ahead of Portkey (lower is better, except where more is). */
  ahead: boolean;
  /** At or under the bare relay, the stack's own floor (or above it, where more is better). */
  atFloor: boolean;
}

const level = (run: TargetRun, c: number) => run.levels.find((l) => l.concurrency === c)!;
// The largest level every target runs, so the three are measured holding as many streams.
const RSS_LEVEL = 500;
const KB = 1024;
const MB = 1024 * 1024;

/** The summary rows, computed from the targets' runs. */
export function summaryRows(runs: Record<Name, TargetRun>): Row[] {
  const rows: Row[] = [];
  const add = (figure: string, goal: string, pick: (run: TargetRun, name: Name) => number, check?: (v: number) => boolean, higherBetter = false) => {
    const values = Object.fromEntries(NAMES.map((name) => [name, pick(runs[name], name)])) as Record<Name, number>;
    // A figure that never came (memory that never went back) is ahead of nothing.
    const beats = (value: number, other: number) => Number.isFinite(value) && (higherBetter ? value >= other : value <= other);
    rows.push({ figure, goal, values, met: check?.(values.pantry), ahead: beats(values.pantry, values.portkey), atFloor: beats(values.pantry, values.bare) });
  };
  const minusDirect = (pick: (run: TargetRun) => number) => (run: TargetRun, name: Name) =>
    name === 'direct' ? pick(run) : pick(run) - pick(runs.direct);
  add('added TTFT p50, C=1 (ms; direct: absolute)', '<= 1', minusDirect((r) => r.firstToken.p50), (v) => v <= 1);
  add('added TTFT p99, C=1 (ms; direct: absolute)', '<= 3', minusDirect((r) => r.firstToken.p99), (v) => v <= 3);
  add('added gap p50, C=1 (ms; direct: absolute)', '<= 0.2', minusDirect((r) => level(r, 1).gapP50), (v) => v <= 0.2);
  add('added gap p99, C=1 (ms; direct: absolute)', '-', minusDirect((r) => level(r, 1).gapP99));
  add('C=100: streams with lost text', '0', (r) => level(r, 100).lost, (v) => v === 0);
  add('C=100: TTFT p50 (ms)', '<= 10', (r) => level(r, 100).ttftP50, (v) => v <= 10);
  add('C=100: gap p99 (ms)', '<= 40', (r) => level(r, 100).gapP99, (v) => v <= 40);
  add('C=100: server CPU (cores)', '<= 1', (r) => level(r, 100).cores, (v) => v <= 1);
  add('C=100: CPU ms per stream', '-', (r) => level(r, 100).cpuSecondsPerStream * 1000);
  add('streams sustained, strict (stall: a gap over 2x the pace)', '>= 1000', (r) => r.sustained, (v) => v >= 1000, true);
  add(`streams sustained, tolerant (stall: a gap over ${UNNOTICED.gapP99Ms} ms)`, '-', (r) => r.tolerant, undefined, true);
  add(`largest C a visitor notices nothing, 1 process (TTFT p99 <= ${UNNOTICED.ttftP99Ms}, gap p99 <= ${UNNOTICED.gapP99Ms} ms, nothing lost)`, '-', (r) => r.unnoticed?.carried ?? Number.NaN, undefined, true);
  add(`RSS per open stream, C=${RSS_LEVEL} (kB)`, '<= 100', (r) => level(r, RSS_LEVEL).rssPerOpenStreamBytes / KB, (v) => v <= 100);
  add('RSS idle (MB)', '-', (r) => r.idleRssBytes / MB);
  add(`RSS ${SETTLE_S} s after the run vs idle (%)`, '<= +10', (r) => (100 * (r.afterRssBytes - r.idleRssBytes)) / r.idleRssBytes, (v) => v <= 10);
  add('RSS back within 10% of idle after (s)', '-', (r) => r.backWithinS ?? Number.POSITIVE_INFINITY);
  add('burst C=32: deltas/s', '-', (r) => r.burst.deltasPerSecond, undefined, true);
  add('burst C=32: CPU ms per stream', '-', (r) => r.burst.cpuSecondsPerStream * 1000);
  return rows;
}

/** The same tables as markdown, for bench/results.md and the README. */
export function markdown(header: string[], lines: string[][]): string {
  return [header, header.map(() => '---'), ...lines].map((line) => `| ${line.join(' | ')} |`).join('\n');
}

const pad = (cells: string[], widths: number[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');

function table(header: string[], lines: string[][], format = plain): string {
  return format(header, lines);
}

function plain(header: string[], lines: string[][]): string {
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i]!.length)));
  return [pad(header, widths), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map((line) => pad(line, widths))].join('\n');
}

const show = (value: number) => (value === Number.POSITIVE_INFINITY ? `> ${SETTLE_S}` : Number.isNaN(value) ? '-' : String(round(value)));
const mark = (flag: boolean | undefined) => (flag === undefined ? '' : flag ? 'yes' : 'NO');

/** The summary as plain text. */
export function summaryTable(rows: Row[], format = plain): string {
  return table(
    ['figure', 'goal', 'pantry', 'bare', 'portkey', 'direct', 'goal met', 'at or under bare', 'ahead of portkey'],
    rows.map((r) => [r.figure, r.goal, ...NAMES.map((name) => show(r.values[name])), mark(r.met), mark(r.atFloor), mark(r.ahead)]),
    format,
  );
}

/** Every level of every target, for the curious. */
export function levelTable(runs: Record<Name, TargetRun>, format = plain): string {
  const lines: string[][] = [];
  for (const name of ['direct', 'pantry', 'bare', 'portkey'] as const) {
    for (const l of [...runs[name].levels, runs[name].burst]) {
      const label = l === runs[name].burst ? `${l.concurrency} burst` : String(l.concurrency);
      lines.push([name, label, String(l.streams), show(l.ttftP50), show(l.ttftP99), show(l.gapP50), show(l.gapP99), show(l.maxGap), String(l.stalls), `${l.errors}/${l.lost}/${l.reordered}`, show(l.cores), show(l.rssPerOpenStreamBytes / KB), mark(l.sustained), mark(l.tolerant)]);
    }
  }
  const failures = NAMES.flatMap((name) =>
    [...runs[name].levels, runs[name].burst]
      .filter((l) => l.errors > 0)
      .map((l) => `${name} C=${l.concurrency}: ${Object.entries(l.errorKinds).map(([kind, n]) => `${n} x ${kind}`).join(', ')}`),
  );
  return table(['target', 'C', 'streams', 'ttft p50', 'ttft p99', 'gap p50', 'gap p99', 'gap max', 'stalls', 'err/lost/reord', 'cores', 'kB/stream', 'sustained', 'tolerant'], lines, format) + (failures.length ? `\n\nerrors: ${failures.join('; ')}` : '');
}

/** The page figures beside their goals. */
export function pageTable(page: PageFigures, format = plain): string {
  const { load, stream, week, reactAlone, runs, spread } = page;
  const between = ([low, high]: [number, number]) => `${show(low)}-${show(high)}`;
  return table(
    ['page figure', 'goal', `median of ${runs} runs`, 'lowest-highest', 'goal met', 'React alone'],
    [
      ['JS before input (gzip kB)', '<= 90', show(load.jsGzipBytes / KB), '', mark(load.jsGzipBytes <= 90 * KB), show(reactAlone.jsGzipBytes / KB)],
      ['JS+CSS before input (gzip kB)', '-', show(load.jsCssGzipBytes / KB), '', '', show(reactAlone.jsCssGzipBytes / KB)],
      ['static assets served compressed', 'yes', load.servedCompressed ? 'yes' : 'no', '', mark(load.servedCompressed), ''],
      ['LCP, mobile slow 4G (ms)', '<= 1000', show(load.lcpMs), between(spread.lcpMs), mark(load.lcpMs <= 1000), show(reactAlone.lcpMs)],
      ['TBT, mobile slow 4G, first paint to 3 s after load (ms)', '<= 50', show(load.tbtMs), between(spread.tbtMs), mark(load.tbtMs <= 50), show(reactAlone.tbtMs)],
      ['LCP, mobile, repeat visit from the service worker (ms)', '<= 300', show(load.repeatLcpMs), between(spread.repeatLcpMs), mark(load.repeatLcpMs <= 300), ''],
      [`streaming ${stream.tokens} tokens at 4x: long tasks`, '0', show(stream.longTasks), between(spread.longTasks), mark(stream.longTasks === 0), ''],
      ['  longest task (ms)', '<= 50', show(stream.longestTaskMs), between(spread.longestTaskMs), mark(stream.longestTaskMs <= 50), ''],
      ['  total blocking time (ms)', '-', show(stream.tbtMs), between(spread.streamTbtMs), '', ''],
      [`  input delay p50 / max while typing (ms, ${stream.keys} keys)`, '-', `${show(stream.inputDelayP50Ms)} / ${show(stream.inputDelayMaxMs)}`, '', '', ''],
      ['scaling it from 2 to 12 servings at 4x: longest task (ms)', '<= 50', show(stream.scaleLongestTaskMs), between(spread.scaleLongestTaskMs), mark(stream.scaleLongestTaskMs <= 50), ''],
      ['  until it shows (ms)', '-', show(stream.scaleMs), '', '', ''],
      ['nutrition per serving opening at 4x (table fetched, read, indexed, matched): longest task (ms)', '<= 50', show(stream.nutritionLongestTaskMs), between(spread.nutritionLongestTaskMs), mark(stream.nutritionLongestTaskMs <= 50), ''],
      ['  until its figures show (ms)', '-', show(stream.nutritionMs), '', '', ''],
      [`the week's list (7 days x 2 meals, ${week.lines} lines) again with a day removed at 4x: longest task (ms)`, '<= 50', show(week.longestTaskMs), between(spread.weekLongestTaskMs), mark(week.longestTaskMs <= 50), ''],
      ['  until it shows (ms)', '-', show(week.ms), '', '', ''],
    ],
    format,
  );
}

/** The page as Lighthouse's mobile run sees it, and whether the server's heap grows over many recipes. */
export function outsideTable(lighthouse: LighthouseRun[], leak: LeakFigures, format = plain): string {
  const median = (pick: (run: LighthouseRun) => number) => percentile(lighthouse.map(pick), 50);
  const spread = (pick: (run: LighthouseRun) => number) => {
    const values = lighthouse.map(pick);
    return `${show(Math.min(...values))}-${show(Math.max(...values))}`;
  };
  const lcp = median((run) => run.lcpMs);
  const tbt = median((run) => run.tbtMs);
  const cls = median((run) => run.cls);
  const heapMb = leak.heapBytes.map((bytes) => show(bytes / KB / KB)).join(' ');
  return table(
    ['figure', 'goal', 'value', 'lowest-highest', 'goal met'],
    [
      [`Lighthouse mobile LCP (ms, median of ${lighthouse.length})`, '<= 1000', show(lcp), spread((run) => run.lcpMs), mark(lcp <= 1000)],
      ['Lighthouse mobile TBT (ms)', '<= 50', show(tbt), spread((run) => run.tbtMs), mark(tbt <= 50)],
      ['Lighthouse mobile CLS', '0', show(cls), spread((run) => run.cls), mark(cls === 0)],
      [`live heap after round ${ROUNDS} vs round 2 (${STREAMS_PER_ROUND} recipes a round)`, `<= +${LEAK_TOLERANCE * 100}%`, `${show(leak.growth * 100)}%`, `${heapMb} MB`, mark(leak.growth <= LEAK_TOLERANCE)],
    ],
    format,
  );
}

const ladder = (figures: CapacityFigures) =>
  figures.levels.map((level) => `${level.concurrency}: ${show(level.ttftP99)}/${show(level.gapP99)}${level.lost + level.errors > 0 ? ' lost' : ''}`).join(', ');

/**
 * Streams carried before a visitor would notice: one process of Pantry Chef and of Portkey, each
 * reached straight, then one instance and two replicas behind nginx.
 */
export function capacityTable({ one, two }: { one: CapacityFigures; two: CapacityFigures }, runs: Record<Name, TargetRun>, format = plain): string {
  const ratio = one.carried > 0 ? two.carried / one.carried : Number.NaN;
  const straight = (['pantry', 'bare', 'portkey'] as const).flatMap((name) => {
    const figures = runs[name].unnoticed;
    return figures ? [[`${name}, 1 process`, String(figures.carried), ladder(figures)]] : [];
  });
  return table(
    ['deployment', `streams carried (TTFT p99 <= ${UNNOTICED.ttftP99Ms} ms, gap p99 <= ${UNNOTICED.gapP99Ms} ms, nothing lost)`, 'levels tried (C: TTFT p99 / gap p99 ms)'],
    [
      ...straight,
      ['1 instance behind nginx', String(one.carried), ladder(one)],
      ['2 replicas behind nginx', String(two.carried), ladder(two)],
      ['ratio (goal >= 1.7)', `${show(ratio)} ${mark(ratio >= 1.7)}`, ''],
    ],
    format,
  );
}
