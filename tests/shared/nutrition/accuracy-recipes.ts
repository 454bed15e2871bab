// Thirty recipes in the shapes the built-in chef and hosts write, each ingredient line with the
// USDA food and grams chosen BY HAND: what a careful cook weighing the dish would count. The hand
// choices are the test; where they differ from the product's defaults they say so.
// [ndb, grams] per ingredient line, in order; null where a cook would count nothing.

export type HandLine = readonly [ndb: number, grams: number] | null;

export interface HandRecipe {
  name: string;
  markdown: string;
  hand: readonly HandLine[];
}

/** The chef's shape: "## Title", "**Serves:** n", "### Ingredients" of "- Name — amount". */
const chef = (title: string, serves: number, lines: readonly string[]): string =>
  [`## ${title}`, '', 'A dish from what you have.', '', `**Serves:** ${serves} · **Total time:** 30 minutes`, '', '### Ingredients', '', ...lines.map((line) => `- ${line}`), '', '### Steps', '', '1. Cook it.', ''].join('\n');

export const CHEF_RECIPES: readonly HandRecipe[] = [
  {
    name: 'Garlicky Chicken Rice Bowl (chef, metric)',
    markdown: chef('Garlicky Chicken Rice Bowl', 2, ['Chicken — 300 g', 'Rice — 150 g', 'Broccoli — 240 g', 'Garlic — 2 cloves', 'Olive oil — 2 tbsp', 'Salt — to taste', 'Black pepper — to taste']),
    hand: [[5062, 300], [20044, 150], [11090, 240], [11215, 6], [4053, 27], null, null],
  },
  {
    name: 'Easy Egg Cake (chef, metric)',
    markdown: chef('Easy Egg Cake', 6, ['Eggs — 3', 'Flour — 175 g', 'Sugar — 150 g', 'Butter — 175 g', 'Baking powder — 1½ tsp']),
    // A baker's eggs are large: 50 g each.
    hand: [[1123, 150], [20081, 175], [19335, 150], [1145, 175], [18369, 6.9]],
  },
  {
    name: 'Herby Tomato Spaghetti (chef, US)',
    markdown: chef('Herby Tomato Spaghetti', 2, ['Spaghetti — 6 oz', 'Tomatoes — 2', 'Parmesan — 1½ oz', 'Basil — 2 tbsp', 'Olive oil — 2 tbsp', 'Salt — to taste', 'Black pepper — to taste']),
    // Parmesan by weight is a piece of the hard cheese, grated at home.
    hand: [[20120, 170], [11529, 246], [1033, 42.5], [2044, 5], [4053, 27], null, null],
  },
  {
    name: 'Lemony Salmon & Potato Traybake (chef, metric)',
    markdown: chef('Lemony Salmon & Potato Traybake', 4, ['Salmon — 600 g', 'Potatoes — 800 g', 'Lemon — 2', 'Dill — 4 tbsp', 'Olive oil — 4 tbsp', 'Salt — to taste', 'Black pepper — to taste']),
    // What is eaten of two lemons is their juice.
    hand: [[15236, 600], [11352, 800], [9152, 96], [2045, 4], [4053, 54], null, null],
  },
  {
    name: 'Rustic Carrot & Lentils Soup (chef, metric)',
    markdown: chef('Rustic Carrot & Lentils Soup', 4, ['Lentils — 240 g', 'Carrots — 4', 'Onion — 2', 'Vegetable stock — 1 litre', 'Olive oil — 4 tbsp', 'Salt — to taste']),
    hand: [[16069, 240], [11124, 244], [11282, 220], [6700, 1000], [4053, 54], null],
  },
  {
    name: 'Spinach & Feta Frittata (chef, US)',
    markdown: chef('Spinach & Feta Frittata', 2, ['Eggs — 3', 'Spinach — 4 oz', 'Garlic — 2 cloves', 'Feta — 3 oz', 'Butter — 2 tbsp', 'Salt — to taste', 'Black pepper — to taste']),
    hand: [[1123, 150], [11457, 113], [11215, 6], [1019, 85], [1145, 28], null, null],
  },
  {
    name: 'Creamy Chickpeas Curry (chef, metric)',
    markdown: chef('Creamy Chickpeas Curry', 4, ['Chickpeas — 500 g', 'Spinach — 240 g', 'Onion — 2', 'Coconut milk — 400 ml', 'Curry powder — 1½ tbsp', 'Vegetable oil — 4 tbsp', 'Salt — to taste']),
    // A 400 ml tin of coconut milk weighs 400 g.
    hand: [[16057, 500], [11457, 240], [11282, 220], [12118, 400], [2015, 9.5], [4582, 56], null],
  },
  {
    name: 'Cheesy Ground Beef Tacos (chef, US)',
    markdown: chef('Cheesy Ground Beef Tacos', 2, ['Ground beef — 8 oz', 'Tortillas — 4', 'Tomato — 2', 'Lettuce — 1', 'Cheddar — 2 oz', 'Olive oil — 2 tbsp', 'Salt — to taste', 'Black pepper — to taste']),
    // American ground beef is mostly 80% lean; taco tortillas are 8-inch (49 g); a lettuce for tacos is a romaine heart.
    hand: [[23572, 227], [18364, 196], [11529, 246], [11251, 250], [1009, 57], [4053, 27], null, null],
  },
  {
    name: 'Tofu & Bok Choy Noodles (chef, metric)',
    markdown: chef('Tofu & Bok Choy Noodles', 2, ['Tofu — 250 g', 'Noodles — 150 g', 'Bok choy — 2', 'Ginger — 2 tsp', 'Soy sauce — 2 tbsp', 'Vegetable oil — 2 tbsp', 'Salt — to taste']),
    // Baby bok choy, about 120 g a head.
    hand: [[16126, 250], [20109, 150], [11116, 240], [11216, 4], [16123, 32], [4582, 28], null],
  },
  {
    name: 'Banana & Oats Smoothie (chef, metric)',
    markdown: chef('Banana & Oats Smoothie', 2, ['Oats — 80 g', 'Banana — 2', 'Milk — 300 ml', 'Honey — 2 tbsp']),
    hand: [[8120, 80], [9040, 236], [1077, 309], [19296, 42]],
  },
  {
    name: 'Traybake of Chicken Thighs & Sausage (chef, metric)',
    markdown: chef('Traybake of Chicken Thighs & Sausage', 4, ['Chicken thighs — 600 g', 'Sausages — 6', 'Carrots — 4', 'Potatoes — 800 g', 'Red onion — 2', 'Olive oil — 4 tbsp', 'Salt — to taste', 'Black pepper — to taste']),
    // Six pork sausages are a 400 g pack.
    hand: [[5096, 600], [7063, 400], [11124, 244], [11352, 800], [11282, 220], [4053, 54], null, null],
  },
  {
    name: 'Caramelised Apple Crumble (chef, US)',
    markdown: chef('Caramelised Apple Crumble', 6, ['Oats — 1 cup', 'Apples — 6', 'Flour — ½ cup', 'Brown sugar — ½ cup', 'Butter — ½ cup', 'Salt — 1 pinch']),
    // Six medium apples, cored: about 1 kg. American cups of brown sugar are packed.
    hand: [[8120, 81], [9003, 1000], [20081, 62.5], [19334, 110], [1145, 113.5], null],
  },
];

export const HOST_RECIPES: readonly HandRecipe[] = [
  {
    name: 'Creamy Tomato Pasta (headings)',
    markdown: `Sure! Here's a recipe using your ingredients:

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
2. Stir in the cream and toss with the pasta.`,
    hand: [[20120, 300], [4053, 27], [11531, 400], [1053, 100], null],
  },
  {
    name: 'Garlic Butter Shrimp (bold labels)',
    markdown: `**Garlic Butter Shrimp**
A speedy skillet dinner.

Serves 2 · Total time: 20 mins

**Ingredients:**
* 250 g shrimp, peeled
* 3 cloves garlic, minced
* 2 tbsp butter
* 1 lemon

**Instructions:**
1. Melt the butter in a pan over medium heat.
2. Squeeze over the lemon.`,
    // The lemon is squeezed over: its juice.
    hand: [[15149, 250], [11215, 9], [1145, 28.4], [9152, 48]],
  },
  {
    name: 'Vegetable Stir-Fry (plain labels)',
    markdown: `Vegetable Stir-Fry

Serves 2

Ingredients:
- 1 red pepper, sliced
- 2 carrots, cut into matchsticks
- 200 g egg noodles
- 2 tbsp soy sauce
- 1 tbsp sesame oil
- 1 tsp grated ginger
- 2 spring onions, sliced

Method:
1. Stir-fry the vegetables for 4 minutes.
2. Toss with the noodles and sauce.`,
    hand: [[11821, 119], [11124, 122], [20109, 200], [16123, 32], [4058, 13.6], [11216, 2], [11291, 30]],
  },
  {
    name: 'Classic Beef Chili (US)',
    markdown: `# Classic Beef Chili

Hearty and warming.

**Servings:** 6

## Ingredients

- 1 lb ground beef
- 1 large onion, diced
- 1 green bell pepper, chopped
- 3 cloves garlic, minced
- 2 (15 oz) cans kidney beans, drained and rinsed
- 1 (28 oz) can crushed tomatoes
- 2 tbsp chili powder
- 1 tsp ground cumin
- 1 tsp salt
- 1 tbsp vegetable oil

## Instructions

1. Brown the beef in the oil.
2. Add everything else and simmer for 45 minutes.`,
    // 80% lean beef; two drained cans of beans are 500 g of beans.
    hand: [[23572, 453.6], [11282, 150], [11333, 119], [11215, 9], [16145, 500], [11531, 794], [2009, 16], [2014, 2], [2047, 6], [4582, 14]],
  },
  {
    name: 'Fluffy Pancakes (US)',
    markdown: `## Fluffy Pancakes

Serves 4

### Ingredients
- 1 cup all-purpose flour
- 2 tbsp sugar
- 2 tsp baking powder
- ½ tsp salt
- 1 cup milk
- 1 large egg
- 2 tbsp butter, melted

### Directions
1. Whisk the dry ingredients, then the wet, and combine.
2. Cook ¼ cup at a time for 2 minutes a side.`,
    hand: [[20081, 125], [19335, 25], [18369, 9.2], [2047, 3], [1077, 244], [1123, 50], [1145, 28.4]],
  },
  {
    name: 'Easy Chicken Curry (UK)',
    markdown: `# Easy Chicken Curry

Serves 4

## Ingredients

- 2 tbsp vegetable oil
- 1 onion, finely chopped
- 3 garlic cloves, crushed
- a thumb-sized piece of ginger, grated
- 2 tbsp curry powder
- 600 g chicken thighs, diced
- 1 x 400g tin chopped tomatoes
- 200 ml coconut milk
- Handful of fresh coriander, to serve
- Cooked basmati rice, to serve

## Method

1. Fry the onion for 5 minutes, then the garlic, ginger and curry powder.
2. Add the chicken, tomatoes and coconut milk and simmer for 25 minutes.`,
    // A thumb of ginger is about 15 g.
    hand: [[4582, 28], [11282, 110], [11215, 9], [11216, 15], [2015, 12.6], [5096, 600], [11531, 400], [12118, 200], null, null],
  },
  {
    name: 'Greek Salad',
    markdown: `## Greek Salad

**Serves 4**

### Ingredients

- 4 tomatoes, cut into wedges
- 1 cucumber, sliced
- 1 red onion, thinly sliced
- 1 green pepper, sliced
- 200 g feta
- 100 g kalamata olives
- 4 tbsp extra virgin olive oil
- 1 tsp dried oregano
- Salt and black pepper, to taste

### Method

1. Toss everything but the feta, then crumble it over.`,
    // USDA has no Kalamata olive: brined green olives are the nearest.
    hand: [[11529, 492], [11205, 300], [11282, 110], [11333, 119], [1019, 200], [9195, 100], [4053, 54], [2027, 1], null],
  },
  {
    name: 'Maple Blueberry Porridge (name: amount)',
    markdown: `Maple Blueberry Porridge

Serves 1

Ingredients:
- Rolled oats: ½ cup
- Water: 1 cup
- Salt: a pinch
- Maple syrup: 1 tbsp
- Blueberries: ¼ cup

Method:
1. Simmer the oats in the water for 5 minutes.
2. Top with the syrup and berries.`,
    hand: [[8120, 40.5], [14411, 237], null, [19353, 20], [9050, 37]],
  },
  {
    name: 'Banana Bread (UK)',
    markdown: `# Banana Bread

Serves 10

## Ingredients

- 3 ripe bananas, mashed
- 75 g unsalted butter, melted
- 150 g caster sugar
- 1 large egg, beaten
- 1 tsp vanilla extract
- 1 tsp bicarbonate of soda
- pinch of salt
- 190 g plain flour

## Method

1. Mix, pour into a loaf tin and bake for 1 hour.`,
    hand: [[9040, 354], [1145, 75], [19335, 150], [1123, 50], [2050, 4.2], [18372, 4.6], null, [20081, 190]],
  },
  {
    name: 'Spaghetti Bolognese (UK)',
    markdown: `## Spaghetti Bolognese

Serves 4 · Time: 1 hour

### Ingredients

- 1 tbsp olive oil
- 1 onion, finely chopped
- 1 carrot, finely chopped
- 1 celery stick, finely chopped
- 2 garlic cloves, crushed
- 500 g beef mince
- 2 tbsp tomato purée
- 2 x 400g tins chopped tomatoes
- 150 ml red wine
- 400 g spaghetti
- Grated parmesan, to serve

### Method

1. Soften the vegetables, brown the mince, add the rest and simmer for 40 minutes.`,
    hand: [[4053, 13.5], [11282, 110], [11124, 61], [11143, 40], [11215, 6], [23567, 500], [11546, 32], [11531, 800], [14096, 150], [20120, 400], null],
  },
  {
    name: 'Shakshuka (bold heading)',
    markdown: `**Shakshuka**

Serves 2

**Ingredients**
- 2 tbsp olive oil
- 1 onion, sliced
- 1 red pepper, sliced
- 2 garlic cloves, sliced
- 1 tsp ground cumin
- 1 tsp smoked paprika
- 1 x 400 g can chopped tomatoes
- 4 eggs
- Small bunch of coriander, chopped
- Crusty bread, to serve

**Method**
1. Soften the onion and pepper, add the spices and tomatoes, then poach the eggs in the sauce.`,
    // Large eggs; a small bunch of coriander is about 15 g.
    hand: [[4053, 27], [11282, 110], [11821, 119], [11215, 6], [2014, 2], [2028, 2.3], [11531, 400], [1123, 200], [11165, 15], null],
  },
  {
    name: 'Red Lentil Dal',
    markdown: `# Red Lentil Dal

Serves 4

## Ingredients

- 250 g red lentils
- 1 litre water
- 1 tsp ground turmeric
- 2 tbsp ghee
- 1 tsp cumin seeds
- 1 onion, finely sliced
- 3 garlic cloves, sliced
- 1 green chilli, slit
- 1 tsp salt
- Juice of ½ lemon

## Method

1. Simmer the lentils with the turmeric for 20 minutes; fry the rest in the ghee and stir it in.`,
    // An Indian green chilli weighs about 15 g, not a 45 g chili pepper.
    hand: [[16144, 250], [14411, 1000], [2043, 3], [1003, 25.6], [2014, 2.1], [11282, 110], [11215, 9], [11670, 15], [2047, 6], [9152, 24]],
  },
  {
    name: 'Teriyaki Salmon (US)',
    markdown: `## Teriyaki Salmon

Servings: 4

### Ingredients

- 4 (6 oz) salmon fillets
- ¼ cup soy sauce
- 2 tbsp honey
- 1 tbsp rice vinegar
- 1 tsp toasted sesame oil
- 2 cloves garlic, minced
- 1 tsp grated fresh ginger
- 1 tbsp sesame seeds
- 2 green onions, thinly sliced

### Instructions

1. Simmer the sauce, brush it over the salmon and bake for 12 minutes.`,
    // USDA has no rice vinegar: distilled vinegar is as light.
    hand: [[15236, 680], [16123, 64], [19296, 42], [2053, 15], [4058, 4.5], [11215, 6], [11216, 2], [12023, 9], [11291, 30]],
  },
  {
    name: 'Tuna Pasta Salad (UK)',
    markdown: `# Tuna Pasta Salad

Serves 4

## Ingredients

- 250 g pasta shells
- 2 x 145g tins tuna in spring water, drained
- 4 tbsp mayonnaise
- 200 g sweetcorn
- 1 red onion, finely chopped
- 1 tbsp lemon juice
- Salt and pepper, to taste

## Method

1. Cook and cool the pasta, then fold everything together.`,
    // A drained 145 g tin holds 112 g of tuna.
    hand: [[20120, 250], [15121, 224], [4025, 55], [11167, 200], [11282, 110], [9152, 15], null],
  },
  {
    name: 'Roasted Vegetable Couscous (nested dressing)',
    markdown: `## Roasted Vegetable Couscous

Serves 4

### Ingredients

- 250 g couscous
- 1 butternut squash (about 1 kg), peeled and cubed
- 2 red onions, cut into wedges
- 3 tbsp olive oil
- 400 g can chickpeas, drained
- For the dressing:
  - 2 tbsp lemon juice
  - 1 tbsp honey
  - 1 tsp ground cumin
  - small bunch of mint, chopped

### Method

1. Roast the squash and onions for 30 minutes; soak the couscous; toss with the chickpeas and dressing.`,
    // A 1 kg squash is 850 g peeled and seeded; a drained 400 g can is 240 g of chickpeas; a small bunch of mint 10 g.
    hand: [[20028, 250], [11485, 850], [11282, 220], [4053, 40.5], [16057, 240], [9152, 30], [19296, 21], [2014, 2], [2065, 10]],
  },
  {
    name: 'Stovetop Mac and Cheese (US)',
    markdown: `# Stovetop Mac and Cheese

**Serves:** 6

## Ingredients

- 8 oz elbow macaroni
- 4 tbsp butter
- ¼ cup all-purpose flour
- 2½ cups whole milk
- 8 oz sharp cheddar, shredded
- ½ tsp salt
- ¼ tsp black pepper
- ½ cup panko breadcrumbs

## Instructions

1. Cook the macaroni; make a sauce of the butter, flour and milk; melt in the cheese; top with the crumbs.`,
    // Panko is lighter than dry breadcrumbs: half a cup is 30 g.
    hand: [[20120, 227], [1145, 56.8], [20081, 31], [1077, 610], [1009, 227], [2047, 3], [2030, 0.6], [18079, 30]],
  },
  {
    name: 'Berry Breakfast Smoothie (ranges)',
    markdown: `**Berry Breakfast Smoothie**

Serves 2

**Ingredients**
- 1 cup frozen mixed berries
- 1 banana
- 1 cup Greek yogurt
- ½-1 cup unsweetened almond milk
- 1-2 tbsp honey

**Method**
1. Blend until smooth.`,
    // Mixed berries counted as raspberries, a cup of them frozen 140 g; ¾ cup of almond milk 180 g.
    hand: [[9302, 140], [9040, 118], [1293, 245], [14091, 180], [19296, 31.5]],
  },
  {
    name: 'Sunday Roast Chicken',
    markdown: `# Sunday Roast Chicken

Serves 4

## Ingredients

- 1 whole chicken (about 1.5 kg)
- 1 kg potatoes, peeled and halved
- 4 carrots, halved
- 2 tbsp olive oil
- 1 lemon, halved
- 4 garlic cloves
- A few sprigs of thyme

## Method

1. Roast the chicken with the lemon inside for 1 hour 20 minutes, the vegetables around it.`,
    // About 60% of a whole chicken is meat and skin; the lemon in the cavity is not eaten.
    hand: [[5006, 900], [11352, 1000], [11124, 244], [4053, 27], null, [11215, 12], [2049, 2]],
  },
];
