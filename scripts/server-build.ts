// The server's build as `npm start` needs it: whether it is due, and running it. `npm start` and
// the image run the built JavaScript (see vite.server.config.ts); `npm run dev` and the tests run
// the .ts sources.
import { spawn as spawnProcess } from 'node:child_process';
import { builtBefore, runViteBuild } from './page-build.ts';

/** The folder the server is built into. */
export const SERVER_OUT_DIR = 'dist/server';
/** The built server's entry, as `npm start` and deploy/Containerfile run it. */
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/entry.js`;
/** The server build's own Vite config. */
export const SERVER_CONFIG = 'vite.server.config.ts';

// What the built server is made of.
const SOURCES = ['server', 'shared', SERVER_CONFIG, 'package.json'];

/** Whether the project in `root` has no built server, or one older than any of its sources. */
export function serverBuildIsDue(root: string): boolean {
  return builtBefore(root, SERVER_ENTRY, SOURCES);
}

/** Builds the server in `root` with its own Vite config, in a child process, as the page is built (see buildPage). */
export function buildServer(root: string, spawn: typeof spawnProcess = spawnProcess): Promise<void> {
  return runViteBuild(root, 'server', ['--config', SERVER_CONFIG], spawn);
}
