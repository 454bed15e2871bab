// The page's build as `npm start` needs it: whether it is due, and running it (the server's, in
// server-build.ts, is run the same way).
import { spawn as spawnProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// scripts/ holds the build's own Vite plugins.
const SOURCES = ['client', 'shared', 'scripts', 'vite.config.ts', 'package.json'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Whether `built` (a path in `root`) is missing, or older than any of `sources` (paths in `root`). */
export function builtBefore(root: string, built: string, sources: readonly string[]): boolean {
  const builtAt = existsSync(join(root, built)) ? statSync(join(root, built)).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((name) => newestChange(join(root, name))));
}

/** Whether the project in `root` has no built page, or one older than any of its sources. */
export function pageBuildIsDue(root: string): boolean {
  return builtBefore(root, 'dist/client/index.html', SOURCES);
}

/**
 * Runs the project's own `vite build` in `root` as a child process on this Node, and resolves once
 * it has built the page. A build holds hundreds of megabytes that a process does not give back
 * afterwards: run here, the server would keep them for its whole life. Only warnings and errors
 * are printed, straight from the build; a failed build rejects, saying so.
 */
export function buildPage(root: string, spawn: typeof spawnProcess = spawnProcess): Promise<void> {
  return runViteBuild(root, 'page', [], spawn);
}

/**
 * Runs `vite build` with `args` in `root` as a child process on this Node, quiet but for warnings
 * and errors, and resolves once it has exited; a failed build rejects, naming `what` did not build.
 */
export async function runViteBuild(root: string, what: string, args: readonly string[], spawn: typeof spawnProcess = spawnProcess): Promise<void> {
  const vite = join(dirname(fileURLToPath(import.meta.resolve('vite/package.json'))), 'bin/vite.js');
  // What is built is always a production build, whatever NODE_ENV the shell had (Vite builds a
  // development page under NODE_ENV=development: bigger, slower, React's warnings on).
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = spawn(process.execPath, [vite, 'build', ...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`The ${what} did not build (vite build ${signal ? `was stopped by ${signal}` : `exited with code ${code}`}); its output is above.`);
}

/** How often a build in progress says it still is: a first start takes some seconds, which silence makes look stuck. */
const PROGRESS_EVERY_MS = 3000;

/**
 * Runs `build` of `what` (the page unless told), saying through `say` that it has begun, every
 * PROGRESS_EVERY_MS that it is still at work and for how long, and that it is done; a failed build
 * is handed on, the rest unsaid.
 * @example buildWithProgress(() => buildPage(root), console.log) // "Building the page…", "Still building the page (3 s)…", "The page is built (13 s)."
 */
export async function buildWithProgress(build: () => Promise<void>, say: (line: string) => void, what = 'the page'): Promise<void> {
  const startedAt = Date.now();
  const seconds = () => Math.floor((Date.now() - startedAt) / 1000);
  say(`Building ${what}…`);
  const progress = setInterval(() => say(`Still building ${what} (${seconds()} s)…`), PROGRESS_EVERY_MS);
  try {
    await build();
  } finally {
    clearInterval(progress);
  }
  say(`${what[0]!.toUpperCase()}${what.slice(1)} is built (${seconds()} s).`);
}
