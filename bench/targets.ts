// The processes streams go through, all started against one mock host.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import type { Target } from './load-client.ts';
import { startNode, type Child } from './processes.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// What Pantry Chef would send upstream, so the direct and gateway runs carry the same request.
const CHAT_BODY = JSON.stringify({
  model: 'bench',
  stream: true,
  max_tokens: 1024,
  messages: [
    { role: 'system', content: 'You suggest a recipe from the ingredients the visitor has.' },
    { role: 'user', content: "I have Tomato, Basil, Garlic, Pasta. Please give me a recipe you'd recommend I make!" },
  ],
});

/** A started process and how to open a stream through it. */
export interface Running {
  target: Target;
  /** The process whose CPU and memory are measured (the mock itself for `direct`). */
  child: Child;
}

const answers = (url: string, text?: string) => async () => {
  const response = await fetch(url);
  return response.ok && (text === undefined || (await response.text()).includes(text));
};

/** Starts the paced mock host. */
export async function startMock(): Promise<{ origin: string; child: Child }> {
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const child = await startNode([join(ROOT, 'bench/mock-host.ts')], { PORT: String(port) }, answers(`${origin}/__ready`));
  return { origin, child };
}

/** Opens streams on the mock host itself: the physical limit of this machine. */
export function direct(mock: { origin: string; child: Child }): Running {
  const headers = { 'content-type': 'application/json', authorization: 'Bearer bench' };
  return { child: mock.child, target: { name: 'direct', origin: mock.origin, path: '/v1/chat/completions', headers, body: CHAT_BODY } };
}

/** The real built server, as an operator runs it, with limits high enough not to shed bench load. */
export async function startPantry(mockOrigin: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const child = await startNode(
    // As `npm start` runs it: built (`npm run build`), as JavaScript.
    [join(ROOT, 'dist/server/entry.js')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      AI_BASE_URL: `${mockOrigin}/v1`,
      AI_API_KEY: 'bench',
      AI_MODEL: 'bench',
      RATE_LIMIT_MAX: '1000000',
      AI_MAX_CONCURRENT: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    answers(`${origin}/healthz`),
  );
  const body = JSON.stringify({ ingredients: ['Tomato', 'Basil', 'Garlic', 'Pasta'] });
  return { child, target: { name: 'pantry', origin, path: '/api/recipe', headers: { 'content-type': 'application/json' }, body } };
}

/** The AI SDK's own Fastify relay with no features (bare-relay.ts): the floor Pantry Chef is held to. */
export async function startBare(mockOrigin: string): Promise<Running> {
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const child = await startNode(
    [join(ROOT, 'bench/bare-relay.ts')],
    { PORT: String(port), AI_BASE_URL: `${mockOrigin}/v1`, AI_API_KEY: 'bench', AI_MODEL: 'bench' },
    answers(`${origin}/healthz`),
  );
  const body = JSON.stringify({ ingredients: ['Tomato', 'Basil', 'Garlic', 'Pasta'] });
  return { child, target: { name: 'bare', origin, path: '/api/recipe', headers: { 'content-type': 'application/json' }, body } };
}

/** The Portkey gateway, pointed at the mock host as a custom OpenAI host. */
export async function startPortkey(mockOrigin: string): Promise<Running> {
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const child = await startNode(
    [join(ROOT, 'bench/portkey-gateway.ts'), `--port=${port}`, '--headless'],
    { NODE_ENV: 'production' },
    answers(`${origin}/`, 'AI Gateway'),
  );
  const headers = {
    'content-type': 'application/json',
    authorization: 'Bearer bench',
    'x-portkey-provider': 'openai',
    'x-portkey-custom-host': `${mockOrigin}/v1`,
  };
  return { child, target: { name: 'portkey', origin, path: '/v1/chat/completions', headers, body: CHAT_BODY } };
}
