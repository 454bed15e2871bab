import { describe, expect, it } from 'vitest';
import { ingredientName, namesIn, shoppingLine } from '../../shared/ingredients/ingredient-name.ts';

describe('ingredientName', () => {
  it.each([
    ['2 tbsp olive oil', 'olive oil'],
    ['200 g pasta, cooked', 'pasta'],
    ['3 eggs, beaten', 'eggs'],
    ['300g spaghetti', 'spaghetti'],
    ['2-3 tbsp. soy sauce', 'soy sauce'],
    ['1/2 cup finely chopped parsley', 'finely chopped parsley'],
    ['1½ cups rice', 'rice'],
    ['½ tsp chilli flakes', 'chilli flakes'],
    ['a pinch of salt', 'salt'],
    ['a handful of spinach leaves', 'spinach leaves'],
    ['2 large eggs', 'eggs'],
    ['3 cloves garlic, thinly sliced', 'garlic'],
    ['1 can (400 g) chopped tomatoes', 'chopped tomatoes'],
    ['1 (15 oz) can black beans, drained and rinsed', 'black beans'],
    ['One 14-oz can coconut milk', 'coconut milk'],
    ['Salt and pepper, to taste', 'Salt and pepper'],
    ['Parmesan, to serve', 'Parmesan'],
    ['Fresh basil (optional)', 'Fresh basil'],
    ['1 avocado', 'avocado'],
    ['1 onion', 'onion'],
    ['1 tsp ground cloves', 'ground cloves'],
    ['4 cloves', 'cloves'],
    // Hosts' ways with amounts and notes.
    ['2 cloves garlic, minced', 'garlic'],
    ['1 (14 oz) can diced tomatoes', 'diced tomatoes'],
    ['½ cup grated Parmesan', 'grated Parmesan'],
    ['200g/7oz spaghetti', 'spaghetti'],
    ['1kg/2lb 4oz beef mince', 'beef mince'],
    ['1 cup (240ml) whole milk', 'milk'],
    ['2 x 400g tins chickpeas, drained', 'chickpeas'],
    ['1 x 400ml can coconut milk', 'coconut milk'],
    ['1 tbsp + 1 tsp honey', 'honey'],
    ['1 cup plus 2 tbsp flour', 'flour'],
    ['1 tbsp soy sauce (or tamari)', 'soy sauce'],
    ['Juice of 1 lemon', 'lemon'],
    ['Zest and juice of 1 lime', 'lime'],
    ['Finely grated zest of ½ orange', 'orange'],
    ['A handful of fresh basil leaves', 'fresh basil leaves'],
    ['1 lb boneless, skinless chicken thighs, cut into 1-inch pieces', 'boneless skinless chicken thighs'],
    ['1 thumb-sized piece of ginger, grated', 'ginger'],
    ['2-3 tbsp extra-virgin olive oil, plus more for drizzling', 'extra-virgin olive oil'],
    ['A little olive oil', 'olive oil'],
    ['Salt and pepper to season', 'Salt and pepper'],
    ['½ teaspoon freshly ground black pepper', 'freshly ground black pepper'],
    ['8 oz. cream cheese, softened', 'cream cheese'],
    ['1 tbsp vegetable or sunflower oil', 'vegetable or sunflower oil'],
    // The offline chef's "name — amount", and a host's "name: amount".
    ['Chicken — 300 g', 'Chicken'],
    ['Rice — 150 g (you have this)', 'Rice'],
    ['Black pepper — to taste', 'Black pepper'],
    ['Pasta: 200 g', 'Pasta'],
    ['200 g – pasta', 'pasta'],
  ])('reads %j as %j', (line, name) => {
    expect(ingredientName(line)).toBe(name);
  });
});

describe('shoppingLine', () => {
  it.each([
    ['3 eggs, beaten', '3 eggs'],
    ['200 g pasta, cooked', '200 g pasta'],
    ['Rice — 150 g (you have this)', 'Rice — 150 g'],
    ['1 can (400 g) chopped tomatoes', '1 can (400 g) chopped tomatoes'],
    ['Fresh basil (optional)', 'Fresh basil'],
    ['Baking powder — 1½ tsp', 'Baking powder — 1½ tsp'],
  ])('writes %j as %j', (line, written) => {
    expect(shoppingLine(line)).toBe(written);
  });
});

describe('namesIn', () => {
  it.each([
    ['Salt and pepper', ['Salt', 'pepper']],
    ['butter or oil', ['butter', 'oil']],
    ['salt & pepper', ['salt', 'pepper']],
    ['lime/lemon', ['lime', 'lemon']],
    ['olive oil', ['olive oil']],
    ['', []],
  ])('reads %j as %j', (name, names) => {
    expect(namesIn(name)).toEqual(names);
  });
});
