import { describe, expect, it } from 'vitest';
import { unitsForLocale } from '../../client/lib/locale-units.ts';

describe('unitsForLocale', () => {
  it.each([
    ['en-US', 'us'],
    ['es-US', 'us'],
    ['en-LR', 'us'],
    ['my-MM', 'us'],
    ['en-us', 'us'],
    ['en-GB', 'metric'],
    ['en-CA', 'metric'],
    ['fr-FR', 'metric'],
    ['en', 'metric'],
    ['zh-Hans-CN', 'metric'],
    ['', 'metric'],
    [undefined, 'metric'],
    ['not a language', 'metric'],
  ])('measures for %j in %s units', (tag, units) => {
    expect(unitsForLocale(tag)).toBe(units);
  });
});
