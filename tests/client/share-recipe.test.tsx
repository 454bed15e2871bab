import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readShareFragment } from '../../client/lib/share-link.ts';
import { answerFrames, fakeApi, openStream, streamResponse } from '../support/fake-api.ts';
import { addIngredients, renderPage } from '../support/page.tsx';

const FOUR = ['Eggs', 'Milk', 'Flour', 'Sugar'];
const MARKDOWN = '## Pancakes\n\n- 2 eggs\n- 250 ml milk\n\n1. Whisk.\n2. Fry.\n';

async function withRecipe() {
  fakeApi({ recipe: () => streamResponse(answerFrames([MARKDOWN])) });
  const page = await renderPage();
  await addIngredients(page.user, ...FOUR);
  await page.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByText('Fry.');
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return page;
}

/** The recipe a link made by the page carries, read back as a visitor's page would. */
async function recipeIn(link: string) {
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${location.origin}/`);
  return readShareFragment(url.hash);
}

describe('sharing a recipe', () => {
  it("hands a link that carries the recipe and its list to the phone's share sheet", async () => {
    const { user } = await withRecipe();
    const share = vi.fn(async (data: ShareData) => void data);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const [{ title, url }] = share.mock.calls[0]!;
    expect(title).toBe('Pancakes');
    await expect(recipeIn(url!)).resolves.toEqual({ ok: true, recipe: { markdown: MARKDOWN, ingredients: FOUR } });
    expect(write).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const { user } = await withRecipe();
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(write).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('copies the link where there is no share sheet, and says so where everyone can see and hear it', async () => {
    const { user } = await withRecipe();
    expect('share' in navigator).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Share' }));

    const copied = await screen.findByText('Link copied');
    expect(copied).toBeVisible();
    expect(copied).toHaveAttribute('aria-live', 'polite');
    await expect(recipeIn(await navigator.clipboard.readText())).resolves.toEqual({ ok: true, recipe: { markdown: MARKDOWN, ingredients: FOUR } });
  });

  it('copies the link when the share sheet refuses', async () => {
    const { user } = await withRecipe();
    const share = vi.fn().mockRejectedValue(new DOMException('No activation', 'NotAllowedError'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
  });

  it('shows the link to copy by hand, selected, when the browser will not copy it', async () => {
    const { user } = await withRecipe();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText(/did not let the page copy the link\. Copy it from the box below/)).toBeVisible();
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to this recipe' });
    expect(box).toHaveAttribute('readonly');
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
    await expect(recipeIn(box.value)).resolves.toEqual({ ok: true, recipe: { markdown: MARKDOWN, ingredients: FOUR } });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('waits for the whole recipe', async () => {
    const stream = openStream();
    fakeApi({ recipe: () => stream.response });
    const { user } = await renderPage();
    await addIngredients(user, ...FOUR);
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    stream.begin();
    stream.text('## Pancakes\n\nWhisk');
    await screen.findByText(/Whisk/);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    stream.end();
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
