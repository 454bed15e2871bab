// The page's build as `npm start` needs it: whether it is due, and running it.
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

/** Whether the project in `root` has no built page, or one older than any of its sources. */
export function pageBuildIsDue(root: string): boolean {
  const builtPage = join(root, 'dist/client/index.html');
  const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map((name) => newestChange(join(root, name))));
}

/**
 * Runs the project's own `vite build` in `root` as a child process on this Node, and resolves once
 * it has built the page. A build holds hundreds of megabytes that a process does not give back
 * afterwards: run here, the server would keep them for its whole life. Only warnings and errors
 * are printed, straight from the build; a failed build rejects, saying so.
 */
export async function buildPage(root: string, spawn: typeof spawnProcess = spawnProcess): Promise<void> {
  const vite = join(dirname(fileURLToPath(import.meta.resolve('vite/package.json'))), 'bin/vite.js');
  // The page served is always a production build, whatever NODE_ENV the shell had (Vite builds a
  // development page under NODE_ENV=development: bigger, slower, React's warnings on).
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`The page did not build (vite build ${signal ? `was stopped by ${signal}` : `exited with code ${code}`}); its output is above.`);
}

/** How often a build in progress says it still is: a first start takes some seconds, which silence makes look stuck. */
const PROGRESS_EVERY_MS = 3000;

/**
 * Runs `build`, saying through `say` that it has begun, every PROGRESS_EVERY_MS that it is still
 * at work and for how long, and that it is done; a failed build is handed on, the rest unsaid.
 * @example buildWithProgress(() => buildPage(root), console.log) // "Building the page…", "Still building the page (3 s)…", "The page is built (13 s)."
 */
export async function buildWithProgress(build: () => Promise<void>, say: (line: string) => void): Promise<void> {
  const startedAt = Date.now();
  const seconds = () => Math.floor((Date.now() - startedAt) / 1000);
  say('Building the page…');
  const progress = setInterval(() => say(`Still building the page (${seconds()} s)…`), PROGRESS_EVERY_MS);
  try {
    await build();
  } finally {
    clearInterval(progress);
  }
  say(`The page is built (${seconds()} s).`);
}
