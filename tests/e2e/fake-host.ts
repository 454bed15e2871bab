import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the fake host received it. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** How the fake host answers the next request. */
export type Behaviour =
  | { kind: 'stream'; pieces: string[]; gapMs: number; holdLast?: Promise<void> }
  | { kind: 'status'; status: number }
  /** Streams the pieces, then drops the connection without finishing the answer. */
  | { kind: 'reset'; pieces: string[] };

/**
 * A small OpenAI-compatible host on loopback: streams the given pieces as chat-completion chunks,
 * or fails with a status, and records what it was sent.
 */
export async function startFakeHost() {
  const received: ReceivedRequest[] = [];
  /** Answers the caller hung up on before the host had finished writing them, and the pieces each got. */
  const hungUp: { piecesSent: number }[] = [];
  let behaviour: Behaviour = { kind: 'stream', pieces: ['Hello'], gapMs: 0 };

  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return JSON.parse(text || '{}') as Record<string, unknown>;
  };

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"fake host failure"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (delta: object, finish: string | null = null) =>
      response.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    send({ role: 'assistant', content: '' });
    if (behaviour.kind === 'reset') {
      for (const piece of behaviour.pieces) send({ content: piece });
      setTimeout(() => response.destroy(), 50);
      return;
    }
    const { pieces, gapMs, holdLast } = behaviour;
    let piecesSent = 0;
    response.once('close', () => {
      if (!response.writableFinished) hungUp.push({ piecesSent });
    });
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && holdLast) await holdLast;
      else if (index > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      if (response.destroyed) return;
      send({ content: piece });
      piecesSent++;
    }
    send({}, 'stop');
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    hungUp,
    answerWith(next: Behaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
