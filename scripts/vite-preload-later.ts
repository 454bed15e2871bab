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
 * Preloads from index.html every file the page starts with: what the entry imports, and the
 * chunks it imports dynamically (client/main.tsx runs React first, then imports the page's own
 * script), with everything they import. Without it each would be asked for only once the file
 * that imports it had arrived, a round trip later each.
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
        for (const imported of [...entry.imports, ...entry.dynamicImports]) staticClosure(bundle, imported, later);
        const linked = [...later].filter((fileName) => !html.includes(`/${fileName}"`));
        return linked.map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
