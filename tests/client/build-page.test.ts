import { describe, expect, it } from 'vitest';
import { buildName, isPageOfBuild } from '../../client/lib/build-page.ts';

const FILES = new Set(['/', '/assets/index-a1.js', '/assets/react-b2.js', '/assets/boot-c3.js', '/logo.svg']);
const page = (...scripts: string[]) =>
  `<!doctype html><head><script>document.addEventListener('submit',function(e){e.preventDefault()})</script>${scripts.join('')}</head>`;

describe('whether a page is the page of a build', () => {
  it.each([
    ['its entry and every script it preloads are the build’s', true, page('<script type="module" crossorigin src="/assets/index-a1.js"></script>', '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">')],
    ['its entry is another build’s', false, page('<script type="module" crossorigin src="/assets/index-z9.js"></script>', '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">')],
    ['one script it preloads is another build’s', false, page('<script type="module" crossorigin src="/assets/index-a1.js"></script>', '<link rel="modulepreload" crossorigin href="/assets/boot-z9.js">')],
    ['it names no script of its own (a proxy’s error page)', false, '<html><body><h1>502 Bad Gateway</h1></body></html>'],
    ['its entry has a query, which names no other file', true, page('<script type="module" src="/assets/index-a1.js?v=2"></script>')],
    ['its other links are not scripts', true, page('<script type="module" src="/assets/index-a1.js"></script>', '<link rel="icon" href="/logo.svg">', '<link rel="manifest" href="/manifest.webmanifest">')],
  ])('%s: %s', (_case, expected, html) => {
    expect(isPageOfBuild(html, FILES)).toBe(expected);
  });
});

describe("a build's name", () => {
  const files = [
    { url: '/', revision: 'p1' },
    { url: 'assets/index-a1.js', revision: null },
  ];

  it('is the same for the same files', () => {
    expect(buildName(files)).toBe(buildName(files.map((file) => ({ ...file }))));
  });

  it.each([
    ['a revision changed', [{ url: '/', revision: 'p2' }, files[1]!]],
    ['a file renamed', [files[0]!, { url: 'assets/index-b2.js', revision: null }]],
    ['a file added', [...files, { url: 'logo.svg', revision: 'l1' }]],
  ])('changes when %s', (_case, changed) => {
    expect(buildName(changed)).not.toBe(buildName(files));
  });
});
