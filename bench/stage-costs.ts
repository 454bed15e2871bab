// Where a relayed stream's CPU goes, layer by layer: `node bench/stage-costs.ts` streams from the
// paced mock host through ever more of the AI SDK pipeline, in this one process, and prints the
// CPU each layer costs per stream (100 streams at once, 64 deltas every 20 ms).
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { createUIMessageStreamResponse, streamText, wrapLanguageModel } from 'ai';
import { hostErrorEvents } from '../server/host-error-events.ts';
import { stopAll } from './processes.ts';
import { setMode } from './server-bench.ts';
import { startMock } from './targets.ts';

const CONCURRENCY = 100;
const mock = await startMock();
await setMode(mock.origin, { deltas: 64, intervalMs: 20, text: 'tokens' });
const plain = createOpenAICompatible({ name: 'upstream', baseURL: `${mock.origin}/v1`, apiKey: 'bench' }).chatModel('bench');
const wrapped = wrapLanguageModel({ model: plain, middleware: hostErrorEvents });
const callOptions: LanguageModelV4CallOptions = { prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] };
const chatBody = JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] });

async function drain(stream: ReadableStream<unknown>) {
  const reader = stream.getReader();
  while (!(await reader.read()).done);
}
const recipe = (model = wrapped) => streamText({ model, prompt: 'hi', timeout: { chunkMs: 30_000 }, onError: () => {} });

// Each layer adds to the one above it; the last is what the route sends.
const layers: [string, () => Promise<void>][] = [
  ['fetch, body read', async () => drain((await fetch(`${mock.origin}/v1/chat/completions`, { method: 'POST', body: chatBody })).body!)],
  ['+ provider doStream', async () => drain((await plain.doStream(callOptions)).stream)],
  ['+ error-event middleware', async () => drain((await wrapped.doStream(callOptions)).stream)],
  ['+ streamText fullStream', async () => drain(recipe().fullStream)],
  ['+ toUIMessageStream', async () => drain(recipe().toUIMessageStream({ sendReasoning: false }))],
  ['+ SSE response bytes', async () => drain(createUIMessageStreamResponse({ stream: recipe().toUIMessageStream({ sendReasoning: false }) }).body!)],
];

try {
  for (const [name, run] of layers) {
    await Promise.all(Array.from({ length: 10 }, run)); // warm the path first
    const before = process.cpuUsage();
    await Promise.all(Array.from({ length: CONCURRENCY }, run));
    const used = process.cpuUsage(before);
    console.log(`${name.padEnd(26)} ${((used.user + used.system) / 1000 / CONCURRENCY).toFixed(2).padStart(6)} ms CPU per stream`);
  }
} finally {
  await stopAll();
}
