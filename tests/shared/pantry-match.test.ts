import { describe, expect, it } from 'vitest';
import { ingredientName } from '../../shared/ingredients/ingredient-name.ts';
import { checkIngredients, isKindOf, isStaple, shoppingList } from '../../shared/ingredients/pantry-match.ts';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';

describe('isKindOf', () => {
  it.each([
    ['Tomatoes', 'Tomato', true],
    ['cherry tomatoes', 'Tomato', true],
    ['tomato', 'TOMATOES', true],
    ['peanut butter', 'peanut', false],
    ['peanut butter', 'Butter', false],
    ['peanuts', 'Peanut', true],
    ['coconut milk', 'Milk', false],
    ['whole milk', 'Milk', true],
    ['olive oil', 'Oil', true],
    ['red onion', 'Onion', true],
    ['onion', 'Red onion', false],
    ['garlic powder', 'Garlic', false],
    ['chicken stock', 'Chicken', false],
    ['chicken thighs', 'Chicken', true],
    ['spring onions', 'Scallions', true],
    ['berries', 'Berry', true],
    ['egg noodles', 'Eggs', false],
    ['crème fraîche', 'Creme fraiche', true],
    ['', 'Tomato', false],
    ['boneless skinless chicken thighs', 'Chicken', true],
    ['fresh basil leaves', 'Basil', true],
    ['fresh thyme leaves', 'Thyme', true],
    ['chicken stock', 'Stock', true],
    ['egg noodles', 'Noodles', true],
    ['extra virgin olive oil', 'Olive oil', true],
    ['red bell pepper', 'Pepper', false],
    ['cayenne pepper', 'Pepper', false],
    ['cayenne pepper', 'Black pepper', false],
    ['cayenne pepper', 'Cayenne', true],
    ['ground white pepper', 'Pepper', true],
    ['freshly ground black pepper', 'Pepper', true],
  ])('%j is %j or a kind of it: %j', (ingredient, item, expected) => {
    expect(isKindOf(ingredient, item)).toBe(expected);
  });
});

describe('isKindOf, for a food named after what it is made of', () => {
  it.each([
    ['almond milk', 'Milk', false],
    ['oat milk', 'Milk', false],
    ['soy milk', 'Milk', false],
    ['soya milk', 'Milk', false],
    ['rice milk', 'Milk', false],
    ['cashew milk', 'Milk', false],
    ['unsweetened almond milk', 'Milk', false],
    ['plant-based milk', 'Milk', false],
    ['skimmed milk', 'Milk', true],
    ['full-fat milk', 'Milk', true],
    ['almond milk', 'Almonds', false],
    ['almond milk', 'Almond milk', true],
    ['almond butter', 'Butter', false],
    ['vegan butter', 'Butter', false],
    ['unsalted butter', 'Butter', true],
    ['smooth peanut butter', 'Peanut butter', true],
    ['coconut water', 'Water', false],
    ['cold water', 'Water', true],
    ['coconut cream', 'Cream', false],
    ['double cream', 'Cream', true],
    ['coconut yogurt', 'Yogurt', false],
    ['greek yogurt', 'Yoghurt', true],
    ['rice flour', 'Flour', false],
    ['almond flour', 'Flour', false],
    ['strong white bread flour', 'Flour', true],
    ['cream cheese', 'Cheese', false],
    ['cheddar cheese', 'Cheese', true],
    ['desiccated coconut', 'Coconut', true],
  ])('%j is %j or a kind of it: %j', (ingredient, item, expected) => {
    expect(isKindOf(ingredient, item)).toBe(expected);
  });
});

describe('isStaple', () => {
  it.each([
    ['salt', true],
    ['Sea salt flakes', true],
    ['pepper', true],
    ['freshly ground black pepper', true],
    ['water', true],
    ['olive oil', true],
    ['extra virgin olive oil', true],
    ['vegetable oil', true],
    ['kosher salt', true],
    ['fine sea salt', true],
    ['ground black pepper', true],
    ['cold water', true],
    ['cooking oil', true],
    ['sunflower oil', true],
    ['canola oil', true],
    ['rapeseed oil', true],
    ['Extra-virgin olive oil', true],
    ['red pepper', false],
    ['bell pepper', false],
    ['chili pepper', false],
    ['green peppers', false],
    ['cayenne pepper', false],
    ['salted butter', false],
    ['celery salt', false],
    ['truffle oil', false],
    ['chili oil', false],
    ['coconut water', false],
    ['sesame oil', false],
    ['butter', false],
    ['sugar', false],
  ])('%j: %j', (name, staple) => {
    expect(isStaple(name)).toBe(staple);
  });
});

describe('checkIngredients', () => {
  it('marks what is on the list, by the list item it is', () => {
    const lines = ['2 cherry tomatoes, halved', '1 tbsp peanut butter', '2 tbsp olive oil', '200 g pasta, cooked', 'Salt and pepper, to taste', '3 eggs, beaten'];
    expect(checkIngredients(lines, ['Tomato', 'Peanut', 'Eggs'])).toEqual([
      { line: '2 cherry tomatoes, halved', have: 'Tomato', staple: false },
      { line: '1 tbsp peanut butter', have: null, staple: false },
      { line: '2 tbsp olive oil', have: null, staple: true },
      { line: '200 g pasta, cooked', have: null, staple: false },
      { line: 'Salt and pepper, to taste', have: null, staple: true },
      { line: '3 eggs, beaten', have: 'Eggs', staple: false },
    ]);
  });

  it.each([
    ['300 g chicken breasts, diced', '2 chicken breasts'],
    ['3 eggs, beaten', '2 eggs'],
    ['250 g minced beef', '200g minced beef'],
    ['300 g chicken, diced', 'pollo'],
    ['1 onion, chopped', 'Zwiebel'],
    ['150 g rice', 'arroz'],
    ['200 g broccoli florets', 'brocoli'],
    ['300 g chicken, diced', 'chiken'],
  ])('marks %j as had by the entry %j, an amount or a slip or another language typed with its food', (line, entry) => {
    expect(checkIngredients([line], [entry])[0]?.have).toBe(entry);
  });

  it('does not take pollo for pollock', () => {
    expect(checkIngredients(['300 g pollock fillets'], ['pollo'])[0]?.have).toBeNull();
  });

  it('counts a line of two things as had when either is, and a staple only when both are', () => {
    expect(checkIngredients(['Butter or olive oil', 'Salt and sugar'], ['Butter'])).toEqual([
      { line: 'Butter or olive oil', have: 'Butter', staple: false },
      { line: 'Salt and sugar', have: null, staple: false },
    ]);
  });
});

// Lines as hosts write them, each held against one list: the item it is (or null) and whether it is a staple.
const HOST_LIST = ['Garlic', 'Tomatoes', 'Parmesan', 'Spaghetti', 'Tamari', 'Lemons', 'Basil', 'Chicken', 'Chickpeas', 'Milk', 'Butter', 'Peanuts', 'Pepper', 'Water', 'Lime', 'Ginger', 'Scallions', 'Honey', 'Minced beef', 'Black beans', 'Feta cheese', 'Cheese', 'Chili flakes', 'Carrot'];

describe("checkIngredients, on hosts' lines", () => {
  it.each([
    ['2 cloves garlic, minced', 'Garlic', false],
    // Tinned tomatoes are a thing of their own, not the fresh ones on the list.
    ['1 (14 oz) can diced tomatoes', null, false],
    ['Salt and pepper, to taste', 'Pepper', true],
    ['Salt, to taste', null, true],
    ['½ cup grated Parmesan', 'Parmesan', false],
    ['200g/7oz spaghetti', 'Spaghetti', false],
    ['1 tbsp soy sauce (or tamari)', 'Tamari', false],
    ['Juice of 1 lemon', 'Lemons', false],
    ['Zest and juice of 1 lime', 'Lime', false],
    ['A handful of fresh basil leaves', 'Basil', false],
    ['1 lb boneless, skinless chicken thighs, cut into 1-inch pieces', 'Chicken', false],
    ['2 x 400g tins chickpeas, drained', 'Chickpeas', false],
    ['1 cup (240ml) whole milk', 'Milk', false],
    ['2 cups (500 ml) unsweetened almond milk', null, false],
    ['1 x 400ml can coconut milk', null, false],
    ['3 tablespoons unsalted butter, softened', 'Butter', false],
    ['2 tbsp smooth peanut butter', null, false],
    ['50 g salted butter', 'Butter', false],
    ['8 oz. cream cheese, softened', null, false],
    ['100g (3½oz) feta, crumbled', 'Feta cheese', false],
    ['1 tsp kosher salt', null, true],
    ['½ teaspoon freshly ground black pepper', 'Pepper', true],
    ['1 red bell pepper, seeded and sliced', null, false],
    ['1 tbsp vegetable or sunflower oil', null, true],
    ['2-3 tbsp extra-virgin olive oil, plus more for drizzling', null, true],
    ['Olive oil, for frying', null, true],
    ['1 tsp truffle oil', null, false],
    ['1 cup water', 'Water', true],
    ['250 ml coconut water', null, false],
    ['1 tsp celery salt', null, false],
    ['1 thumb-sized piece of ginger, grated', 'Ginger', false],
    ['4 spring onions, thinly sliced', 'Scallions', false],
    ['1 tbsp + 1 tsp honey', 'Honey', false],
    ['1kg/2lb 4oz beef mince', 'Minced beef', false],
    ['1 (15-ounce) can black beans, rinsed', 'Black beans', false],
    ['A pinch of chilli flakes', 'Chili flakes', false],
    ['2 medium carrots, peeled and diced', 'Carrot', false],
    ['1 tbsp chicken or vegetable stock', null, false],
  ])('reads %j as had by %j, a staple: %j', (line, have, staple) => {
    expect(checkIngredients([line], HOST_LIST)).toEqual([{ line, have, staple }]);
  });
});

describe('shoppingList', () => {
  it('lists what is missing, without staples or preparation', () => {
    const lines = ['2 tbsp olive oil', '200 g pasta, cooked', '4 ripe tomatoes', 'Salt', '1 l water', '100 ml double cream'];
    expect(shoppingList(checkIngredients(lines, ['Tomatoes']))).toEqual(['200 g pasta', '100 ml double cream']);
  });

  it("marks the offline chef's recipe by the list it was written for, and buys only what it added", () => {
    const list = ['Chicken', 'Rice', 'Broccoli', 'Garlic'];
    const checked = checkIngredients(readRecipe(writeRecipe(list)).ingredients, list);
    expect(checked.filter((one) => one.have !== null).map((one) => one.have)).toEqual(list);
    expect(checked.filter((one) => one.have === null).every((one) => one.staple)).toBe(true);
    expect(shoppingList(checked)).toEqual([]);
  });

  it("lists what the offline chef's cake needs beyond the list", () => {
    const list = ['Flour', 'Sugar', 'Butter', 'Eggs'];
    const checked = checkIngredients(readRecipe(writeRecipe(list)).ingredients, list);
    const toBuy = shoppingList(checked).map(ingredientName);
    expect(toBuy).toContain('Baking powder');
    expect(toBuy.filter((name) => list.some((item) => isKindOf(name, item)) || isStaple(name))).toEqual([]);
  });
});
