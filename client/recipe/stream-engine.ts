import { parseJsonEventStream, uiMessageChunkSchema } from 'ai';
import { PUBLIC_MESSAGES, errorCodeOf } from '../../shared/api/api-errors.ts';
import type { RecipeRequest } from '../../shared/api/recipe-request.ts';
import { PROOF_PART } from '../../shared/api/recipe-change.ts';
import { draftKeySchema, type DraftKey } from '../../shared/api/draft-key.ts';
import { RECIPE_BY_PART, THINKING_PART } from '../../shared/api/stream-parts.ts';
import { ERROR_TEXTS, refusalMessage, serverText } from '../lib/error-messages.ts';

/**
 * How an answer ended: whole, stopped by the visitor, or failed (a refusal, a fault, a lost
 * connection), with what to tell the visitor.
 */
export type StreamEnd =
  | { outcome: 'done'; text: string; proof: string | undefined; draft?: DraftKey }
  | { outcome: 'stopped'; text: string }
  | { outcome: 'failed'; error: Error; message: string; code: string | undefined; unreachable: boolean; hostDown: boolean };

/** What the store hears while an answer streams in. */
export interface StreamEvents {
  /** The response has arrived and was accepted; it names the host that writes the recipe. */
  onResponse: (response: Response) => void;
  /** All the text so far, after each piece. */
  onText: (text: string) => void;
  /** The host is thinking before it writes (a reasoning model): nothing of the recipe yet. */
  onThinking?: () => void;
  /** Another host than the response's header named writes the recipe (see RECIPE_BY_PART). */
  onBy?: (label: string) => void;
}

/** A recipe on its way: `stop` ends it where it is, `text` is all that has arrived, `ended` says how it ended. */
export interface RecipeStream {
  stop: () => void;
  text: () => string;
  ended: Promise<StreamEnd>;
}

// The model's host failed, not the server or the request: the page's own chef can still cook.
const HOST_DOWN = new Set<string>(['upstream_unavailable', 'upstream_timeout', 'upstream_busy', 'kitchen_closed']);
const HOST_DOWN_TEXTS = new Set<string>([...HOST_DOWN].map((code) => PUBLIC_MESSAGES[code as keyof typeof PUBLIC_MESSAGES]));

/**
 * Whether a failed response is the way to the server failing rather than the server answering: a
 * proxy's own 502, 503 or 504, which (unlike the server's) carries no JSON error.
 */
const fromProxy = (response: Response) =>
  response.status >= 502 && response.status <= 504 && !response.headers.get('content-type')?.includes('application/json');

/** A failure as the store hears it: what to say, the API's code if any, and whether the host (not the server) failed. */
function failed(error: Error, message: string, { code, unreachable = false }: { code?: string; unreachable?: boolean } = {}): StreamEnd {
  const hostDown = (code !== undefined && HOST_DOWN.has(code)) || HOST_DOWN_TEXTS.has(message);
  return { outcome: 'failed', error, message, code, unreachable, hostDown };
}

/**
 * Asks POST /api/recipe for a recipe and reads its UI message stream once, with the AI SDK's own
 * parser and chunk schema: the text as it grows, and the server's own parts (the host is
 * thinking, who writes the recipe, and the recipe's proof, sent just before the finish).
 */
export function streamRecipe(body: RecipeRequest, { onResponse, onText, onThinking, onBy }: StreamEvents): RecipeStream {
  const controller = new AbortController();
  let text = '';
  const stopped = () => controller.signal.aborted;

  const read = async (): Promise<StreamEnd> => {
    let response: Response;
    try {
      response = await fetch('/api/recipe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      // No connection: the page's own chef can answer instead.
      return failed(error as Error, ERROR_TEXTS.general, { unreachable: true });
    }
    if (!response.ok || !response.body) {
      const refusal = await response.text().catch(() => '');
      const code = errorCodeOf(refusal);
      // Nothing behind the proxy is as good as no connection.
      return failed(new Error(`The recipe was refused (${response.status}): ${refusal}`), refusalMessage(code), { ...(code ? { code } : {}), unreachable: fromProxy(response) });
    }
    onResponse(response);
    let proof: string | undefined;
    // The key of the built-in chef's draft, sent beside its proof: checked by the shared schema.
    let draft: DraftKey | undefined;
    const parts = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema() }).getReader();
    for (;;) {
      const { done, value } = await parts.read();
      if (done) return { outcome: 'done', text, proof, ...(draft ? { draft } : {}) };
      if (!value.success) throw value.error;
      const part = value.value;
      if (part.type === 'text-delta') {
        text += part.delta;
        if (text !== '') onText(text);
      } else if (part.type === 'error') {
        // The server's own text says what failed before any recipe; after some, the general text does.
        const said = text === '' ? serverText(part.errorText) : undefined;
        return failed(new Error(part.errorText), said ?? ERROR_TEXTS.general);
      } else if (part.type === THINKING_PART) onThinking?.();
      else if (part.type === RECIPE_BY_PART) {
        const by = (part.data as { by?: unknown } | undefined)?.by;
        if (typeof by === 'string') onBy?.(by);
      } else if (part.type === PROOF_PART) {
        const data = part.data as { proof?: unknown; draft?: unknown } | undefined;
        proof = typeof data?.proof === 'string' ? data.proof : undefined;
        const key = draftKeySchema.safeParse(data?.draft);
        draft = key.success ? key.data : undefined;
      }
    }
  };

  const ended = read().then(
    (end) => (stopped() ? { outcome: 'stopped' as const, text } : end),
    (error: unknown): StreamEnd =>
      stopped() ? { outcome: 'stopped', text } : failed(error instanceof Error ? error : new Error(String(error)), ERROR_TEXTS.general),
  );
  return {
    stop: () => controller.abort(),
    text: () => text,
    ended,
  };
}

// The kinds of chunk a recipe arrives in, in the order they come.
const SAMPLE_CHUNKS = [
  { type: 'start' },
  { type: 'start-step' },
  { type: 'text-start', id: 'warm-up' },
  { type: 'text-delta', id: 'warm-up', delta: 'Tomato' },
  { type: 'text-end', id: 'warm-up' },
  { type: 'finish-step' },
  { type: 'finish' },
] as const;

/**
 * The stream schema builds its validators the first time each kind of chunk is checked, a long
 * task on a slow phone when the first words of a recipe arrive. Each step checks one kind ahead
 * of time, in quiet moments while the list is being written; it returns whether its sample
 * passed, so a sample that stops matching the schema shows.
 */
export const warmUpSteps: (() => Promise<boolean>)[] = SAMPLE_CHUNKS.map((chunk) => async () => {
  const result = await uiMessageChunkSchema().validate?.(chunk);
  return result?.success === true;
});
