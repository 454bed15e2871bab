import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, friendlyErrorMessage } from '../../client/lib/error-messages.ts';

const refusal = (statusCode: number, responseBody: string) =>
  new APICallError({
    message: responseBody,
    url: '/api/recipe',
    requestBodyValues: undefined,
    statusCode,
    responseBody,
  });

const body = (code: string) => JSON.stringify({ error: { code, message: `server text for ${code}` } });

describe('friendlyErrorMessage', () => {
  it.each([
    [refusal(429, body('rate_limited')), 'Too many recipes in a minute. Please wait a moment and try again.'],
    [refusal(504, body('upstream_timeout')), 'The chef took too long to answer. Please try again.'],
    [refusal(503, body('upstream_busy')), ERROR_TEXTS.upstream_busy],
    [refusal(502, body('upstream_unavailable')), ERROR_TEXTS.upstream_unavailable],
    [refusal(503, body('busy')), 'The kitchen is full right now. Please try again in a few seconds.'],
    [refusal(503, body('budget_exhausted')), ERROR_TEXTS.budget_exhausted],
    [refusal(503, body('overloaded')), ERROR_TEXTS.overloaded],
    [refusal(400, body('too_many_ingredients')), ERROR_TEXTS.too_many_ingredients],
    [refusal(400, body('too_few_ingredients')), ERROR_TEXTS.too_few_ingredients],
    [refusal(500, body('internal')), ERROR_TEXTS.general],
    [refusal(500, body('general')), ERROR_TEXTS.general],
    [refusal(500, body('toString')), ERROR_TEXTS.general],
    [refusal(502, '<html>Bad Gateway</html>'), ERROR_TEXTS.general],
    [refusal(502, ''), ERROR_TEXTS.general],
    [new Error('rate_limited'), ERROR_TEXTS.general],
    [new TypeError('Failed to fetch'), ERROR_TEXTS.general],
    ['not even an error', ERROR_TEXTS.general],
  ])('turns %s into a friendly text', (error, text) => {
    expect(friendlyErrorMessage(error)).toBe(text);
  });

  it('keeps every text short and free of codes', () => {
    for (const text of Object.values(ERROR_TEXTS)) {
      expect(text.length).toBeLessThan(100);
      expect(text).not.toMatch(/_|\d{3}/);
    }
  });
});
