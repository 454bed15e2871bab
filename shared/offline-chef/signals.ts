// Canonical knowledge-base names that hint at a cuisine or a technique; a test checks each exists.

/** Ingredients that say "wok". */
export const ASIAN_SIGNALS: ReadonlySet<string> = new Set([
  'soy sauce', 'fish sauce', 'oyster sauce', 'hoisin', 'teriyaki', 'sesame oil', 'ginger',
  'sriracha', 'gochujang', 'rice vinegar', 'chili oil', 'lemongrass', 'five spice', 'bok choy',
  'bean sprouts', 'tofu', 'mirin', 'miso', 'snow peas', 'sesame seeds', 'green onion',
]);

/** Ingredients that say "curry". */
export const CURRY_SIGNALS: ReadonlySet<string> = new Set([
  'curry paste', 'curry powder', 'garam masala', 'coconut milk', 'turmeric', 'ras el hanout',
  'red lentils', 'split peas', 'paneer', 'cumin', 'ground coriander', 'cardamom', 'mustard seeds',
]);

/** Ingredients that say "taco night". */
export const MEXICAN_SIGNALS: ReadonlySet<string> = new Set([
  'taco seasoning', 'salsa', 'avocado', 'guacamole', 'black beans', 'refried beans', 'pinto beans',
  'chili powder', 'jalapeno', 'lime', 'cilantro', 'sour cream', 'corn', 'monterey jack',
]);

/** Breads you fold around a filling. */
export const WRAP_BREADS: ReadonlySet<string> = new Set(['tortilla', 'corn tortilla', 'pita', 'naan', 'flatbread']);

/** Flours a dough or a cake can be built on. */
export const FLOURS: ReadonlySet<string> = new Set(['flour', 'self-raising flour', 'almond flour']);

/** Stocks and broths, which make a soup a soup. */
export const STOCKS: ReadonlySet<string> = new Set(['stock', 'chicken stock', 'vegetable stock', 'beef stock']);

/** Pickled, fermented and cured things eaten as they are: added at the end, never cooked for long. */
export const READY_TO_EAT: ReadonlySet<string> = new Set(['kimchi', 'sauerkraut', 'pickles', 'olives', 'capers']);

/** Ingredients that lend a title its adjective: garlic makes a "Garlicky" dish. */
export const TITLE_ADJECTIVES: Readonly<Record<string, string>> = {
  garlic: 'Garlicky', ginger: 'Gingery', chili: 'Spicy', 'chili flakes': 'Spicy', jalapeno: 'Spicy',
  sriracha: 'Fiery', harissa: 'Harissa', lemon: 'Lemony', lime: 'Zesty', honey: 'Honey',
  'maple syrup': 'Maple', 'smoked paprika': 'Smoky', paprika: 'Smoky', cumin: 'Cumin-Spiced',
  basil: 'Herby', parsley: 'Herby', cilantro: 'Fresh', mint: 'Minty', butter: 'Buttery',
  parmesan: 'Cheesy', cheddar: 'Cheesy', cheese: 'Cheesy', cream: 'Creamy', 'coconut milk': 'Creamy',
  'sesame oil': 'Sesame', cinnamon: 'Cinnamon', chocolate: 'Chocolatey', cocoa: 'Chocolatey',
  pesto: 'Pesto', miso: 'Miso', 'soy sauce': 'Sticky', 'balsamic vinegar': 'Balsamic',
  rosemary: 'Rosemary', thyme: 'Thyme-Scented', 'brown sugar': 'Caramelised', vanilla: 'Vanilla',
};
