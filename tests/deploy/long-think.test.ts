import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEARTBEAT_FRAME } from '../../shared/api/stream-parts.ts';
import { nginxConfigFor } from '../support/nginx.ts';
import { parseUIStream, textOf } from '../support/sse.ts';
import { useDeployment } from './deployment.ts';

const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];
const READ_TIMEOUT = /^(\s*)proxy_read_timeout (\d+)s;$/m;

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

// nginx's read timeout cut to 2 s and the heartbeat to half a second: a host that thinks for six
// seconds stands for one that thinks for three minutes behind the deployed 75 s.
const READ_TIMEOUT_S = 2;
const deployment = useDeployment(
  { STREAM_HEARTBEAT_MS: '500' },
  { nginx: (instances, port) => nginxConfigFor(instances, port).replace(READ_TIMEOUT, (_line, indent: string) => `${indent}proxy_read_timeout ${READ_TIMEOUT_S}s;`) },
);

describe('a host that thinks for longer than the proxy waits', () => {
  it('gives the visitor the whole recipe through nginx: the quiet stream carries a comment while the host thinks', async () => {
    const thinking = Array.from({ length: 24 }, () => ({ reasoning: 'Soup, or a sauce for the pasta? ' }));
    deployment.host.answerWith({ kind: 'stream', thinking, pieces: ['## Long-thought soup\n\n', 'Simmer for 20 minutes.'], gapMs: 250 });
    const response = await fetch(`${deployment.proxy.url}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: FOUR }),
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(textOf(parseUIStream(body))).toBe('## Long-thought soup\n\nSimmer for 20 minutes.');
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(body.split(HEARTBEAT_FRAME).length - 1).toBeGreaterThanOrEqual(READ_TIMEOUT_S);
    expect(body).not.toContain('Soup, or a sauce');
  });

  it('is given a comment well inside the read timeout of deploy/nginx.conf by default', () => {
    const heartbeatMs = Number(/^STREAM_HEARTBEAT_MS=(\d+)$/m.exec(read('.env.example'))?.[1]);
    const readTimeoutMs = Number(READ_TIMEOUT.exec(read('deploy/nginx.conf'))?.[2]) * 1000;
    expect(heartbeatMs).toBeGreaterThan(0);
    expect(readTimeoutMs).toBeGreaterThanOrEqual(3 * heartbeatMs);
  });
});
