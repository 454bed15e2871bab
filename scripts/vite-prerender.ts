import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { PROVIDER_TOKEN } from '../server/plugins/page-shell.ts';

// Where index.html wants the page.
const MARK = '<!--prerender-->';

/**
 * Renders the page's first view into index.html at build time, so it paints whole before any
 * script has arrived; the page's script then hydrates it. The footer names the model with the
 * token the server replaces when it serves the page (server/plugins/page-shell.ts).
 * `module` (relative to the client root) exports `renderPageShell(providerLabel)`.
 */
export function prerender(module: string): Plugin {
  let root = '';
  return {
    name: 'pantry-chef:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(MARK)) throw new Error(`index.html has no ${MARK} for the prerendered page.`);
        // A server of its own, for Node to run the page's TSX through Vite's transforms.
        const vite = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const page = await withoutWebStorage(async () => {
            const { renderPageShell } = (await vite.ssrLoadModule(module)) as { renderPageShell: (label: string) => string };
            return renderPageShell(PROVIDER_TOKEN);
          });
          return html.replace(MARK, page);
        } finally {
          await vite.close();
        }
      },
    },
  };
}

const WEB_STORAGE = ['localStorage', 'sessionStorage'] as const;

/**
 * Runs `render` with no Web Storage in sight, then puts Node's back. The page reads storage as it
 * first renders; in the build that would be Node's own, which warns when touched without
 * --localstorage-file and with one would put whatever that file holds into every visitor's page.
 * A fresh visitor has saved nothing, and the page already treats missing storage as that.
 */
async function withoutWebStorage<T>(render: () => Promise<T>): Promise<T> {
  const own = WEB_STORAGE.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of WEB_STORAGE) Object.defineProperty(globalThis, name, { configurable: true, value: undefined });
  try {
    return await render();
  } finally {
    for (const [name, descriptor] of own) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}
