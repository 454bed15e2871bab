import type { Plugin, Rollup } from 'vite';

/** The files `fileName` imports statically, itself included, each once. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, into: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * Preloads from index.html the chunks that the entry imports dynamically (client/main.tsx runs
 * React first, then imports the page's own script), with everything they import. Vite preloads
 * only the entry's static imports; without this the page's script would be asked for only once
 * React had run, a round trip later.
 */
export function preloadLater(): Plugin {
  return {
    name: 'pantry-chef:preload-later',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const entry = Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
        if (!entry) throw new Error('The build has no entry chunk to preload from.');
        const later = new Set<string>();
        for (const dynamic of entry.dynamicImports) staticClosure(bundle, dynamic, later);
        const linked = [...later].filter((fileName) => !html.includes(`/${fileName}"`));
        return linked.map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
