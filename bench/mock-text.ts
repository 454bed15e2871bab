// What the mock host says, shared by the host and the load client so the client can tell lost or
// reordered text: each token names its own position.

/** How the mock host answers: `deltas` content pieces, one every `intervalMs` (0: as fast as it can). */
export interface MockMode {
  deltas: number;
  intervalMs: number;
  /** `tokens`: "t0 t1 t2 ..."; `recipe`: a markdown recipe, one word a delta, for the page. */
  text: 'tokens' | 'recipe';
}

const RECIPE_OPENING = [
  '## Tomato, basil and garlic pasta',
  '',
  'A quick weeknight pasta that lets ripe tomatoes shine.',
  '',
  '**Serves:** 2 · **Time:** 25 minutes',
  '',
  '### Ingredients',
  '',
  '- 200 g spaghetti',
  '- 4 ripe **tomatoes**, chopped',
  '- 2 cloves *garlic*, sliced',
  '- A handful of basil leaves',
  '- 2 tbsp olive oil, salt',
  '',
  '### Steps',
  '',
];

const STEP =
  'Warm the olive oil in a wide pan over medium heat, add the garlic and let it turn *golden* ' +
  'without browning, then tip in the tomatoes with a pinch of **salt** and simmer until saucy.';

function recipeWords(count: number): string[] {
  const lines = [...RECIPE_OPENING];
  for (let step = 1; lines.join(' ').split(/\s+/).length < count + 40; step += 1) lines.push(`${step}. ${STEP}`, '');
  lines.push('> **Tip:** keep a ladle of pasta water to loosen the sauce.');
  // Each word keeps the whitespace after it, so the pieces join back into the exact markdown.
  return (lines.join('\n').match(/\S+\s*/g) ?? []).slice(0, count);
}

/**
 * The content pieces of one answer.
 * @example mockDeltas({ deltas: 3, intervalMs: 20, text: 'tokens' }) // ["t0 ", "t1 ", "t2 "]
 */
export function mockDeltas(mode: MockMode): string[] {
  if (mode.text === 'recipe') return recipeWords(mode.deltas);
  return Array.from({ length: mode.deltas }, (_, index) => `t${index} `);
}
