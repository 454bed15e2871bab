/** Everyday lists a new visitor types, for tests of the built-in chef's recipes and their changes. */
export const CHEF_LISTS: readonly (readonly string[])[] = [
  ['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon'],
  ['Red lentils', 'Onion', 'Tomatoes', 'Cumin'],
  ['Beef mince', 'Spaghetti', 'Tomatoes'],
  ['Salmon', 'Potatoes', 'Dill'],
  ['Pork chops', 'Apples'],
  ['Eggs', 'Cheese', 'Spinach'],
  ['Prawns', 'Noodles', 'Ginger'],
  ['Sausages', 'Beans'],
  ['Tofu', 'Broccoli', 'Soy sauce'],
  ['Chickpeas', 'Coconut milk', 'Spinach'],
  ['Chicken', 'Peppers', 'Onion', 'Tortillas'],
  ['Quinoa', 'Feta', 'Cucumber', 'Lemon'],
];
