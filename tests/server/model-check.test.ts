import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { checkModels, closestModels } from '../../server/hosts/model-check.ts';
import { TEST_KEY, UPSTREAM } from '../support/test-app.ts';
import { withFastClock } from '../support/clock.ts';
import { captureLogs } from '../support/logs.ts';
import { upstream } from '../support/msw-setup.ts';

const MIXTRAL = 'mistralai/Mixtral-8x7B-Instruct-v0.1';
// What Groq listed in late 2026, more or less: Mixtral retired, reasoning models in its place.
const GROQ_MODELS = [
  'llama-3.3-70b-versatile',
  'llama-3.1-8b-instant',
  'openai/gpt-oss-120b',
  'openai/gpt-oss-20b',
  'qwen/qwen3-32b',
  'moonshotai/kimi-k2-instruct',
  'meta-llama/llama-4-scout-17b-16e-instruct',
  'mistral-saba-24b',
  'deepseek-r1-distill-llama-70b',
  'gemma2-9b-it',
  'whisper-large-v3',
  'mixtral-8x7b-32768-retired',
];

const listing = (ids: readonly string[]) => HttpResponse.json({ object: 'list', data: ids.map((id) => ({ id, object: 'model' })) });

async function check(env: Record<string, string> = {}) {
  const { lines, logger } = captureLogs();
  const config = loadConfig({ AI_BASE_URL: UPSTREAM, AI_API_KEY: TEST_KEY, ...env });
  await withFastClock(() => checkModels(config.ai.hosts, logger));
  const said = lines.filter((line) => Number(line.level) >= 30);
  expect(JSON.stringify(lines)).not.toContain(TEST_KEY);
  return said;
}

describe('the model check at start-up', () => {
  it('is quiet but for one info line when the host lists the model, asking with the key', async () => {
    let authorization: string | null = null;
    upstream.use(
      http.get(`${UPSTREAM}/models`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return listing(['other', MIXTRAL]);
      }),
    );
    const said = await check();
    expect(authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(said).toEqual([expect.objectContaining({ level: 30, host: 'llm.test', model: MIXTRAL, msg: 'the host serves the model' })]);
  });

  it('warns when the host does not list AI_MODEL, naming the model, the host and ten it does serve, closest first', async () => {
    upstream.use(http.get(`${UPSTREAM}/models`, () => listing(GROQ_MODELS)));
    const [line, ...rest] = await check();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 40, host: 'llm.test', model: MIXTRAL });
    const served = line!.served as string[];
    expect(served).toHaveLength(10);
    expect(served[0]).toBe('mixtral-8x7b-32768-retired');
    expect(String(line!.msg)).toContain(`AI_MODEL=${MIXTRAL}`);
    expect(String(line!.msg)).toContain('mixtral-8x7b-32768-retired, ');
  });

  it('names the fallback host’s own variables', async () => {
    upstream.use(http.get(`${UPSTREAM}/models`, () => listing([MIXTRAL])), http.get('https://b.test/v1/models', () => listing(['m1'])));
    const said = await check({ AI_FALLBACK_BASE_URL: 'https://b.test/v1', AI_FALLBACK_MODEL: 'm2' });
    expect(said.find((line) => line.level === 40)).toMatchObject({ host: 'b.test', model: 'm2', msg: expect.stringContaining('AI_FALLBACK_MODEL=m2') });
  });

  it('gives the corrected AI_BASE_URL when the base lacks /v1', async () => {
    upstream.use(
      http.get('https://router.test/models', () => new HttpResponse('Not Found', { status: 404 })),
      http.get('https://router.test/v1/models', () => listing([MIXTRAL])),
    );
    const said = await check({ AI_BASE_URL: 'https://router.test' });
    expect(said[0]).toMatchObject({ level: 40, hint: 'set AI_BASE_URL=https://router.test/v1' });
    expect(said[1]).toMatchObject({ level: 30, msg: 'the host serves the model' });
  });

  it.each([
    ['answers 404 everywhere', () => new HttpResponse('Not Found', { status: 404 })],
    ['answers 500', () => new HttpResponse('oops', { status: 500 })],
    ['answers something that is not a list', () => HttpResponse.json({ models: 'many' })],
    ['answers HTML', () => new HttpResponse('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['cannot be reached', () => HttpResponse.error()],
    ['never answers', async () => (await delay('infinite')) as never],
  ])('trusts a host that %s, saying so at info', async (_name, answer) => {
    upstream.use(http.get(`${UPSTREAM}/models`, answer), http.get(`${UPSTREAM}/v1/models`, answer));
    const said = await check();
    expect(said).toEqual([expect.objectContaining({ level: 30, msg: 'the host lists no models: trusting it serves the model' })]);
  });

  it('warns when the host refuses the key', async () => {
    upstream.use(http.get(`${UPSTREAM}/models`, () => new HttpResponse('{}', { status: 401 })));
    expect(await check()).toEqual([expect.objectContaining({ level: 40, upstreamStatus: 401, hint: 'check AI_API_KEY' })]);
  });

  it('asks nothing of the offline chef', async () => {
    const { lines, logger } = captureLogs();
    await checkModels(loadConfig({}).ai.hosts, logger);
    expect(lines).toEqual([]);
  });

  it.each([
    [MIXTRAL, ['llama-3.3-70b', 'mixtral-8x7b-32768', 'gpt-oss-20b'], ['mixtral-8x7b-32768', 'llama-3.3-70b', 'gpt-oss-20b']],
    ['deepseek-r1', ['deepseek-ai/DeepSeek-R1', 'deepseek-ai/DeepSeek-V3', 'qwen3'], ['deepseek-ai/DeepSeek-R1', 'deepseek-ai/DeepSeek-V3', 'qwen3']],
    ['gpt-oss-120b', ['openai/gpt-oss-20b', 'openai/gpt-oss-120b'], ['openai/gpt-oss-120b', 'openai/gpt-oss-20b']],
  ])('ranks the models like %s', (wanted, served, ranked) => {
    expect(closestModels(wanted, served)).toEqual(ranked);
  });
});
