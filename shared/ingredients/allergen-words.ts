import type { Allergen, Diet } from '../api/recipe-preferences.ts';

/**
 * Words that name an allergen or a food made from it, lower case, singular (plurals are matched
 * too). Deliberately cautious: a recipe that says "wine vinegar" to someone avoiding sulphites
 * is worth a second look.
 */
export const ALLERGEN_WORDS: Readonly<Record<Allergen, readonly string[]>> = {
  celery: ['celery', 'celeriac', 'celery salt', 'celery seed', 'stock cube', 'bouillon', 'vegetable stock', 'chicken stock', 'beef stock'],
  gluten: [
    'gluten', 'wheat', 'flour', 'bread', 'breadcrumb', 'panko', 'crouton', 'pasta', 'spaghetti', 'penne', 'fusilli',
    'linguine', 'tagliatelle', 'macaroni', 'lasagne', 'lasagna', 'ravioli', 'tortellini', 'gnocchi', 'noodle', 'udon',
    'ramen', 'couscous', 'bulgur', 'bulgur wheat', 'semolina', 'barley', 'rye', 'spelt', 'farro', 'freekeh', 'seitan',
    'oat', 'porridge oat', 'malt', 'beer', 'soy sauce', 'pastry', 'pizza', 'tortilla', 'pitta', 'pita', 'naan',
    'baguette', 'brioche', 'cracker', 'biscuit', 'cake', 'orzo',
  ],
  crustaceans: ['crab', 'lobster', 'prawn', 'shrimp', 'crayfish', 'crawfish', 'langoustine', 'scampi', 'krill', 'shellfish'],
  eggs: ['egg', 'egg yolk', 'egg white', 'mayonnaise', 'mayo', 'aioli', 'meringue', 'hollandaise'],
  fish: [
    'fish', 'fish sauce', 'salmon', 'tuna', 'cod', 'haddock', 'pollock', 'hake', 'halibut', 'plaice', 'sole', 'trout',
    'mackerel', 'sardine', 'anchovy', 'herring', 'kipper', 'sea bass', 'sea bream', 'tilapia', 'swordfish', 'monkfish',
    'worcestershire sauce', 'caesar dressing',
  ],
  lupin: ['lupin', 'lupine', 'lupini', 'lupin flour'],
  milk: [
    'milk', 'butter', 'buttermilk', 'cream', 'sour cream', 'double cream', 'single cream', 'ice cream', 'creme fraiche',
    'cheese', 'cheddar', 'mozzarella', 'parmesan', 'feta', 'halloumi', 'ricotta', 'mascarpone', 'paneer', 'brie',
    'gouda', 'gruyere', 'pecorino', 'goat cheese', 'cream cheese', 'cottage cheese', 'yogurt', 'yoghurt', 'ghee',
    'whey', 'casein', 'lactose', 'kefir', 'custard', 'bechamel', 'dairy',
  ],
  molluscs: ['mussel', 'clam', 'oyster', 'oyster sauce', 'scallop', 'squid', 'calamari', 'octopus', 'cuttlefish', 'snail', 'escargot', 'whelk', 'cockle', 'abalone', 'shellfish'],
  mustard: ['mustard', 'dijon', 'mustard seed', 'mustard greens', 'wholegrain mustard', 'curry powder'],
  'tree-nuts': [
    'nut', 'mixed nut', 'almond', 'hazelnut', 'walnut', 'cashew', 'pecan', 'pistachio', 'macadamia', 'brazil nut',
    'pine nut', 'praline', 'marzipan', 'frangipane', 'nut butter', 'almond milk',
  ],
  peanuts: ['peanut', 'groundnut', 'monkey nut', 'peanut butter', 'peanut oil', 'arachis oil', 'satay'],
  sesame: ['sesame', 'sesame seed', 'sesame oil', 'tahini', 'hummus', 'houmous', 'halva', 'gomasio', 'zaatar', "za'atar"],
  soy: ['soy', 'soya', 'soy sauce', 'soybean', 'soya bean', 'tofu', 'tempeh', 'edamame', 'miso', 'tamari', 'natto', 'bean curd', 'teriyaki', 'hoisin', 'soy milk'],
  sulphites: [
    'sulphite', 'sulfite', 'sulphur dioxide', 'sulfur dioxide', 'wine', 'vinegar', 'balsamic', 'sherry', 'vermouth', 'cider',
    'beer', 'dried apricot', 'dried fruit', 'raisin', 'sultana', 'currant', 'prune',
  ],
};

/**
 * Phrases that hold an allergen's word without being that allergen, set aside before matching;
 * a trailing " *" sets aside the next word too ("gluten free *" covers "gluten-free pasta").
 * Plant "milks", "butters" and "creams" are not dairy: coconut milk is not flagged under milk
 * (almond milk and soy milk are flagged under their own allergen instead).
 */
export const NOT_THE_ALLERGEN: Readonly<Partial<Record<Allergen, readonly string[]>>> = {
  milk: [
    'coconut milk', 'coconut cream', 'oat milk', 'almond milk', 'soy milk', 'soya milk', 'rice milk', 'cashew milk',
    'plant milk', 'peanut butter', 'nut butter', 'almond butter', 'cashew butter', 'cocoa butter', 'apple butter',
    'shea butter', 'cream of tartar', 'vegan butter', 'vegan cheese', 'dairy free *', 'milk free *', 'lactose free *', 'non dairy *',
  ],
  gluten: [
    'gluten free *', 'wheat free *', 'rice flour', 'corn flour', 'cornflour', 'almond flour', 'coconut flour', 'chickpea flour', 'gram flour',
    'buckwheat flour', 'potato flour', 'tapioca flour', 'lupin flour', 'rice noodle', 'glass noodle', 'rice paper wrap', 'corn tortilla',
    'buckwheat', 'rice cake', 'fish cake', 'crab cake', 'tamari',
  ],
  'tree-nuts': ['nut free *', 'coconut', 'water chestnut', 'nutmeg', 'doughnut', 'butternut'],
  fish: ['fish free *', 'shellfish'],
  eggs: ['egg free *', 'eggplant'],
  soy: ['soy free *'],
  sulphites: ['rice vinegar', 'sulphite free', 'sulfite free'],
};

/** Animal foods beyond the allergens, for the diets that leave them out. */
const MEAT_WORDS = [
  'meat', 'chicken', 'beef', 'pork', 'lamb', 'mutton', 'veal', 'bacon', 'ham', 'pancetta', 'prosciutto', 'salami',
  'pepperoni', 'chorizo', 'sausage', 'turkey', 'duck', 'goose', 'venison', 'lard', 'gelatine', 'gelatin',
  'chicken stock', 'beef stock',
];

/**
 * Cheeses whose makers' rules require animal rennet (calf's stomach), so never vegetarian:
 * Parmigiano Reggiano, Grana Padano and Pecorino Romano.
 */
const ANIMAL_RENNET_CHEESES = ['parmesan', 'parmigiano', 'parmigiano reggiano', 'grana padano', 'pecorino', 'pecorino romano'];

/** What each diet leaves out: allergen groups, plus words of its own. */
export const DIET_EXCLUDES: Readonly<Record<Diet, { allergens: readonly Allergen[]; words: readonly string[] }>> = {
  vegetarian: { allergens: ['fish', 'crustaceans', 'molluscs'], words: [...MEAT_WORDS, ...ANIMAL_RENNET_CHEESES] },
  vegan: { allergens: ['fish', 'crustaceans', 'molluscs', 'milk', 'eggs'], words: [...MEAT_WORDS, 'honey'] },
  pescatarian: { allergens: [], words: MEAT_WORDS },
  'gluten-free': { allergens: ['gluten'], words: [] },
  'dairy-free': { allergens: ['milk'], words: [] },
};
