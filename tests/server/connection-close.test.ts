import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { FOUR, buildTestApp, mockChatCompletions, sseResponse } from '../support/test-app.ts';
import { chatCompletionSse } from '../support/fake-host/chunks.ts';

/** Posts a recipe request over a raw socket with `connection`, and resolves with all it read once the server closed the socket. */
async function postOverSocket(port: number, connection: string) {
  const body = JSON.stringify({ ingredients: FOUR });
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    `POST /api/recipe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: ${connection}\r\n\r\n${body}`,
  );
  let read = '';
  socket.setEncoding('utf8').on('data', (text: string) => (read += text));
  const answered = new Promise<string>((resolve) => socket.on('data', () => read.includes('data: [DONE]') && resolve(read)));
  return { answered, closed: once(socket, 'end').then(() => read), socket };
}

describe('a streamed answer to a request that says Connection: close', () => {
  it('says so in its headers, and the server closes the socket once the answer has ended', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Simmer.'])));
    const app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const request = await postOverSocket(port, 'close');
    const head = (await request.answered).split('\r\n\r\n')[0]!;
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    // The whole answer, its last chunk included, then the socket's end.
    expect(await request.closed).toMatch(/data: \[DONE\]\n\n\r\n0\r\n\r\n$/);
  });

  it('keeps the socket open for the next request when the visitor’s client keeps it alive', async () => {
    mockChatCompletions(() => sseResponse(chatCompletionSse(['## Soup\n', 'Simmer.'])));
    const app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const request = await postOverSocket(port, 'keep-alive');
    const head = (await request.answered).split('\r\n\r\n')[0]!;
    expect(head).toMatch(/\r\nconnection: keep-alive\r\n/i);
    request.socket.destroy();
  });
});
