import { describe, expect, it } from 'vitest';
import { figureOf } from '../../client/nutrition/figures.ts';

describe('a nutrient figure as a label gives it', () => {
  it.each([
    [{ value: 1234.4, atLeast: false }, 'kcal', false, '1,234 kcal'],
    [{ value: 3.26, atLeast: true }, 'g', false, 'at least 3.3 g'],
    [{ value: 12.6, atLeast: false }, 'g', false, '13 g'],
    [{ value: 0.04, atLeast: false }, 'g', false, 'under 0.1 g'],
    [{ value: 0.4, atLeast: false }, 'mg', false, 'under 1 mg'],
    [{ value: 0, atLeast: false }, 'g', true, '—'],
    [{ value: 0, atLeast: false }, 'g', false, '0 g'],
    [{ value: 5, atLeast: false, unknown: true as const }, 'mg', false, '—'],
  ] as const)('%o in %s (partial: %s) is "%s"', (amount, unit, partial, shown) => {
    expect(figureOf(amount, unit, partial)).toBe(shown);
  });
});
