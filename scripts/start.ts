// `npm start`: builds the page when the build is missing or older than its sources, then serves
// page and API on one port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, buildWithProgress, pageBuildIsDue } from './page-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// An operator's .env, if any; variables already in the environment win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

if (pageBuildIsDue(root)) {
  try {
    await buildWithProgress(() => buildPage(root), (line) => console.log(line));
  } catch (error) {
    console.error(`${(error as Error).message}\nPantry Chef was not started.`);
    process.exit(1);
  }
}

// Imported only now: the server reads the built page as it starts.
await import('../server/main.ts');
