// Hosts asked for JSON only do not all answer with JSON only: some wrap it in a ```json fence,
// some write a sentence before it, a reasoning model may leave a draft of it in thinking the host
// did not mark as such. This finds the object a key opens, wherever it stands, in linear time.

/** How many places a key may open an object before the text is given up on (a draft, then the answer). */
const MAX_TRIES = 8;

/**
 * The end (exclusive) of the JSON object that opens at `start`, found by counting its braces
 * outside strings; undefined when it never closes.
 */
function objectEnd(text: string, start: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return at + 1;
  }
  return undefined;
}

/**
 * The last JSON object in `text` whose first key is `key` and that parses, or undefined. The last,
 * because an answer comes after any thinking that drafted it.
 * @example jsonObjectIn('```json\n{"dishes": []}\n```', "dishes") // { dishes: [] }
 * @example jsonObjectIn('Here: {"dishes": [} oops', "dishes") // undefined
 */
export function jsonObjectIn(text: string, key: string): Record<string, unknown> | undefined {
  const opening = new RegExp(`\\{\\s*"${key}"\\s*:`, 'g');
  const starts = [...text.matchAll(opening)].map((match) => match.index).slice(-MAX_TRIES);
  for (const start of starts.reverse()) {
    const end = objectEnd(text, start);
    if (end === undefined) continue;
    try {
      return JSON.parse(text.slice(start, end)) as Record<string, unknown>;
    } catch {
      // A draft that does not parse: an earlier one may.
    }
  }
  return undefined;
}
