import type { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, serverBuildIsDue } from '../../scripts/server-build.ts';

describe('npm start builds the server in a process of its own', () => {
  it("runs the project's vite build with the server's config on this Node, quiet but for warnings, and fails saying the server did not build", async () => {
    const calls: { command: string; args: readonly string[] }[] = [];
    const child = new EventEmitter();
    const spawnChild = ((command: string, args: readonly string[]) => (calls.push({ command, args }), child)) as unknown as typeof spawn;

    const built = buildServer('/project', spawnChild);
    child.emit('close', 1, null);

    await expect(built).rejects.toThrow('The server did not build (vite build exited with code 1); its output is above.');
    expect(calls).toEqual([{ command: process.execPath, args: [expect.stringMatching(/node_modules\/vite\/bin\/vite\.js$/), 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'] }]);
  });
});

describe('npm start knows when the server needs building', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A project whose `changed` source was last changed at `changedAt` (the rest long before) and whose server was built at `builtAt` (never when undefined), in seconds. */
  function project(changed: string, changedAt: number, builtAt?: number): string {
    root = mkdtempSync(join(tmpdir(), 'pantry-server-build-'));
    for (const folder of ['server/plan', 'shared/api', 'client']) mkdirSync(join(root, folder), { recursive: true });
    const files = ['server/plan/make-plan.ts', 'shared/api/limits.ts', 'client/app.tsx', 'vite.server.config.ts', 'package.json'];
    for (const file of files) writeFileSync(join(root, file), '');
    for (const path of [...files, 'server/plan', 'shared/api', 'server', 'shared', 'client']) utimesSync(join(root, path), 1_000, 1_000);
    utimesSync(join(root, changed), changedAt, changedAt);
    if (builtAt !== undefined) {
      mkdirSync(join(root, 'dist/server'), { recursive: true });
      writeFileSync(join(root, 'dist/server/entry.js'), '');
      utimesSync(join(root, 'dist/server/entry.js'), builtAt, builtAt);
    }
    return root;
  }

  it.each([
    { when: 'there is no build', changed: 'server/plan/make-plan.ts', builtAt: undefined, verdict: 'due' },
    { when: 'a server source changed after the build', changed: 'server/plan/make-plan.ts', builtAt: 2_000, verdict: 'due' },
    { when: 'a shared source changed after the build', changed: 'shared/api/limits.ts', builtAt: 2_000, verdict: 'due' },
    { when: 'its Vite config changed after the build', changed: 'vite.server.config.ts', builtAt: 2_000, verdict: 'due' },
    { when: 'package.json changed after the build', changed: 'package.json', builtAt: 2_000, verdict: 'due' },
    { when: 'only the page changed after the build', changed: 'client/app.tsx', builtAt: 2_000, verdict: 'not due' },
    { when: 'the build is newer than every source', changed: 'server/plan/make-plan.ts', builtAt: 4_000, verdict: 'not due' },
  ])('a build is $verdict when $when', ({ changed, builtAt, verdict }) => {
    expect(serverBuildIsDue(project(changed, 3_000, builtAt))).toBe(verdict === 'due');
  });
});
