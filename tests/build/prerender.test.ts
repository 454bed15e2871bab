import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { prerender } from '../../scripts/vite-prerender.ts';
import { PROVIDER_TOKEN } from '../../server/plugins/page-shell.ts';

const CLIENT = fileURLToPath(new URL('../../client', import.meta.url));
const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original);
  else delete (globalThis as { localStorage?: Storage }).localStorage;
});

/** Runs the plugin on an index.html that only marks where the page goes, as the build does. */
async function prerenderPage(): Promise<string> {
  const plugin = prerender('/loading/prerender.tsx');
  (plugin.configResolved as (config: { root: string }) => void)({ root: CLIENT });
  const { handler } = plugin.transformIndexHtml as { handler: (html: string) => Promise<string> };
  return handler('<body><!--prerender--></body>');
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
