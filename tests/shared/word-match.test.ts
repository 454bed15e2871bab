import { describe, expect, it } from 'vitest';
import { matchKey, withPlurals } from '../../shared/ingredients/word-match.ts';

describe('matchKey', () => {
  it.each([
    ['Crème-Fraîche', 'creme fraiche'],
    ['  Super-Glue!! ', 'super glue'],
    ['Baker’s ammonia', "baker's ammonia"],
    ['Rat  Poison', 'rat poison'],
    ['7-Up', '7 up'],
    ['Ｒａｔ ｐｏｉｓｏｎ', 'rat poison'],
    ['ﬂour', 'flour'],
  ])('reads %j as %j', (text, key) => {
    expect(matchKey(text)).toBe(key);
  });
});

describe('withPlurals', () => {
  it.each([
    ['egg', ['egg', 'eggs']],
    ['anchovy', ['anchovy', 'anchovies']],
    ['turkey', ['turkey', 'turkeys']],
    ['peach', ['peach', 'peaches']],
    ['glass', ['glass', 'glasses']],
    ['box', ['box', 'boxes']],
    ['dish', ['dish', 'dishes']],
  ])('gives %j the forms %j', (term, forms) => {
    expect(withPlurals(term)).toEqual(forms);
  });
});
