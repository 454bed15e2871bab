// Where a relayed stream's CPU goes, layer by layer: `node bench/stage-costs.ts [filter] [rounds]`
// streams from the paced mock host through ever more of the AI SDK pipeline, in this one process,
// and prints the CPU each layer costs per stream (100 streams at once, 64 deltas every 20 ms).
// A filter (a regular expression) runs only the layers whose name matches it; with rounds, each
// layer runs that many times, interleaved with the others, and the median is printed beside
// every round's figure.
import type { LanguageModelV4, LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { createUIMessageStreamResponse, streamText } from 'ai';
import { loadConfig } from '../server/config.ts';
import { createModel } from '../server/hosts/model-factory.ts';
import { createRecipeProof } from '../server/recipe/recipe-proof.ts';
import { eventFrame } from '../server/stream/send-event-stream.ts';
import { startRecipe } from '../server/stream/start-recipe.ts';
import { buildRecipePrompt } from '../shared/api/prompt.ts';
import { stopAll } from './processes.ts';
import { setMode } from './server-bench.ts';
import { startMock } from './targets.ts';

const CONCURRENCY = 100;
const [filter = '', rounds = '1'] = process.argv.slice(2);
const mock = await startMock();
await setMode(mock.origin, { deltas: 64, intervalMs: 20, text: 'tokens' });
const config = loadConfig({ AI_BASE_URL: `${mock.origin}/v1`, AI_API_KEY: 'bench', AI_MODEL: 'bench' });
// The model exactly as the server builds it, so a change to its seam shows here.
// With AI_BASE_URL set, the seam returns the OpenAI-compatible provider's model, a V4 model.
const model = createModel(config.ai).model as LanguageModelV4;
const callOptions: LanguageModelV4CallOptions = { prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] };
const chatBody = JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] });

async function drain(stream: ReadableStream<unknown>) {
  const reader = stream.getReader();
  while (!(await reader.read()).done);
}
const recipe = () => streamText({ model, prompt: 'hi', timeout: { chunkMs: 30_000 }, onError: () => {} });

// What the route sends: its own stages (hold until the first text, frames, the log's figures)
// on top of the SDK's, as SSE frames.
async function routeStream() {
  const started = await startRecipe({
    model,
    prompt: buildRecipePrompt(['Tomato', 'Basil'], 'system'),
    visitorLeft: new AbortController().signal,
    serverStopping: new AbortController().signal,
    firstTokenTimeoutMs: config.ai.firstTokenTimeoutMs,
    idleTimeoutMs: config.ai.idleTimeoutMs,
    maxRecipeMs: config.ai.maxRecipeMs,
    signRecipe: createRecipeProof('bench').sign.bind(null, ['Tomato', 'Basil']),
  });
  if (!started.ok) throw new Error(started.failure.reason);
  // Framed as the route writes it, without a socket.
  for (let read = await started.answer.read(); !read.done; read = await started.answer.read()) eventFrame(JSON.stringify(read.value));
}

// Each layer adds to the one above it; the last is what the route sends.
const layers: [string, () => Promise<void>][] = [
  ['fetch, body read', async () => drain((await fetch(`${mock.origin}/v1/chat/completions`, { method: 'POST', body: chatBody })).body!)],
  ['+ provider doStream', async () => drain((await model.doStream(callOptions)).stream)],
  ['+ streamText fullStream', async () => drain(recipe().fullStream)],
  ['+ toUIMessageStream', async () => drain(recipe().toUIMessageStream({ sendReasoning: false }))],
  ['+ SSE response bytes', async () => drain(createUIMessageStreamResponse({ stream: recipe().toUIMessageStream({ sendReasoning: false }) }).body!)],
  ['+ route stages (all)', routeStream],
];

async function cpuPerStream(run: () => Promise<void>): Promise<number> {
  await Promise.all(Array.from({ length: 10 }, run)); // warm the path first
  const before = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, run));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / CONCURRENCY;
}

try {
  const chosen = layers.filter(([name]) => new RegExp(filter).test(name));
  const figures = new Map(chosen.map(([name]) => [name, [] as number[]]));
  for (let round = 0; round < Number(rounds); round++) {
    for (const [name, run] of chosen) figures.get(name)!.push(await cpuPerStream(run));
  }
  for (const [name, ms] of figures) {
    const median = [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
    const each = ms.length > 1 ? `  (${ms.map((value) => value.toFixed(2)).join(' ')})` : '';
    console.log(`${name.padEnd(26)} ${median.toFixed(2).padStart(6)} ms CPU per stream${each}`);
  }
} finally {
  await stopAll();
}
