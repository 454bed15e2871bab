import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SERVER_CONFIG } from '../../scripts/server-build.ts';
import { allowLoopback } from '../support/local-hosts.ts';
import { freePort } from '../support/server-process.ts';
import { pauseBeforeRetry } from '../support/next-task.ts';

// The server as `npm start` and the image run it, built into a project folder of its own (its
// packages a link to this one's), so a dist/ another run reads or writes is never touched.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = join(dirname(fileURLToPath(import.meta.resolve('vite/package.json'))), 'bin/vite.js');
const project = mkdtempSync(join(tmpdir(), 'pantry-server-build-'));
const outDir = join(project, 'dist/server');
afterAll(() => rmSync(project, { recursive: true, force: true }));

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
  const env = { ...process.env };
  delete env.NODE_ENV;
  await promisify(execFile)(process.execPath, [VITE, 'build', '--config', SERVER_CONFIG, '--outDir', outDir, '--logLevel', 'warn'], { cwd: ROOT, env });
}, 120_000);

const built = (file: string) => readFileSync(join(outDir, file), 'utf8');
const maps = () => readdirSync(outDir).filter((file) => file.endsWith('.js.map'));
/** The sources a built file was made from, as paths in the project ("server/main.ts"); none for a file that only re-exports another's. */
function sourcesOf(file: string): string[] {
  if (!existsSync(join(outDir, `${file}.map`))) return [];
  const { sources } = JSON.parse(built(`${file}.map`)) as { sources: string[] };
  return sources.map((source) => /(?:server|shared)\/.*$/.exec(source)?.[0] ?? source);
}
/** The built files `file` imports statically (not by import()), and theirs in turn. */
function loadedWith(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, imported] of built(file).matchAll(/(?:^|\n)(?:import|export)\b[^;()]*?["']\.\/([^"']+)["']/g)) loadedWith(imported!, seen);
  return seen;
}

describe('the built server', () => {
  it('loads the built-in chef, its week planner and OpenTelemetry only when first needed: each is a file of its own that nothing loads at start', () => {
    const files = readdirSync(outDir).filter((file) => file.endsWith('.js'));
    // The entry starts the process (server/main.ts) at once, by import() only to turn source maps on first.
    const main = files.find((file) => sourcesOf(file).includes('server/main.ts'))!;
    expect(built('entry.js')).toContain(`import("./${main}")`);
    const atStart = [...loadedWith('entry.js'), ...loadedWith(main)].flatMap(sourcesOf);
    const all = files.flatMap(sourcesOf);

    expect(atStart).toEqual(expect.arrayContaining(['server/main.ts', 'server/app.ts', 'server/recipe/recipe-route.ts']));
    const lazy = ['shared/offline-chef/recipe-writer.ts', 'shared/offline-chef/week-plan.ts', 'shared/offline-chef/dish-choice.ts', 'server/ops/telemetry.ts'];
    expect(all).toEqual(expect.arrayContaining(lazy));
    expect(atStart.filter((source) => lazy.includes(source) || source.startsWith('shared/offline-chef/dishes/'))).toEqual([]);
  });

  it('names the .ts sources in every source map, for stack traces, without holding their text', () => {
    expect(maps()).toContain('entry.js.map');
    expect(maps().some((name) => /^main-.+\.js\.map$/.test(name))).toBe(true);
    for (const file of maps().map((name) => name.slice(0, -'.map'.length))) {
      expect(built(file)).toContain(`//# sourceMappingURL=${file}.map`);
      const map = JSON.parse(built(`${file}.map`)) as { sources: string[]; sourcesContent?: unknown };
      expect(map.sources.every((source) => source.endsWith('.ts'))).toBe(true);
      expect(map.sourcesContent).toBeUndefined();
    }
  });

  it('runs from its entry alone: answers its health check, a recipe and a week from the chef it loads then', async () => {
    const port = await freePort();
    allowLoopback(port);
    const child = spawn(process.execPath, [join(outDir, 'entry.js')], {
      detached: true, // its own process group, stopped by its pid
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', OFFLINE_CHEF_WORDS_PER_SECOND: '0', MAX_EVENT_LOOP_DELAY_MS: '600000' },
    });
    onTestFinished(() => void (child.exitCode === null && process.kill(-child.pid!, 'SIGKILL')));
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const origin = `http://127.0.0.1:${port}`;
    while (!(await fetch(`${origin}/healthz`).then((response) => response.ok, () => false))) {
      if (child.exitCode !== null) throw new Error(`The built server exited:\n${output}`);
      await pauseBeforeRetry(100);
    }

    const post = (path: string, body: unknown) => fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const recipe = await post('/api/recipe', { ingredients: ['Tomato', 'Basil', 'Garlic', 'Pasta'] });
    expect(recipe.status).toBe(200);
    expect(await recipe.text()).toContain('"type":"finish"');
    const week = await post('/api/plan', { ingredients: ['Tomato', 'Basil', 'Garlic', 'Pasta', 'Chicken', 'Rice'], days: 3 });
    expect(week.status).toBe(200);
    expect(((await week.json()) as { dishes: unknown[] }).dishes.length).toBeGreaterThan(0);
  }, 30_000);
});
