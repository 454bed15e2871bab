// The stack's own floor: a relay written as the AI SDK's Fastify example writes one (streamText,
// then the UI message stream response), with the versions of `ai`, `@ai-sdk/openai-compatible`
// and `fastify` Pantry Chef runs, and none of its features: no validation, limits, proof, cache,
// metrics or logs. The bench runs it beside Pantry Chef to show what the features cost.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import Fastify from 'fastify';

const host = createOpenAICompatible({ name: 'bench', baseURL: process.env.AI_BASE_URL ?? '', apiKey: process.env.AI_API_KEY ?? '' });
const app = Fastify();

app.post('/api/recipe', async (request, reply) => {
  const { ingredients } = request.body as { ingredients: string[] };
  const result = streamText({
    model: host(process.env.AI_MODEL ?? 'bench'),
    instructions: 'You suggest a recipe from the ingredients the visitor has.',
    prompt: `I have ${ingredients.join(', ')}. Please give me a recipe you'd recommend I make!`,
    maxOutputTokens: 1024,
  });
  return reply.send(result.toUIMessageStreamResponse());
});
app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
