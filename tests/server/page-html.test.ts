import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';

const INLINE = "document.documentElement.classList.add('restoring')";
const STYLE = 'body{color:#222}';
const PAGE = [
  '<!doctype html><title>Pantry Chef</title>',
  `<style>${STYLE}</style>`,
  `<script>${INLINE}</script>`,
  '<script type="module" src="/assets/index-abc123.js"></script>',
  '<meta name="provider" content="__PANTRY_CHEF_PROVIDER__">',
  '<footer>Recipes by <span>__PANTRY_CHEF_PROVIDER__</span></footer>',
].join('\n');

describe('the page as the server sends it', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'pantry-shell-'));
  writeFileSync(join(clientDir, 'index.html'), PAGE);
  // Copies an earlier build left beside it: never sent, since they hold the unfilled page.
  writeFileSync(join(clientDir, 'index.html.br'), brotliCompressSync('stale brotli copy'));
  writeFileSync(join(clientDir, 'index.html.gz'), gzipSync('stale gzip copy'));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('names the hosted model that answers, escaped, wherever the build left the token', async () => {
    const app = await buildTestApp({ AI_MODEL: 'chef <b>"7b"</b> & co' }, { clientDir });
    const { body } = await app.inject('/');
    expect(body).not.toContain('__PANTRY_CHEF_PROVIDER__');
    expect(body).toContain('<footer>Recipes by <span>chef &lt;b&gt;&quot;7b&quot;&lt;/b&gt; &amp; co via llm.test</span></footer>');
    expect(body).toContain('<meta name="provider" content="chef &lt;b&gt;&quot;7b&quot;&lt;/b&gt; &amp; co via llm.test">');
  });

  it('names the offline chef when no host is configured', async () => {
    const app = await buildTestApp({ AI_BASE_URL: '' }, { clientDir });
    expect((await app.inject('/recipes/soup')).body).toContain('Recipes by <span>Offline chef</span>');
  });

  it('sends the filled-in page at /, /index.html and any page path, never the files the build left', async () => {
    const app = await buildTestApp({ AI_MODEL: 'test-model' }, { clientDir });
    for (const url of ['/', '/index.html', '/recipes/soup']) {
      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const bodies = [brotliDecompressSync(brotli.rawPayload), gunzipSync(gzip.rawPayload), plain.rawPayload].map(String);
      for (const body of bodies) expect(body).toContain('Recipes by <span>test-model via llm.test</span>');
      for (const response of [brotli, gzip, plain]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toContain('accept-encoding');
      }
    }
  });

  it('allows its own inline script and stylesheet by hash, and nothing else inline', async () => {
    const app = await buildTestApp({}, { clientDir });
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash(INLINE)}';`);
    expect(csp).toContain(`style-src 'self' 'sha256-${hash(STYLE)}';`);
    expect(csp).not.toContain('unsafe-inline');
  });
});
