import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LONGEST_TAG } from '../../server/stream/think-tags.ts';
import { thinkingFilter, type ThinkingFilterOptions } from '../../server/stream/thinking-filter.ts';
import { INPUT_CHARS, readsInLinearTime } from '../support/linear-time.ts';

/** What the filter lets through of `pieces`, given one after the other, and whether it saw thinking. */
function filtered(pieces: readonly string[], options: ThinkingFilterOptions = {}) {
  const filter = thinkingFilter(options);
  const out = pieces.map((piece) => filter.push(piece)).join('') + filter.flush();
  return { out, thought: filter.thought };
}

/** `text` cut at the given offsets. */
function cut(text: string, offsets: readonly number[]): string[] {
  const ends = [...new Set(offsets.map((offset) => offset % (text.length + 1)))].sort((a, b) => a - b);
  const bounds = [0, ...ends, text.length];
  return bounds.slice(1).map((end, index) => text.slice(bounds[index], end));
}

const RECIPE = '# Tomato soup\n\nServes 2.\n\n- 4 tomatoes\n\n1. Think ahead: simmer for 20 minutes.';

describe('the thinking filter', () => {
  it.each([
    ['an answer with no thinking', RECIPE, RECIPE, false],
    ['thinking inline at the start', `<think>\nThe user has tomatoes. Soup?\n</think>\n\n${RECIPE}`, RECIPE, true],
    ['thinking after white space', `\n\n<think>Soup.</think>${RECIPE}`, RECIPE, true],
    ['empty thinking', `<think></think>\n${RECIPE}`, RECIPE, true],
    ['a recipe that says think', 'I think you will love this. Put on your <thinking> cap. [Think of it.]', 'I think you will love this. Put on your <thinking> cap. [Think of it.]', false],
    ['a second block', `<think>Soup.</think>\n\n# Soup\n\nStir.<think>Salt?</think> Serve.`, '# Soup\n\nStir. Serve.', true],
    ['a block in the middle of the answer', `# Soup\n\nSimmer <think>or boil?</think>for 20 minutes.`, '# Soup\n\nSimmer for 20 minutes.', true],
    ['a block in the middle of a word', 'Sim<think>hmm</think>mer for 20 minutes.', 'Simmer for 20 minutes.', true],
    ['a block that opens mid-answer and never closes', `${RECIPE} <think>aside`, `${RECIPE} `, true],
    ['tags in capitals', `<THINK>Soup.</Think>\n\n${RECIPE}`, RECIPE, true],
    ['tags with a space before their end', `<think >Soup.</think\n>\n${RECIPE}`, RECIPE, true],
    ['a tag with more space than a tag has', 'Serve <think   > warm.', 'Serve <think   > warm.', false],
    ['a byte-order mark before the tag', `\ufeff<think>Soup.</think>\n\n${RECIPE}`, RECIPE, true],
    ['a zero-width space before the tag', `\u200b<think>Soup.</think>\n\n${RECIPE}`, RECIPE, true],
    ['a no-break space before the tag', `\u00a0\n<think>Soup.</think>\u00a0${RECIPE}`, RECIPE, true],
    ["Magistral's [THINK]", `[THINK]The user has tomatoes.[/THINK]\n\n${RECIPE}`, RECIPE, true],
    ["Magistral's [THINK] in the middle", `# Soup\n\n[THINK]Salt?[/THINK]Stir.`, '# Soup\n\nStir.', true],
    ['thinking that never ends', '<think>Hmm, soup or salad, soup or', '', true],
    ['text that only looks like a tag', '<thimble> and <|not a marker', '<thimble> and <|not a marker', false],
    ['an answer that starts with a bracket', '<b>Soup</b>', '<b>Soup</b>', false],
    ['gpt-oss channels', `<|channel|>analysis<|message|>Need a soup.<|end|><|start|>assistant<|channel|>final<|message|>${RECIPE}<|return|>`, RECIPE, true],
    ['gpt-oss channels with a start', `<|start|>assistant<|channel|>analysis<|message|>Hmm.<|end|><|start|>assistant<|channel|>final<|message|>${RECIPE}`, RECIPE, true],
    ['gpt-oss with a constrained channel', `<|channel|>commentary to=tool <|constrain|>json<|message|>{}<|end|><|start|>assistant<|channel|>final<|message|>${RECIPE}`, RECIPE, true],
    ['gpt-oss going straight to its answer', `<|channel|>final<|message|>${RECIPE}`, RECIPE, false],
    // The final channel is an answer like any other: a think block in it is thinking too.
    ['a think block in gpt-oss\'s final channel', `<|channel|>final<|message|><think>Soup.</think>\n\n${RECIPE}<|return|>`, RECIPE, true],
    ['a think block mid-way through the final channel', `<|channel|>analysis<|message|>Hmm.<|end|><|start|>assistant<|channel|>final<|message|># Soup\n\nSimmer <think>or boil?</think>for 20 minutes.`, '# Soup\n\nSimmer for 20 minutes.', true],
  ])('%s', (_name, answer, recipe, thought) => {
    expect(filtered([answer])).toEqual({ out: recipe, thought });
  });

  it('gives the same recipe for an answer split at every byte', () => {
    const answers = [
      RECIPE,
      `<think>\nHmm </think not yet </thin\n</think>\n\n${RECIPE}`,
      `<|channel|>analysis<|message|>Soup? <|end|><|start|>assistant<|channel|>final<|message|>${RECIPE}<|return|>`,
      `${RECIPE}</think>`,
      `<|channel|>final<|message|><think>Soup?</think>\n\n${RECIPE}<|return|>`,
      `\ufeff<THINK >Soup.</think>\n\nSim<think>hmm</think >mer [THINK]salt[/THINK]well. <thinking> cap [link](x) <b>`,
    ];
    for (const answer of answers) {
      const whole = filtered([answer]).out;
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 40 }), (offsets) => {
          expect(filtered(cut(answer, offsets)).out).toBe(whole);
        }),
        { numRuns: 300 },
      );
      // Every piece one character long: every tag split at every byte.
      expect(filtered([...answer]).out).toBe(whole);
    }
  });

  it('passes an answer that does not think on at once, holding back at most the start of a tag', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 30 }), (pieces) => {
        const answer = `# Soup\n${pieces.join('')}`;
        const filter = thinkingFilter();
        let given = '';
        let passed = '';
        for (const piece of cut(answer, pieces.map((piece) => piece.length))) {
          given += piece;
          passed += filter.push(piece);
          expect(given.length - passed.length).toBeLessThanOrEqual(LONGEST_TAG - 1);
        }
      }),
    );
  });

  it('gives the first text of an answer that does not think in the same piece it came in', () => {
    const filter = thinkingFilter();
    expect(filter.push('# Tomato')).toBe('# Tomato');
    expect(filter.push(' soup')).toBe(' soup');
  });

  it('holds only white space and the start of a tag at the start, never a word', () => {
    const filter = thinkingFilter();
    expect(filter.push('\n')).toBe('');
    expect(filter.push('<th')).toBe('');
    expect(filter.push('yme')).toBe('\n<thyme');
  });

  it('says it thought as soon as thinking opens, before it ends', () => {
    const filter = thinkingFilter();
    filter.push('<think>Let me');
    expect(filter.thought).toBe(true);
  });

  it('takes everything before the first </think> as thinking when the template opens it', () => {
    const onLoneClose = vi.fn();
    expect(filtered(['Soup, I think.', '</th', 'ink>\n\n', RECIPE], { startsInThinking: true, onLoneClose })).toEqual({ out: RECIPE, thought: true });
    expect(onLoneClose).not.toHaveBeenCalled();
  });

  it('gives the text of a host that thinks in a field of its own as the answer, though the template was said to open thinking', () => {
    const filter = thinkingFilter({ startsInThinking: true });
    filter.thinksApart();
    expect(filter.push(RECIPE)).toBe(RECIPE);
    expect(filter.leftOpen).toBeUndefined();
  });

  it('still takes out a block the host writes after its thinking in a field', () => {
    const filter = thinkingFilter({ startsInThinking: true });
    filter.thinksApart();
    expect(filter.push('# Soup <think>hmm')).toBe('# Soup ');
    filter.thinksApart();
    expect(filter.push(' more</think> Stir.')).toBe(' Stir.');
  });

  it.each([
    ['a template that opened thinking that never closed', ['Soup or salad?'], { startsInThinking: true }, { anyClosed: false }],
    ['a block that never closed after one that did', ['<think>a</think>Soup.<think>b'], {}, { anyClosed: true }],
    ['a block at the start that never closed', ['<think>Soup or'], {}, { anyClosed: false }],
    ['every block closed', ['<think>a</think>Soup.'], {}, undefined],
    ['no thinking at all', ['Soup.'], {}, undefined],
  ])('says at the end whether thinking was left open: %s', (_name, pieces, options, leftOpen) => {
    const filter = thinkingFilter(options);
    for (const piece of pieces) filter.push(piece);
    filter.flush();
    expect(filter.leftOpen).toEqual(leftOpen);
  });

  it.each([
    ['lone closes', '</think>'],
    ['opens and closes', '<think>a</think>b'],
    ['starts of tags', '<thin[THIN</thin'],
    ['brackets', '<<[[<'],
    ['white space before the answer', ' \n'],
    ['blanks before the answer', '\ufeff\u200b'],
  ])('reads an answer of %s in time in proportion to its length, whole or in pieces', async (_name, unit) => {
    const text = unit.repeat(Math.ceil(INPUT_CHARS / unit.length));
    const whole = (answer: string) => filtered([answer]);
    const inPieces = (answer: string) => filtered(answer.match(/[\s\S]{1,3}/g) ?? []);
    expect(await readsInLinearTime(whole, text)).toBe(true);
    expect(await readsInLinearTime(inPieces, text)).toBe(true);
  });

  it('takes a lone </think> out of the recipe and says so, every time it comes', () => {
    const onLoneClose = vi.fn();
    expect(filtered(['Soup, I think.</think>', `\n\n${RECIPE}`], { onLoneClose }).out).toBe(`Soup, I think.\n\n${RECIPE}`);
    expect(onLoneClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a piece that ends in the start of </think> for the next piece, and gives it back if it was not one', () => {
    const filter = thinkingFilter();
    expect(filter.push('Stir </')).toBe('Stir ');
    expect(filter.push('b> well')).toBe('</b> well');
    expect(filter.push('. Done <')).toBe('. Done ');
    expect(filter.flush()).toBe('<');
  });
});
