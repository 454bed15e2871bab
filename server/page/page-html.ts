import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { PROVIDER_TOKEN, PUBLIC_URL_TOKEN } from '../../shared/api/page-tokens.ts';

/** The page's index.html as this server sends it, with the copies and hashes it needs. */
export interface PageShell {
  html: string;
  brotli: Buffer;
  gzip: Buffer;
  /** Base64 SHA-256 of each inline script, for the Content-Security-Policy to allow exactly those. */
  inlineScriptHashes: string[];
  /** The same for each inline <style> (the build puts the page's stylesheet there). */
  inlineStyleHashes: string[];
  /** A weak validator of the page as filled in: a returning visitor's copy is revalidated, not sent again. */
  etag: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

// A <script> element without a src attribute, and its text.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
// A <style> element, and its text.
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

const hashesOf = (html: string, element: RegExp) =>
  [...html.matchAll(element)].map(([, body]) => createHash('sha256').update(body ?? '').digest('base64'));

// The tag that says the page's own address, which only a known public URL can fill in.
const PAGE_URL_TAG = new RegExp(`[ \\t]*<meta property="og:url" content="${PUBLIC_URL_TOKEN}/"\\s*/?>\\n?`);

/**
 * Reads the built index.html once, at start-up: the provider label goes in (the build cannot know
 * which host this server talks to), and the public URL before the link card's paths (chat apps
 * want them absolute; unknown, they stay paths and the page's own address is left out). It is
 * compressed once rather than on every visit.
 * @example loadPageShell("dist/client", "Offline chef", "https://chef.example").html // "...Recipes by <span>Offline chef</span>..."
 */
export function loadPageShell(clientDir: string, providerLabel: string, publicUrl?: string): PageShell {
  const built = readFileSync(join(clientDir, 'index.html'), 'utf8').replaceAll(PROVIDER_TOKEN, escapeHtml(providerLabel));
  const html = (publicUrl === undefined ? built.replace(PAGE_URL_TAG, '') : built).replaceAll(PUBLIC_URL_TOKEN, escapeHtml(publicUrl ?? ''));
  return {
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    html,
    brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
    inlineScriptHashes: hashesOf(html, INLINE_SCRIPT),
    inlineStyleHashes: hashesOf(html, INLINE_STYLE),
  };
}
