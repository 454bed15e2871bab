import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES } from '../../shared/api/api-errors.ts';
import { REQUEST_TIMEOUT_MS } from '../../server/app.ts';
import { FOUR, buildTestApp, mockChatCompletions, postRecipeOverHttp, sseResponse } from '../support/test-app.ts';
import { answerFrames } from '../support/fake-host/chunks.ts';
import { pacedBody, parseUIStream, textOf } from '../support/sse.ts';

/** An app on a free loopback port, and that port. */
async function listening(deps: Parameters<typeof buildTestApp>[1] = {}) {
  const app = await buildTestApp({}, deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

// The connection is made from a child process: in this one, msw reads what is sent as HTTP and
// passes on only whole requests, so a request that never finishes would never reach the app.
const RAW_CLIENT = `
const [port, bytes] = process.argv.slice(1);
const startedAt = performance.now();
let received = '';
const socket = require('node:net').connect(Number(port), '127.0.0.1', () => socket.write(Buffer.from(bytes, 'base64')));
socket.on('data', (chunk) => (received += chunk.toString('utf8')));
socket.on('error', () => {});
socket.on('close', () => process.stdout.write(JSON.stringify({ received, afterMs: performance.now() - startedAt })));
`;

/**
 * Sends `bytes` on a raw connection and then nothing more; resolves with everything the server
 * sent back and how long it took to close the connection, or rejects once `withinMs` is over.
 */
function sendAndStall(port: number, bytes: string, withinMs = 5_000) {
  return new Promise<{ received: string; afterMs: number }>((resolve, reject) => {
    const args = ['-e', RAW_CLIENT, String(port), Buffer.from(bytes).toString('base64')];
    execFile(process.execPath, args, { timeout: withinMs }, (error, stdout) => {
      if (error) reject(new Error(`the connection was still open after ${withinMs} ms`));
      else resolve(JSON.parse(stdout) as { received: string; afterMs: number });
    });
  });
}

/** The status line, headers (lower-cased names) and JSON body of a raw HTTP answer. */
function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

const BODY = JSON.stringify({ ingredients: FOUR });
const postHead = `POST /api/recipe HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${BODY.length}\r\n\r\n`;
// Node looks for requests past their timeout once a second: allow that, and a busy machine.
const CLOSED_WITHIN_MS = REQUEST_TIMEOUT_MS + 3_000;

describe('a client that is slow to send its request', () => {
  it.concurrent.each([
    ['whose body stalls halfway', postHead + BODY.slice(0, 10)],
    ['whose headers never end', 'POST /api/recipe HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: applic'],
  ])(
    'gets a 408 in the app’s shape and a closed connection once REQUEST_TIMEOUT_MS is over: a request %s',
    async (_name, bytes) => {
      const { port } = await listening();
      const { received, afterMs } = await sendAndStall(port, bytes, CLOSED_WITHIN_MS);

      expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      const answer = parseAnswer(received);
      expect(answer.status).toBe(408);
      expect(answer.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      expect(answer.body).toEqual({ error: { code: 'request_timeout', message: PUBLIC_MESSAGES.request_timeout } });
    },
    20_000,
  );

  it.concurrent(
    'never cuts a recipe that streams for longer than REQUEST_TIMEOUT_MS',
    async () => {
      const words = Array.from({ length: 8 }, (_, index) => `step${index} `);
      const frames = answerFrames(words);
      // The first words at once, then one every 1.7 s: the answer outlasts the request timeout.
      mockChatCompletions(() => sseResponse(pacedBody([frames.slice(0, 2).join(''), ...frames.slice(2)], (REQUEST_TIMEOUT_MS + 2_000) / (frames.length - 2))));
      const response = await postRecipeOverHttp(await buildTestApp());
      const body = await response.text();

      expect(response.status).toBe(200);
      expect(textOf(parseUIStream(body))).toBe(words.join(''));
    },
    30_000,
  );
});

describe('errors Node answers before there is a request', () => {
  it('answers headers too large with a 431 in the app’s shape', async () => {
    const { port } = await listening();
    const { received } = await sendAndStall(port, `GET /healthz HTTP/1.1\r\nhost: 127.0.0.1\r\nx-filler: ${'a'.repeat(20_000)}\r\n\r\n`);

    const answer = parseAnswer(received);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    expect(answer.body).toEqual({ error: { code: 'headers_too_large', message: PUBLIC_MESSAGES.headers_too_large } });
  });

  it('answers bytes that are not HTTP with a 400 in the app’s shape', async () => {
    const { port } = await listening();
    const { received } = await sendAndStall(port, 'HELLO THERE\r\n\r\n');

    const answer = parseAnswer(received);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'bad_request', message: PUBLIC_MESSAGES.bad_request } });
  });
});

describe('addresses that exist, asked the wrong way', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'pantry-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Pantry Chef</title>');
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  // Over a real connection: the test client of app.inject tidies ".." out of a path before the app sees it.
  it.each(['/%2e%2e/package.json', '/../package.json', '/..%5c..%5cpackage.json', '/assets/..%5c..%5cpackage.json'])(
    'answers GET %s, a path out of the page’s folder, with a plain 404 in the app’s shape',
    async (path) => {
      const { port } = await listening({ clientDir });
      const { received } = await sendAndStall(port, `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`);

      const answer = parseAnswer(received);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: PUBLIC_MESSAGES.not_found } });
    },
  );

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'] as const)('answers %s /api/recipe with a 405 that names POST', async (method) => {
    const response = await (await buildTestApp({}, { clientDir })).inject({ method, url: '/api/recipe' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ error: { code: 'method_not_allowed', message: PUBLIC_MESSAGES.method_not_allowed } });
  });
});
