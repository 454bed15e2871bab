import { request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { until } from '../support/clock.ts';
import { useDeployment } from './deployment.ts';

const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];

// A visitor may ask five times a minute, across both instances.
const deployment = useDeployment({ RATE_LIMIT_MAX: '5' });

/**
 * A visitor at its own loopback address (nginx itself reaches the instances from 127.0.0.1), so
 * each test has its own rate limit. Resolves once the response's headers are in.
 */
function ask(from: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const call = request(`${deployment.proxy.url}/api/recipe`, {
      method: 'POST',
      localAddress: from,
      headers: { 'content-type': 'application/json', ...headers },
    });
    call.once('response', resolve).once('error', reject);
    call.end(JSON.stringify({ ingredients: FOUR }));
  });
}

const drain = async (response: IncomingMessage) => {
  for await (const chunk of response) void chunk;
};

describe('two instances behind nginx with deploy/nginx.conf', () => {
  it('streams a recipe through the proxy as it is written, not once the host has finished', async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    deployment.host.answerWith({ kind: 'stream', pieces: ['## Proxy soup\n\n', 'Stir well.\n', 'Serve.'], gapMs: 0, holdLast: held });
    const response = await ask('127.0.0.2');
    expect(response.statusCode).toBe(200);
    response.setEncoding('utf8');
    let body = '';
    response.on('data', (chunk: string) => (body += chunk));
    const ended = new Promise((resolve) => response.once('end', resolve));
    await until(() => body.includes('Stir well.'));
    // The host still holds its last words: everything before them came through nginx already.
    expect(body).not.toContain('Serve.');
    finish();
    await ended;
    expect(body).toContain('Serve.');
  });

  it('spreads recipes over both instances', async () => {
    deployment.host.answerWith({ kind: 'stream', pieces: ['## Soup\n\n', 'Stir.'], gapMs: 0 });
    for (let asked = 0; asked < 4; asked++) await drain(await ask('127.0.0.3'));
    for (const instance of deployment.instances) expect(instance.logs()).toContain('"msg":"recipe"');
  });

  it('holds one rate limit for a visitor across both instances, whatever X-Forwarded-For the visitor writes', async () => {
    deployment.host.answerWith({ kind: 'stream', pieces: ['## Soup\n\n', 'Stir.'], gapMs: 0 });
    const statuses: number[] = [];
    for (let asked = 0; asked < 7; asked++) {
      const response = await ask('127.0.0.4', { 'x-forwarded-for': `198.51.100.${asked}` });
      statuses.push(response.statusCode ?? 0);
      await drain(response);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
