// Lists read by a cook reviewing the built-in chef: each written in metric and US units.

/** Everyday lists a visitor types, as a cook would. */
export const EVERYDAY_LISTS: readonly (readonly string[])[] = [
  ['chicken thighs', 'rice', 'broccoli', 'garlic', 'soy sauce'],
  ['beef mince', 'onion', 'tinned tomatoes', 'spaghetti', 'garlic', 'parmesan'],
  ['pork chops', 'potatoes', 'apples', 'onion'],
  ['salmon', 'new potatoes', 'green beans', 'lemon', 'butter'],
  ['cod', 'potatoes', 'peas', 'lemon'],
  ['prawns', 'rice', 'peas', 'garlic', 'chilli', 'spring onions'],
  ['eggs', 'cheese', 'spinach', 'onion'],
  ['tofu', 'noodles', 'pak choi', 'ginger', 'soy sauce', 'garlic'],
  ['red lentils', 'onion', 'carrots', 'garlic', 'curry powder', 'coconut milk'],
  ['chickpeas', 'tinned tomatoes', 'spinach', 'onion', 'garlic', 'cumin'],
  ['pasta', 'courgette', 'cherry tomatoes', 'garlic', 'olive oil', 'basil'],
  ['potatoes', 'leeks', 'butter', 'milk', 'stock'],
  ['bread', 'cheese', 'ham', 'butter'],
  ['flour', 'sugar', 'butter', 'eggs', 'milk'],
  ['eggs', 'bacon', 'bread', 'tomatoes', 'mushrooms'],
  ['chicken breast', 'peppers', 'onion', 'tortillas', 'paprika', 'sour cream'],
  ['beef steak', 'potatoes', 'mushrooms', 'butter', 'garlic'],
  ['sausages', 'potatoes', 'onions', 'gravy'],
  ['oats', 'milk', 'banana', 'honey'],
  ['mixed vegetables', 'rice', 'eggs', 'soy sauce', 'spring onions', 'sesame oil', 'garlic'],
];
/** Lists typed with slips, in other languages, with amounts or with words no food has. */
export const ODD_LISTS: readonly (readonly string[])[] = [
  ['chiken', 'rice', 'garlic', 'onion', 'soy sauce'],
  ['brocoli', 'chiken', 'hähnchen', 'peper', 'pollo', 'spagetti'],
  ['pollo', 'arroz', 'ajo', 'cebolla', 'tomate'],
  ['Hähnchen', 'Reis', 'Knoblauch', 'Zwiebel', 'Sojasauce'],
  ['poulet', 'riz', 'ail', 'oignon', 'tomates'],
  ['pollo', 'riso', 'aglio', 'cipolla', 'pomodori'],
  ['frango', 'arroz', 'alho', 'cebola', 'tomate'],
  ['samlon', 'potatos', 'lemmon', 'brocolli'],
  ['beeef mince', 'onoin', 'tomatos', 'spagetti'],
  ['egss', 'chese', 'tomatoe', 'bred'],
  ['2 chicken breasts', '200g minced beef', '6 eggs', 'onion'],
  ['xqzt', 'chicken', 'rice'],
  ['chicken', 'blorf', 'wibble'],
  ['Rindfleisch', 'Kartoffeln', 'Zwiebeln', 'Karotten'],
  ['saumon', 'pommes de terre', 'citron', 'beurre'],
  ['huevos', 'patatas', 'cebolla', 'aceite de oliva'],
  ['gamberi', 'aglio', 'peperoncino', 'spaghetti', 'prezzemolo'],
  ['500g pork chops', '1kg potatoes', '2 apples'],
  ['tofu', 'asdfgh', 'qwerty', 'zzz'],
  ['lentilles', 'carottes', 'oignon', 'ail', 'cumin'],
];

/** Every review list, everyday then odd. */
export const REVIEW_LISTS: readonly (readonly string[])[] = [...EVERYDAY_LISTS, ...ODD_LISTS];
