import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { recipeOf } from '../../shared/recipe/recipe-value.ts';
import { convertRecipe, scaleIngredient, scaleRecipe } from '../../shared/recipe/scale-recipe.ts';
import { RICH_RECIPE } from '../support/rich-recipe.ts';
import { contentOf, FIXTURE_NAMES, readFixture } from '../support/sse.ts';

// Recipes in the shapes hosts write them: headings or bold or plain labels, lists or paragraphs,
// metric or US measures, a table, the method before the list.
const HEADINGS = `Sure! Here's a recipe using your ingredients:

# Creamy Tomato Pasta

A quick and comforting pasta for busy evenings.

**Prep time:** 10 minutes | **Cook time:** 20 minutes | **Servings:** 4

## Ingredients

- 300 g spaghetti
- 2 tbsp olive oil
- 1 onion, finely chopped
- 3 cloves garlic, minced
- 1 can (400 g) chopped tomatoes
- 100 ml double cream
- 50 g Parmesan, grated, plus extra to serve
- Salt and pepper, to taste

## Instructions

1. Boil the spaghetti in salted water for 10 minutes, until al dente.
2. Warm 1 tbsp of the oil in a 28 cm frying pan and soften the onion for 5 minutes.
3. Add the garlic and the remaining 1 tbsp oil; cook for 1 minute.
4. Add the tomatoes and simmer for 10 minutes, then stir in the cream and 40 g of the Parmesan.
5. Toss with the pasta and serve with the rest of the cheese.

## Tips

- Add fresh basil just before serving, and 1 tbsp of pasta water if it looks dry.

Enjoy your meal!`;

const BOLD_LABELS = `**Garlic Butter Shrimp**
A speedy skillet dinner.

Serves 2 · Total time: 20 mins

**Ingredients:**
* 250 g shrimp, peeled
* 3 cloves garlic, minced
* 2 tbsp butter
* 1 lemon, juiced
* ¼ tsp chilli flakes

**Instructions:**
1. Melt 1 tbsp of the butter in a pan over medium heat.
2. Add the garlic and chilli flakes and cook for 30 seconds.
3. Add the shrimp and cook for 2-3 minutes per side.
4. Stir in the last 1 tbsp butter and squeeze over the lemon.

Enjoy!`;

const PLAIN_LABELS = `Vegetable Stir-Fry

Ingredients:
- 1 red pepper, sliced
- 2 carrots, cut into matchsticks
- 200 g noodles
- 2 tbsp soy sauce
- 1 tsp sesame oil

Method:
Heat the oil in a wok until smoking.

Add the vegetables and stir-fry for 5 minutes.

Add the noodles with 2 tbsp water, splash in the soy sauce and serve at once.

Yield: 2 portions. Ready in 15 minutes.`;

const US_CUPS = `Here's a cozy breakfast you can make with what you have!

### Buttermilk Pancakes

**Serves:** 4 people | **Prep:** 10 min | **Cook:** 15 min

#### Ingredients
* 1 1/2 cups all-purpose flour (190 g)
* 2 Tbsp. granulated sugar
* 1/2 tsp salt
* 2 tsp baking powder
* 1 ¼ cups buttermilk
* 2 large eggs, at room temperature
* 3 tablespoons unsalted butter, melted, plus more for the pan
* 2 (15-ounce) cans peaches, drained
* Pinch of salt

#### Instructions
1. Preheat the oven to 200°F to keep the pancakes warm, and grease an 8-inch pan.
2. Whisk the flour, sugar, salt and baking powder in a large bowl.
3. In another bowl, whisk the buttermilk, 2 eggs and 2 tablespoons of the melted butter.
4. Stir until just combined and let rest 5-10 minutes.
5. Heat a skillet over medium heat (about 350°F) and brush with the remaining 1 tbsp butter.
6. Pour 1/4 cup of batter per pancake and cook for 2–3 minutes, until bubbles form.

Makes about 12 pancakes. Enjoy!`;

const TABLE_AND_OVEN = `## Lemon Drizzle Traybake

Serves 4 to 6. Makes 12 squares.

### Ingredients

| Ingredient | Amount |
|---|---|
| Butter, softened | 175 g |
| Caster sugar | 175 g |
| Eggs | 3 |
| Self-raising flour | 225 g |
| Milk | 4 tbsp |
| Lemons | 2 |

### Method

1. Heat the oven to 180°C/160°C fan/gas mark 4 and line a 20 cm x 30 cm tin.
2. Beat the butter and sugar, then beat in the 3 eggs one at a time.
3. Fold in the flour, milk and the zest of 1 lemon; the mixture should be about 50% air.
4. Bake for 30-35 minutes. Mix the juice of 2 lemons with 85 g sugar and spoon over while warm.
5. Cool in the tin, then cut into 12 squares (step 5 is the hardest: wait!).`;

const METHOD_FIRST = `**Shakshuka**
=============

Eggs poached in a spiced tomato sauce. Serves 2.

Directions
----------

1. Soften the onion in 2 tbsp oil for 8 minutes.
2. Add 1 tsp cumin and the tomatoes; simmer for 10 minutes.
3. Crack in the 4 eggs; cover for 6 minutes.

Ingredients
-----------

* 4 eggs
* 1 onion
* 400 g tomatoes
* 2 tbsp olive oil
* 1 tsp ground cumin`;

const HOST_SHAPES = [
  ['headings, a preamble and a facts line', HEADINGS],
  ['a bold title and bold labels', BOLD_LABELS],
  ['plain labels and a method in paragraphs', PLAIN_LABELS],
  ['US cups, spoons and °F', US_CUPS],
  ['a table of ingredients and a metric oven', TABLE_AND_OVEN],
  ['underlined headings, the method first', METHOD_FIRST],
  ['a table under a list, a quote and code', RICH_RECIPE.join('')],
] as const;

/** The lines of `after` that differ from `before`'s, side by side. */
const changedLines = (before: string, after: string): [string, string][] => {
  const lines = after.split('\n');
  return before.split('\n').flatMap((line, index) => (line === lines[index] ? [] : [[line, lines[index]!] as [string, string]]));
};

describe('scaleIngredient', () => {
  it.each([
    ['1 lemon, juiced', 3, '3 lemons, juiced'],
    ['- 4 eggs', 0.25, '- 1 egg'],
    ['* 4 eggs', 0.1, '* 1 egg'],
    ['2 eggs', 0.75, '2 eggs'],
    ['1 onion, diced', 0.25, '½ onion, diced'],
    ['1 small onion finely chopped', 3, '3 small onions finely chopped'],
    ['2 carrots, cut into matchsticks', 0.5, '1 carrot, cut into matchsticks'],
    ['4 ripe tomatoes', 0.25, '1 ripe tomato'],
    ['3 peaches', 0.25, '1 peach'],
    ['2 bay leaves', 0.5, '1 bay leaf'],
    ['1 egg yolk', 2, '2 egg yolks'],
    ['3 cloves garlic', 0.25, '1 clove garlic'],
    ['2 garlic cloves, minced', 0.25, '1 garlic clove, minced'],
    ['1 bunch coriander', 0.25, '½ bunch coriander'],
    ['3 slices bread', 0.25, '1 slice bread'],
    ['12 tortillas', 0.25, '3 tortillas'],
    ['1 red onion or 2 shallots', 3, '3 red onions or 6 shallots'],
    ['2 cups (250 g) flour', 0.5, '1 cup (130 g) flour'],
    ['2 chicken breasts (about 500 g)', 0.25, '1 chicken breast (about 250 g)'],
    ['2 chicken breasts (about 250 g each)', 3, '6 chicken breasts (about 250 g each)'],
    ['1 can (400 g) chopped tomatoes', 3, '3 cans (400 g) chopped tomatoes'],
    ['1 can (400 g) chopped tomatoes', 0.25, '1 can (400 g) chopped tomatoes'],
    ['2 (15-ounce) cans chickpeas, drained', 0.25, '1 (15-ounce) can chickpeas, drained'],
    ['200 g/7 oz spaghetti', 2, '400 g/14 oz spaghetti'],
    ['2-3 tbsp olive oil', 2, '4-6 tbsp olive oil'],
    ['2-3 tbsp olive oil', 0.25, '1½-2¼ tsp olive oil'],
    ['1.5kg potatoes', 0.5, '750 g potatoes'],
    ['500g potatoes, cut into 2 cm pieces', 3, '1.5 kg potatoes, cut into 2 cm pieces'],
    ['**200 g** spaghetti', 2, '**400 g** spaghetti'],
    ['Eggs — 2', 3, 'Eggs — 6'],
    ['Onion — 2', 0.25, 'Onion — ½'],
    ['Milk: 250 ml', 0.5, 'Milk: 130 ml'],
    ['1 cup of flour', 0.1, '1½ tbsp of flour'],
    ['½ cup milk', 3, '1½ cups milk'],
    ['¾ cup rice', 3, '2¼ cups rice'],
    ['Olive oil — ¾ cup', 3, 'Olive oil — 2¼ cups'],
    ['1 ½ cups flour', 1 / 3, '½ cup flour'],
    ['1 tsp vanilla extract', 0.25, '¼ tsp vanilla extract'],
    ['5 ml vanilla', 0.25, '¼ tsp vanilla'],
    ['7 g yeast', 0.5, '4 g yeast'],
    ['1 lb ground beef', 0.75, '12 oz ground beef'],
    ['8 oz cream cheese', 3, '1½ lb cream cheese'],
    ['1 l stock', 0.25, '250 ml stock'],
    ['2 l water', 1.5, '3 litres water'],
    ['1 pinch salt', 3, '3 pinches salt'],
    ['1 lime, cut into 8 wedges', 2, '2 limes, cut into 8 wedges'],
  ] as const)('scales %j by %d to %j', (line, factor, scaled) => {
    expect(scaleIngredient(line, factor)).toBe(scaled);
  });

  it.each(['Salt and pepper, to taste', 'a pinch of salt', 'Pinch of salt', 'Olive oil, for frying', 'Juice of half a lemon', 'Fresh basil'])(
    'leaves %j as it is',
    (line) => {
      expect(scaleIngredient(line, 3)).toBe(line);
    },
  );
});

describe('scaleIngredient on a line that is all the visitor has', () => {
  it.each([
    ['- Minced beef — 200 g (all you have)', 2, '- Minced beef — 400 g (you have 200 g)'],
    ['- Minced beef — 200 g (all you have)', 0.5, '- Minced beef — 100 g (you have 200 g)'],
    ['- Apples — 2 (all you have)', 3, '- Apples — 6 (you have 2)'],
    ['- Pork chops — 1 lb (all you have)', 2, '- Pork chops — 2 lb (you have 1 lb)'],
    ['- Minced beef — 200 g (all you have)', 1, '- Minced beef — 200 g (all you have)'],
  ])('%s times %d reads %s: the note never claims a scaled amount is all they have', (line, factor, expected) => {
    expect(scaleIngredient(line, factor)).toBe(expected);
  });
});

describe('scaleRecipe', () => {
  it('returns the recipe as it is when the servings do not change', () => {
    expect(scaleRecipe(HEADINGS, 4, 4)).toBe(HEADINGS);
  });

  it.each([
    [0, 4],
    [4, 0],
    [Number.NaN, 4],
    [4, Number.POSITIVE_INFINITY],
  ])('leaves the recipe as it is for %d -> %d servings', (from, to) => {
    expect(scaleRecipe(HEADINGS, from, to)).toBe(HEADINGS);
  });

  // A list of 4 eggs, 1 lemon and 3 cloves of garlic for 4, with its steps, made for 12.
  const forTwelve = (step: string) =>
    scaleRecipe(`## Ingredients\n\n- 4 eggs\n- 1 lemon\n- 3 cloves garlic\n\n## Method\n\n1. ${step}`, 4, 12).split('\n').at(-1);

  it.each([
    ['Add the remaining 2 tbsp oil.', '1. Add the remaining 6 tbsp oil.'],
    ['Whisk in 250 ml milk and 1/2 tsp salt.', '1. Whisk in 750 ml milk and 1½ tsp salt.'],
    ['Stir in 1 cup of stock and 50g butter.', '1. Stir in 3 cups of stock and 150 g butter.'],
    ['Beat in 2 eggs, then 2 more eggs.', '1. Beat in 6 eggs, then 2 more eggs.'],
    ['Zest 1 lemon and crush the 3 cloves.', '1. Zest 3 lemons and crush the 9 cloves.'],
    ['Add 2-3 tbsp water.', '1. Add 6-9 tbsp water.'],
    ['Fry 200 g mushrooms for 5 minutes.', '1. Fry 600 g mushrooms for 5 minutes.'],
  ])('in a step, %j becomes %j', (step, scaled) => {
    expect(forTwelve(step)).toBe(scaled);
  });

  it.each([
    'Simmer for 10 minutes, then rest for 1-2 hours.',
    'Heat the oven to 180 °C (160 °C fan) or 350°F, gas mark 4.',
    'Line a 20 cm tin, an 8-inch pan or a 23cm dish.',
    'Cut into 2 cm pieces and bake at 200°C for 25-30 minutes.',
    'Repeat step 3 until 50% of the liquid has gone.',
    'Pour 1/4 cup of batter per pancake.',
    'Spoon 2 tbsp of the sauce onto each plate.',
    'Cut each chicken breast into 4 pieces.',
    'Take 2 minutes to plate up.',
  ])('leaves the step %j as it is', (step) => {
    expect(forTwelve(step)).toBe(`1. ${step}`);
  });

  it.each([
    ['Serves 4', 'Serves 7'],
    ['Serves: 4 people', 'Serves: 7 people'],
    ['**Serves:** 4 · **Total time:** 60 minutes', '**Serves:** 7 · **Total time:** 60 minutes'],
    ['**Servings:** 4 | **Prep time:** 10 minutes', '**Servings:** 7 | **Prep time:** 10 minutes'],
    ['Servings: 4', 'Servings: 7'],
    ['Serves 4 to 6.', 'Serves 7.'],
    ['Yield: 4 portions', 'Yield: 7 portions'],
    ['Makes 4 servings.', 'Makes 7 servings.'],
    ['A quick pasta for 4 people.', 'A quick pasta for 7 people.'],
    ['Prep: 10 min · 4 servings', 'Prep: 10 min · 7 servings'],
    ['Makes 12 pancakes.', 'Makes 21 pancakes.'],
    ['Makes about 2 cups.', 'Makes about 3½ cups.'],
    ['Calories per serving: 450', 'Calories per serving: 450'],
  ])('restates %j as %j', (stated, restated) => {
    const recipe = `# Soup\n\n${stated}\n\n## Ingredients\n\n- 1 leek\n\n## Method\n\n1. Simmer.`;
    const scaled = scaleRecipe(recipe, 4, 7);
    expect(scaled.split('\n')[2]).toBe(restated);
    // Whatever the page read as the servings, it reads as the new ones.
    expect(readRecipe(scaled).servings).toBe(readRecipe(recipe).servings === 4 ? 7 : readRecipe(recipe).servings);
  });

  it.each([
    ['Serves 4 people', 1, 'Serves 1 person'],
    ['Yield: 4 portions', 1, 'Yield: 1 portion'],
    ['Makes 1 loaf', 8, 'Makes 2 loaves'],
  ])('makes the words of %j agree with %d servings', (stated, to, restated) => {
    expect(scaleRecipe(`# Bread\n\n${stated}\n\n## Ingredients\n\n- 500 g flour`, 4, to).split('\n')[2]).toBe(restated);
  });

  it('leaves the introduction, tips, notes and code as they are', () => {
    const recipe = `# Dal\n\nA bowl that needs 2 tbsp of patience.\n\n## Ingredients\n\n- 200 g red lentils\n\n## Method\n\n1. Rinse 200 g lentils.\n\n## Tips\n\nUse 1 tbsp less salt.\n\n\`\`\`\nlentils=200g\n\`\`\``;
    expect(changedLines(recipe, scaleRecipe(recipe, 2, 4))).toEqual([
      ['- 200 g red lentils', '- 400 g red lentils'],
      ['1. Rinse 200 g lentils.', '1. Rinse 400 g lentils.'],
    ]);
  });

});

describe('scaleRecipe on recipes as hosts write them', () => {
  it.each(FIXTURE_NAMES)('leaves the recorded %s answer as it was: it states no recipe', (name) => {
    const text = contentOf(readFixture(name));
    for (const to of [1, 3, 12]) expect(scaleRecipe(text, 4, to)).toBe(text);
  });

  it.each(HOST_SHAPES.flatMap(([shape, recipe]) => [1, 3, 12].map((to) => [shape, recipe, to] as const)))(
    'rewrites a recipe with %s for %d, and only its amounts and servings',
    (_, recipe, to) => {
      const before = readRecipe(recipe);
      const scaled = scaleRecipe(recipe, before.servings ?? 4, to);
      const after = readRecipe(scaled);
      expect(after.servings).toBe(before.servings === null ? null : to);
      expect([after.title, after.ingredients.length, after.steps.length, after.totalMinutes]).toEqual([
        before.title, before.ingredients.length, before.steps.length, before.totalMinutes,
      ]);
      // A line with no number in it is never touched.
      for (const [was] of changedLines(recipe, scaled)) expect(was).toMatch(/[\d½¼¾⅓⅔]/);
      expect(scaled.split('\n')).toHaveLength(recipe.split('\n').length);
    },
  );

  it.each([
    ['headings', 4, 1, HEADINGS, [
      ['- 300 g spaghetti', '- 80 g spaghetti'],
      ['- 2 tbsp olive oil', '- 1½ tsp olive oil'],
      ['- 1 onion, finely chopped', '- ½ onion, finely chopped'],
      ['- 3 cloves garlic, minced', '- 1 clove garlic, minced'],
      ['- 1 can (400 g) chopped tomatoes', '- 1 can (400 g) chopped tomatoes'],
      ['3. Add the garlic and the remaining 1 tbsp oil; cook for 1 minute.', '3. Add the garlic and the remaining ¾ tsp oil; cook for 1 minute.'],
    ]],
    ['headings', 4, 12, HEADINGS, [
      ['- 1 onion, finely chopped', '- 3 onions, finely chopped'],
      ['- 1 can (400 g) chopped tomatoes', '- 3 cans (400 g) chopped tomatoes'],
      ['- 100 ml double cream', '- 300 ml double cream'],
      ['2. Warm 1 tbsp of the oil in a 28 cm frying pan and soften the onion for 5 minutes.', '2. Warm 3 tbsp of the oil in a 28 cm frying pan and soften the onion for 5 minutes.'],
      ['- Add fresh basil just before serving, and 1 tbsp of pasta water if it looks dry.', '- Add fresh basil just before serving, and 1 tbsp of pasta water if it looks dry.'],
    ]],
    ['bold labels', 2, 3, BOLD_LABELS, [
      ['* 250 g shrimp, peeled', '* 375 g shrimp, peeled'],
      ['* 1 lemon, juiced', '* 1½ lemons, juiced'],
      // ⅜ tsp: ½ tsp would be a third more, and a scaled amount never grows by more than a quarter.
      ['* ¼ tsp chilli flakes', '* ¼ tsp chilli flakes'],
      ['1. Melt 1 tbsp of the butter in a pan over medium heat.', '1. Melt 1½ tbsp of the butter in a pan over medium heat.'],
      ['3. Add the shrimp and cook for 2-3 minutes per side.', '3. Add the shrimp and cook for 2-3 minutes per side.'],
    ]],
    ['bold labels', 2, 12, BOLD_LABELS, [
      ['* 250 g shrimp, peeled', '* 1.5 kg shrimp, peeled'],
      ['* 3 cloves garlic, minced', '* 18 cloves garlic, minced'],
      ['* 2 tbsp butter', '* 12 tbsp butter'],
    ]],
    ['plain labels', 2, 1, PLAIN_LABELS, [
      ['- 1 red pepper, sliced', '- ½ red pepper, sliced'],
      ['- 2 carrots, cut into matchsticks', '- 1 carrot, cut into matchsticks'],
      ['Yield: 2 portions. Ready in 15 minutes.', 'Yield: 1 portion. Ready in 15 minutes.'],
    ]],
    ['plain labels', 2, 12, PLAIN_LABELS, [
      ['- 2 tbsp soy sauce', '- 180 ml soy sauce'],
      ['Add the noodles with 2 tbsp water, splash in the soy sauce and serve at once.', 'Add the noodles with 180 ml water, splash in the soy sauce and serve at once.'],
    ]],
    ['US cups', 4, 1, US_CUPS, [
      ['**Serves:** 4 people | **Prep:** 10 min | **Cook:** 15 min', '**Serves:** 1 person | **Prep:** 10 min | **Cook:** 15 min'],
      ['* 1 1/2 cups all-purpose flour (190 g)', '* ⅓ cup plus 1 tbsp all-purpose flour (50 g)'],
      ['* 2 Tbsp. granulated sugar', '* 1½ tsp granulated sugar'],
      ['* 2 large eggs, at room temperature', '* 1 large egg, at room temperature'],
      ['* 2 (15-ounce) cans peaches, drained', '* 1 (15-ounce) can peaches, drained'],
      ['3. In another bowl, whisk the buttermilk, 2 eggs and 2 tablespoons of the melted butter.', '3. In another bowl, whisk the buttermilk, 1 egg and 1½ tsp of the melted butter.'],
      ['Makes about 12 pancakes. Enjoy!', 'Makes about 3 pancakes. Enjoy!'],
    ]],
    ['US cups', 4, 12, US_CUPS, [
      ['* 1 1/2 cups all-purpose flour (190 g)', '* 4½ cups all-purpose flour (575 g)'],
      ['* 3 tablespoons unsalted butter, melted, plus more for the pan', '* ½ cup plus 1 tbsp unsalted butter, melted, plus more for the pan'],
      ['5. Heat a skillet over medium heat (about 350°F) and brush with the remaining 1 tbsp butter.', '5. Heat a skillet over medium heat (about 350°F) and brush with the remaining 3 tbsp butter.'],
      ['6. Pour 1/4 cup of batter per pancake and cook for 2–3 minutes, until bubbles form.', '6. Pour 1/4 cup of batter per pancake and cook for 2–3 minutes, until bubbles form.'],
    ]],
    ['a table and an oven', 4, 3, TABLE_AND_OVEN, [
      ['Serves 4 to 6. Makes 12 squares.', 'Serves 3. Makes 9 squares.'],
      ['| Eggs | 3 |', '| Eggs | 2 |'],
      ['| Lemons | 2 |', '| Lemons | 1½ |'],
      ['2. Beat the butter and sugar, then beat in the 3 eggs one at a time.', '2. Beat the butter and sugar, then beat in the 2 eggs one at a time.'],
      ['4. Bake for 30-35 minutes. Mix the juice of 2 lemons with 85 g sugar and spoon over while warm.', '4. Bake for 30-35 minutes. Mix the juice of 1½ lemons with 60 g sugar and spoon over while warm.'],
    ]],
    ['a table and an oven', 4, 12, TABLE_AND_OVEN, [
      ['| Self-raising flour | 225 g |', '| Self-raising flour | 675 g |'],
      ['| Milk | 4 tbsp |', '| Milk | 180 ml |'],
      ['1. Heat the oven to 180°C/160°C fan/gas mark 4 and line a 20 cm x 30 cm tin.', '1. Heat the oven to 180°C/160°C fan/gas mark 4 and line a 20 cm x 30 cm tin.'],
      ['5. Cool in the tin, then cut into 12 squares (step 5 is the hardest: wait!).', '5. Cool in the tin, then cut into 12 squares (step 5 is the hardest: wait!).'],
    ]],
    ['the method first', 2, 3, METHOD_FIRST, [
      ['3. Crack in the 4 eggs; cover for 6 minutes.', '3. Crack in the 6 eggs; cover for 6 minutes.'],
      ['* 1 onion', '* 1½ onions'],
      ['* 1 tsp ground cumin', '* 1½ tsp ground cumin'],
    ]],
    ['a rich recipe', 4, 1, RICH_RECIPE.join(''), [
      ['- 4 ripe tomatoes', '- 1 ripe tomato'],
      ['- 3 cloves garlic', '- 1 clove garlic'],
      ['| Smoked paprika | 1 tsp | a deep, smoky warmth |', '| Smoked paprika | ¼ tsp | a deep, smoky warmth |'],
      ['pasta=200g tomatoes=4 garlic=3-cloves smoked-paprika=1-tsp olive-oil=2-tbsp salt=to-taste', 'pasta=200g tomatoes=4 garlic=3-cloves smoked-paprika=1-tsp olive-oil=2-tbsp salt=to-taste'],
    ]],
  ] as const)('writes the lines a cook reads in a recipe with %s, for %d -> %d', (_, from, to, recipe, lines) => {
    const scaled = scaleRecipe(recipe, from, to).split('\n');
    for (const [was, now] of lines) expect(scaled[recipe.split('\n').indexOf(was)]).toBe(now);
  });
});

describe('scaleRecipe on the offline chef', () => {
  it.each([
    ['metric', 1, ['Eggs — 1', 'Milk — 1½ tsp', 'Flour — 30 g', 'Sugar — 30 g', 'Butter — 30 g', 'Baking powder — ¼ tsp']],
    ['metric', 3, ['Eggs — 2', 'Milk — 20 ml', 'Flour — 90 g', 'Sugar — 80 g', 'Butter — 80 g', 'Baking powder — ¾ tsp']],
    ['metric', 12, ['Eggs — 6', 'Milk — 90 ml', 'Flour — 375 g', 'Sugar — 300 g', 'Butter — 300 g', 'Baking powder — 1 tbsp']],
    ['us', 1, ['Eggs — 1', 'Milk — 1½ tsp', 'Flour — ¼ cup', 'Sugar — 2 tbsp', 'Butter — 2 tbsp', 'Baking powder — ¼ tsp']],
    ['us', 3, ['Eggs — 2', 'Milk — 1½ tbsp', 'Flour — ¾ cup', 'Sugar — ⅓ cup plus 1 tbsp', 'Butter — ⅓ cup plus 1 tbsp', 'Baking powder — ¾ tsp']],
    ['us', 12, ['Eggs — 6', 'Milk — 6 tbsp', 'Flour — 3 cups', 'Sugar — 1½ cups', 'Butter — 1½ cups', 'Baking powder — 1 tbsp']],
  ] as const)('makes its egg cake in %s units for %d', (units, to, ingredients) => {
    const recipe = writeRecipe(['Eggs', 'Milk', 'Flour', 'Sugar'], { servings: 4, units });
    const scaled = readRecipe(scaleRecipe(recipe, 4, to));
    expect(scaled.ingredients).toEqual(ingredients);
    expect(scaled.servings).toBe(to);
    // The oven, the tin and the times are the cake's, whatever its size.
    expect(scaled.steps).toEqual(readRecipe(recipe).steps);
  });

  it.each([
    [1, ['Chicken thighs — 150 g', 'Rice — 80 g', 'Garlic — 1 clove', 'Onion — ½', 'Lemon — ½', 'Olive oil — 1 tbsp'], '1½ tsp water'],
    [3, ['Chicken thighs — 450 g', 'Rice — 230 g', 'Garlic — 3 cloves', 'Onion — 1½', 'Lemon — 1½', 'Olive oil — 3 tbsp'], '1½ tbsp water'],
    [12, ['Chicken thighs — 1.8 kg', 'Rice — 900 g', 'Garlic — 12 cloves', 'Onion — 6', 'Lemon — 6', 'Olive oil — 180 ml'], '6 tbsp water'],
  ] as const)('makes its rice bowl for %d, the water in its dressing too', (to, ingredients, water) => {
    const recipe = writeRecipe(['Chicken thighs', 'Rice', 'Onion', 'Garlic', 'Lemon'], { servings: 4 });
    const scaled = readRecipe(scaleRecipe(recipe, 4, to));
    expect(scaled.ingredients).toEqual([...ingredients, 'Salt — to taste', 'Black pepper — to taste']);
    // Written for 4, the dressing has 2 tbsp water: a tablespoon for each two servings, as written for any number.
    expect(scaled.steps.find((step) => step.startsWith('Whisk'))).toContain(`the rest of the olive oil and ${water} to make a dressing`);
  });
});

describe('scaleRecipe on the recipe value', () => {
  const recipe = '## Soup\n\nServes 2\n\n## Ingredients\n- 1 leek\n\n<div>2 eggs</div>\n\n## Method\n1. Simmer 1 leek in 500 ml stock.\n\n```\n2 cups\n```';

  it('rewrites the lines its value places, as from its markdown, and keeps every other line as written', () => {
    const value = recipeOf(recipe);
    const scaled = scaleRecipe(value, 2, 4);
    expect(scaled).toBe(scaleRecipe(recipe, 2, 4));
    const lines = scaled.split('\n');
    expect(lines).toHaveLength(recipe.split('\n').length);
    recipe.split('\n').forEach((line, at) => {
      if (value.roles[at] === 'keep') expect(lines[at]).toBe(line);
    });
    // HTML and code are lines it cannot place: never silently changed.
    expect(lines).toEqual(expect.arrayContaining(['<div>2 eggs</div>', '2 cups', '- 2 leeks', '1. Simmer 2 leeks in 1 litre stock.', 'Serves 4']));
    expect(convertRecipe(recipeOf(scaled), 'us')).toBe(convertRecipe(scaled, 'us'));
  });
});

describe('scaleRecipe past what one pan holds', () => {
  const PAN_STEP = '1. Heat the oil in a large frying pan over high heat. Add 400 g chicken and fry for 6 minutes.';
  const TRAY_STEP = '2. Spread 500 g potatoes over a sheet pan and roast for 30 minutes.';
  const recipe = `## Chicken\n\nServes 2\n\n## Ingredients\n- 400 g chicken\n- 500 g potatoes\n\n## Method\n${PAN_STEP}\n${TRAY_STEP}`;
  const stepsAt = (from: number, to: number, text = recipe) => readRecipe(scaleRecipe(text, from, to)).steps;

  it('says to cook in batches or use two pans, before the pan is heated, and to use two trays', () => {
    expect(stepsAt(2, 8)).toEqual([
      'This many servings will crowd one frying pan: cook in two batches, or use two frying pans. Heat the oil in a large frying pan over high heat. Add 1.6 kg chicken and fry for 6 minutes.',
      'This many servings will crowd one sheet pan: spread everything over two. Spread 2 kg potatoes over a sheet pan and roast for 30 minutes.',
    ]);
  });

  it.each([
    ['still fits one pan', 2, 4],
    ['is made smaller', 2, 1],
  ])('says nothing when the batch %s', (_, from, to) => {
    expect(stepsAt(from, to).every((step) => !step.includes('crowd'))).toBe(true);
  });

  it('says nothing of a pan where nothing browns: pancakes, a sauce, onions softening', () => {
    const pancakes = '## Pancakes\n\nServes 2\n\n## Ingredients\n- 150 g flour\n- 1 onion\n\n## Method\n1. Heat a skillet over medium heat and brush with butter.\n2. Soften the onion in a frying pan for 5 minutes.';
    expect(stepsAt(2, 12, pancakes).join(' ')).not.toContain('crowd');
  });

  it('says nothing more when the recipe already says how to cook a large batch, or was written for more than one pan holds', () => {
    expect(stepsAt(2, 8, recipe.replace('Add 400 g', 'Cook in batches: add 400 g')).join(' ')).not.toContain('crowd');
    expect(stepsAt(6, 12, recipe.replace('Serves 2', 'Serves 6')).join(' ')).not.toContain('crowd');
  });

  it.each([2, 4])('on the built-in chef’s recipe for %d, scaled to 10, agrees with the chef writing it for 10', (servings) => {
    for (const list of [['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon'], ['Chicken', 'Peppers', 'Onion', 'Tortillas'], ['Salmon', 'Potatoes', 'Dill']]) {
      const scaled = scaleRecipe(writeRecipe(list, { servings }), servings, 10);
      const written = writeRecipe(list, { servings: 10 });
      // The chef itself says more pans or trays at 10 (four trays of salmon and potatoes, at about a kilogram each): so does its recipe scaled there.
      expect(/crowd|(?:two|three|four) large/.test(written), list.join()).toBe(true);
      // Salmon and potatoes for four already take two trays (1.4 kg), and say so.
      expect(scaled, list.join()).toMatch(/crowd one (?:frying pan|baking tray)|over two large baking trays/);
    }
  });
});

describe('convertRecipe', () => {
  const recipe = (lines: string[], step: string) => `## Supper\n\nServes 2\n\n## Ingredients\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n## Method\n\n1. ${step}\n`;

  it.each([
    [['200 g rice', '500 ml stock', '300 g chicken thighs', '2 tbsp olive oil', '1 onion'], 'Bake at 220 °C (200 °C fan) until 74 °C inside, 25 minutes.', 'us',
      ['1 cup rice', '2 cups stock', '11 oz chicken thighs', '2 tbsp olive oil', '1 onion'], 'Bake at 425 °F (400 °F convection) until 165 °F inside, 25 minutes.'],
    [['1 cup rice', '2 cups milk', '1 lb beef mince', '8 oz cheddar', '2 cloves garlic'], 'Roast at 350 °F until 145 °F in the middle.', 'metric',
      ['190 g rice', '500 ml milk', '450 g beef mince', '230 g cheddar', '2 cloves garlic'], 'Roast at 180 °C until 63 °C in the middle.'],
  ] as const)('writes %j in the other units', (lines, step, units, converted, convertedStep) => {
    const read = readRecipe(convertRecipe(recipe([...lines], step), units));
    expect(read.ingredients).toEqual(converted);
    expect(read.steps).toEqual([convertedStep]);
    expect(read.servings).toBe(2);
  });

  it('leaves a recipe already in those units as it is, and what it cannot place as written', () => {
    const metricRecipe = writeRecipe(['Salmon', 'Potatoes', 'Dill']);
    expect(convertRecipe(metricRecipe, 'metric')).toBe(metricRecipe);
    const usRecipe = writeRecipe(['Red lentils', 'Onion', 'Tomatoes'], { units: 'us' });
    expect(convertRecipe(usRecipe, 'us')).toBe(usRecipe);
    expect(readRecipe(convertRecipe(recipe(['2-3 cups water', 'A 20 cm tin'], 'Mix.'), 'metric')).ingredients).toEqual(['2-3 cups water', 'A 20 cm tin']);
  });

  it('agrees with the built-in chef writing the same recipe in those units, within a cook’s rounding', () => {
    const metricRecipe = readRecipe(convertRecipe(writeRecipe(['Red lentils', 'Onion', 'Tomatoes'], { units: 'us' }), 'metric'));
    expect(metricRecipe.ingredients[0]).toBe('Red lentils — 240 g');
    expect(readRecipe(writeRecipe(['Red lentils', 'Onion', 'Tomatoes'])).ingredients[0]).toBe('Red lentils — 240 g');
  });
});

describe('scaleRecipe on a recipe with no list it can place', () => {
  it('leaves it as written rather than say it serves more with the same amounts', () => {
    const unplaced = '## Quick pancakes\n\nServes 6.\n\n- 3 eggs\n- 375 ml milk\n\n1. Whisk and fry.';
    expect(scaleRecipe(unplaced, 6, 2)).toBe(unplaced);
    const placed = '## Quick pancakes\n\nServes 6.\n\n### Ingredients\n\n- 3 eggs\n- 375 ml milk\n\n### Steps\n\n1. Whisk and fry.';
    expect(readRecipe(scaleRecipe(placed, 6, 2))).toMatchObject({ servings: 2, ingredients: ['1 egg', '130 ml milk'] });
  });
});
