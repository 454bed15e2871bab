import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../shared/api/api-errors.ts';
import { ERROR_TEXTS, refusalMessage, serverText } from '../../client/lib/error-messages.ts';

const body = (code: string) => JSON.stringify({ error: { code, message: `server text for ${code}` } });

describe('refusalMessage', () => {
  it.each([
    [body('rate_limited'), 'Too many recipes in a minute. Please wait a moment and try again.'],
    [body('upstream_timeout'), 'The chef took too long to answer. Please try again.'],
    [body('upstream_busy'), ERROR_TEXTS.upstream_busy],
    [body('upstream_unavailable'), ERROR_TEXTS.upstream_unavailable],
    [body('busy'), 'The kitchen is full right now. Please try again in a few seconds.'],
    [body('budget_exhausted'), ERROR_TEXTS.budget_exhausted],
    [body('overloaded'), ERROR_TEXTS.overloaded],
    [body('too_many_ingredients'), ERROR_TEXTS.too_many_ingredients],
    [body('too_few_ingredients'), ERROR_TEXTS.too_few_ingredients],
    [body('internal'), ERROR_TEXTS.general],
    [body('general'), ERROR_TEXTS.general],
    [body('toString'), ERROR_TEXTS.general],
    ['<html>Bad Gateway</html>', ERROR_TEXTS.general],
    ['', ERROR_TEXTS.general],
    ['rate_limited', ERROR_TEXTS.general],
  ])('turns the refusal %s into a friendly text', (refusal, text) => {
    expect(refusalMessage(errorCodeOf(refusal))).toBe(text);
  });

  it('keeps every text short and free of codes', () => {
    for (const text of Object.values(ERROR_TEXTS)) {
      expect(text.length).toBeLessThan(100);
      expect(text).not.toMatch(/_|\d{3}/);
    }
  });
});

describe('serverText', () => {
  it("passes on only the server's own public texts", () => {
    expect(serverText(ERROR_TEXTS.upstream_timeout)).toBe(ERROR_TEXTS.upstream_timeout);
    expect(serverText('Upstream said: invalid api key sk-123')).toBeUndefined();
    expect(serverText('')).toBeUndefined();
  });
});
