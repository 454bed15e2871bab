// `npm start`: builds the page and the server when either build is missing or older than its
// sources, then serves page and API on one port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPage, buildWithProgress, pageBuildIsDue } from './page-build.ts';
import { buildServer, SERVER_ENTRY, serverBuildIsDue } from './server-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// An operator's .env, if any; variables already in the environment win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

const say = (line: string) => console.log(line);
try {
  if (pageBuildIsDue(root)) await buildWithProgress(() => buildPage(root), say);
  if (serverBuildIsDue(root)) await buildWithProgress(() => buildServer(root), say, 'the server');
} catch (error) {
  console.error(`${(error as Error).message}\nPantry Chef was not started.`);
  process.exit(1);
}

// The built server takes this process's place: the same pid, terminal and signals, with this
// script's environment (.env included) and Node options. Run as JavaScript in a fresh Node, it
// holds neither TypeScript's stripper, which this script needed, nor anything the builds left.
const server = join(root, SERVER_ENTRY);
if (process.execve) process.execve(process.execPath, [process.execPath, ...process.execArgv, server], process.env);
// Where Node cannot replace a process (Windows), the server runs in this one.
else await import(pathToFileURL(server).href);
