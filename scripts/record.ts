// `npm run record -- Tomato Basil Garlic Pasta`: asks the configured host (AI_BASE_URL, AI_API_KEY,
// AI_MODEL, AI_SYSTEM_PROMPT, from the environment or .env) for one recipe exactly as the server
// would, and keeps the raw SSE body it answered with as tests/support/fixtures/streams/<host>-<model>.sse,
// under a comment naming the host, the model, the date and what is unusual about its framing.
// The key and the response headers are never written. The replay tests read every file there.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { streamText } from 'ai';
import { MAX_OUTPUT_TOKENS } from '../shared/api/limits.ts';
import { buildRecipePrompt } from '../shared/api/prompt.ts';
import { parseRecipeRequest } from '../shared/api/recipe-request.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { createModel } from '../server/hosts/model-factory.ts';
import { describeFraming } from './sse-framing.ts';

const FIXTURES = fileURLToPath(new URL('../tests/support/fixtures/streams/', import.meta.url));

/** "router.huggingface.co", "mistralai/Mixtral-8x7B" -> "router-huggingface-co-mistralai-mixtral-8x7b" */
export const fixtureName = (host: string, model: string) =>
  `${host}-${model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** What one recording wrote, and what it saw. */
export interface Recording {
  file: string;
  body: string;
  framing: string[];
}

/**
 * Asks `ai`'s host for a recipe from `ingredients` and writes the raw answer into `dir`. The answer
 * is read through the provider's own fetch, so the request is the one the server sends.
 */
export async function recordHost(ai: Config['ai'], ingredients: string[], { dir = FIXTURES, now = new Date() } = {}): Promise<Recording> {
  if (ai.baseURL === undefined) throw new Error('Set AI_BASE_URL (and AI_API_KEY, AI_MODEL) to the host to record.');
  const request = parseRecipeRequest({ ingredients });
  if (!request.ok) throw new Error(request.error.message);
  const raw: Promise<string>[] = [];
  const keepBody: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    const [forSdk, forFile] = response.body.tee();
    raw.push(new Response(forFile).text());
    return new Response(forSdk, response);
  };
  const { model } = createModel(ai, { fetch: keepBody });
  const prompt = buildRecipePrompt(request.value.ingredients, ai.systemPrompt);
  const result = streamText({ model, ...prompt, maxOutputTokens: MAX_OUTPUT_TOKENS, maxRetries: 0, onError: () => {} });
  await result.consumeStream();
  const body = await raw.at(-1);
  if (body === undefined) throw new Error(`${ai.baseURL} gave no answer.`);
  const host = new URL(ai.baseURL).host;
  const framing = describeFraming(body);
  const header = [`: host: ${host}`, `: model: ${ai.model}`, `: recorded: ${now.toISOString().slice(0, 10)} by npm run record`, ...framing.map((note) => `: framing: ${note}`)];
  const file = join(dir, `${fixtureName(host, ai.model)}.sse`);
  writeFileSync(file, `${header.join('\n')}\n\n${body}`);
  return { file, body, framing };
}

if (import.meta.main) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
  const ingredients = process.argv.slice(2);
  try {
    const { file, framing } = await recordHost(loadConfig(process.env).ai, ingredients.length > 0 ? ingredients : ['Tomato', 'Basil', 'Garlic', 'Pasta']);
    console.log(`Recorded ${file}\n${framing.map((note) => `  ${note}`).join('\n')}`);
  } catch (error) {
    console.error(`Nothing recorded: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
