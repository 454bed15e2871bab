// How many a recipe says it serves, read from its plain text in the words hosts and the offline
// chef write them. The page's first script reads it (a version's header); how long a recipe takes
// is read by recipe-times.ts, loaded with the reader.

// Written so that no run is read from each of its characters: the spaces around a colon are one
// run or two, never split between two `\s*`, and a count starts where a run of digits does.
const SERVINGS = [
  /\bserves\s*(?::\s*)?(\d+)/i,
  /\bservings?\s*(?::\s*)?(\d+)/i,
  /\byields?\s*(?::\s*)?(\d+)/i,
  /(?<!\d)(\d+)(?:\s*(?:-|–|to)\s*\d+)?\s*(?:servings?|portions?|people|person)\b/i,
  /\bmakes\s*(?::\s*)?(\d+)\s*(?:servings|portions|bowls|plates)\b/i,
];
// Past this, a number is not a count of people ("Yield: 500 g").
const MAX_SERVINGS = 100;

/**
 * How many a recipe says it serves, from "Serves 4", "Servings: 4", "4 servings" or "Yield: 4
 * portions" (the first number of a range); null when it does not say.
 * @example servingsIn("Serves: 2 · Time: 30 minutes") // 2
 */
export function servingsIn(text: string): number | null {
  for (const pattern of SERVINGS) {
    const count = Number(pattern.exec(text)?.[1]);
    if (Number.isInteger(count) && count > 0 && count <= MAX_SERVINGS) return count;
  }
  return null;
}

/**
 * How many a recipe's markdown says it serves, its bold and italic marks aside ("**Serves:** 4").
 * @example statedServings("**Serves:** 2 · **Total time:** 30 minutes") // 2
 */
export function statedServings(markdown: string): number | null {
  return servingsIn(markdown.replace(/[*_]+/g, ''));
}
