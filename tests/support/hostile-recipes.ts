// Recipes built to freeze or crash the page, each within the longest answer the server passes on:
// what a probe sent, and what a host stuck in a loop writes. Made here rather than pasted, so a
// test names what each one does.

/** A line made of one short piece many times over, `chars` long at most. */
export const runOf = (piece: string, chars: number): string => piece.repeat(Math.floor(chars / piece.length));

/** Thirty things a visitor may have: the longest list a request carries. */
export const THIRTY_ITEMS = [
  'Tomato', 'Garlic', 'Onion', 'Rice', 'Eggs', 'Milk', 'Flour', 'Sugar', 'Butter', 'Chicken', 'Carrot', 'Potato', 'Lemon', 'Basil', 'Spinach',
  'Pasta', 'Cheese', 'Beans', 'Lentils', 'Peas', 'Mushroom', 'Pepper', 'Ginger', 'Honey', 'Yogurt', 'Oats', 'Apple', 'Leek', 'Celery', 'Tofu',
];

/**
 * Answers that each once froze the page for seconds or crashed it, keyed by what they do. Each
 * is a whole recipe (a title, servings, ingredients and steps) around its hostile part.
 */
export function hostileAnswers(): Record<string, string> {
  // What the recipe says of itself (servings, time, notes) goes before its ingredients, where it is read.
  const recipe = (ingredients: readonly string[], about = 'Serves 2', title = 'Hostile Soup') =>
    `## ${title}\n\n${about}\n\n## Ingredients\n${ingredients.map((line) => `- ${line}`).join('\n')}\n\n## Method\n1. Simmer for 10 minutes.\n`;
  return {
    'ingredient lines of one word repeated': recipe(['tomato', 'garlic', 'onion', 'rice'].map((word) => runOf(`${word} `, 4000))),
    'a run of digits': recipe(['2 eggs'], `${runOf('1', 20_000)}x`),
    'a run of ideographic spaces': recipe(['2 eggs'], `Serves 2 ${runOf('\u3000', 20_000)}x`),
    'a heading with a run of colons': recipe(['2 eggs'], `Serves 2\n\n### Tip${runOf(':', 20_000)}x`),
    'a heading of spaces and hashes': recipe(['2 eggs'], 'Serves 2', `Hostile Soup${runOf(' #', 20_000)}x`),
    'emphasis marks by the thousand': recipe(['2 eggs'], `Serves 2\n\n${runOf('*a', 60_000)}`),
    'strike-through marks by the thousand': recipe(['2 eggs'], `Serves 2\n\n${runOf('~~a', 60_000)}`),
    'a run of bangs': recipe(['2 eggs'], `Serves 2\n\n${runOf('!', 60_000)}`),
    'list markers nested 2,000 deep': recipe(['2 eggs'], `Serves 2\n\n${runOf('- ', 4000)}simmer`),
    'quote markers nested 5,000 deep': recipe(['2 eggs'], `Serves 2\n\n${runOf('>', 5000)}`),
  };
}
