import { describe, expect, it } from 'vitest';
import { readStored } from '../../client/lib/local-store.ts';
import { MAX_RECENT, RECENT_RECIPES, withRecent, withoutRecent, type RecentRecipe } from '../../client/lib/recent-recipes.ts';
import { MAX_RECIPE_CHARS } from '../../client/lib/recipe-record.ts';
import { readHeader } from '../../shared/recipe/recipe-header.ts';

// The name a version of the text is made with (client/recipe/version.ts).
const titleOf = (markdown: string) => readHeader(markdown).name;

const FOUR = ['Tomato', 'Garlic', 'Pasta', 'Basil'];
const recipe = (title: string, at = 1): RecentRecipe => ({ markdown: `## ${title}\n\nCook it.`, ingredients: FOUR, title, at });
const save = (value: unknown, version = 1) => localStorage.setItem('pantry-chef:recent-recipes', JSON.stringify({ version, value }));

describe('the recent recipes list', () => {
  it('puts the newest first', () => {
    expect(withRecent([recipe('Soup')], recipe('Pasta')).map((kept) => kept.title)).toEqual(['Pasta', 'Soup']);
  });

  it('moves a recipe that finishes again to the top instead of listing it twice', () => {
    const again = { ...recipe('Soup'), at: 5 };
    expect(withRecent([recipe('Pasta'), recipe('Soup')], again)).toEqual([again, recipe('Pasta')]);
  });

  it(`keeps the newest ${MAX_RECENT}`, () => {
    let list: RecentRecipe[] = [];
    for (let n = 1; n <= 12; n += 1) list = withRecent(list, recipe(`Dish ${n}`, n));
    expect(list.map((kept) => kept.title)).toEqual(['Dish 12', 'Dish 11', 'Dish 10', 'Dish 9', 'Dish 8', 'Dish 7', 'Dish 6', 'Dish 5', 'Dish 4', 'Dish 3']);
  });

  it('takes out the one recipe asked for', () => {
    expect(withoutRecent([recipe('Pasta'), recipe('Soup')], recipe('Pasta').markdown)).toEqual([recipe('Soup')]);
  });
});

describe('the recent recipes as stored', () => {
  it('reads back a good list', () => {
    save([recipe('Pasta', 2), { ...recipe('Soup', 1), by: 'test-model via llm.test' }]);
    expect(readStored(RECENT_RECIPES)).toEqual([recipe('Pasta', 2), { ...recipe('Soup', 1), by: 'test-model via llm.test' }]);
  });

  it.each([
    ['text that is not JSON', () => localStorage.setItem('pantry-chef:recent-recipes', '[{"version":1')],
    ['another version', () => save([recipe('Pasta')], 2)],
    ['a value that is not a list', () => save({ markdown: '## Soup' })],
  ])('treats %s as nothing kept', (_case, store) => {
    store();
    expect(readStored(RECENT_RECIPES)).toBeUndefined();
  });

  it('drops each unusable entry and keeps the rest', () => {
    save([
      recipe('Pasta', 9),
      null,
      'Soup',
      { ...recipe('No list'), ingredients: undefined },
      { ...recipe('Short list'), ingredients: ['Egg'] },
      { ...recipe('No text'), markdown: '' },
      { ...recipe('Too long'), markdown: 'a'.repeat(MAX_RECIPE_CHARS + 1) },
      { ...recipe('No time'), at: 'yesterday' },
      { ...recipe('No title'), title: '' },
      recipe('Soup', 3),
    ]);
    expect(readStored(RECENT_RECIPES)?.map((kept) => kept.title)).toEqual(['Pasta', 'Soup']);
  });

  it(`keeps no more than ${MAX_RECENT} and no repeats from an edited entry`, () => {
    save([recipe('Pasta', 30), recipe('Pasta', 20), ...Array.from({ length: 12 }, (_, n) => recipe(`Dish ${n}`, 10 - n))]);
    const kept = readStored(RECENT_RECIPES)!;
    expect(kept).toHaveLength(MAX_RECENT);
    expect(kept.filter((entry) => entry.title === 'Pasta')).toEqual([recipe('Pasta', 30)]);
  });
});

describe('the title a recipe is listed by', () => {
  it.each([
    ['## Garlic tomato pasta\n\nBoil.', 'Garlic tomato pasta'],
    ['# **Quick** _soup_\n', 'Quick soup'],
    ['Here is one for you!\n\n### Basil bruschetta ###\n\nToast.', 'Basil bruschetta'],
    ['**Pancakes**\n\nWhisk.', 'Pancakes'],
    ['\n\n  Just some words.\n', 'Just some words.'],
    ['## 🍅 Crème brûlée: vite!', '🍅 Crème brûlée: vite!'],
    ['***', 'Untitled recipe'],
  ])('names %j %j', (markdown, title) => {
    expect(titleOf(markdown)).toBe(title);
  });

  it('reads a recipe with its versions inside, and drops versions of the wrong shape while keeping the recipe', () => {
    const versions = [{ markdown: '## Pasta\n\nCook it.' }, { markdown: '## Quicker pasta', changes: ['quicker'], by: 'm via h.example' }];
    save([
      { ...recipe('Pasta', 2), id: 'r1', versions, current: 1 },
      { ...recipe('Soup', 1), id: 'r2', versions: [{ markdown: '' }], current: 0 },
      { ...recipe('Stew', 0), id: 'r3', versions, current: 7 },
    ]);
    expect(readStored(RECENT_RECIPES)).toEqual([
      { ...recipe('Pasta', 2), id: 'r1', versions, current: 1 },
      { ...recipe('Soup', 1), id: 'r2' },
      { ...recipe('Stew', 0), id: 'r3', versions, current: 1 },
    ]);
  });

  it('keeps one entry per recipe id, the newest version first', () => {
    const first = { ...recipe('Chicken bowl', 1), id: 'r1' };
    const changed = { ...recipe('Quicker chicken bowl', 2), id: 'r1' };
    expect(withRecent(withRecent([recipe('Soup')], first), changed)).toEqual([changed, recipe('Soup')]);
  });
});
