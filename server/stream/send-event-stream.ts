import type { UIMessageChunk } from 'ai';
import type { FastifyReply } from 'fastify';
import { HEARTBEAT_FRAME } from '../../shared/api/stream-parts.ts';
import type { ChunkReader } from './hold-first-text.ts';

// The UI message stream protocol's headers, as the SDK's own responses send them, but Connection:
// Node answers the visitor's own (a `Connection: close` is honoured), and a header set here would override it.
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  'x-vercel-ai-ui-message-stream': 'v1',
  'x-accel-buffering': 'no',
};

/** One server-sent event carrying `data`. */
export const eventFrame = (data: string) => `data: ${data}\n\n`;

/** Resolves once the socket takes more, or once it is gone. */
const drained = (res: FastifyReply['raw']) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.once('drain', done).once('close', done);
  });

/** A UI message stream on its way to the visitor: chunks written one by one, then a whole answer. */
export interface EventStream {
  /** Writes one chunk now (the sign that the host is thinking, say). */
  send(chunk: UIMessageChunk): void;
  /** Writes every chunk `reader` gives, then ends the stream. */
  pipe(reader: ChunkReader): Promise<void>;
  /** Writes `[DONE]` and ends the response. */
  end(): void;
}

/**
 * Opens a UI message stream to the visitor as server-sent events, straight into Node's response:
 * a `data:` frame per chunk and `[DONE]` at the end, the SDK's own framing, without the three web
 * streams (JSON to SSE, keep-alive, text encoding) and the conversion back to a Node stream that a
 * web Response costs per chunk. Frames ready in the same moment (the opening events, the closing
 * ones) leave in one write. An answer is read only as fast as the socket takes it, and cancelled
 * when the visitor leaves. The reply's headers (security headers, rate limit, Connection: close
 * while draining) go first, as Fastify would send them. A stream that has been quiet for
 * `heartbeatMs` (a host thinking for minutes) gets a comment, so that a proxy's read timeout
 * (nginx's 75 s) never cuts it.
 */
export function openEventStream(reply: FastifyReply, { heartbeatMs }: { heartbeatMs: number }): EventStream {
  const res = reply.raw;
  reply.hijack();
  for (const [name, value] of Object.entries({ ...EVENT_STREAM_HEADERS, ...reply.getHeaders() })) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(200);
  let corked = false;
  // Started again by every write, so it fires only after heartbeatMs with nothing written.
  const heartbeat = setTimeout(() => {
    if (res.destroyed || res.writableEnded) return;
    // A socket that has not taken what it has is not quiet: wait for it.
    if (res.writableNeedDrain) heartbeat.refresh();
    else write(HEARTBEAT_FRAME);
  }, heartbeatMs).unref();
  res.once('close', () => clearTimeout(heartbeat));
  const write = (text: string) => {
    heartbeat.refresh();
    if (!corked) {
      corked = true;
      res.cork();
      // After every read already waiting has been written: their promises settle before this tick.
      process.nextTick(() => {
        corked = false;
        res.uncork();
      });
    }
    return res.write(text);
  };
  const end = () => {
    if (res.destroyed) return;
    write(eventFrame('[DONE]'));
    clearTimeout(heartbeat);
    res.end();
  };
  return {
    end,
    send: (chunk) => {
      if (!res.destroyed) write(eventFrame(JSON.stringify(chunk)));
    },
    async pipe(reader) {
      if (res.destroyed) return void reader.cancel(new DOMException('The visitor left', 'AbortError')).catch(() => {});
      res.once('close', () => {
        if (!res.writableFinished) reader.cancel(new DOMException('The visitor left', 'AbortError')).catch(() => {});
      });
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (res.destroyed) return;
          if (done) break;
          if (!write(eventFrame(JSON.stringify(value)))) await drained(res);
        }
        end();
      } catch (error) {
        // The stages turn a host's failures into error chunks: a throw here is a fault of this server's.
        reply.log.error({ err: error }, 'the recipe stream failed');
        res.destroy();
      }
    },
  };
}
