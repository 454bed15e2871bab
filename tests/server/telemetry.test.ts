import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTelemetry } from '../../server/ops/telemetry.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipe, sseResponse } from '../support/test-app.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';
import { upstream } from '../support/msw-setup.ts';

/** A local OTLP/HTTP endpoint that keeps every trace export it receives, as JSON text. */
async function startCollector() {
  const exports: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.once('end', () => {
      if (request.url === '/v1/traces') exports.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.use(http.post(`${origin}/v1/traces`, () => passthrough()));
  return { origin, exports, close: () => new Promise((resolve) => server.close(resolve)) };
}

afterEach(() => vi.unstubAllEnvs());

/** Everything exported while one recipe streams from an app built with `env`. */
async function traceOfOneRecipe(env: Record<string, string> = {}): Promise<string> {
  const collector = await startCollector();
  vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collector.origin);
  const stop = startTelemetry();
  try {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['## Tomato soup\n', 'Simmer.'])));
    const response = await postRecipe(await buildTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.origin, ...env }), { ingredients: FOUR });
    expect(response.statusCode).toBe(200);
  } finally {
    await stop(); // flushes what is queued
    await collector.close();
  }
  return collector.exports.join('\n');
}

describe('telemetry', () => {
  it('exports each recipe as a trace of the AI SDK call to the OTLP endpoint, without the prompt or the answer', async () => {
    const exported = await traceOfOneRecipe();
    expect(exported).toContain('"pantry-chef"'); // the service's name
    // The recipe's call and the model call inside it, named after the model.
    expect(exported).toContain('"name":"invoke_agent mistralai/Mixtral-8x7B-Instruct-v0.1"');
    expect(exported).toContain('"name":"chat mistralai/Mixtral-8x7B-Instruct-v0.1"');
    expect(exported).not.toContain('I have Tomato');
    expect(exported).not.toContain('Tomato soup');
  });

  it('holds the prompt and the answer only when the operator asks for them', async () => {
    const exported = await traceOfOneRecipe({ TELEMETRY_RECORD_CONTENT: 'true' });
    expect(exported).toContain('I have Tomato, Onion, Garlic, Pasta.');
    expect(exported).toContain('Tomato soup');
  });
});
