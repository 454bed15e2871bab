// What is unusual about a host's chat-completion stream, said in a few words each: the header of a
// recorded fixture, so a reader knows what the replay tests hold it to.

interface Chunk {
  choices?: { delta?: Record<string, unknown>; finish_reason?: string | null }[];
  usage?: unknown;
  error?: unknown;
}

/**
 * Notes on a raw SSE body's framing, in the order a reader meets them.
 * @example describeFraming('data: {"choices":[]}\n\n') // ["no [DONE] at the end", "a usage-only final chunk (choices: [])"]
 */
export function describeFraming(body: string): string[] {
  const lines = body.split('\n');
  const chunks = lines
    .filter((line) => line.startsWith('data:') && line.slice(5).trim() !== '[DONE]')
    .flatMap((line) => {
      try {
        return [JSON.parse(line.slice(5)) as Chunk];
      } catch {
        return [];
      }
    });
  const deltas = chunks.map((chunk) => chunk.choices?.[0]?.delta).filter((delta) => delta !== undefined);
  const last = chunks.at(-1);
  const notes = [
    body.includes('\r\n') && 'CRLF line endings',
    lines.some((line) => line.startsWith(':')) && 'comment lines (": …") between events',
    !lines.some((line) => line.trim() === 'data: [DONE]') && 'no [DONE] at the end',
    deltas.length > 1 && deltas.every((delta) => 'role' in delta) && 'the role on every delta',
    deltas.some((delta) => 'reasoning' in delta || 'reasoning_content' in delta) && 'reasoning deltas',
    chunks.length > 1 && chunks.slice(0, -1).every((chunk) => 'usage' in chunk && chunk.usage === null) && 'usage: null on the chunks before the last',
    chunks.some((chunk) => chunk.choices?.[0]?.finish_reason && chunk.usage) && 'usage on the finish chunk',
    last?.choices?.length === 0 && 'a usage-only final chunk (choices: [])',
    chunks.some((chunk) => chunk.choices?.[0]?.finish_reason && chunk.choices[0].delta?.content) && 'finish_reason on a chunk with content',
    chunks.some((chunk) => chunk.error !== undefined) && 'an error object inside the 200 stream',
  ].filter((note): note is string => typeof note === 'string');
  return notes.length > 0 ? notes : ['plain OpenAI framing'];
}
