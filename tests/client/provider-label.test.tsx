import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerLabel } from '../../client/lib/provider-label.ts';
import { fakeApi } from './support/fake-api.ts';
import { renderPage } from './support/page.tsx';

describe('providerLabel', () => {
  it.each([
    [{ status: 'ok', provider: 'offline', model: 'offline-chef', host: null }, 'Offline chef'],
    [
      {
        status: 'ok',
        provider: 'openai-compatible',
        model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
        host: 'router.huggingface.co',
      },
      'mistralai/Mixtral-8x7B-Instruct-v0.1 via router.huggingface.co',
    ],
    [{ status: 'ok', provider: 'openai-compatible', model: 'llama3', host: null }, 'llama3'],
    [{ status: 'ok', provider: 'openai-compatible', model: '', host: 'h.example' }, null],
    [{ status: 'degraded', provider: 'offline', model: 'x', host: null }, null],
    [{ error: { code: 'internal', message: 'no' } }, null],
    [null, null],
    ['ok', null],
  ])('names %j as %j', (body, label) => {
    expect(providerLabel(body)).toBe(label);
  });
});

describe('the provider note', () => {
  it('says "Offline chef" when the offline chef answers', async () => {
    fakeApi();
    await renderPage();
    expect(await screen.findByText('Offline chef')).toBeInTheDocument();
  });

  it('names the model and its host otherwise', async () => {
    fakeApi({
      health: () =>
        Response.json({
          status: 'ok',
          provider: 'openai-compatible',
          model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
          host: 'router.huggingface.co',
        }),
    });
    await renderPage();
    expect(
      await screen.findByText('mistralai/Mixtral-8x7B-Instruct-v0.1 via router.huggingface.co'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a failing /healthz', () => Response.json({ status: 'down' }, { status: 503 })],
    ['an unreachable /healthz', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a /healthz that is not JSON', () => new Response('<html>oops</html>')],
  ])('shows nothing for %s', async (_, health) => {
    const api = fakeApi({ health });
    await renderPage();
    await settled(api.fetchMock.mock.results);
    expect(screen.queryByText(/Recipes by/)).not.toBeInTheDocument();
  });
});

/** Waits until every answer fetch gave has been handled, so "nothing appeared" means something. */
async function settled(results: { value: unknown }[]) {
  await waitFor(() => expect(results).toHaveLength(1));
  await act(async () => {
    await Promise.allSettled(results.map((result) => result.value));
    // One more turn for the .json() and .then() steps behind the response.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
