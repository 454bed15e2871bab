// A paced OpenAI-compatible host on loopback, run as its own process by the bench: the tests' fake
// host, with two control routes. POST /__mode sets how the next answers stream (see MockMode); any
// other POST streams one answer as chat-completion chunks; GET /__ready answers once it listens.
import { createServer, type IncomingMessage } from 'node:http';
import { fakeHost } from '../tests/support/fake-host/server.ts';
import { mockDeltas, type MockMode } from './mock-text.ts';

// Nothing is recorded: the host answers hundreds of thousands of requests in a run.
const host = fakeHost({ record: false });
const useMode = (mode: MockMode) => host.answerWith({ kind: 'stream', pieces: mockDeltas(mode), gapMs: mode.intervalMs });
useMode({ deltas: 64, intervalMs: 20, text: 'tokens' });

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

const server = createServer(async (request, response) => {
  if (request.method === 'GET' && request.url === '/__ready') return void response.end('ok');
  if (request.method === 'POST' && request.url === '/__mode') {
    useMode(JSON.parse(await readBody(request)) as MockMode);
    return void response.end('ok');
  }
  if (request.method === 'POST' && request.url?.endsWith('/chat/completions')) return host.handle(request, response);
  response.writeHead(404).end();
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
