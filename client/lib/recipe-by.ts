import { providerLabel, RECIPE_BY_HEADER } from '../../shared/api/provider-label.ts';

/** What GET /healthz answers; only the fields the page reads. */
interface HealthInfo {
  status: string;
  provider: string;
  model: string;
  host: string | null;
}

const isHealthInfo = (value: unknown): value is HealthInfo => {
  if (typeof value !== 'object' || value === null) return false;
  const { status, provider, model, host } = value as Record<string, unknown>;
  return (
    status === 'ok' &&
    typeof provider === 'string' &&
    typeof model === 'string' &&
    (typeof host === 'string' || host === null)
  );
};

/**
 * Names the model that answers, from the /healthz body, as the server names it everywhere
 * (shared/api/provider-label.ts); null when the body is not a healthy one.
 * @example labelOfHealth({ status: "ok", provider: "openai-compatible", model: "m", host: "h.example" }) // "m via h.example"
 * @example labelOfHealth({ status: "ok", provider: "offline", model: "offline-chef", host: null }) // "Offline chef"
 */
export function labelOfHealth(body: unknown): string | null {
  if (!isHealthInfo(body)) return null;
  if (body.provider !== 'offline' && body.model === '') return null;
  return providerLabel({ provider: body.provider === 'offline' ? 'offline' : 'openai-compatible', modelId: body.model, host: body.host });
}

/**
 * Who wrote the recipe in this response, from its header; null when it does not say.
 * @example recipeByOf(new Response('', { headers: { 'x-recipe-by': 'm%20via%20h.example' } })) // "m via h.example"
 */
export function recipeByOf(response: Response): string | null {
  const value = response.headers.get(RECIPE_BY_HEADER);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // not one the server wrote
  }
}
