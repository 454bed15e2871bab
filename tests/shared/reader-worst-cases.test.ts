import { describe, expect, it } from 'vitest';
import { ingredientName, namesIn, shoppingLine } from '../../shared/ingredients/ingredient-name.ts';
import { checkIngredients, MAX_CHECKED_LINES } from '../../shared/ingredients/pantry-match.ts';
import { kindOf, lineLabel } from '../../shared/recipe/recipe-blocks.ts';
import { servingsIn } from '../../shared/recipe/recipe-numbers.ts';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { recipeTitleOf } from '../../shared/recipe/recipe-title.ts';
import { readsInLinearTime } from '../support/linear-time.ts';

// The texts that froze a visitor's tab, each read right and in time linear in its size.

const THIRTY_ITEMS = [
  'Chicken thighs', 'Rice', 'Onion', 'Garlic', 'Pasta', 'Peanut', 'Milk', 'Butter', 'Pepper', 'Olive oil', 'Flour', 'Eggs',
  'Spring onions', 'Basil', 'Coconut milk', 'Lemon', 'Ginger', 'Soy sauce', 'Carrot', 'Potato', 'Leek', 'Spinach',
  'Cheddar', 'Beef mince', 'Salmon fillets', 'Chickpeas', 'Lentils', 'Honey', 'Mushrooms', 'Cherry tomatoes',
];
// Each text is made at a size: the size that froze the page (n), for what it must read, and n / 4,
// for the baseline its time is compared with in the same run.
const line = (n: number) => 'tomato '.repeat(n).trim();
const spaces = (n: number) => '\u3000'.repeat(n);

describe('the texts that froze the page', () => {
  it.each<[string, number, (n: number) => unknown, unknown]>([
    ['a 4 kB line of one word against 30 items', 585, (n) => checkIngredients([line(n)], THIRTY_ITEMS), [{ line: line(585), have: null, staple: false }]],
    ['four such lines, as a 388-character share link carried them', 585, (n) => checkIngredients(Array(4).fill(line(n)), THIRTY_ITEMS).length, 4],
    ['a 4 kB line of "a " against 30 items', 2048, (n) => checkIngredients(['a '.repeat(n)], THIRTY_ITEMS)[0]?.have, null],
    ['a 20 kB run of digits after "Serves "', 20_000, (n) => servingsIn(`Serves ${'1'.repeat(n)}`), null],
    ['a 20 kB run of digits before "servings"', 20_000, (n) => servingsIn(`${'1'.repeat(n)}x 4 servings`), 4],
    ['a 20 kB run of spaces after "Serves"', 20_000, (n) => servingsIn(`Serves${' '.repeat(n)}x, 4 servings`), 4],
    ['a run of U+3000 spaces on a line of facts', 20_000, (n) => readRecipe(`# Soup\n\nServes 2${spaces(n)}x`).servings, 2],
    ['a run of U+3000 spaces in an ingredient', 20_000, (n) => checkIngredients([`2 leeks${spaces(n)}x`], THIRTY_ITEMS)[0]?.have, null],
    ['a run of U+3000 spaces on a shopping line', 20_000, (n) => shoppingLine(`2 leeks${spaces(n)}x`), `2 leeks x`],
    ['a run of U+3000 spaces between names', 20_000, (n) => namesIn(`salt${spaces(n)}x`), [`salt${spaces(20_000)}x`]],
    ['a 20 kB run of colons in a label', 20_000, (n) => kindOf(`Ingredients${':'.repeat(n)}x`), 'ingredients'],
    ['a 20 kB run of colons ending a label', 20_000, (n) => kindOf(`Method${':'.repeat(n)}`), 'steps'],
    ['a 20 kB run of colons on a line', 20_000, (n) => lineLabel(`${':'.repeat(n)}x`), undefined],
    ['a 20 kB run of colons in an ingredient', 20_000, (n) => ingredientName(`Leeks ${':'.repeat(n)}x`), `Leeks ${':'.repeat(20_000)}x`],
    ['a run of "(" in an ingredient', 20_000, (n) => ingredientName(`2 leeks ${'('.repeat(n)}x`), `leeks ${'('.repeat(20_000)}x`],
    ['a heading with a 20 kB run of spaces before its text ends', 20_000, (n) => recipeTitleOf(`# Soup${' '.repeat(n)}x`), 'Soup x'],
    ['a heading ending in a 20 kB run of spaces and #s', 10_000, (n) => recipeTitleOf(`## Soup${' #'.repeat(n)}`), 'Soup'],
    ['a heading of a 20 kB run of #s and spaces before its text', 10_000, (n) => recipeTitleOf(`# ${'# '.repeat(n)}x\n# Soup`), 'x'],
  ])('reads %s at once, and right', async (_, size, read, expected) => {
    expect(read(size)).toEqual(expected);
    // The text's length stands for its size: readsInLinearTime compares the whole with a quarter.
    expect(await readsInLinearTime(read, 'x'.repeat(size), (text) => text.length)).toBe(true);
  }, 60_000);

  it('checks the first lines of a list longer than any recipe has, not all of them', () => {
    const lines = Array.from({ length: MAX_CHECKED_LINES + 50 }, (_, at) => `${at + 1} leeks`);
    const checked = checkIngredients(lines, ['Leek']);
    expect(checked).toHaveLength(MAX_CHECKED_LINES);
    expect(checked.every((one) => one.have === 'Leek')).toBe(true);
  });

  it('reads only the end of an ingredient name longer than any food has', () => {
    const [checked] = checkIngredients([`${'fresh '.repeat(5_000)}cherry tomatoes and basil`], ['Tomato', 'Basil']);
    expect(checked?.have).toBe('Tomato');
  });
});
