import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/**
 * Runs `count` copies of this process that share one port (node:cluster hands each new
 * connection to the next copy), so a recipe stream's work spreads over the cores. A copy that
 * dies while serving is replaced; one that dies before it ever listened stops everything, since
 * its copies would only fail the same way. SIGINT or SIGTERM passes on to every copy, which
 * closes gracefully on its own; this process exits once they all have.
 * @example if (cluster.isPrimary && config.workers > 1) runWorkers(config.workers, log);
 */
export function runWorkers(count: number, log: Logger): void {
  let closing = false;
  let failed = false;
  const listening = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  cluster.on('exit', (worker, code, signal) => {
    if (!closing && listening.has(worker)) {
      log.error({ worker: worker.process.pid, code, signal }, 'a server process died: starting another');
      return fork();
    }
    // A copy that was replaced is not a failure of the whole, nor one that the stop signal ended
    // while it was still starting (before it could handle the signal); one that failed is.
    const stoppedWhileStarting = closing && (signal === 'SIGTERM' || signal === 'SIGINT');
    if (code !== 0 && !stoppedWhileStarting) failed = true;
    if (!closing) {
      log.error({ worker: worker.process.pid, code, signal }, 'a server process could not start: stopping');
      closing = true;
      for (const other of alive()) other.process.kill('SIGTERM');
    }
    if (alive().length === 0) process.exit(failed ? 1 : 0);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      closing = true;
      for (const worker of alive()) worker.process.kill(signal);
    });
  }
  for (let copy = 0; copy < count; copy += 1) fork();
}
