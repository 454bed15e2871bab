// Capacity: how many concurrent recipes one instance and two replicas behind nginx (deploy/nginx.conf,
// as tests/deploy runs it) each carry before a visitor would notice: the largest concurrency
// where time to first token p99 <= 250 ms, gap p99 <= 100 ms and no text is lost. Both go through
// nginx, so the ratio is the replicas' alone. On 2 cores the mock host, the load client and nginx
// share the machine with the instances, which caps what a second instance can add.
import { startNginx } from '../tests/support/nginx.ts';
import type { MockMode } from './mock-text.ts';
import { runLevel, setMode, unnoticed, type LevelFigures } from './server-bench.ts';
import { startPantry, type Running } from './targets.ts';

const LADDER = [8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768];
const ROUNDS = 2;

/** The largest level carried, and every level tried. */
export interface CapacityFigures {
  carried: number;
  levels: Pick<LevelFigures, 'concurrency' | 'ttftP99' | 'gapP99' | 'lost' | 'errors'>[];
}

/** Climbs the ladder through `through` until a level is noticed. */
export async function climb(through: Running, mode: MockMode): Promise<CapacityFigures> {
  const levels: CapacityFigures['levels'] = [];
  let carried = 0;
  for (const concurrency of LADDER) {
    const level = await runLevel(through, mode, concurrency, ROUNDS);
    levels.push({ concurrency, ttftP99: level.ttftP99, gapP99: level.gapP99, lost: level.lost, errors: level.errors });
    if (!unnoticed(level)) break;
    carried = concurrency;
  }
  return { carried, levels };
}

/** `instances` Pantry Chef processes behind one nginx, as a target the load client can use. */
async function behindNginx(mockOrigin: string, instances: number): Promise<{ running: Running; stop: () => Promise<void> }> {
  const started: Running[] = [];
  for (let i = 0; i < instances; i++) started.push(await startPantry(mockOrigin));
  const nginx = await startNginx(started.map(({ target }) => new URL(target.origin).host));
  const first = started[0]!;
  return {
    // The load client opens streams at nginx; the figures read are its latencies, not any one process's CPU.
    running: { child: first.child, target: { ...first.target, name: 'pantry', origin: nginx.url } },
    async stop() {
      await nginx.stop();
      await Promise.all(started.map(({ child }) => child.stop()));
    },
  };
}

/** One instance and two replicas, each behind nginx, on the paced mode. */
export async function measureCapacity(mockOrigin: string, mode: MockMode): Promise<{ one: CapacityFigures; two: CapacityFigures }> {
  await setMode(mockOrigin, mode);
  const figures = [];
  for (const instances of [1, 2]) {
    const deployment = await behindNginx(mockOrigin, instances);
    try {
      await runLevel(deployment.running, mode, 4, 1); // warm every instance's code paths
      figures.push(await climb(deployment.running, mode));
    } finally {
      await deployment.stop();
    }
  }
  return { one: figures[0]!, two: figures[1]! };
}
