import type { LanguageModelMiddleware } from 'ai';

const hostErrorOf = (rawValue: unknown): unknown =>
  typeof rawValue === 'object' && rawValue !== null && 'error' in rawValue ? rawValue.error : undefined;

/**
 * Makes a host's error event an error even when it also carries `choices`, as OpenRouter sends
 * it: the OpenAI-compatible provider reads such a chunk as an ordinary, empty delta, and the
 * recipe would end looking whole. The raw chunks it asks for are dropped again here.
 * @example data: {"error":{"code":400,"message":"Token limit reached"},"choices":[...]} // -> an error part
 */
export const hostErrorEvents: LanguageModelMiddleware = {
  transformParams: async ({ params }) => ({ ...params, includeRawChunks: true }),
  wrapStream: async ({ doStream }) => {
    const result = await doStream();
    const stream = result.stream.pipeThrough(
      new TransformStream({
        transform(part, controller) {
          if (part.type !== 'raw') return controller.enqueue(part);
          const error = hostErrorOf(part.rawValue);
          if (error) controller.enqueue({ type: 'error', error });
        },
      }),
    );
    return { ...result, stream };
  },
};
