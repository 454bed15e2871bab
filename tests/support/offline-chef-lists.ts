/** Four everyday lists whose offline-chef recipes the step tests read, step by step. */
export const DISH_LISTS = [
  ['Chicken', 'Rice', 'Broccoli', 'Garlic'],
  ['Flour', 'Sugar', 'Butter', 'Eggs'],
  ['Spaghetti', 'Tomatoes', 'Basil', 'Parmesan'],
  ['Salmon', 'Potatoes', 'Lemon', 'Dill'],
];
