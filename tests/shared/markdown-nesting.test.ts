import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { boundNesting, MAX_INDENT, MAX_NESTING } from '../../shared/markdown-nesting.ts';
import { readRecipe } from '../../shared/recipe-parts.ts';

/** A line that opens `depth` containers with `marker`, then some text. */
const nested = (marker: string, depth: number, text = 'a') => marker.repeat(depth) + text;

// What a looping model, or a link made to crash the page, writes: each overflowed marked's stack.
const DEEP = {
  'list markers on one line': nested('- ', 2000),
  'quote markers on one line': '>'.repeat(5000),
  'ordered markers on one line': nested('1. ', 2000),
  'quotes and lists mixed': nested('> - ', 1500),
  'star list markers': nested('* ', 3000),
};

describe('boundNesting', () => {
  it.each([
    ['a recipe as hosts write it', '## Soup\n\nServes 2\n\n- 2 eggs\n  - or 1 duck egg\n\n1. Whisk.\n2. Fry.\n\n> Tip: taste.\n\n---'],
    ['a thematic break of many marks', '- - - - - - - - - - - - - - - -'],
    ['a line nested exactly to the bound', nested('- ', MAX_NESTING)],
    ['an indent at the bound', `${' '.repeat(MAX_INDENT)}text`],
    ['numbers that are not list markers', '1.5 cups of 2.5% milk'],
  ])('leaves %s unchanged', (_, markdown) => {
    expect(boundNesting(markdown)).toBe(markdown);
  });

  it.each([
    ['the ninth list marker', nested('- ', MAX_NESTING + 3, 'egg'), `${'- '.repeat(MAX_NESTING)}\\- - - egg`],
    ['the ninth quote marker', '>'.repeat(MAX_NESTING + 2), `${'>'.repeat(MAX_NESTING)}\\>>`],
    ['the ninth ordered marker at its full stop', nested('1. ', MAX_NESTING + 1), `${'1. '.repeat(MAX_NESTING)}1\\. a`],
    ['the ninth marker after a mix', nested('> - ', 5), `${'> - '.repeat(4)}\\> - a`],
  ])('escapes %s, so the rest of the line is text', (_, markdown, bounded) => {
    expect(boundNesting(markdown)).toBe(bounded);
  });

  it('cuts a deep indent to the bound, keeping the text', () => {
    expect(boundNesting(`${' '.repeat(500)}- deep`)).toBe(`${' '.repeat(MAX_INDENT)}- deep`);
  });

  it.each(Object.entries(DEEP))('makes %s lexable', (_, markdown) => {
    expect(() => Lexer.lex(markdown, { gfm: true })).toThrow(RangeError);
    expect(() => Lexer.lex(boundNesting(markdown), { gfm: true })).not.toThrow();
  });

  it('bounds a 64 kB line in linear time', () => {
    const line = nested('- ', 32 * 1024);
    const started = performance.now();
    boundNesting(line);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('readRecipe on markdown nested beyond reason', () => {
  it.each(Object.entries(DEEP))('reads %s without throwing', (_, markdown) => {
    expect(() => readRecipe(markdown)).not.toThrow();
  });

  it('still reads the parts around the deep line', () => {
    const parts = readRecipe(`## Loop Soup\n\nServes 2\n\n## Ingredients\n- 2 eggs\n\n${DEEP['list markers on one line']}\n\n## Method\n1. Whisk.`);
    expect(parts).toMatchObject({ title: 'Loop Soup', servings: 2, steps: ['Whisk.'] });
    expect(parts.ingredients[0]).toBe('2 eggs');
  });
});
