// Whether the server's heap keeps growing over many recipes: the live heap (after a full
// collection, forced through the inspector) after each of ROUNDS rounds of STREAMS_PER_ROUND
// paced streams. Round 2 is the reference (round 1 still loads and compiles code); the last
// round must be within LEAK_TOLERANCE of it.
import { runLevel } from './server-bench.ts';
import type { Running } from './targets.ts';
import type { MockMode } from './mock-text.ts';

export const ROUNDS = 10;
export const STREAMS_PER_ROUND = 200;
export const LEAK_TOLERANCE = 0.05;
const CONCURRENCY = 100;

/** The live heap of each round, in bytes, and the last round's growth over round 2. */
export interface LeakFigures {
  heapBytes: number[];
  growth: number;
}

/** A minimal DevTools protocol client on a process started with --inspect. */
async function inspect(output: () => string) {
  const deadline = Date.now() + 10_000;
  let url: string | undefined;
  while (!(url = /ws:\/\/\S+/.exec(output())?.[0])) {
    if (Date.now() > deadline) throw new Error(`No inspector address in the server's output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let lastId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  };
  const send = <T>(method: string) =>
    new Promise<T>((resolve) => {
      pending.set(++lastId, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id: lastId, method }));
    });
  return {
    async liveHeapBytes(): Promise<number> {
      await send('HeapProfiler.collectGarbage');
      return (await send<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
    },
    close: () => socket.close(),
  };
}

/** Runs the rounds against a server started with `--inspect=127.0.0.1:0`. */
export async function leakCheck(pantry: Running, mode: MockMode): Promise<LeakFigures> {
  const inspector = await inspect(pantry.child.output);
  try {
    const heapBytes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await runLevel(pantry, mode, CONCURRENCY, STREAMS_PER_ROUND / CONCURRENCY);
      heapBytes.push(await inspector.liveHeapBytes());
    }
    return { heapBytes, growth: heapBytes.at(-1)! / heapBytes[1]! - 1 };
  } finally {
    inspector.close();
  }
}
