/** What GET /healthz answers; only the fields the page reads. */
export interface HealthInfo {
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
 * Names the model that answers, from the /healthz body; null when the body is not a healthy one.
 * @example providerLabel({ status: "ok", provider: "openai-compatible", model: "m", host: "h.example" }) // "m via h.example"
 * @example providerLabel({ status: "ok", provider: "offline", model: "offline-chef", host: null }) // "Offline chef"
 */
export function providerLabel(body: unknown): string | null {
  if (!isHealthInfo(body)) return null;
  if (body.provider === 'offline') return 'Offline chef';
  if (body.model === '') return null;
  return body.host ? `${body.model} via ${body.host}` : body.model;
}
