// `npm start`: builds the page when the build is missing or older than its sources, then serves
// page and API on one port.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// An operator's .env, if any; variables already in the environment win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const builtPage = join(root, 'dist/client/index.html');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

// scripts/ holds the build's own Vite plugins.
const sources = ['client', 'shared', 'scripts', 'vite.config.ts', 'package.json'].map((name) => join(root, name));
const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the page…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

await import('../server/main.ts');
