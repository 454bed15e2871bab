import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { boundMarkdown, boundNesting, hasTooManyMarks, MAX_INDENT, MAX_MARKS, MAX_NESTING } from '../../shared/recipe/markdown-bounds.ts';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { readsInLinearTime } from '../support/linear-time.ts';

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

describe('boundMarkdown', () => {
  it.each([
    ['a recipe as hosts write it', '## Soup\n\nServes 2\n\n- 2 eggs\n  - or 1 duck egg\n\n1. Whisk.\n2. Fry.\n\n> Tip: taste.\n\n---'],
    ['a thematic break of many marks', '- - - - - - - - - - - - - - - -'],
    ['a line nested exactly to the bound', nested('- ', MAX_NESTING)],
    ['an indent at the bound', `${' '.repeat(MAX_INDENT)}text`],
    ['numbers that are not list markers', '1.5 cups of 2.5% milk'],
  ])('leaves %s unchanged', (_, markdown) => {
    expect(boundMarkdown(markdown)).toBe(markdown);
  });

  it.each([
    ['the ninth list marker', nested('- ', MAX_NESTING + 3, 'egg'), `${'- '.repeat(MAX_NESTING)}\\- - - egg`],
    ['the ninth quote marker', '>'.repeat(MAX_NESTING + 2), `${'>'.repeat(MAX_NESTING)}\\>>`],
    ['the ninth ordered marker at its full stop', nested('1. ', MAX_NESTING + 1), `${'1. '.repeat(MAX_NESTING)}1\\. a`],
    ['the ninth marker after a mix', nested('> - ', 5), `${'> - '.repeat(4)}\\> - a`],
  ])('escapes %s, so the rest of the line is text', (_, markdown, bounded) => {
    expect(boundMarkdown(markdown)).toBe(bounded);
  });

  it('cuts a deep indent to the bound, keeping the text', () => {
    expect(boundMarkdown(`${' '.repeat(500)}- deep`)).toBe(`${' '.repeat(MAX_INDENT)}- deep`);
  });

  it.each(Object.entries(DEEP))('makes %s lexable', (_, markdown) => {
    expect(() => Lexer.lex(markdown, { gfm: true })).toThrow(RangeError);
    expect(() => Lexer.lex(boundMarkdown(markdown), { gfm: true })).not.toThrow();
  });

  it('bounds nesting alone, leaving marks to the renderer', () => {
    expect(boundNesting('*a'.repeat(MAX_MARKS + 1))).toBe('*a'.repeat(MAX_MARKS + 1));
    expect(boundNesting(nested('- ', MAX_NESTING + 1, 'egg'))).toBe(`${'- '.repeat(MAX_NESTING)}\\- egg`);
  });

  it.each([
    ['a recipe\'s method with bold labels and a link', '1. **Step 1:** stir the *sauce* and [taste](https://x.example) it\n'.repeat(20), false],
    ['one mark past the bound', '*a'.repeat(MAX_MARKS + 1), true],
    ['marks spread over the lines of one block', '_a_\n'.repeat(MAX_MARKS), true],
  ])('tells whether %s has too many marks', (_, block, tooMany) => {
    expect(hasTooManyMarks(block)).toBe(tooMany);
  });

  it('leaves a block with as many marks as a recipe could have formatted', () => {
    const block = Array.from({ length: 20 }, (_, step) => `${step + 1}. **Step ${step + 1}:** stir the *sauce* and [taste](https://x.example) it`).join('\n');
    expect(block.match(/[*_~`![\]<>]/g)!.length).toBeLessThanOrEqual(MAX_MARKS);
    expect(boundMarkdown(block)).toBe(block);
  });

  it.each([
    ['emphasis marks', '*a'],
    ['underscores', '_a'],
    ['bangs', '!'],
    ['strong marks', '**a'],
    ['strike-through marks', '~~a'],
  ])('escapes a block of more %s than any recipe has into plain text, and only that block', (_, piece) => {
    const run = piece.repeat(MAX_MARKS + 1);
    const bounded = boundMarkdown(`## Soup\n\n${run}\n- and a list\n\n**Serves** 2`);
    const [heading, , escaped, list, , after] = bounded.split('\n');
    expect(heading).toBe('## Soup');
    expect(escaped).toBe(run.replace(/[*_~!]/g, '\\$&'));
    expect(list).toBe('\\- and a list');
    expect(after).toBe('**Serves** 2');
  });

  it.each(['*a', '_a', '!', '**a', '~~a', '`a'])('lets marked read 64 kB of %j in linear time', async (piece) => {
    const markdown = piece.repeat(Math.floor(65_536 / piece.length));
    expect(await readsInLinearTime((text) => Lexer.lex(boundMarkdown(text), { gfm: true }), markdown)).toBe(true);
  });

  it('bounds a 64 kB line in linear time', async () => {
    expect(await readsInLinearTime(boundMarkdown, nested('- ', 32 * 1024))).toBe(true);
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

describe('tabs before the words of a line', () => {
  it.each([
    ['-\tSalt', '-   Salt'],
    ['1.\tSalt', '1.  Salt'],
    ['10)\tSalt', '10) Salt'],
    ['\t- 1 tsp salt', '    - 1 tsp salt'],
    ['  *\t2 eggs', '  * 2 eggs'],
    ['>\tkept cold', '>   kept cold'],
    ['Salt\tand pepper', 'Salt\tand pepper'],
    ['- Salt\tand pepper', '- Salt\tand pepper'],
  ])('reads %j as %j, as CommonMark counts a tab', (line, bounded) => {
    expect(boundNesting(line)).toBe(bounded);
    expect(boundMarkdown(line)).toBe(bounded);
  });
});
