// A paced OpenAI-compatible host on loopback, run as its own process by the bench. POST
// /__mode sets how the next answers stream (see MockMode); any POST .../chat/completions streams
// one answer as chat-completion chunks; GET /__ready answers once it listens.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mockDeltas, type MockMode } from './mock-text.ts';

let mode: MockMode = { deltas: 64, intervalMs: 20, text: 'tokens' };
let frames: Buffer[] = [];

const frame = (delta: object, finishReason: string | null = null) =>
  Buffer.from(
    `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1, model: 'bench', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`,
  );

// Built once per mode, so the host spends its time writing, not serialising.
function prepare(next: MockMode) {
  mode = next;
  frames = mockDeltas(mode).map((content) => frame({ content }));
}
prepare(mode);
const ROLE = frame({ role: 'assistant', content: '' });
const END = Buffer.concat([
  frame({}, 'stop'),
  Buffer.from('data: [DONE]\n\n'),
]);

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

function stream(response: ServerResponse) {
  const pieces = frames;
  const { intervalMs } = mode;
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(ROLE);
  let index = 0;
  const next = () => {
    if (response.destroyed) return;
    if (index === pieces.length) return void response.end(END);
    const flushed = response.write(pieces[index++]!);
    if (intervalMs > 0) setTimeout(next, intervalMs);
    else if (flushed) setImmediate(next);
    else response.once('drain', next);
  };
  next();
}

const server = createServer(async (request, response) => {
  const body = await readBody(request);
  if (request.method === 'GET' && request.url === '/__ready') return void response.end('ok');
  if (request.method === 'POST' && request.url === '/__mode') {
    prepare(JSON.parse(body) as MockMode);
    return void response.end('ok');
  }
  if (request.method === 'POST' && request.url?.endsWith('/chat/completions')) return stream(response);
  response.writeHead(404).end();
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
