import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/vite-precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the plugin's hook on a build made of `files`, as Vite does once they are written. */
async function precompressBuild(files: Record<string, string | Buffer>) {
  dir = mkdtempSync(join(tmpdir(), 'pantry-build-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  const hook = precompress().writeBundle as (options: { dir: string }) => Promise<void>;
  await hook({ dir });
  return readdirSync(dir, { recursive: true }).map(String).sort();
}

describe('the build writes compressed copies of its files', () => {
  const script = `export const words = ${JSON.stringify('tomato basil garlic '.repeat(300))};`;

  it('writes a brotli and a gzip copy of each text file, in every folder, each unpacking to the file', async () => {
    const files = await precompressBuild({ 'index.html': `<!doctype html>${'<p>Pantry Chef</p>'.repeat(50)}`, 'assets/app-1a2b.js': script, 'assets/app-1a2b.css': `p{color:red}`.repeat(80) });
    expect(files).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz', 'assets/app-1a2b.js.br', 'assets/app-1a2b.js.gz', 'assets/app-1a2b.css.br', 'assets/app-1a2b.css.gz']));
    const original = readFileSync(join(dir, 'assets/app-1a2b.js'));
    const brotli = readFileSync(join(dir, 'assets/app-1a2b.js.br'));
    const gzip = readFileSync(join(dir, 'assets/app-1a2b.js.gz'));
    expect(brotliDecompressSync(brotli).equals(original)).toBe(true);
    expect(gunzipSync(gzip).equals(original)).toBe(true);
    expect(brotli.length).toBeLessThan(original.length / 10);
    expect(gzip.length).toBeLessThan(original.length / 10);
  });

  it("makes the gzip copy as zlib does at its best level, which takes milliseconds where a slower encoder held the build up for seconds", async () => {
    await precompressBuild({ 'assets/app-1a2b.js': script });

    const original = readFileSync(join(dir, 'assets/app-1a2b.js'));
    expect(readFileSync(join(dir, 'assets/app-1a2b.js.gz'))).toEqual(gzipSync(original, { level: constants.Z_BEST_COMPRESSION }));
  });

  it('writes no copy that would be larger than the file, and leaves images alone', async () => {
    const files = await precompressBuild({ 'assets/tiny-3c4d.js': 'x', 'assets/photo-5e6f.png': Buffer.alloc(4096, 7) });
    expect(files).toEqual(['assets', 'assets/photo-5e6f.png', 'assets/tiny-3c4d.js']);
  });

  it('removes a copy an earlier build left beside a file that now gets none', async () => {
    const files = await precompressBuild({ 'index.txt': 'x', 'index.txt.br': 'an old build', 'index.txt.gz': 'an old build' });
    expect(files).toEqual(['assets', 'index.txt']);
  });
});
