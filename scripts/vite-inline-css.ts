import type { Plugin } from 'vite';

// The stylesheet link Vite writes into index.html for the page's CSS.
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/**
 * Puts the page's stylesheet into index.html as a <style> element instead of a link, so the
 * first paint needs nothing but the document. On a slow phone network the link costs a round
 * trip of its own (half a second on slow 4G), and the stylesheet shares the line with the
 * page's scripts, which arrive with it: the page painted only after both. The server allows the
 * element by its hash (server/plugins/page-shell.ts).
 *
 * The page's CSS is one stylesheet, not split by chunk: chunks loaded later then have no
 * stylesheet of their own to fetch, and the file itself need not be written.
 */
export function inlineCss(): Plugin {
  return {
    name: 'pantry-chef:inline-css',
    apply: 'build',
    config: () => ({ build: { cssCodeSplit: false } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not write.`);
          delete bundle[fileName];
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
