import { describe, expect, it } from 'vitest';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { RICH_RECIPE } from '../support/rich-recipe.ts';

// Recipes in the shapes hosts write them, each with what a cook would read from it.
const HEADINGS = `Sure! Here's a recipe using your ingredients:

# Creamy Tomato Pasta

A quick and comforting pasta for busy evenings.

**Prep time:** 10 minutes | **Cook time:** 20 minutes | **Servings:** 4

## Ingredients

- 300 g spaghetti
- 2 tbsp olive oil
- 1 can (400 g) chopped tomatoes
- 100 ml double cream
- Salt and pepper, to taste

## Instructions

1. Boil the spaghetti in salted water for 10 minutes.
2. Warm the oil and add the tomatoes; simmer for 10 minutes.
3. Stir in the cream and toss with the pasta.

## Tips

- Add fresh basil just before serving.

Enjoy your meal!`;

const BOLD_LABELS = `**Garlic Butter Shrimp**
A speedy skillet dinner.

Serves 2 · Total time: 20 mins

**Ingredients:**
* 250 g shrimp, peeled
* 3 cloves garlic, minced
* 2 tbsp butter
* 1 lemon

**Instructions:**
1. Melt the butter in a pan over medium heat.
2. Add the garlic and cook for 30 seconds.
3. Add the shrimp and cook for 2-3 minutes per side.
4. Squeeze over the lemon.

Enjoy!`;

const PLAIN_LABELS = `Vegetable Stir-Fry

Ingredients:
- 1 red pepper, sliced
- 2 carrots, cut into matchsticks
- 2 tbsp soy sauce

Method:
Heat the oil in a wok until smoking.

Add the vegetables and stir-fry for 5 minutes.

Splash in the soy sauce and serve at once.

Yield: 2 portions. Ready in 15 minutes.`;

const SUB_SECTIONS = `## Chicken Tikka Masala

Serves 4 to 6.

Total time: 1 hour 10 minutes

### Ingredients for the marinade

1. 500 g chicken thighs
2. 150 g yogurt

### Ingredients for the sauce

- 1 onion, diced
- 400 g tomato passata
  - or chopped tomatoes
- For the spice mix:
  - 2 tsp garam masala
  - 1 tsp cumin

### Method

#### Marinate

1. Mix the chicken with the yogurt and leave for 30 minutes.

#### Cook

2. Grill the chicken for 10 minutes.
3. Simmer it in the sauce for 15 minutes.

### Notes

The curry keeps for 3 days in the fridge.`;

const NESTED_UNDER_HEADING = `### Ingredients

- Vegetables
  - 2 courgettes
  - 1 aubergine
- Dressing:
  - 3 tbsp olive oil

### Directions

- Roast the vegetables:
  - cut them into chunks
  - roast for 25 minutes
- Whisk the dressing and pour it over.`;

const STEP_PARAGRAPHS = `# Lemon Rice

Prep: 5 min · Cook: 15 min

**Ingredients**

200 g rice
1 lemon
1 tbsp butter

**Method**

Step 1: Rinse the rice.
Step 2: Simmer it for 12 minutes.

**Step 3:** Stir in the butter and the lemon's zest.

Tip: a bay leaf in the water is nice.`;

const SETEXT = `**Shakshuka**
=============

Eggs poached in a spiced tomato sauce.

Directions
----------

1. Soften the onion.
2. Add the tomatoes and crack in the eggs.

Ingredients
-----------

* 4 eggs
* 1 onion
* 400 g tomatoes`;

const INLINE_LABEL = `## Overnight Oats

**Ingredients:** 50 g oats, 150 ml milk

**Instructions:** Stir the oats into the milk and chill overnight.`;

describe('readRecipe', () => {
  it.each([
    [
      'headings, a preamble, a facts line and tips',
      HEADINGS,
      {
        title: 'Creamy Tomato Pasta',
        intro: 'A quick and comforting pasta for busy evenings.',
        ingredients: ['300 g spaghetti', '2 tbsp olive oil', '1 can (400 g) chopped tomatoes', '100 ml double cream', 'Salt and pepper, to taste'],
        steps: [
          'Boil the spaghetti in salted water for 10 minutes.',
          'Warm the oil and add the tomatoes; simmer for 10 minutes.',
          'Stir in the cream and toss with the pasta.',
        ],
        servings: 4,
        totalMinutes: 30,
      },
    ],
    [
      'a bold first line for a title and bold labels',
      BOLD_LABELS,
      {
        title: 'Garlic Butter Shrimp',
        intro: 'A speedy skillet dinner.',
        ingredients: ['250 g shrimp, peeled', '3 cloves garlic, minced', '2 tbsp butter', '1 lemon'],
        steps: [
          'Melt the butter in a pan over medium heat.',
          'Add the garlic and cook for 30 seconds.',
          'Add the shrimp and cook for 2-3 minutes per side.',
          'Squeeze over the lemon.',
        ],
        servings: 2,
        totalMinutes: 20,
      },
    ],
    [
      'plain labels and a method in paragraphs',
      PLAIN_LABELS,
      {
        title: null,
        intro: 'Vegetable Stir-Fry',
        ingredients: ['1 red pepper, sliced', '2 carrots, cut into matchsticks', '2 tbsp soy sauce'],
        steps: [
          'Heat the oil in a wok until smoking.',
          'Add the vegetables and stir-fry for 5 minutes.',
          'Splash in the soy sauce and serve at once.',
        ],
        servings: 2,
        totalMinutes: 15,
      },
    ],
    [
      'ingredient sub-sections, a group item and a method under sub-headings',
      SUB_SECTIONS,
      {
        title: 'Chicken Tikka Masala',
        intro: '',
        ingredients: [
          '500 g chicken thighs',
          '150 g yogurt',
          '1 onion, diced',
          '400 g tomato passata, or chopped tomatoes',
          '2 tsp garam masala',
          '1 tsp cumin',
        ],
        steps: ['Mix the chicken with the yogurt and leave for 30 minutes.', 'Grill the chicken for 10 minutes.', 'Simmer it in the sauce for 15 minutes.'],
        servings: 4,
        totalMinutes: 70,
      },
    ],
    [
      'nested groups of ingredients and steps with sub-steps, without a title',
      NESTED_UNDER_HEADING,
      {
        title: null,
        intro: '',
        ingredients: ['2 courgettes', '1 aubergine', '3 tbsp olive oil'],
        steps: ['Roast the vegetables: cut them into chunks. roast for 25 minutes.', 'Whisk the dressing and pour it over.'],
        servings: null,
        totalMinutes: null,
      },
    ],
    [
      'ingredients one a line under a bold name, and steps numbered in prose',
      STEP_PARAGRAPHS,
      {
        title: 'Lemon Rice',
        intro: '',
        ingredients: ['200 g rice', '1 lemon', '1 tbsp butter'],
        steps: ['Rinse the rice.', 'Simmer it for 12 minutes.', "Stir in the butter and the lemon's zest."],
        servings: null,
        totalMinutes: 20,
      },
    ],
    [
      'setext headings, the method before the ingredients',
      SETEXT,
      {
        title: 'Shakshuka',
        intro: 'Eggs poached in a spiced tomato sauce.',
        ingredients: ['4 eggs', '1 onion', '400 g tomatoes'],
        steps: ['Soften the onion.', 'Add the tomatoes and crack in the eggs.'],
        servings: null,
        totalMinutes: null,
      },
    ],
    [
      'labels with their text on the same line',
      INLINE_LABEL,
      {
        title: 'Overnight Oats',
        intro: '',
        ingredients: ['50 g oats, 150 ml milk'],
        steps: ['Stir the oats into the milk and chill overnight.'],
        servings: null,
        totalMinutes: null,
      },
    ],
  ])('reads %s', (_, markdown, parts) => {
    const { roles, ...read } = readRecipe(markdown);
    expect(read).toEqual(parts);
    expect(roles).toHaveLength(markdown.split('\n').length);
  });

  it('reads the rich recipe the page is tested with, leaving its table, quote and sign-off out', () => {
    expect(readRecipe(RICH_RECIPE.join(''))).toEqual({
      title: 'Smoky tomato & garlic pasta',
      intro: 'A weeknight bowl, ready in 25 minutes, with a pinch of smoked paprika.',
      ingredients: ['200 g pasta', '4 ripe tomatoes', '3 cloves garlic, thinly sliced', '1 tsp smoked paprika'],
      steps: ['Boil the pasta in well-salted water.', 'Fry the garlic gently until golden.', 'Add the tomatoes and paprika; simmer for 10 minutes.'],
      servings: null,
      totalMinutes: 25,
      roles: expect.any(Array),
    });
  });

  it('says what each line is, for a rewrite to change only the lines it places', () => {
    const markdown = [
      '**Oat Pancakes**', // 0
      'Serves 2 · 20 minutes', // 1
      '', // 2
      '**Ingredients:** 50 g oats, 150 ml milk', // 3
      '1 egg', // 4
      '', // 5
      '## Method', // 6
      '1. Blend 50 g oats.', // 7
      '   Rest for 5 minutes.', // 8
      '2. Fry in 1 tbsp butter.', // 9
      '', // 10
      'Tip: serve with 2 tbsp yogurt.', // 11
      '', // 12
      '```', // 13
      '2 cups of code', // 14
      '```', // 15
      '', // 16
      '> Serves 4 as a snack.', // 17
      '', // 18
      '<div>2 eggs</div>', // 19
      '', // 20
      '| Ingredient | Amount |', // 21
      '|---|---|', // 22
      '| Honey | 1 tbsp |', // 23
    ].join('\n');
    expect(readRecipe(markdown).roles).toEqual([
      'fact', 'fact', 'keep', 'inline', 'ingredient', 'keep', 'fact', 'step', 'step', 'step', 'keep', 'fact', 'keep',
      'keep', 'keep', 'keep', 'keep', 'fact', 'keep', 'keep', 'keep', 'keep', 'keep', 'keep',
    ]);
    // Under its ingredients, a table's rows are items; lines ending "\r\n" are read as lines all the same.
    expect(readRecipe('## Ingredients\n\n| Ingredient | Amount |\n|---|---|\n| Honey | 1 tbsp |').roles).toEqual(['fact', 'keep', 'ingredient', 'ingredient', 'ingredient']);
    expect(readRecipe('## Ingredients\r\n- 1 egg\r\n\r\n## Method\r\n1. Beat 1 egg.').roles).toEqual(['fact', 'ingredient', 'keep', 'fact', 'step']);
  });

  it('reads ingredients from a table when the section has no list', () => {
    const markdown = '## Ingredients\n\n| Ingredient | Amount |\n|---|---|\n| Pasta | 200 g |\n| **Basil** | a handful |\n\n## Method\n\n1. Cook.';
    expect(readRecipe(markdown).ingredients).toEqual(['200 g Pasta', 'a handful Basil']);
  });

  it.each([
    [['Chicken', 'Rice', 'Broccoli', 'Garlic'], {}],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], { servings: 6 }],
    [['Spaghetti', 'Tomatoes', 'Basil', 'Parmesan'], { maxMinutes: 15 as const }],
    [['Chicken', 'Tofu', 'Rice'], { diet: ['vegan' as const] }],
    [['Kimchi', 'Chicken', 'Potatoes', 'Spring onions'], { units: 'us' as const }],
  ])("reads the offline chef's recipe for %j", (list, wishes) => {
    const markdown = writeRecipe(list, wishes);
    const lines = markdown.split('\n');
    const section = (heading: string) => lines.slice(lines.indexOf(heading) + 2, lines.indexOf('', lines.indexOf(heading) + 2));
    const parts = readRecipe(markdown);
    expect(parts.title).toBe(lines[0]?.slice(3));
    // Its introduction is every paragraph between the title and the facts: a note on the list
    // (the time wish it could not meet, say) included, without its markdown.
    const facts = lines.findIndex((line) => line.startsWith('**Serves:**'));
    expect(parts.intro).toBe(lines.slice(2, facts).filter((line) => line !== '').map((line) => line.replace(/_/g, '')).join('\n\n'));
    // Its lines, without their markdown: "- Rice — 150 g" -> "Rice — 150 g".
    expect(parts.ingredients).toEqual(section('### Ingredients').map((line) => line.slice(2).replace(/_/g, '')));
    expect(parts.steps).toEqual(section('### Steps').map((line) => line.replace(/^\d+\. /, '').replace(/\*\*|_/g, '')));
    const [, servings, minutes] = /\*\*Serves:\*\* (\d+) · \*\*Total time:\*\* (\d+) minutes/.exec(markdown) ?? [];
    expect(parts.servings).toBe(Number(servings));
    expect(parts.totalMinutes).toBe(Number(minutes));
    if ('servings' in wishes) expect(parts.servings).toBe(wishes.servings);
  });

  it.each([
    ['an empty text', ''],
    ['a text that is not a recipe', 'Hello! How are you today?'],
    ['half a heading', '## Gar'],
    ['a recipe cut off in its list', '# Soup\n\n## Ingredients\n\n- 1 l stock\n- 2 car'],
  ])('reads %s without failing', (_, markdown) => {
    const parts = readRecipe(markdown);
    expect(parts.steps).toEqual([]);
    expect(parts.servings).toBeNull();
  });

  it('keeps a recipe cut off mid-list to what has arrived', () => {
    expect(readRecipe('# Soup\n\n## Ingredients\n\n- 1 l stock\n- 2 car').ingredients).toEqual(['1 l stock', '2 car']);
  });

  it('drops raw HTML and link targets from the text it reads, and reads an image as the words the page shows in its place', () => {
    const parts = readRecipe('# <b>Pie</b>\n\n## Ingredients\n\n- ![Apples](https://e.com/x.png) 2 [apples](https://e.com) &amp; pears\n\n## Steps\n\n1. Bake <i>it</i>.');
    expect(parts).toMatchObject({ title: 'Pie', ingredients: ['Apples 2 apples & pears'], steps: ['Bake it.'] });
  });
});

describe('readRecipe reads a list as the page shows it', () => {
  it.each([
    ['a fenced block within an item', '- 200 g rice\n  ```\n  washed\n  ```', ['200 g rice washed']],
    ['a quote within an item', '1. 2 eggs\n   > kept cold', ['2 eggs kept cold']],
    ['a heading within an item', '1. 2 eggs\n   ## beaten', ['2 eggs beaten']],
    ['an item marked with a tab, a list below a paragraph and an underline', '- Pepper\n\nKeep some back.\n1.\tSalt\n   ---', ['Pepper', 'Salt']],
  ])('%s', (_, list, ingredients) => {
    expect(readRecipe(`# Soup\n\n## Ingredients\n\n${list}\n\n## Method\n\n1. Stir.\n`).ingredients).toEqual(ingredients);
  });
});
