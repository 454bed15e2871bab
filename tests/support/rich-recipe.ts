/**
 * A recipe that uses everything a model's markdown may bring, in the pieces a host would stream:
 * headings, emphasis, both kinds of list, a quote, inline and block code, a link, a table, a rule, and a
 * word and an address too long for a phone's width. The last piece is "Buon appetito!".
 */
export const RICH_RECIPE = [
  '# Smoky tomato & garlic pasta\n\n',
  'A **weeknight** bowl, _ready in 25 minutes_, with a `pinch` of smoked paprika.\n\n',
  '### Ingredients\n\n- 200 g pasta\n- 4 ripe tomatoes\n- 3 cloves garlic\n  - thinly sliced\n- 1 tsp smoked paprika\n\n',
  '| Ingredient | Amount | Why it is there |\n|---|---|---|\n| Pasta | 200 g | the body of the dish |\n| Tomatoes | 4 | sweetness and sauce |\n| Smoked paprika | 1 tsp | a deep, smoky warmth |\n\n',
  '### Steps\n\n1. Boil the pasta in well-salted water.\n2. Fry the garlic gently until golden.\n3. Add the tomatoes and paprika; simmer for 10 minutes.\n\n',
  '> Taste before you salt: the pasta water already is.\n\n',
  'Shopping list:\n\n```text\npasta=200g tomatoes=4 garlic=3-cloves smoked-paprika=1-tsp olive-oil=2-tbsp salt=to-taste\n```\n\n',
  'Pneumonoultramicroscopicsilicovolcanoconiosis-proof tomatoes are described at https://example.com/recipes/smoky-tomato-garlic-pasta/with/a/very/long/address/that/never/breaks?source=pantry-chef\n\n',
  '---\n\n',
  'Buon appetito!',
];

/** The schema.org Recipe that "Save recipe file" makes of RICH_RECIPE: what it states, and nothing it does not. */
export const RICH_RECIPE_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Smoky tomato & garlic pasta',
  description: 'A weeknight bowl, ready in 25 minutes, with a pinch of smoked paprika.',
  totalTime: 'PT25M',
  recipeIngredient: ['200 g pasta', '4 ripe tomatoes', '3 cloves garlic, thinly sliced', '1 tsp smoked paprika'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Boil the pasta in well-salted water.' },
    { '@type': 'HowToStep', text: 'Fry the garlic gently until golden.' },
    { '@type': 'HowToStep', text: 'Add the tomatoes and paprika; simmer for 10 minutes.' },
  ],
};
