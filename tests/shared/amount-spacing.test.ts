import { describe, expect, it } from 'vitest';
import { keepAmountsTogether } from '../../shared/recipe/amount-spacing.ts';

describe('keepAmountsTogether', () => {
  it.each([
    ['The chicken is done at 165 °F in the middle.', 'The chicken is done at 165\u00a0°F in the middle.'],
    ['Olive oil — 2 tbsp', 'Olive oil — 2\u00a0tbsp'],
    ['Simmer for 10-12 minutes, then add 1½ cups water', 'Simmer for 10-12\u00a0minutes, then add 1½\u00a0cups water'],
    ['Add ½ tsp salt and 2 cloves garlic', 'Add ½\u00a0tsp salt and 2\u00a0cloves garlic'],
    ['Step 3 of 5', 'Step 3 of 5'],
  ])('keeps the amounts of %j with their units', (text, kept) => {
    expect(keepAmountsTogether(text)).toBe(kept);
  });
});

describe('keepAmountsTogether on a hostile step', () => {
  it('reads a run of digits in time linear in its length', () => {
    const time = (length: number) => {
      const text = `${'1'.repeat(length)}x`;
      const start = performance.now();
      for (let round = 0; round < 5; round++) keepAmountsTogether(text);
      return performance.now() - start;
    };
    time(16_000);
    // Four times the text, measured in the same run: well under the sixteen times a quadratic reader takes.
    expect(time(64_000)).toBeLessThan(8 * Math.max(time(16_000), 1));
  });
});
