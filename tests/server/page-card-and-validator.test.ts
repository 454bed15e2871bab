import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { loadPageShell } from '../../server/plugins/page-shell.ts';
import { buildTestApp } from '../support/app.ts';

// The link-card tags as client/index.html has them, and the model's name the server fills in.
const PAGE = [
  '<!doctype html><title>Pantry Chef</title>',
  '    <meta property="og:url" content="__PANTRY_CHEF_PUBLIC_URL__/" />',
  '    <meta property="og:image" content="__PANTRY_CHEF_PUBLIC_URL__/social-card.png" />',
  '    <meta name="twitter:image" content="__PANTRY_CHEF_PUBLIC_URL__/social-card.png" />',
  '<footer>Recipes by <span>__PANTRY_CHEF_PROVIDER__</span></footer>',
].join('\n');

const clientDir = mkdtempSync(join(tmpdir(), 'pantry-card-'));
writeFileSync(join(clientDir, 'index.html'), PAGE);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('a shared link’s card', () => {
  it('names the page and its image by absolute address with PUBLIC_URL, escaped', () => {
    const { html } = loadPageShell(clientDir, 'Offline chef', 'https://chef.example/"x"');
    expect(html).toContain('<meta property="og:url" content="https://chef.example/&quot;x&quot;/" />');
    expect(html).toContain('<meta property="og:image" content="https://chef.example/&quot;x&quot;/social-card.png" />');
    expect(html).toContain('<meta name="twitter:image" content="https://chef.example/&quot;x&quot;/social-card.png" />');
    expect(html).not.toContain('__PANTRY_CHEF');
  });

  it('without PUBLIC_URL, names the image by its path and leaves the page’s own address out', () => {
    const { html } = loadPageShell(clientDir, 'Offline chef');
    expect(html).not.toContain('og:url');
    expect(html).toContain('<meta property="og:image" content="/social-card.png" />');
    expect(html).not.toContain('__PANTRY_CHEF');
  });
});

describe('PUBLIC_URL', () => {
  it('is an http(s) address, kept without its trailing slashes; unset or empty, there is none', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://chef.example.com//' }).publicUrl).toBe('https://chef.example.com');
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const wrong of ['chef.example.com', 'ftp://chef.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL/);
    }
  });
});

describe('the page’s validator', () => {
  it('is a weak ETag that changes with the page as filled in, and only then', () => {
    const etag = (label: string, url?: string) => loadPageShell(clientDir, label, url).etag;
    expect(etag('Offline chef')).toMatch(/^W\/"[\w-]+"$/);
    expect(etag('Offline chef')).toBe(etag('Offline chef'));
    expect(etag('Offline chef')).not.toBe(etag('m via h.example'));
    expect(etag('Offline chef')).not.toBe(etag('Offline chef', 'https://chef.example'));
  });

  it('lets a returning visitor revalidate the page: 304 and no body when it has not changed', async () => {
    const app = await buildTestApp({}, { clientDir });
    const first = await app.inject('/');
    const etag = String(first.headers.etag);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const asked of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const again = await app.inject({ url: '/', headers: { 'if-none-match': asked } });
      expect(again.statusCode, asked).toBe(304);
      expect(again.body, asked).toBe('');
    }
    const changed = await app.inject({ url: '/', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Recipes by');
    // Any page path is the page too; a file that is not there is still not found.
    expect((await app.inject({ url: '/recipes/soup', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/favicon.png', headers: { 'if-none-match': etag } })).statusCode).toBe(404);
  });
});

describe('the recipe cache’s settings', () => {
  it('are off without RECIPE_CACHE_TTL, hold 1000 recipes in memory by default, and refuse nonsense', () => {
    expect(loadConfig({}).recipeCache).toEqual({ ttlSeconds: undefined, maxEntries: 1000 });
    expect(loadConfig({ RECIPE_CACHE_TTL: '86400', RECIPE_CACHE_MAX_ENTRIES: '5000' }).recipeCache).toEqual({ ttlSeconds: 86400, maxEntries: 5000 });
    for (const [name, wrong] of [['RECIPE_CACHE_TTL', '0'], ['RECIPE_CACHE_TTL', 'a day'], ['RECIPE_CACHE_MAX_ENTRIES', '-1']]) {
      expect(() => loadConfig({ [name!]: wrong! })).toThrow(new RegExp(name!));
    }
  });
});
