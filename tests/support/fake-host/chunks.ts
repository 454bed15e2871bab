// The OpenAI chat-completion stream as hosts send it, built frame by frame: the one place the unit
// tests (through msw), the end-to-end tests and the bench (through the fake host's server) get
// their upstream bytes from.

/** What one chunk's `choices[0].delta` may carry. */
export interface Delta {
  role?: 'assistant';
  content?: string | null;
  /** Some hosts (newer vLLM, OpenRouter, Groq) stream a model's thinking in its own field. */
  reasoning?: string;
  /** Others (DeepSeek, older vLLM, llama.cpp) name that field `reasoning_content`. */
  reasoning_content?: string;
}

/** The frame that ends every OpenAI-compatible stream. */
export const DONE_FRAME = 'data: [DONE]\n\n';

/**
 * One chat-completion chunk, framed as SSE.
 * @example chunkFrame({ content: 'Hi' }) // 'data: {"id":"chatcmpl-fake",…,"choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":null}]}\n\n'
 */
export function chunkFrame(delta: Delta, finishReason: string | null = null): string {
  const chunk = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta, finish_reason: finishReason }] };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/**
 * An error event in the stream, as hosts send one in place of a chunk.
 * @example errorFrame('Token limit reached', 400) // 'data: {"error":{"code":400,"message":"Token limit reached"}}\n\n'
 */
export function errorFrame(message: string, code?: number): string {
  return `data: ${JSON.stringify({ error: code === undefined ? { message } : { code, message } })}\n\n`;
}

/** The start of an answer: the role chunk, then one content chunk per text, and nothing after. */
export function openingFrames(texts: readonly string[]): string[] {
  return [chunkFrame({ role: 'assistant', content: '' }), ...texts.map((content) => chunkFrame({ content }))];
}

/** The end of an answer: the chunk with the finish reason, then [DONE]. */
export function closingFrames(finishReason = 'stop'): string[] {
  return [chunkFrame({}, finishReason), DONE_FRAME];
}

/** A whole answer, frame by frame: the role chunk, one chunk per text, the finish reason and [DONE]. */
export function answerFrames(texts: readonly string[], finishReason = 'stop'): string[] {
  return [...openingFrames(texts), ...closingFrames(finishReason)];
}

/** A whole answer as one SSE body. */
export function chatCompletionSse(texts: readonly string[], finishReason = 'stop'): string {
  return answerFrames(texts, finishReason).join('');
}
