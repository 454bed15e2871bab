import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hexVariables } from '../support/contrast.ts';

const themeCss = readFileSync(join(import.meta.dirname, '../../client/styles/theme.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The body of the first block that follows `opening`, braces balanced. */
function blockAfter(css: string, opening: string): string {
  const start = css.indexOf('{', css.indexOf(opening));
  if (css.indexOf(opening) < 0 || start < 0) return '';
  let depth = 0;
  for (let index = start; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}' && --depth === 0) return css.slice(start + 1, index);
  }
  return '';
}

const DARK = '@media screen and (prefers-color-scheme: dark)';
const light = hexVariables(blockAfter(themeCss, ':root'));
const dark = { ...light, ...hexVariables(blockAfter(themeCss, DARK)) };
const palettes = { light, dark };

// [foreground, background, minimum, where the page puts them]. Text needs 4.5:1; input borders,
// the focus ring and the primary button against its surroundings need 3:1 (WCAG 1.4.3, 1.4.11).
const pairs: [string, string, number, string][] = [
  ['ink', 'cream', 4.5, 'page text'],
  ['ink', 'paper', 4.5, 'text on cards, recipe and inputs'],
  ['ink', 'oat', 4.5, 'recipe offer heading; inline code'],
  ['ink', 'blush', 4.5, 'text in the error panel'],
  ['ink-soft', 'cream', 4.5, 'intro and footer'],
  ['ink-soft', 'paper', 4.5, 'placeholder, hints, quotes'],
  ['ink-soft', 'oat', 4.5, 'recipe offer text'],
  ['tomato', 'paper', 4.5, 'recipe eyebrow heading and list numbers'],
  ['tomato', 'cream', 4.5, 'accent text on the page'],
  ['tomato-dark', 'paper', 4.5, 'links in the recipe'],
  ['on-tomato', 'tomato', 4.5, 'primary button label'],
  ['on-tomato', 'tomato-dark', 4.5, 'primary button label, hovered or busy'],
  ['wine', 'blush', 4.5, 'error message'],
  ['wine', 'paper', 4.5, 'secondary button label and border'],
  ['wine', 'cream', 4.5, 'secondary button label, hovered; list-full note'],
  ['paper', 'wine', 4.5, "a pressed toggle's label (cook mode's Read aloud)"],
  ['edge', 'paper', 3, 'input border'],
  ['ink', 'cream', 3, 'focus ring on the page'],
  ['ink', 'paper', 3, 'focus ring inside a card'],
  ['ink', 'oat', 3, 'focus ring on the recipe offer'],
  ['ink', 'blush', 3, 'focus ring on the error panel'],
  ['tomato', 'oat', 3, 'primary button against the recipe offer'],
  ['tomato', 'paper', 3, 'primary button against the form'],
];

describe('theme palette contrast (WCAG AA)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#fff', '#fff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#2b211c', '#fbf7f1', 14.72],
  ])('computes %s on %s as %s:1, as WCAG defines it', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });

  it('gives the dark theme its own value for every colour of the light one', () => {
    const overridden = hexVariables(blockAfter(themeCss, DARK));
    expect(Object.keys(overridden).sort()).toEqual(Object.keys(light).sort());
    for (const name of Object.keys(light)) expect(overridden[name], name).not.toBe(light[name]);
  });

  describe.each(Object.entries(palettes))('in the %s theme', (_theme, palette) => {
    it.each(pairs)('%s on %s reaches %s:1 (%s)', (foreground, background, minimum) => {
      expect(palette[foreground], foreground).toMatch(/^#/);
      expect(palette[background], background).toMatch(/^#/);
      expect(contrastRatio(palette[foreground]!, palette[background]!)).toBeGreaterThanOrEqual(minimum);
    });
  });
});
