import type { Ingredient, IngredientCategory } from './pantry-knowledge.ts';

// How many days a food keeps as a cook stores it (fresh meat, fish, dairy and most vegetables in
// the fridge at 4 °C / 40 °F, roots and fruit in a cool cupboard, dry and tinned goods on a shelf),
// the short end of each range, so a plan never counts on the long end. From the USDA's FoodKeeper
// data (USDA FSIS with Cornell University and the Food Marketing Institute) and FSIS's "Cold Food
// Storage Chart" (FoodSafety.gov): raw poultry, minced meat, sausages and fresh fish 1–2 days;
// steaks, chops and roasts 3–5; bacon 7; milk about 7; soft cheese about a week, hard cheese 3–4
// weeks opened; eggs 3–5 weeks; leafy greens 3–7 days; berries 1–3; roots weeks; tins and dry
// goods a year or more. Peas, edamame and broad beans are bought frozen.

/** A food that keeps this many days or fewer is perishable: a plan cooks it early in the week. */
export const PERISHABLE_DAYS = 7;

// What a food of each kind keeps, unless it is named below.
const BY_CATEGORY: Readonly<Record<IngredientCategory, number>> = {
  protein: 3, seafood: 2, egg: 21, dairy: 7, cheese: 21, vegetable: 5, root: 21, greens: 4, aromatic: 30,
  grain: 365, pasta: 365, noodle: 365, bread: 5, legume: 365, fruit: 7, herb: 7, spice: 365, fat: 365,
  acid: 365, sweetener: 365, condiment: 180, liquid: 365, nut: 180, baking: 365,
};

// Foods that keep differently from the rest of their kind.
const BY_FOOD: Readonly<Record<string, number>> = {
  // Poultry, minced meat and fresh sausages 1–2 days; cooked chicken 3–4; cured meats longer.
  chicken: 2, 'chicken wings': 2, turkey: 2, 'ground turkey': 2, 'ground beef': 2, 'ground pork': 2, 'ground lamb': 2,
  duck: 2, sausage: 2, meatballs: 2, 'cooked chicken': 3, bacon: 7, pancetta: 7, chorizo: 21, salami: 21, prosciutto: 14,
  tofu: 5, tempeh: 7, seitan: 7, paneer: 5,
  // Smoked fish sealed 2 weeks; tinned fish a year and more; cooked crab 3–5 days.
  'smoked salmon': 14, mackerel: 14, 'canned tuna': 365, sardines: 365, anchovies: 365, crab: 3,
  'sour cream': 14, 'creme fraiche': 14, buttermilk: 14, 'condensed milk': 365, 'oat milk': 10, 'almond milk': 10, 'soy milk': 10,
  mozzarella: 5, ricotta: 5, mascarpone: 5, 'cottage cheese': 7, brie: 7, 'goat cheese': 7, feta: 7, 'cream cheese': 14, halloumi: 14, 'blue cheese': 14,
  tomato: 7, 'cherry tomato': 7, mushroom: 4, shiitake: 4, portobello: 4, broccoli: 4, 'green beans': 4, asparagus: 3, corn: 3, cucumber: 7,
  avocado: 3, okra: 3, 'snow peas': 4, 'bean sprouts': 2, radish: 10, peas: 90, 'sun-dried tomatoes': 180, 'roasted peppers': 180,
  'new potatoes': 14, potato: 30, beetroot: 14, turnip: 14, celeriac: 14, 'butternut squash': 60, pumpkin: 60, plantain: 7,
  arugula: 3, chard: 3, watercress: 2, 'bok choy': 3, kale: 5, lettuce: 7, endive: 5, cabbage: 21, 'red cabbage': 21,
  garlic: 90, 'green onion': 7, leek: 10, celery: 14, ginger: 21, chili: 7, jalapeno: 7, lemongrass: 14,
  'cooked rice': 1, gnocchi: 5, ravioli: 5,
  baguette: 2, ciabatta: 3, tortilla: 14, 'corn tortilla': 14, breadcrumbs: 180,
  edamame: 90, 'broad beans': 90,
  apple: 30, banana: 4, strawberry: 3, raspberries: 2, blackberries: 3, 'mixed berries': 3, mango: 5, pineapple: 5, orange: 21, peach: 4,
  plum: 5, apricot: 4, cherries: 5, melon: 5, kiwi: 14, pomegranate: 30, fig: 2, dates: 180, raisins: 180, 'dried cranberries': 180,
  basil: 5, thyme: 14, rosemary: 14, sage: 14, oregano: 14, tarragon: 14, 'bay leaf': 365,
  butter: 60, margarine: 60, lard: 60, lemon: 21, lime: 21, hummus: 7, guacamole: 2, pesto: 7, yeast: 120,
};

/**
 * The days a known food keeps as a cook stores it (see above).
 * @example keepsDays(salmon) // 2
 */
export function keepsDays(food: Ingredient): number {
  return BY_FOOD[food.name] ?? BY_CATEGORY[food.category];
}

/** Whether a food keeps PERISHABLE_DAYS or fewer; a food the chef does not know is never counted as one. */
export const isPerishable = (food: Ingredient | undefined): boolean => food !== undefined && keepsDays(food) <= PERISHABLE_DAYS;
