import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARE_PREFIX, WEEK_PREFIX } from '../../client/lib/share-fragment.ts';
import { STORAGE_KEYS } from '../../client/lib/storage-keys.ts';
import { pageShell, pageStartScript } from '../../scripts/vite-page-shell.ts';
import { PROVIDER_TOKEN } from '../../shared/api/page-tokens.ts';

const CLIENT = fileURLToPath(new URL('../../client', import.meta.url));
const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original);
  else delete (globalThis as { localStorage?: Storage }).localStorage;
});

/** Runs the plugin on an index.html that only marks where the page goes, as the build does. */
async function prerenderPage(): Promise<string> {
  const plugin = pageShell('/prerender.tsx');
  (plugin.configResolved as (config: { root: string }) => void)({ root: CLIENT });
  const { handler } = plugin.transformIndexHtml as { handler: (html: string, context: { bundle: object }) => Promise<string> };
  return handler('<head><!--page-start--></head><body><!--prerender--></body>', { bundle: {} });
}

describe('the build prerenders the page as a fresh visitor sees it', () => {
  it("never reads the storage of the Node running the build, nor puts what it holds in the page", async () => {
    // Node's own localStorage warns on first use without --localstorage-file; with one, it holds
    // whatever that file held. This one counts every look and holds a saved ingredient list.
    const saved = JSON.stringify({ version: 1, value: ['Saffron'] });
    const storage = { getItem: (key: string) => (key === 'pantry-chef:ingredients' ? saved : null), setItem() {}, removeItem() {} };
    let looks = 0;
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => (looks++, storage) });

    const html = await prerenderPage();

    expect(html).toContain(PROVIDER_TOKEN);
    expect(html).not.toContain('Saffron');
    expect(looks).toBe(0);
    expect(Object.getOwnPropertyDescriptor(globalThis, 'localStorage')?.get).toBeTypeOf('function');
  }, 60_000);
});

describe("index.html's first script", () => {
  /** Runs the script against this storage and address; returns the classes it put on <html>. */
  function classesFor(stored: readonly string[], hash = '') {
    const classes = new Set<string>();
    const storage = { getItem: (key: string) => (stored.includes(key) ? '{"version":1,"value":1}' : null) };
    const documentElement = { classList: { add: (...names: string[]) => names.forEach((name) => classes.add(name)) } };
    const document = { documentElement, addEventListener() {} };
    new Function('document', 'localStorage', 'location', pageStartScript())(document, storage, { hash });
    return [...classes].sort();
  }

  it('knows a returning visitor by every key the page keeps anything under', () => {
    expect(classesFor([])).toEqual([]);
    for (const key of Object.values(STORAGE_KEYS)) expect(classesFor([key]), key).toContain('restoring');
  });

  it('holds room for a kept recipe or one in a share link', () => {
    expect(classesFor([STORAGE_KEYS.lastRecipe])).toEqual(['restoring', 'saved-recipe']);
    expect(classesFor([STORAGE_KEYS.recentRecipes])).toEqual(['restoring', 'saved-recipe']);
    expect(classesFor([STORAGE_KEYS.ingredients])).toEqual(['restoring']);
    expect(classesFor([], `${SHARE_PREFIX}1.abc`)).toEqual(['saved-recipe']);
  });

  it('renders a page opened on a shared week anew, as a returning visitor\'s: the prerendered page has no week', () => {
    expect(classesFor([], `${WEEK_PREFIX}1.abc`)).toEqual(['restoring']);
  });

  it('is put in index.html by the build', async () => {
    const html = await prerenderPage();
    expect(html).toContain(`<script>${pageStartScript()}</script>`);
  }, 60_000);
});
