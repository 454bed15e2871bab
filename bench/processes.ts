// Child processes of the bench: each in its own process group, stopped by its pid, and measured
// through /proc (CPU seconds and resident memory summed over the whole group).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux
const PAGE_BYTES = 4096;

/** A process the bench started; `stop` ends its whole group and waits for it. */
export interface Child {
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

const started = new Set<Child>();

/** Starts `node args` in its own process group and resolves once `ready` answers true. */
export async function startNode(args: string[], env: Record<string, string>, ready: () => Promise<boolean>): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: Child = {
    pid: child.pid!,
    output: () => output,
    async stop() {
      started.delete(handle);
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
  started.add(handle);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early:\n${output}`);
    if (await ready().catch(() => false)) return handle;
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(`${args.join(' ')} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops every process the bench started and has not stopped yet. */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((child) => child.stop()));
}

/** CPU seconds (user + system) and resident bytes of a process group, read from /proc. */
export function groupUsage(pgid: number): { cpuSeconds: number; rssBytes: number } {
  let ticks = 0;
  let pages = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
    pages += Number(fields[21]);
  }
  return { cpuSeconds: ticks / CLOCK_TICKS_PER_SECOND, rssBytes: pages * PAGE_BYTES };
}
