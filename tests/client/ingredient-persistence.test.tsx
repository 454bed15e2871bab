import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_INGREDIENTS } from '../../shared/api/limits.ts';
import { fakeApi } from '../support/fake-api.ts';
import { addIngredients, listedItems, renderPage, renderPageStillLoading } from '../support/page.tsx';

const KEY = 'pantry-chef:ingredients';
const save = (entry: unknown) => localStorage.setItem(KEY, typeof entry === 'string' ? entry : JSON.stringify(entry));

describe('the list across a reload', () => {
  beforeEach(() => {
    fakeApi();
  });

  it('comes back after a reload, in order', async () => {
    const first = await renderPage();
    await addIngredients(first.user, 'Eggs', 'Milk', 'Flour', 'Sugar');
    await first.user.click(screen.getByRole('button', { name: 'Remove Milk' }));
    first.unmount();

    await renderPage();
    expect(listedItems()).toEqual(['Eggs', 'Flour', 'Sugar']);
  });

  it('stays empty after a reload once cleared', async () => {
    const first = await renderPage();
    await addIngredients(first.user, 'Eggs', 'Milk');
    await first.user.click(screen.getByRole('button', { name: 'Clear all' }));
    first.unmount();

    await renderPage();
    expect(listedItems()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('writes nothing on opening, so a list another tab saved meanwhile is kept', async () => {
    const saved = { version: 1, value: ['Leek', 'Potato', 'Butter', 'Stock'] };
    save(saved);
    // This page read storage before the other tab's list reached it.
    const read = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      return key === KEY ? null : read.call(this, key);
    });
    await renderPage();
    expect(listedItems()).toEqual([]);
    vi.mocked(Storage.prototype.getItem).mockRestore();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(saved);
  });

  it('offers a recipe straight away when the restored list is long enough', () => {
    save({ version: 1, value: ['Eggs', 'Milk', 'Flour', 'Sugar'] });
    // At first paint, before any engine has loaded.
    renderPageStillLoading();
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
  });

  it.each([
    ['text that is not JSON', '{"version":1,"value":["Eg'],
    ['an entry from an older page', { version: 0, value: ['Eggs'] }],
    ['a value that is not a list', { version: 1, value: 'Eggs' }],
    ['a bare list without its version', ['Eggs']],
  ])('ignores %s and starts empty', async (_case, entry) => {
    save(entry);
    await renderPage();
    expect(listedItems()).toEqual([]);
    expect(screen.getByText('Add 4 more ingredients to get a recipe')).toBeInTheDocument();
  });

  it('checks every restored item again with the shared rules', async () => {
    save({ version: 1, value: ['  tomato ', 'Bleach', '<script>', 'TOMATO', 42, null, 'x'.repeat(61), 'Basil'] });
    await renderPage();
    expect(listedItems()).toEqual(['Tomato', 'Basil']);
  });

  it(`restores at most ${MAX_INGREDIENTS} items`, async () => {
    save({ version: 1, value: Array.from({ length: MAX_INGREDIENTS + 5 }, (_, index) => `Spice ${index + 1}`) });
    await renderPage();
    expect(listedItems()).toHaveLength(MAX_INGREDIENTS);
  });

  it('works on without saving when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { user } = await renderPage();
    await addIngredients(user, 'Eggs');
    expect(listedItems()).toEqual(['Eggs']);
  });
});
