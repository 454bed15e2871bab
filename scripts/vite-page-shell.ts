import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { SHARE_PREFIX, WEEK_PREFIX } from '../client/lib/share-fragment.ts';
import { STORAGE_KEYS } from '../client/lib/storage-keys.ts';
import { PROVIDER_TOKEN } from '../shared/api/page-tokens.ts';

// Where index.html wants its first script and the page.
const PAGE_START = '<!--page-start-->';
const PRERENDER = '<!--prerender-->';
// The stylesheet link Vite writes into index.html for the page's CSS.
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/**
 * index.html's first script, run before anything paints. The form is on the page before the
 * page's own script: until then, Enter must not send it off as a plain form would. A returning
 * visitor (anything kept under the page's storage keys) has the page below the form hidden until
 * the script has rendered it from storage, and a kept recipe, or one in a share link, has room
 * held for it until the renderer has drawn it (app.css). A week in a share link is rendered anew,
 * as a returning visitor's page is: the prerendered page has no week to take over.
 */
export function pageStartScript(): string {
  const kept = JSON.stringify(Object.values(STORAGE_KEYS));
  const recipes = JSON.stringify([STORAGE_KEYS.lastRecipe, STORAGE_KEYS.recentRecipes]);
  return (
    "document.addEventListener('submit',function(e){e.preventDefault()});" +
    'try{var s=localStorage,c=document.documentElement.classList,has=function(k){return s.getItem(k)};' +
    `if(location.hash.indexOf(${JSON.stringify(SHARE_PREFIX)})===0)c.add('saved-recipe');` +
    `if(location.hash.indexOf(${JSON.stringify(WEEK_PREFIX)})===0)c.add('restoring');` +
    `if(${kept}.some(has))c.add('restoring');if(${recipes}.some(has))c.add('saved-recipe')}catch(e){}`
  );
}

/**
 * Makes index.html the page that paints before any script has arrived: its first script (above),
 * and in the build the page's first view prerendered into it and its stylesheet inlined. The page's
 * script then hydrates it. `module` (relative to the client root) exports `renderPageShell(providerLabel)`;
 * the footer names the model with the token the server replaces when it serves the page
 * (server/page/page-html.ts), which also allows the inline script and style by their hashes.
 *
 * The stylesheet is inlined because on a slow phone network a link costs a round trip of its own
 * (half a second on slow 4G) and shares the line with the page's scripts: the page painted only
 * after both. The page's CSS is one stylesheet, not split by chunk, so chunks loaded later have no
 * stylesheet of their own to fetch.
 */
export function pageShell(module: string): Plugin {
  let root = '';
  return {
    name: 'pantry-chef:page-shell',
    config: () => ({ build: { cssCodeSplit: false } }),
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(PAGE_START) || !html.includes(PRERENDER)) throw new Error(`index.html has no ${PAGE_START} or ${PRERENDER}.`);
        const started = html.replace(PAGE_START, `<script>${pageStartScript()}</script>`);
        // `npm run dev` serves the page unrendered: its script renders it.
        if (!bundle) return started;
        const styled = started.replace(STYLESHEET_LINK, (_link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not write.`);
          delete bundle[fileName];
          return `<style>${String(asset.source)}</style>`;
        });
        return styled.replace(PRERENDER, await renderPage(root, module));
      },
    },
  };
}

/** The page's first view as HTML, rendered by a Vite server of its own, for Node to run the page's TSX. */
async function renderPage(root: string, module: string): Promise<string> {
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    // It only runs the page in Node: no browser ever asks it for pre-bundled dependencies.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await withoutWebStorage(async () => {
      const { renderPageShell } = (await vite.ssrLoadModule(module)) as { renderPageShell: (label: string) => string };
      return renderPageShell(PROVIDER_TOKEN);
    });
  } finally {
    await vite.close();
  }
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
