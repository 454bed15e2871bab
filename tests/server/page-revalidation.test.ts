import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageShell } from '../../server/page/page-html.ts';
import { buildTestApp } from '../support/test-app.ts';

const PAGE = '<!doctype html><title>Pantry Chef</title><footer>Recipes by <span>__PANTRY_CHEF_PROVIDER__</span></footer>';

const clientDir = mkdtempSync(join(tmpdir(), 'pantry-revalidate-'));
writeFileSync(join(clientDir, 'index.html'), PAGE);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

// buildTestApp's host: the label the server fills the page in with, and so what its etag is of.
const LABEL = 'test-model via llm.test';
const ETAG = loadPageShell(clientDir, LABEL).etag;

// `/` has a route of its own; any other page path reaches the page through the not-found handler.
describe.each(['/', '/recipes/soup'])('revalidating the page at %s', (url) => {
  it('sends the shell’s own etag, to be revalidated on every visit', async () => {
    const app = await buildTestApp({ AI_MODEL: 'test-model' }, { clientDir });
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(ETAG);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['the etag itself', ETAG],
    ['the etag without W/', ETAG.replace(/^W\//, '')],
    ['the etag in a list', `W/"older", ${ETAG},"other"`],
    ['*', '*'],
  ])('answers If-None-Match with %s with a bodiless 304', async (_, asked) => {
    const app = await buildTestApp({ AI_MODEL: 'test-model' }, { clientDir });
    // A browser that takes brotli still gets nothing to decode: there is no body to compress.
    const response = await app.inject({ url, headers: { 'if-none-match': asked, 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload).toHaveLength(0);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toBe(ETAG);
  });

  it('sends the page again to a visitor holding another model’s page', async () => {
    const stale = loadPageShell(clientDir, 'old-model via llm.test').etag;
    const app = await buildTestApp({ AI_MODEL: 'test-model' }, { clientDir });
    const response = await app.inject({ url, headers: { 'if-none-match': stale, 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Recipes by <span>${LABEL}</span>`);
    expect(response.headers.etag).toBe(ETAG);
  });
});

describe('a file that is not there', () => {
  it('is still a 404 without the page’s etag, whatever If-None-Match says', async () => {
    const app = await buildTestApp({ AI_MODEL: 'test-model' }, { clientDir });
    for (const asked of [ETAG, '*']) {
      const response = await app.inject({ url: '/favicon.png', headers: { 'if-none-match': asked } });
      expect(response.statusCode, asked).toBe(404);
      expect(response.headers.etag, asked).toBeUndefined();
    }
  });
});
