import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = join(dirname(fileURLToPath(import.meta.resolve('vite/package.json'))), 'bin/vite.js');
const CONFIG = fileURLToPath(new URL('./older-release.vite.ts', import.meta.url));

/**
 * Builds the page into a folder of its own as an older release of it (older-release.vite.ts):
 * what a replica not yet replaced serves during a rolling deploy. Takes a few seconds.
 */
export async function buildOlderRelease(): Promise<{ clientDir: string; remove: () => Promise<void> }> {
  const clientDir = await mkdtemp(join(tmpdir(), 'pantry-older-release-'));
  // Without vitest's NODE_ENV=test, which would make Vite build React and the worker for development.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const args = [VITE, 'build', '--config', CONFIG, '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'warn'];
  const remove = () => rm(clientDir, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, args, { cwd: ROOT, env }).catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  return { clientDir, remove };
}
