import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageOfBuild } from '../../client/lib/build-page.ts';
import { PUBLIC_URL_TOKEN } from '../../shared/api/page-tokens.ts';
import { loadPageShell } from '../../server/page/page-html.ts';

// The other build tests need no dist/ either: this one builds the page itself, into a folder of its
// own, so a fresh checkout's `npm test` checks what a build really writes, and a dist/ that another
// run is reading or writing is never touched. The build takes a few seconds.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = join(dirname(fileURLToPath(import.meta.resolve('vite/package.json'))), 'bin/vite.js');
const outDir = mkdtempSync(join(tmpdir(), 'pantry-offline-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

beforeAll(async () => {
  // Without vitest's NODE_ENV=test, which would make Vite build React and the worker for development.
  const env = { ...process.env };
  delete env.NODE_ENV;
  await promisify(execFile)(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, env });
}, 180_000);

const read = (path: string) => readFileSync(join(outDir, path));

/** A PNG's width and height as its header (IHDR) gives them, "WxH". */
const pngSize = (path: string) => {
  const bytes = read(path);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

describe('the web app manifest the build writes', () => {
  it('names the app, opens it standalone at / and gives its colours', () => {
    const manifest = JSON.parse(read('manifest.webmanifest').toString()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Pantry Chef', start_url: '/', display: 'standalone' });
    expect(manifest.short_name).toEqual(expect.any(String));
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists 192 and 512 pixel icons and a maskable one, each a file of the size it declares', () => {
    const { icons } = JSON.parse(read('manifest.webmanifest').toString()) as Manifest;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    // An installer trusts `sizes`; a file of another size is scaled, blurred, or refused.
    for (const icon of icons) expect(pngSize(icon.src.replace(/^\//, '')), icon.src).toBe(icon.sizes);
  });
});

describe('the built index.html', () => {
  it('links the manifest and an apple-touch-icon that is there', () => {
    const html = read('index.html').toString();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const touchIcon = /<link rel="apple-touch-icon" href="\/([^"]+)"/.exec(html)?.[1];
    expect(touchIcon).toBeDefined();
    expect(existsSync(join(outDir, touchIcon!))).toBe(true);
  });

  it('keeps the link-card tags as the server fills them in, so no token is ever served', () => {
    // The server finds og:url by its exact text: a build that reformats it would leave "/" in the card.
    for (const publicUrl of [undefined, 'https://chef.example']) {
      const { html } = loadPageShell(outDir, 'Offline chef', publicUrl);
      expect(html, publicUrl).not.toContain(PUBLIC_URL_TOKEN);
      expect(html.includes('og:url'), publicUrl).toBe(publicUrl !== undefined);
    }
  });
});

/** The paths the worker keeps, as its list in sw.js names them. */
const keptByWorker = () => [...read('sw.js').toString().matchAll(/\burl"?:\s*"([^"]+)"/g)].map(([, url]) => url!);

describe('the service worker the build writes', () => {
  it('keeps the page at / and every script under assets/ (not their compressed copies)', () => {
    const kept = keptByWorker();
    expect(kept).toContain('/');
    const scripts = readdirSync(join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/${name}`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(kept).toEqual(expect.arrayContaining(scripts));
    // Precompressed copies are the server's business; the worker asks for the file itself.
    expect(kept.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });

  it("takes the page the server sends for this build as this build's page, so it installs", () => {
    // Were a script the page names missing from the list, every install would fail (client/sw.ts).
    const files = new Set(keptByWorker().map((url) => new URL(url, 'https://chef.example/').pathname));
    expect(isPageOfBuild(loadPageShell(outDir, 'Offline chef').html, files)).toBe(true);
  });
});

describe('the compressed copies the build writes', () => {
  // The service worker is built after the page (vite-plugin-pwa's own build, once the page's is
  // written), so the server compresses it as it sends it, as it does anything without a copy.
  const textFiles = () =>
    (readdirSync(outDir, { recursive: true }) as string[]).filter((file) => /\.(?:js|css|html|svg|json|txt)$/.test(file) && file !== 'sw.js' && read(file).length >= 1024);

  it('has a brotli and a gzip copy of every text file, each smaller and the same once unpacked', () => {
    const files = textFiles();
    expect(files.length).toBeGreaterThan(20);
    const wrong = files.filter((file) => {
      const original = read(file);
      const br = read(`${file}.br`);
      const gz = read(`${file}.gz`);
      return br.length >= original.length || gz.length >= original.length || !brotliDecompressSync(br).equals(original) || !gunzipSync(gz).equals(original);
    });
    expect(wrong).toEqual([]);
  });

  it('compresses at the best settings: brotli well under gzip for the page script', () => {
    const boot = textFiles().find((file) => /assets[\\/]boot-.*\.js$/.test(file) && read(file).length > 10_000);
    expect(boot).toBeDefined();
    expect(read(`${boot}.br`).length).toBeLessThan(read(`${boot}.gz`).length * 0.92);
  });
});
