import type { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPage, buildWithProgress, pageBuildIsDue } from '../../scripts/page-build.ts';

/** A stand-in for child_process.spawn: records each call and hands back a child the test ends. */
function fakeSpawn() {
  const calls: { command: string; args: readonly string[]; options: unknown }[] = [];
  const child = new EventEmitter();
  const spawnChild = ((command: string, args: readonly string[], options: unknown) => {
    calls.push({ command, args, options });
    return child;
  }) as unknown as typeof spawn;
  return { spawnChild, calls, child };
}

/** Whether `promise` has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(() => (done = true), () => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('npm start builds the page in a process of its own', () => {
  it("runs the project's vite build on this Node, quiet but for warnings, and resolves only once it has exited", async () => {
    const { spawnChild, calls, child } = fakeSpawn();

    const built = buildPage('/project', spawnChild);

    expect(calls).toEqual([
      { command: process.execPath, args: [expect.stringMatching(/node_modules\/vite\/bin\/vite\.js$/), 'build', '--logLevel', 'warn'], options: { cwd: '/project', stdio: 'inherit', env: expect.objectContaining({ NODE_ENV: 'production' }) } },
    ]);
    expect(await settled(built)).toBe(false);
    child.emit('close', 0, null);
    await expect(built).resolves.toBeUndefined();
  });

  it('builds for production even when the shell says NODE_ENV=development', async () => {
    const { spawnChild, calls, child } = fakeSpawn();
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const built = buildPage('/project', spawnChild);
      child.emit('close', 0, null);
      await built;
    } finally {
      process.env.NODE_ENV = before;
    }
    expect((calls[0]!.options as { env: NodeJS.ProcessEnv }).env.NODE_ENV).toBe('production');
  });

  it.each([
    { ended: [1, null], says: 'exited with code 1' },
    { ended: [null, 'SIGKILL'], says: 'was stopped by SIGKILL' },
  ])('fails, saying how, when the build $says', async ({ ended, says }) => {
    const { spawnChild, child } = fakeSpawn();

    const built = buildPage('/project', spawnChild);
    child.emit('close', ...ended);

    await expect(built).rejects.toThrow(`The page did not build (vite build ${says}); its output is above.`);
  });

  it('fails when the build cannot be started at all', async () => {
    const { spawnChild, child } = fakeSpawn();

    const built = buildPage('/project', spawnChild);
    child.emit('error', new Error('spawn EACCES'));

    await expect(built).rejects.toThrow('spawn EACCES');
  });
});

describe('npm start knows when the page needs building', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A project whose sources were last changed at `sourcesAt` and whose page was built at `builtAt` (never when undefined), in seconds. */
  function project(sourcesAt: number, builtAt?: number): string {
    root = mkdtempSync(join(tmpdir(), 'pantry-page-build-'));
    for (const folder of ['client', 'shared', 'scripts']) mkdirSync(join(root, folder));
    for (const file of ['client/app.tsx', 'vite.config.ts', 'package.json']) writeFileSync(join(root, file), '');
    for (const path of ['client/app.tsx', 'client', 'shared', 'scripts', 'vite.config.ts', 'package.json']) utimesSync(join(root, path), 1_000, 1_000);
    utimesSync(join(root, 'client/app.tsx'), sourcesAt, sourcesAt);
    if (builtAt !== undefined) {
      mkdirSync(join(root, 'dist/client'), { recursive: true });
      writeFileSync(join(root, 'dist/client/index.html'), '');
      utimesSync(join(root, 'dist/client/index.html'), builtAt, builtAt);
    }
    return root;
  }

  it.each([
    { when: 'there is no build', sourcesAt: 2_000, builtAt: undefined, verdict: 'due' },
    { when: 'a source changed after the build', sourcesAt: 3_000, builtAt: 2_000, verdict: 'due' },
    { when: 'the build is newer than every source', sourcesAt: 2_000, builtAt: 3_000, verdict: 'not due' },
  ])('a build is $verdict when $when', ({ sourcesAt, builtAt, verdict }) => {
    expect(pageBuildIsDue(project(sourcesAt, builtAt))).toBe(verdict === 'due');
  });
});

describe('the first start says what it does while it builds the page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it is building, then every few seconds that it still is and for how long, then that it is done', async () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const built = buildWithProgress(() => new Promise<void>((resolve) => setTimeout(resolve, 13_400)), (line) => lines.push(line));
    await vi.advanceTimersByTimeAsync(13_400);
    await built;
    expect(lines).toEqual([
      'Building the page…',
      'Still building the page (3 s)…',
      'Still building the page (6 s)…',
      'Still building the page (9 s)…',
      'Still building the page (12 s)…',
      'The page is built (13 s).',
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('names what it builds when told: the server', async () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const built = buildWithProgress(() => new Promise<void>((resolve) => setTimeout(resolve, 3_500)), (line) => lines.push(line), 'the server');
    await vi.advanceTimersByTimeAsync(3_500);
    await built;
    expect(lines).toEqual(['Building the server…', 'Still building the server (3 s)…', 'The server is built (3 s).']);
  });

  it('stops saying so when the build fails, and hands on its failure', async () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const built = buildWithProgress(() => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('no page')), 4000)), (line) => lines.push(line));
    const failed = expect(built).rejects.toThrow('no page');
    await vi.advanceTimersByTimeAsync(4000);
    await failed;
    expect(lines).toEqual(['Building the page…', 'Still building the page (3 s)…']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
