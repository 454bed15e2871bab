// Which aisle of a shop each food of the pantry table is found in: its category's aisle, but for
// the foods of a category that a shop keeps elsewhere (tinned tuna with the tins, lentils with the
// dry goods, butter with the dairy), named here by the pantry table's name for them.

import type { IngredientCategory } from '../ingredients/pantry-knowledge-data.ts';

/** The aisles of a shop, in the order a list walks them. */
export const AISLES = ['fruit and vegetables', 'meat and fish', 'dairy and eggs', 'bakery', 'tins and jars', 'dry goods', 'spices', 'frozen', 'other'] as const;
/** One aisle of a shop. */
export type Aisle = (typeof AISLES)[number];

/** The aisle most foods of a category are in. */
export const CATEGORY_AISLES: Readonly<Record<IngredientCategory, Aisle>> = {
  protein: 'meat and fish', seafood: 'meat and fish', egg: 'dairy and eggs', dairy: 'dairy and eggs', cheese: 'dairy and eggs',
  vegetable: 'fruit and vegetables', root: 'fruit and vegetables', greens: 'fruit and vegetables', aromatic: 'fruit and vegetables',
  fruit: 'fruit and vegetables', herb: 'fruit and vegetables', acid: 'tins and jars', grain: 'dry goods', pasta: 'dry goods',
  noodle: 'dry goods', bread: 'bakery', legume: 'tins and jars', spice: 'spices', fat: 'tins and jars', sweetener: 'dry goods',
  condiment: 'tins and jars', liquid: 'tins and jars', nut: 'dry goods', baking: 'dry goods',
};

/**
 * Foods a shop keeps in another aisle than their category's, by the pantry table's name. The
 * "other" ones are there on purpose: tofu and chilled dips have a chilled aisle of their own in
 * some shops and sit beside the meat or the dairy in others; wine and beer are drinks; water is
 * from the tap.
 */
export const AISLE_OF: Readonly<Record<string, Aisle>> = {
  tofu: 'other', tempeh: 'other', seitan: 'other', paneer: 'dairy and eggs',
  'canned tuna': 'tins and jars', sardines: 'tins and jars', anchovies: 'tins and jars',
  'condensed milk': 'tins and jars',
  'sun-dried tomatoes': 'tins and jars', 'roasted peppers': 'tins and jars', peas: 'frozen',
  'mixed berries': 'frozen', dates: 'dry goods', raisins: 'dry goods', 'dried cranberries': 'dry goods',
  'bay leaf': 'spices', breadcrumbs: 'dry goods',
  lentils: 'dry goods', 'red lentils': 'dry goods', 'split peas': 'dry goods', edamame: 'frozen', 'broad beans': 'frozen',
  butter: 'dairy and eggs', ghee: 'dairy and eggs', lard: 'dairy and eggs', margarine: 'dairy and eggs',
  lemon: 'fruit and vegetables', lime: 'fruit and vegetables',
  honey: 'tins and jars', 'maple syrup': 'tins and jars', agave: 'tins and jars', molasses: 'tins and jars', jam: 'tins and jars',
  'chocolate spread': 'tins and jars',
  cornstarch: 'dry goods', hummus: 'other', guacamole: 'other',
  'stock': 'tins and jars', 'white wine': 'other', 'red wine': 'other', beer: 'other', water: 'other',
};
