import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
// What `npm start` needs from a fresh clone: the page's and the server's sources, and the builds'.
const CLONED = ['client', 'shared', 'server', 'scripts', 'vite.config.ts', 'vite.server.config.ts', 'tsconfig.json', 'tsconfig.client.json', 'tsconfig.server.json', 'tsconfig.shared.json', 'tsconfig.tools.json', 'package.json'];

let stop: (() => void) | undefined;
let dir: string | undefined;
afterEach(() => {
  stop?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
  stop = dir = undefined;
});

/** A copy of the project as a fresh clone has it after `npm install`: no dist/. */
function freshClone(): string {
  dir = mkdtempSync(join(tmpdir(), 'pantry-start-'));
  for (const name of CLONED) cpSync(join(REPO, name), join(dir, name), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Runs `npm start`'s script in `root`, in its own process group, until the server says it is cooking. */
async function start(root: string) {
  const child = spawn(join(root, 'node_modules/.bin/node'), ['scripts/start.ts'], {
    cwd: root,
    detached: true, // its own process group, so stopping it stops the build too if it is still running
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  });
  stop = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Pantry Chef is cooking') && resolve());
    child.once('exit', () => reject(new Error(`npm start exited early:\n${output}`)));
  });
  return { pid: child.pid!, output: () => output };
}

describe('npm start on a fresh clone', () => {
  it('builds the page and the server outside the server, which then runs as built JavaScript, holds none of the builds in memory and prints only its own lines', async () => {
    const root = freshClone();

    const server = await start(root);

    expect(existsSync(join(root, 'dist/client/index.html'))).toBe(true);
    // The built server took the script's place (same process): Node runs JavaScript, its TypeScript stripper never loaded.
    expect(readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1)).toEqual([join(root, 'dist/server/entry.js')]);
    // Vite's bundler is native code: had the build run in this process, its library would be mapped here.
    const mapped = new Set(readFileSync(`/proc/${server.pid}/maps`, 'utf8').split('\n').map((line) => line.split(/\s+/)[5] ?? ''));
    expect([...mapped].filter((file) => /rolldown|lightningcss/.test(file))).toEqual([]);
    // Past the lines saying what it does while it builds, only the server's JSON log lines: no warning from the build.
    const [first, ...rest] = server.output().trim().split('\n');
    expect(first).toBe('Building the page…');
    const progress = /^(Still building the (page|server) \(\d+ s\)…|The (page|server) is built \(\d+ s\)\.|Building the server…)$/;
    expect(rest.filter((line) => !line.startsWith('{"level":') && !progress.test(line))).toEqual([]);
    expect(rest.filter((line) => progress.test(line)).filter((line) => !line.startsWith('Still'))).toEqual([
      expect.stringMatching(/^The page is built/),
      'Building the server…',
      expect.stringMatching(/^The server is built/),
    ]);
  }, 120_000);
});
