import { describe, expect, it } from 'vitest';
import { ingredientName, namesIn, shoppingLine } from '../../shared/ingredient-name.ts';
import { checkIngredients, MAX_CHECKED_LINES } from '../../shared/pantry-match.ts';
import { kindOf, lineLabel } from '../../shared/recipe-blocks.ts';
import { servingsIn } from '../../shared/recipe-numbers.ts';
import { readRecipe } from '../../shared/recipe-parts.ts';
import { recipeTitleOf } from '../../shared/recipe-title.ts';
import { bestTime, TIME_LIMIT_MS } from '../support/linear-time.ts';

// The texts that froze a visitor's tab, each read in well under TIME_LIMIT_MS and read right.

const THIRTY_ITEMS = [
  'Chicken thighs', 'Rice', 'Onion', 'Garlic', 'Pasta', 'Peanut', 'Milk', 'Butter', 'Pepper', 'Olive oil', 'Flour', 'Eggs',
  'Spring onions', 'Basil', 'Coconut milk', 'Lemon', 'Ginger', 'Soy sauce', 'Carrot', 'Potato', 'Leek', 'Spinach',
  'Cheddar', 'Beef mince', 'Salmon fillets', 'Chickpeas', 'Lentils', 'Honey', 'Mushrooms', 'Cherry tomatoes',
];
const FOUR_KB_LINE = 'tomato '.repeat(585).trim();
const IDEOGRAPHIC_SPACES = '\u3000'.repeat(20_000);

describe('the texts that froze the page', () => {
  it.each([
    ['a 4 kB line of one word against 30 items', () => checkIngredients([FOUR_KB_LINE], THIRTY_ITEMS), [{ line: FOUR_KB_LINE, have: null, staple: false }]],
    ['four such lines, as a 388-character share link carried them', () => checkIngredients(Array(4).fill(FOUR_KB_LINE), THIRTY_ITEMS).length, 4],
    ['a 4 kB line of "a " against 30 items', () => checkIngredients(['a '.repeat(2048)], THIRTY_ITEMS)[0]?.have, null],
    ['a 20 kB run of digits after "Serves "', () => servingsIn(`Serves ${'1'.repeat(20_000)}`), null],
    ['a 20 kB run of digits before "servings"', () => servingsIn(`${'1'.repeat(20_000)}x 4 servings`), 4],
    ['a 20 kB run of spaces after "Serves"', () => servingsIn(`Serves${' '.repeat(20_000)}x, 4 servings`), 4],
    ['a run of U+3000 spaces on a line of facts', () => readRecipe(`# Soup\n\nServes 2${IDEOGRAPHIC_SPACES}x`).servings, 2],
    ['a run of U+3000 spaces in an ingredient', () => checkIngredients([`2 leeks${IDEOGRAPHIC_SPACES}x`], THIRTY_ITEMS)[0]?.have, null],
    ['a run of U+3000 spaces on a shopping line', () => shoppingLine(`2 leeks${IDEOGRAPHIC_SPACES}x`), `2 leeks x`],
    ['a run of U+3000 spaces between names', () => namesIn(`salt${IDEOGRAPHIC_SPACES}x`), [`salt${IDEOGRAPHIC_SPACES}x`]],
    ['a 20 kB run of colons in a label', () => kindOf(`Ingredients${':'.repeat(20_000)}x`), 'ingredients'],
    ['a 20 kB run of colons ending a label', () => kindOf(`Method${':'.repeat(20_000)}`), 'steps'],
    ['a 20 kB run of colons on a line', () => lineLabel(`${':'.repeat(20_000)}x`), undefined],
    ['a 20 kB run of colons in an ingredient', () => ingredientName(`Leeks ${':'.repeat(20_000)}x`), `Leeks ${':'.repeat(20_000)}x`],
    ['a run of "(" in an ingredient', () => ingredientName(`2 leeks ${'('.repeat(20_000)}x`), `leeks ${'('.repeat(20_000)}x`],
    ['a heading with a 20 kB run of spaces before its text ends', () => recipeTitleOf(`# Soup${' '.repeat(20_000)}x`), 'Soup x'],
    ['a heading ending in a 20 kB run of spaces and #s', () => recipeTitleOf(`## Soup${' #'.repeat(10_000)}`), 'Soup'],
    ['a heading of a 20 kB run of #s and spaces before its text', () => recipeTitleOf(`# ${'# '.repeat(10_000)}x\n# Soup`), 'x'],
  ])('reads %s at once, and right', async (_, read, expected) => {
    expect(read()).toEqual(expected);
    expect(await bestTime(read)).toBeLessThan(TIME_LIMIT_MS);
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
