import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { PUBLIC_URL_TOKEN } from '../../shared/api/page-tokens.ts';
import { loadPageShell } from '../../server/page/page-html.ts';
import { buildTestApp } from '../support/test-app.ts';

// The real client/index.html rather than a fixture of its tags: the server finds the og:url tag by
// its exact text, so a reformatted tag in the page must fail here, not ship a card with "/" in it.
const INDEX = fileURLToPath(new URL('../../client/index.html', import.meta.url));
const clientDir = mkdtempSync(join(tmpdir(), 'pantry-link-card-'));
copyFileSync(INDEX, join(clientDir, 'index.html'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** The content of the meta tag with this property or name, or undefined when there is none. */
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the link card in the real page', () => {
  it('names the page and its image by absolute address with a public URL', () => {
    const { html } = loadPageShell(clientDir, 'Offline chef', 'https://chef.example');
    expect(metaContent(html, 'og:url')).toBe('https://chef.example/');
    expect(metaContent(html, 'og:image')).toBe('https://chef.example/social-card.png');
    expect(metaContent(html, 'twitter:image')).toBe('https://chef.example/social-card.png');
    expect(html).not.toContain(PUBLIC_URL_TOKEN);
  });

  it('without one, drops og:url whole and keeps both images as root-relative paths', () => {
    const { html } = loadPageShell(clientDir, 'Offline chef');
    expect(html).not.toContain('og:url');
    expect(metaContent(html, 'og:image')).toBe('/social-card.png');
    expect(metaContent(html, 'twitter:image')).toBe('/social-card.png');
    expect(html).not.toContain(PUBLIC_URL_TOKEN);
    // The rest of the card stays: only the page's own address needs the public URL.
    expect(metaContent(html, 'og:title')).toBe('Pantry Chef: a recipe from what you have');
  });

  it('escapes the public URL as an attribute value', () => {
    const { html } = loadPageShell(clientDir, 'Offline chef', 'https://chef.example/?a=1&b=<2>');
    expect(metaContent(html, 'og:image')).toBe('https://chef.example/?a=1&amp;b=&lt;2&gt;/social-card.png');
  });
});

describe('the page’s etag', () => {
  it('follows the HTML it was filled in from: a new build is a new validator', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantry-etag-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<title>Pantry Chef</title>');
      const before = loadPageShell(dir, 'Offline chef').etag;
      expect(loadPageShell(dir, 'Offline chef').etag).toBe(before);
      writeFileSync(join(dir, 'index.html'), '<title>Pantry Chef, rebuilt</title>');
      expect(loadPageShell(dir, 'Offline chef').etag).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('differs between two public URLs', () => {
    expect(loadPageShell(clientDir, 'Offline chef', 'https://a.example').etag).not.toBe(loadPageShell(clientDir, 'Offline chef', 'https://b.example').etag);
  });
});

describe('PUBLIC_URL, from the environment to the page', () => {
  it('takes http too, with a port, and strips one trailing slash as well as several', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080/' }).publicUrl).toBe('http://127.0.0.1:8080');
  });

  it('refuses anything else with a message naming the variable and what it got', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://chef.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://chef.example' })).toThrow(/PUBLIC_URL: .*\(got "ftp:\/\/chef\.example"\)/);
  });

  it('is the address the served page’s card names, at / and at any page path', async () => {
    const app = await buildTestApp({ PUBLIC_URL: 'https://chef.example/' }, { clientDir });
    for (const url of ['/', '/recipes/soup']) {
      const { body } = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(metaContent(body, 'og:url'), url).toBe('https://chef.example/');
      expect(metaContent(body, 'og:image'), url).toBe('https://chef.example/social-card.png');
      expect(body, url).not.toContain(PUBLIC_URL_TOKEN);
    }
  });

  it('unset, leaves the served page without og:url', async () => {
    const app = await buildTestApp({}, { clientDir });
    const { body } = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(body).not.toContain('og:url');
    expect(metaContent(body, 'og:image')).toBe('/social-card.png');
  });
});
