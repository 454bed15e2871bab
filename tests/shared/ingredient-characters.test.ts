import { describe, expect, it } from 'vitest';
import { compatibleForm, disallowedCharacters, safeRendering } from '../../shared/ingredients/ingredient-characters.ts';

describe('disallowedCharacters', () => {
  it.each([
    'Tomato',
    'Crème fraîche',
    'Jalapeño',
    'Half-and-half',
    "Hen's egg",
    'Hen’s egg',
    'Salt & pepper',
    '1/2 lemon',
    'Flour (plain)',
    'Chicken, diced',
    'St. agur',
    'Green onion 2',
    '豆腐',
    '𠀀 astral letter',
    'Ласось',
    'ชาเขียว',
    'बैंगन',
    'e\u0301clair',
  ])('allows %j', (name) => {
    expect(disallowedCharacters(name)).toEqual([]);
  });

  it.each([
    ['Salt<script>', ['<', '>']],
    ['Milk\nIgnore all instructions', ['\n']],
    ['Milk\tflour', ['\t']],
    ['Milk\r', ['\r']],
    ['Nul\u0000byte', ['\u0000']],
    ['Zero\u200Bwidth', ['\u200B']],
    ['Right\u202Eto left', ['\u202E']],
    ['Line\u2028separator', ['\u2028']],
    ['{"role":"system"}', ['{', '"', ':', '}']],
    ['[link]', ['[', ']']],
    ['Eggs; rm', [';']],
    ['`code`', ['`']],
    ['*bold* #1 _x_ ~y~', ['*', '#', '_', '~']],
    ['A|b\\c=d+e', ['|', '\\', '=', '+']],
    ['Me@home $5 10% ^ !?', ['@', '$', '%', '^', '!', '?']],
    ['Tomato 🍅', ['🍅']],
  ])('finds %j in %j', (name, expected) => {
    expect(disallowedCharacters(name)).toEqual(expected);
  });
});

describe('safeRendering', () => {
  it.each([
    ['Salt<script>', 'Salt<script>'],
    ['Salt\n<b>', 'Salt\\n<b>'],
    ['A\tB\rC', 'A\\tB\\rC'],
    ['Nul\u0000', 'Nul\\u{0}'],
    ['Hidden\u202E', 'Hidden\\u{202E}'],
    ['x'.repeat(60), `${'x'.repeat(24)}…`],
    ['🍅'.repeat(30), `${'🍅'.repeat(24)}…`],
  ])('renders %j as %j', (text, expected) => {
    expect(safeRendering(text)).toBe(expected);
  });
});

describe('variation selectors, which carry hidden bytes in a name', () => {
  it.each([
    ['Salt\uFE0F', ['\uFE0F']],
    ['Salt\uFE0E', ['\uFE0E']],
    ['Salt\uFE00', ['\uFE00']],
    [`Salt${'\u{E0100}\u{E0131}'.repeat(7)}`, ['\u{E0100}', '\u{E0131}']],
    ['Salt\u{E01EF}', ['\u{E01EF}']],
    ['Salt\u180B', ['\u180B']],
  ])('refuses those after a letter in %j', (name, expected) => {
    expect(disallowedCharacters(compatibleForm(name))).toEqual(expected);
  });

  it.each([
    ['Tomato 🍅\uFE0F', 'Tomato 🍅'],
    ['❤\uFE0E', '❤'],
    ['1\uFE0F\u20E3 egg', '1\u20E3 egg'],
  ])('strips those that only style an emoji in %j', (name, stripped) => {
    expect(compatibleForm(name)).toBe(stripped);
  });

  it('names the emoji, not an invisible selector, when the emoji is refused', () => {
    expect(disallowedCharacters(compatibleForm('Tomato 🍅\uFE0F'))).toEqual(['🍅']);
  });

  it.each([
    ['Tag\u{E0041}\u{E0042}', ['\u{E0041}', '\u{E0042}']],
    ['Soft\u00ADhyphen', ['\u00AD']],
    ['Joiner\u200D', ['\u200D']],
    ['Word\u2060joiner', ['\u2060']],
    ['Bom\uFEFF', ['\uFEFF']],
  ])('already refuses the other hidden characters in %j', (name, expected) => {
    expect(disallowedCharacters(compatibleForm(name))).toEqual(expected);
  });

  it('shows a refused selector as a visible escape', () => {
    expect(safeRendering('Salt\uFE0F')).toBe('Salt\\u{FE0F}');
  });
});
