import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpSteps } from '../../client/components/recipe-markdown.tsx';
import { stepsWhenIdle } from '../../client/lib/when-idle.ts';
import { warmUpSteps as streamParserWarmUpSteps } from '../../client/recipe/stream-engine.ts';
import { fakeIdle } from '../support/fake-idle.ts';

afterEach(() => vi.unstubAllGlobals());

describe('work done ahead in quiet moments', () => {
  it('runs one step per quiet moment, in order', () => {
    const idle = fakeIdle();
    const ran: string[] = [];
    stepsWhenIdle([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual([]);
    idle.quietMoment();
    expect(ran).toEqual(['a']);
    idle.quietMoment();
    idle.quietMoment();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(idle.pending()).toBe(0);
  });

  it('runs none of the remaining steps once cancelled', () => {
    const idle = fakeIdle();
    const ran: string[] = [];
    const cancel = stepsWhenIdle([() => ran.push('a'), () => ran.push('b')]);
    idle.quietMoment();
    cancel();
    idle.quietMoment();
    expect(ran).toEqual(['a']);
    expect(idle.pending()).toBe(0);
  });

  it('checks a valid sample of every kind of chunk a recipe streams in', async () => {
    expect(streamParserWarmUpSteps.length).toBeGreaterThanOrEqual(5);
    await expect(Promise.all(streamParserWarmUpSteps.map((step) => step()))).resolves.toEqual(streamParserWarmUpSteps.map(() => true));
  });

  it('renders every kind of markdown a recipe uses, off the page, leaving nothing behind', () => {
    document.body.innerHTML = '<main id="page">Pantry</main>';
    const made = warmUpSteps.map((step) => step()).join('\n');
    for (const tag of ['<p>', '<h2', '<ul>', '<ol>', '<strong>', '<em>', '<a ', '<blockquote>', '<hr>', '<table']) expect(made).toContain(tag);
    expect(document.body.innerHTML).toBe('<main id="page">Pantry</main>');
  });
});
