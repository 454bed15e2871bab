/**
 * The response header that names who wrote a recipe, in the words of `providerLabel` and
 * URI-encoded (header values must be ASCII): the page's "Recipes by" line follows it.
 */
export const RECIPE_BY_HEADER = 'x-recipe-by';

/** Which model writes the recipes, as the server describes it to the page and to operators. */
export interface ModelDescription {
  provider: 'offline' | 'openai-compatible';
  /** The model id at its host, e.g. "mistralai/Mixtral-8x7B-Instruct-v0.1". */
  modelId: string;
  /** The host's name (never its full URL, which may carry credentials); null offline. */
  host: string | null;
}

/**
 * The words the page's footer puts after "Recipes by".
 * @example providerLabel({ provider: "openai-compatible", modelId: "m", host: "h.example" }) // "m via h.example"
 * @example providerLabel({ provider: "offline", modelId: "offline-chef", host: null }) // "Offline chef"
 */
export function providerLabel({ provider, modelId, host }: ModelDescription): string {
  if (provider === 'offline') return 'Offline chef';
  return host ? `${modelId} via ${host}` : modelId;
}

/**
 * A host's name for /healthz, the log and the metrics.
 * @example hostName({ provider: "openai-compatible", modelId: "m", host: "h.example" }) // "h.example"
 * @example hostName({ provider: "offline", modelId: "offline-chef", host: null }) // "offline"
 */
export function hostName({ provider, host }: ModelDescription): string {
  return host ?? provider;
}
