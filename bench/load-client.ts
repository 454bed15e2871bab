// The load client: C concurrent streams against one target, each timed chunk by chunk with its
// text checked against what the mock host sent.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { mockDeltas, type MockMode } from './mock-text.ts';

/** Where streams are opened: the mock itself, Pantry Chef, or the peer gateway. */
export interface Target {
  name: 'direct' | 'pantry' | 'bare' | 'portkey';
  origin: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** One stream as the client saw it. */
export interface StreamRecord {
  ttftMs: number;
  gapsMs: number[];
  totalMs: number;
  error: string | undefined;
  text: 'ok' | 'lost' | 'reordered';
}

// Content of an OpenAI chunk ("content":"...") or of a UI message stream text delta ("delta":"...").
const CONTENT = /"(?:content|delta)":"((?:[^"\\]|\\.)*)"/g;

function contentOf(event: string): string {
  let text = '';
  for (const match of event.matchAll(CONTENT)) {
    const raw = match[1]!;
    text += raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
  }
  return text;
}

async function oneStream(pool: Pool, target: Target, expected: string): Promise<StreamRecord> {
  const startedAt = performance.now();
  const record: StreamRecord = { ttftMs: Number.NaN, gapsMs: [], totalMs: 0, error: undefined, text: 'ok' };
  let text = '';
  try {
    const response = await pool.request({ path: target.path, method: 'POST', headers: target.headers, body: target.body });
    if (response.statusCode !== 200) {
      record.error = `status ${response.statusCode}`;
      await response.body.dump();
    } else {
      response.body.setEncoding('utf8');
      let pending = '';
      let last = Number.NaN;
      for await (const chunk of response.body) {
        const now = performance.now();
        pending += chunk;
        const end = pending.lastIndexOf('\n\n');
        if (end === -1) continue;
        const content = contentOf(pending.slice(0, end));
        pending = pending.slice(end + 2);
        if (content === '') continue;
        text += content;
        if (Number.isNaN(last)) record.ttftMs = now - startedAt;
        else record.gapsMs.push(now - last);
        last = now;
      }
    }
  } catch (error) {
    record.error = (error as Error).message;
  }
  record.totalMs = performance.now() - startedAt;
  if (record.error === undefined && text !== expected) {
    // A reordering keeps every token; a loss does not.
    const sorted = (value: string) => value.split(' ').sort().join(' ');
    record.text = sorted(text) === sorted(expected) ? 'reordered' : 'lost';
  }
  return record;
}

/**
 * Keeps `concurrency` streams open for `rounds` streams each. Starts are spread over one stream's
 * paced length, so the server sees a steady C open streams rather than one thundering herd.
 */
export async function runLoad(target: Target, mode: MockMode, concurrency: number, rounds: number): Promise<StreamRecord[]> {
  const expected = mockDeltas(mode).join('');
  const pool = new Pool(target.origin, { connections: concurrency, pipelining: 1, bodyTimeout: 60_000, headersTimeout: 60_000 });
  const spreadMs = Math.max(mode.deltas * mode.intervalMs, 1);
  const records: StreamRecord[] = [];
  const worker = async (index: number) => {
    await new Promise((resolve) => setTimeout(resolve, (index * spreadMs) / concurrency));
    for (let round = 0; round < rounds; round += 1) records.push(await oneStream(pool, target, expected));
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
  await pool.close();
  return records;
}
