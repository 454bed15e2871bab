import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chunkFrame, closingFrames, openingFrames, type Delta } from './chunks.ts';

/** A chat-completions request as the fake host received it. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** How the fake host answers the next requests. */
export type Behaviour =
  /**
   * Streams the pieces as content chunks: the first at once, each next one `gapMs` later (0: as
   * fast as the connection drains), the last one once `holdLast` settles when given.
   */
  | { kind: 'stream'; pieces: readonly string[]; gapMs: number; holdLast?: Promise<void>; finishReason?: string; thinking?: readonly Delta[] }
  | { kind: 'status'; status: number }
  /** Streams `piece` as content chunks without end, as fast as the connection drains, until the caller hangs up. */
  | { kind: 'endless'; piece: string }
  /** Streams the pieces, then drops the connection without finishing the answer. */
  | { kind: 'reset'; pieces: readonly string[] };

interface Prepared {
  behaviour: Behaviour;
  role: Buffer;
  pieces: Buffer[];
  end: Buffer;
}

// Frames are serialised once per behaviour, so a busy host spends its time writing, not serialising.
function prepare(behaviour: Behaviour): Prepared {
  const pieces = behaviour.kind === 'status' ? [] : behaviour.kind === 'endless' ? [behaviour.piece] : behaviour.pieces;
  const finishReason = behaviour.kind === 'stream' ? behaviour.finishReason : undefined;
  // A reasoning model's thinking comes first, a chunk at a time like the text.
  const thinking = (behaviour.kind === 'stream' ? (behaviour.thinking ?? []) : []).map((delta) => Buffer.from(chunkFrame(delta)));
  const [role, ...content] = openingFrames(pieces).map((frame) => Buffer.from(frame));
  return { behaviour, role: role!, pieces: [...thinking, ...content], end: Buffer.from(closingFrames(finishReason).join('')) };
}

/** The models the fake host lists at GET /models: the default one among them. */
export const SERVED_MODELS = ['mistralai/Mixtral-8x7B-Instruct-v0.1', 'fake'];

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
// Long enough for the host to notice the caller's pause, short enough to keep a test quick.
const RESET_AFTER_MS = 30;
// An endless answer's chunks go out this many to a write.
const ENDLESS_BATCH = 64;

/**
 * A small OpenAI-compatible host: answers every request with the current behaviour and, unless
 * `record` is false (the bench), keeps what it was sent. `handle` is its node:http request handler.
 * @example const host = fakeHost(); host.answerWith({ kind: 'status', status: 500 });
 */
export function fakeHost({ record = true, models = SERVED_MODELS }: { record?: boolean; models?: readonly string[] } = {}) {
  const received: ReceivedRequest[] = [];
  /** Answers the caller hung up on before the host had finished writing them, and the pieces each got. */
  const hungUp: { piecesSent: number }[] = [];
  let current = prepare({ kind: 'stream', pieces: ['Hello'], gapMs: 0 });
  /** Bytes of answer the host has written, across every request. */
  let bytesWritten = 0;

  /** Starts an answer: its headers and role frame, and a note of a caller who hangs up before its end. */
  function begin(response: ServerResponse, role: Buffer, piecesSent: () => number) {
    if (record) response.once('close', () => !response.writableFinished && hungUp.push({ piecesSent: piecesSent() }));
    response.writeHead(200, SSE_HEADERS);
    response.write(role);
  }

  // Callbacks rather than a loop of awaits: the bench's host writes hundreds of thousands of pieces.
  function stream(response: ServerResponse, { behaviour, role, pieces, end }: Prepared) {
    const { gapMs, holdLast } = behaviour as Extract<Behaviour, { kind: 'stream' }>;
    let sent = 0;
    begin(response, role, () => sent);
    const next = (): void => {
      if (response.destroyed) return;
      if (sent === pieces.length) return void response.end(end);
      const flushed = response.write(pieces[sent++]);
      if (sent === pieces.length - 1 && holdLast) void holdLast.then(next);
      else if (gapMs > 0) setTimeout(next, gapMs);
      else if (flushed) setImmediate(next); // other streams get their turn, as on a real host
      else response.once('drain', next);
    };
    if (pieces.length === 1 && holdLast) void holdLast.then(next);
    else next();
  }

  // Many chunks to a write, so that the host is never the slow side.
  function endless(response: ServerResponse, { role, pieces }: Prepared) {
    const batch = Buffer.concat(Array.from({ length: ENDLESS_BATCH }, () => pieces[0]!));
    let sent = 0;
    begin(response, role, () => sent);
    const next = (): void => {
      if (response.destroyed) return;
      sent += ENDLESS_BATCH;
      bytesWritten += batch.length;
      if (response.write(batch)) setImmediate(next);
      else response.once('drain', next);
    };
    next();
  }

  function whole(response: ServerResponse, content: string) {
    response.writeHead(200, { 'content-type': 'application/json' });
    const choice = { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' };
    response.end(JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion', created: 0, model: 'fake', choices: [choice], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The model list the server reads once at start-up: no answer to count.
    if (request.method === 'GET' && request.url?.endsWith('/models')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model' })) }));
    }
    let text = '';
    for await (const chunk of request) text += chunk;
    if (record) received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(text || '{}') });
    const answer = current;
    const { behaviour } = answer;
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      return void response.end('{"error":{"message":"fake host failure"}}');
    }
    // A call that asks for a whole answer (a week's plan) gets one, as a real host sends it.
    if (behaviour.kind === 'stream' && (JSON.parse(text || '{}') as { stream?: unknown }).stream !== true) return whole(response, behaviour.pieces.join(''));
    if (behaviour.kind === 'stream') return stream(response, answer);
    if (behaviour.kind === 'endless') return endless(response, answer);
    response.writeHead(200, SSE_HEADERS);
    response.write(Buffer.concat([answer.role, ...answer.pieces]));
    setTimeout(() => response.destroy(), RESET_AFTER_MS);
  }

  return {
    received,
    hungUp,
    handle,
    /** Bytes of answer written so far (handed to the connection, not necessarily read). */
    bytesWritten: () => bytesWritten,
    /** Sets how the host answers from the next request on. */
    answerWith(next: Behaviour) {
      current = prepare(next);
    },
  };
}

/**
 * The fake host on a loopback port (`port`, or a free one), for tests.
 * @example const host = await startFakeHost(); // AI_BASE_URL=host.baseURL
 */
export async function startFakeHost({ port = 0, models }: { port?: number; models?: readonly string[] } = {}) {
  const host = fakeHost({ models });
  const server = createServer((request, response) => void host.handle(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    ...host,
    port: listening,
    baseURL: `http://127.0.0.1:${listening}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
