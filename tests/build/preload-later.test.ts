import { describe, expect, it } from 'vitest';
import { preloadLater } from '../../scripts/vite-preload-later.ts';

const chunk = (isEntry: boolean, imports: string[], dynamicImports: string[] = []) => ({ type: 'chunk' as const, isEntry, imports, dynamicImports });

type Handler = (html: string, context: { bundle?: unknown }) => { attrs: { href: string } }[] | string;
const handler = () => (preloadLater().transformIndexHtml as { handler: Handler }).handler;

describe('preloading the page\'s script from index.html', () => {
  const bundle = {
    'assets/index.js': chunk(true, ['assets/react.js'], ['assets/boot.js']),
    'assets/react.js': chunk(false, []),
    'assets/boot.js': chunk(false, ['assets/react.js', 'assets/keys.js'], ['assets/cook-mode.js']),
    'assets/keys.js': chunk(false, ['assets/boot.js']),
    'assets/cook-mode.js': chunk(false, ['assets/keys.js']),
    'assets/app.css': { type: 'asset' as const },
  };

  it('links what the entry imports later and everything that imports, once each, but not what is loaded on demand', () => {
    const html = '<link rel="modulepreload" crossorigin href="/assets/react.js">';
    const tags = handler()(html, { bundle }) as { attrs: { href: string; rel: string } }[];
    expect(tags.map((tag) => [tag.attrs.rel, tag.attrs.href])).toEqual([
      ['modulepreload', '/assets/boot.js'],
      ['modulepreload', '/assets/keys.js'],
    ]);
  });

  it('leaves the page as it is where there is no bundle (npm run dev)', () => {
    expect(handler()('<p>page</p>', {})).toBe('<p>page</p>');
  });
});
