import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { describeUpstreamFailure, emptyAnswer, fallsOver, serverStopped } from '../../server/stream/upstream-failure.ts';

const status = (statusCode: number) =>
  describeUpstreamFailure(new APICallError({ message: 'fake', url: 'https://llm.test/v1/chat/completions', requestBodyValues: {}, statusCode }));

describe('fallsOver', () => {
  it.each([
    ['a refused or reset connection', describeUpstreamFailure(new APICallError({ message: 'fetch failed', url: 'u', requestBodyValues: {} })), true],
    ['an error in the stream before any text', describeUpstreamFailure(undefined), true],
    ['no first token in time', describeUpstreamFailure(new DOMException('No first token', 'TimeoutError')), true],
    ['401', status(401), true],
    ['403', status(403), true],
    ['404', status(404), true],
    ['429', status(429), true],
    ['500', status(500), true],
    ['503', status(503), true],
    ['400', status(400), false],
    ['422', status(422), false],
    ['an answer without text', emptyAnswer(), false],
    ['our own shutdown', serverStopped(), false],
  ])('for %s: %s', (_name, failure, expected) => {
    expect(fallsOver(failure)).toBe(expected);
  });
});
