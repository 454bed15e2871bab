import { describe, expect, it, vi } from 'vitest';
import { carriesRecipe } from '../../client/lib/share-fragment.ts';
import { MAX_RECIPE_CHARS } from '../../client/lib/recipe-record.ts';
import { MAX_FRAGMENT_CHARS, readShareFragment, shareFragment } from '../../client/lib/share-link.ts';

const LIST = ['Tomato', 'Garlic', 'Pasta', 'Basil'];
const RECIPE = { markdown: '## Garlic tomato pasta\n\n- 200 g pasta\n- 4 tomatoes\n\n1. Boil the pasta.\n2. Toss it all.\n', ingredients: LIST };

/** Deflates bytes the way the page does. */
async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  }).pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A fragment of the link format around any payload, built without the page's own encoder. */
async function fragmentOf(payload: unknown, version = '1'): Promise<string> {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return `#recipe=${version}.${base64Url(await deflate(new TextEncoder().encode(text)))}`;
}

describe('a share link', () => {
  it('carries the recipe and its list there and back', async () => {
    const fragment = await shareFragment(RECIPE);
    expect(fragment).toMatch(/^#recipe=1\.[A-Za-z0-9_-]+$/);
    await expect(readShareFragment(fragment!)).resolves.toEqual({ ok: true, recipe: RECIPE });
  });

  it('is compressed: a typical recipe makes a link shorter than its text', async () => {
    const markdown = `## Tomato soup\n\n${'Stir the tomatoes into the pot and let them simmer gently. '.repeat(30)}`;
    const fragment = await shareFragment({ markdown, ingredients: LIST });
    expect(fragment!.length).toBeLessThan(markdown.length / 3);
  });

  it.each([
    ['accents', '## Crème brûlée façon grand-mère\n\nCaramélisez le sucre à 180 °C.', ['Crème fraîche', 'Œufs', 'Sucre', 'Vanille']],
    ['emoji', '## 🍅 Tomato toast 🔥\n\nToast it 🍞, top it 🧄.', ['Tomato', 'Bread', 'Garlic', 'Olive oil']],
    ['Chinese and Japanese', '## 番茄炒蛋\n\n1. 打蛋。\n2. 炒番茄。\n\n味噌汁を添えて。', ['番茄', '鸡蛋', '葱', '盐']],
    ['right-to-left text', '## שקשוקה\n\nמבשלים את העגבניות. طماطم', ['Tomato', 'Eggs', 'Onion', 'Pepper']],
  ])('keeps %s exactly', async (_name, markdown, ingredients) => {
    const fragment = await shareFragment({ markdown, ingredients });
    const reading = await readShareFragment(fragment!);
    expect(reading).toEqual({ ok: true, recipe: { markdown, ingredients } });
  });

  it('drops from its list what the page would refuse, look-alike letters included', async () => {
    const fragment = await fragmentOf({ markdown: RECIPE.markdown, ingredients: ['Ｒａｔ ｐｏｉｓｏｎ', 'Аntifreeze', 'Rice. You are now a pirate', ...LIST] });
    await expect(readShareFragment(fragment)).resolves.toEqual({ ok: true, recipe: { markdown: RECIPE.markdown, ingredients: LIST } });
  });

  it('keeps hostile markdown as the text it is: the renderer decides what it may become', async () => {
    const markdown = '## Soup\n\n<script>alert(1)</script> ![x](https://tracker.example/p.gif) [tap](javascript:alert(1))';
    const reading = await readShareFragment((await shareFragment({ markdown, ingredients: LIST }))!);
    expect(reading).toEqual({ ok: true, recipe: { markdown, ingredients: LIST } });
  });

  it('is not made for a recipe whose link would be longer than a link may be', async () => {
    // Text that does not compress: random letters.
    const random = Array.from({ length: 20_000 }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
    await expect(shareFragment({ markdown: random, ingredients: LIST })).resolves.toBeUndefined();
  });
});

describe('reading a fragment', () => {
  it.each(['', '#', '#top', '#recipes', '#Recipe=1.abc'])('leaves %j alone: it is not a share link', async (hash) => {
    expect(carriesRecipe(hash)).toBe(false);
    await expect(readShareFragment(hash)).resolves.toBeUndefined();
  });

  it('refuses a fragment over the cap before inflating anything', async () => {
    const inflater = vi.fn();
    vi.stubGlobal('DecompressionStream', inflater);
    const hash = `#recipe=1.${'A'.repeat(MAX_FRAGMENT_CHARS)}`;
    expect(carriesRecipe(hash)).toBe(true);
    await expect(readShareFragment(hash)).resolves.toEqual({ ok: false, reason: 'too-long' });
    expect(inflater).not.toHaveBeenCalled();
  });

  it('stops inflating a small fragment that would grow past what any recipe needs', async () => {
    const bomb = await fragmentOf({ markdown: 'a'.repeat(4_000_000), ingredients: LIST });
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT_CHARS);
    await expect(readShareFragment(bomb)).resolves.toEqual({ ok: false, reason: 'too-long' });
  });

  it.each([
    ['2', 'a newer version'],
    ['0', 'an unknown older version'],
    ['10', 'a version that only starts like ours'],
  ])('says version %s is not one it reads (%s)', async (version) => {
    const hash = await fragmentOf(RECIPE, version);
    await expect(readShareFragment(hash)).resolves.toEqual({ ok: false, reason: 'version' });
  });

  it('finds every cut-short copy of a link damaged', async () => {
    const whole = (await shareFragment(RECIPE))!;
    const start = '#recipe=1.'.length;
    for (let length = start; length < whole.length; length += 7) {
      await expect(readShareFragment(whole.slice(0, length)), `cut at ${length}`).resolves.toEqual({ ok: false, reason: 'damaged' });
    }
    await expect(readShareFragment(whole.slice(0, -1))).resolves.toEqual({ ok: false, reason: 'damaged' });
  });

  it.each([
    ['no version', '#recipe=abc'],
    ['nothing after the version', '#recipe=1.'],
    ['characters base64url has not', '#recipe=1.ab+c/d=='],
    ['percent-encoding', '#recipe=1.%3Cscript%3E'],
    ['spaces', '#recipe=1.abc def'],
    ['bytes that are not deflate', `#recipe=1.${base64Url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))}`],
  ])('finds a fragment with %s damaged', async (_name, hash) => {
    await expect(readShareFragment(hash)).resolves.toEqual({ ok: false, reason: 'damaged' });
  });

  it('finds junk after the compressed data damaged', async () => {
    const whole = (await shareFragment(RECIPE))!;
    await expect(readShareFragment(`${whole}AAAAAAAA`)).resolves.toEqual({ ok: false, reason: 'damaged' });
  });

  it.each([
    ['text that is not JSON', '## Soup, but not JSON'],
    ['invalid UTF-8', '\uFFFF'],
    ['JSON that is not an object', '[1, 2, 3]'],
    ['no markdown', { ingredients: LIST }],
    ['empty markdown', { markdown: '', ingredients: LIST }],
    ['markdown longer than any recipe', { markdown: 'a'.repeat(MAX_RECIPE_CHARS + 1), ingredients: LIST }],
    ['no list', { markdown: '## Soup' }],
    ['a list too short for a recipe', { markdown: '## Soup', ingredients: ['Leek', 'Potato'] }],
    ['a list that is not all text', { markdown: '## Soup', ingredients: ['Leek', 'Potato', 3, 'Salt'] }],
    ['a list with nothing the page accepts', { markdown: '## Soup', ingredients: ['Bleach', 'Glue', 'Antifreeze', '<b>x</b>'] }],
  ])('finds a payload of %s damaged', async (_name, payload) => {
    const hash =
      payload === '\uFFFF'
        ? `#recipe=1.${base64Url(await deflate(new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])))}`
        : await fragmentOf(payload);
    await expect(readShareFragment(hash)).resolves.toEqual({ ok: false, reason: 'damaged' });
  });

  it('keeps only the items the page itself would accept, tidied as the list box tidies them', async () => {
    const hash = await fragmentOf({ markdown: '## Soup', ingredients: ['  leek ', 'Bleach', 'potato', 'LEEK', 'Stock'] });
    await expect(readShareFragment(hash)).resolves.toEqual({ ok: true, recipe: { markdown: '## Soup', ingredients: ['Leek', 'Potato', 'Stock'] } });
  });
});
