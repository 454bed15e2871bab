import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';
import { parseUIStream, textOf } from '../support/sse.ts';

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(directives(headers['content-security-policy'])).toEqual({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'connect-src': "'self'",
    'font-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  });
};

describe('security headers', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'pantry-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Pantry Chef</title>');
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('sends a strict Content-Security-Policy and the usual headers with the page', async () => {
    const response = await (await buildTestApp({}, { clientDir })).inject('/');
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
  });

  it('sends them with the recipe stream too, and the stream still arrives whole', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Stir.'])));
    const response = await postRecipe(await buildTestApp(), { ingredients: FOUR });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expectSecurityHeaders(response.headers);
    expect(textOf(parseUIStream(response.body))).toBe('## Soup\nStir.');
  });
});
