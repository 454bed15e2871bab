// The server scenarios: every level runs through direct, pantry and portkey in turn, so the three
// see the same machine at nearly the same moment and their ratios hold on a noisy box.
import { runLoad, type StreamRecord } from './load-client.ts';
import type { MockMode } from './mock-text.ts';
import { groupUsage } from './processes.ts';
import { percentile } from './stats.ts';
import type { Running } from './targets.ts';

/** What one target did at one concurrency. */
export interface LevelFigures {
  concurrency: number;
  streams: number;
  ttftP50: number;
  ttftP99: number;
  gapP50: number;
  gapP99: number;
  maxGap: number;
  /** Streams that failed (status, reset) and streams whose text arrived incomplete or out of order. */
  errors: number;
  /** What the failed streams met, by kind ("status 503": 12). */
  errorKinds: Record<string, number>;
  lost: number;
  reordered: number;
  /** CPU of the measured process during the level, per stream and as cores busy. */
  cpuSecondsPerStream: number;
  cores: number;
  /** Peak resident memory above the level's start, per stream open at once. */
  rssPerOpenStreamBytes: number;
  totalP50: number;
  /** Deltas per second across all streams (burst mode's throughput). */
  deltasPerSecond: number;
  /** Gaps over twice the pace: stalls. */
  stalls: number;
  /** No lost text, under 0.1% errors and under 0.1% of gaps stalled (see bench/README.md). */
  sustained: boolean;
  /** The same with a stall counted only where a visitor would notice it: a gap over UNNOTICED.gapP99Ms. */
  tolerant: boolean;
}

/** What a visitor notices: a level is carried if none of these is crossed and nothing is lost. */
export const UNNOTICED = { ttftP99Ms: 250, gapP99Ms: 100 } as const;

/** Whether a visitor would notice nothing at this level: TTFT p99, gap p99, no lost text, no error. */
export const unnoticed = (level: LevelFigures) =>
  level.ttftP99 <= UNNOTICED.ttftP99Ms && level.gapP99 <= UNNOTICED.gapP99Ms && level.lost === 0 && level.errors === 0;

/** Sends the mock host its next mode. */
export async function setMode(mockOrigin: string, mode: MockMode): Promise<void> {
  await fetch(`${mockOrigin}/__mode`, { method: 'POST', body: JSON.stringify(mode) });
}

function countKinds(records: StreamRecord[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const { error } of records) if (error !== undefined) kinds[error] = (kinds[error] ?? 0) + 1;
  return kinds;
}

function figures(records: StreamRecord[], mode: MockMode, concurrency: number, wallMs: number, cpu: number, rssGrowth: number): LevelFigures {
  const gaps = records.flatMap((record) => record.gapsMs);
  const errors = records.filter((record) => record.error !== undefined).length;
  const lost = records.filter((record) => record.text === 'lost').length;
  const maxGap = gaps.reduce((max, gap) => Math.max(max, gap), 0);
  const stalls = mode.intervalMs === 0 ? 0 : gaps.filter((gap) => gap > 2 * mode.intervalMs).length;
  const noticed = gaps.filter((gap) => gap > UNNOTICED.gapP99Ms).length;
  const fewer = (count: number, of: number) => count / Math.max(1, of) < 0.001;
  return {
    concurrency,
    streams: records.length,
    ttftP50: percentile(records.map((r) => r.ttftMs).filter(Number.isFinite), 50),
    ttftP99: percentile(records.map((r) => r.ttftMs).filter(Number.isFinite), 99),
    gapP50: percentile(gaps, 50),
    gapP99: percentile(gaps, 99),
    maxGap,
    errors,
    errorKinds: countKinds(records),
    lost,
    reordered: records.filter((record) => record.text === 'reordered').length,
    cpuSecondsPerStream: cpu / records.length,
    cores: cpu / (wallMs / 1000),
    rssPerOpenStreamBytes: Math.max(0, rssGrowth) / concurrency,
    totalP50: percentile(records.map((r) => r.totalMs), 50),
    deltasPerSecond: (records.length * mode.deltas) / (wallMs / 1000),
    stalls,
    // A shared machine deschedules any process now and then, the mock and the client included;
    // a stall budget as small as the error budget keeps one such hiccup from deciding the figure.
    sustained: lost === 0 && fewer(errors, records.length) && fewer(stalls, gaps.length),
    tolerant: lost === 0 && fewer(errors, records.length) && fewer(noticed, gaps.length),
  };
}

/** Runs one level against one target, sampling the target process's CPU and peak memory. */
export async function runLevel(running: Running, mode: MockMode, concurrency: number, rounds: number): Promise<LevelFigures> {
  const before = groupUsage(running.child.pid);
  let peakRss = before.rssBytes;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, groupUsage(running.child.pid).rssBytes)), 200);
  const startedAt = performance.now();
  const records = await runLoad(running.target, mode, concurrency, rounds);
  const wallMs = performance.now() - startedAt;
  clearInterval(sampler);
  const after = groupUsage(running.child.pid);
  peakRss = Math.max(peakRss, after.rssBytes);
  return figures(records, mode, concurrency, wallMs, after.cpuSeconds - before.cpuSeconds, peakRss - before.rssBytes);
}

/** Time to first token at one stream, over many short sequential streams (enough for a p99). */
export async function probeFirstToken(running: Running, count: number): Promise<{ p50: number; p99: number; errors: number }> {
  const mode: MockMode = { deltas: 2, intervalMs: 1, text: 'tokens' };
  const ttfts: number[] = [];
  let errors = 0;
  // One stream at a time, as runLoad with C=1 would, in batches so each keeps its own pool.
  for (let done = 0; done < count; done += 50) {
    for (const record of await runLoad(running.target, mode, 1, Math.min(50, count - done))) {
      if (record.error || record.text !== 'ok') errors += 1;
      else ttfts.push(record.ttftMs);
    }
  }
  return { p50: percentile(ttfts, 50), p99: percentile(ttfts, 99), errors };
}
