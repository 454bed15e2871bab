// What a level teaspoon of a spice, a leavener or salt weighs, so that a few grams of it can be
// shown as a US cook measures them: 0.5 g of saffron is ¾ tsp, never half an ounce. Figures are
// USDA SR28's household portions (public domain; client/public/nutrition/README.md), by NDB number.

/** Grams in a level teaspoon, by the name a recipe gives; null where a spoon is no measure of it (fresh, whole, flaky). */
const TEASPOONS: Readonly<Record<string, number | null>> = {
  saffron: 0.7, 'saffron threads': 0.7, // 02037
  salt: 6, 'table salt': 6, 'fine salt': 6, 'fine sea salt': 6, // 02047
  cayenne: 1.8, 'cayenne pepper': 1.8, // 02031
  // Crushed chilli is no USDA food: counted as the red pepper it is made of (02031).
  'chilli flakes': 1.8, 'chili flakes': 1.8, 'red pepper flakes': 1.8, 'crushed chillies': 1.8, 'crushed red pepper': 1.8,
  'bicarbonate of soda': 4.6, 'bicarb': 4.6, 'baking soda': 4.6, // 18372
  'baking powder': 4.6, // 18369
  'cream of tartar': 3, // 18373
  yeast: 4, 'dried yeast': 4, 'dry yeast': 4, 'active dry yeast': 4, 'instant yeast': 4, 'fast-action yeast': 4, 'fast-action dried yeast': 4, 'fast action dried yeast': 4, 'easy-bake yeast': 4, // 18375
  cumin: 2.1, 'ground cumin': 2.1, 'cumin seeds': 2.1, // 02014
  paprika: 2.3, 'smoked paprika': 2.3, 'sweet paprika': 2.3, // 02028
  turmeric: 3, 'ground turmeric': 3, // 02043
  cinnamon: 2.6, 'ground cinnamon': 2.6, // 02010
  nutmeg: 2.2, 'ground nutmeg': 2.2, // 02025
  'ground ginger': 1.8, 'ginger powder': 1.8, // 02021
  'black pepper': 2.3, 'ground black pepper': 2.3, 'white pepper': 2.4, // 02030, 02032
  oregano: 1, 'dried oregano': 1, // 02027, leaves
  thyme: 1, 'dried thyme': 1, // 02042, leaves
  // Spice blends USDA has one of: garam masala counted as curry powder (02015).
  'garam masala': 2, 'curry powder': 2,
  'chilli powder': 2.7, 'chili powder': 2.7, // 02009
  cloves: 2.1, 'ground cloves': 2.1, // 02011
  cardamom: 2, 'ground cardamom': 2, // 02006
  allspice: 1.9, 'ground allspice': 1.9, // 02001
  'ground coriander': 1.8, 'coriander seeds': 1.8, // 02013
  'fennel seeds': 2, // 02018
  'caraway seeds': 2.1, // 02005
  'garlic powder': 3.1, // 02020
  'onion powder': 2.4, // 02026
  'mustard powder': 2, 'ground mustard': 2, // 02024
  'dried basil': 0.7, 'dried parsley': 0.5, 'dried dill': 1, 'dried rosemary': 1.2, 'dried sage': 0.7, // 02003, 02029, 02017, 02036, 02038
  // Weighed, not spooned: fresh herbs and roots, whole spices, flaky and coarse salts, fresh yeast,
  // and garlic's cloves, which are no spice.
  'fresh thyme': null, 'fresh oregano': null, 'fresh ginger': null, 'fresh yeast': null, 'garlic cloves': null, 'cloves garlic': null,
  'cloves of garlic': null, 'kosher salt': null, 'flaky salt': null, 'salt flakes': null, 'sea salt flakes': null, 'rock salt': null,
  'coarse salt': null, 'cinnamon stick': null, 'cinnamon sticks': null, 'whole nutmeg': null, 'cardamom pods': null, 'whole cloves': null,
};
const NAMES = Object.keys(TEASPOONS).sort((a, b) => b.length - a.length);
// Words that end a food's name: "5 g salt and pepper", "10 g butter with salt".
const NAME_ENDS = /\s(?:and|or|with|plus|for|to|in|into|on|from|then|at|as)\s.*$/;

/**
 * What a level teaspoon of the food a recipe names weighs, when it is a spice, a leavener or salt
 * USDA gives a teaspoon of; undefined otherwise. The name is what comes before a comma, a bracket
 * or a word such as "and", and it must end with the food ("salt cod" is no salt).
 * @example gramsPerTsp(" saffron threads, crumbled") // 0.7; gramsPerTsp("fresh ginger") // undefined
 */
export function gramsPerTsp(name: string): number | undefined {
  const plain = ` ${name.split(/[,;(]/, 1)[0]!.toLowerCase().replace(/[^a-z' -]/g, ' ').replace(/\s+/g, ' ')} `;
  const words = ` ${plain.replace(NAME_ENDS, ' ').trim()} `;
  const found = NAMES.find((one) => words.endsWith(` ${one} `));
  return found === undefined ? undefined : (TEASPOONS[found] ?? undefined);
}
