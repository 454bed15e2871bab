/** A JSON object, as a host's chunk and its parts are. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Takes off a parsed chat-completion chunk what is not the one answer asked for, before the SDK
 * reads it: every choice but the first (index 0), since the SDK reads whichever choice comes first
 * in a chunk, and tool-call deltas, since no tools are offered and a call is no part of a recipe.
 * The finish reason stays, so an answer that turned to tools still ends cut short. Returns
 * whether it took anything.
 * @example { choices: [{ index: 1, … }, { index: 0, delta: { content: 'a', tool_calls: […] } }] } -> { choices: [{ index: 0, delta: { content: 'a' } }] }
 */
export function keepAnswerOnly(chunk: Record<string, unknown>): boolean {
  const { choices } = chunk;
  if (!Array.isArray(choices)) return false;
  let took = false;
  // A choice without an index is the only one a host sends.
  const first = choices.filter((choice) => !isRecord(choice) || choice.index == null || choice.index === 0);
  if (first.length !== choices.length) {
    chunk.choices = first;
    took = true;
  }
  for (const choice of first) {
    if (isRecord(choice) && isRecord(choice.delta) && choice.delta.tool_calls != null) {
      delete choice.delta.tool_calls;
      took = true;
    }
  }
  return took;
}
