import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFoodTable } from '../../../shared/nutrition/food-table.ts';
import { parsePortion } from '../../../shared/nutrition/portion.ts';
import { FOOD_TABLE, FOOD_TABLE_FILE } from './food-table-file.ts';

const food = (ndb: number) => FOOD_TABLE.foods.find((one) => one.ndb === ndb)!;
const FIELDS = ['ndb', 'description', 'category', 'kcal', 'protein_g', 'fat_g', 'satfat_g', 'carb_g', 'sugars_g', 'fiber_g', 'sodium_mg', 'portions', 'aka'];
const oneFood = (row: unknown[]) => ({ fields: FIELDS, categories: ['Vegetables and Vegetable Products'], foods: [row] });

describe('the USDA table the page fetches', () => {
  it('is the shared copy byte for byte, with the SHA-256 its README states', () => {
    const bytes = readFileSync(FOOD_TABLE_FILE);
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(sha).toBe('c61daec2060d77986ba46e246034d9de8be7c148f91a166bf844e93eafcda46d');
    expect(readFileSync(new URL('README.md', FOOD_TABLE_FILE), 'utf8')).toContain(sha);
  });

  it('reads every food, with its group and USDA values per 100 g', () => {
    expect(FOOD_TABLE.foods).toHaveLength(5772);
    expect(food(11282)).toMatchObject({
      description: 'Onions, raw',
      category: 'Vegetables and Vegetable Products',
      per100g: { kcal: 40, protein: 1.1, fat: 0.1, carb: 9.3, sodium: 4 },
    });
    expect(food(1001).per100g).toEqual({ kcal: 717, protein: 0.9, fat: 81.1, satfat: 51.4, carb: 0.1, sugars: 0.1, fibre: 0, sodium: 643 });
  });

  it('keeps a value USDA does not have as null, not zero', () => {
    const missing = FOOD_TABLE.foods.filter((one) => one.per100g.sugars === null);
    expect(missing.length).toBe(1563);
    expect(FOOD_TABLE.foods.every((one) => one.per100g.kcal !== null && one.per100g.protein !== null)).toBe(true);
  });

  it('reads each portion as its amount, measure and grams for one', () => {
    expect(food(11282).portions.find((portion) => portion.size === 'medium')).toMatchObject({ amount: 1, measure: '', grams: 110 });
    expect(food(11215).portions.find((portion) => portion.amount === 3)).toMatchObject({ measure: 'clove', grams: 3 });
    expect(food(1123).portions.find((portion) => portion.size === 'large')).toMatchObject({ measure: '', grams: 50 });
  });

  it.each([
    ['1 medium (2-1/2" dia)', 110, { amount: 1, measure: '', size: 'medium', words: [], grams: 110, ml: null }],
    ['0.5 cup', 62, { amount: 0.5, measure: 'cup', size: null, grams: 124, ml: 236.6 }],
    ['3 cloves', 9, { amount: 3, measure: 'clove', grams: 3 }],
    ['1 cup, chopped', 160, { measure: 'cup', words: ['chopped'], grams: 160 }],
    ['2 tbsp, chopped', 5.3, { measure: 'tbsp', grams: 2.65 }],
    ['1 tablespoon', 13.5, { measure: 'tbsp', grams: 13.5 }],
    ['1 fl oz', 30, { measure: 'fl oz', grams: 30 }],
    ['1 Potato medium (2-1/4" to 3-1/4" dia)', 213, { measure: 'potato', size: 'medium', grams: 213 }],
    ['1 extra large', 56, { measure: '', size: 'extra large', grams: 56 }],
    ['1 cup (4.86 large eggs)', 243, { measure: 'cup', size: null, words: [] }],
    ['1 cup cherry tomatoes', 149, { measure: 'cup', words: ['cherry', 'tomato'] }],
    ['1 oz', 28, { measure: 'oz', isMass: true }],
  ] as const)('reads the portion %j (%d g)', (text, grams, expected) => {
    expect(parsePortion(text, grams)).toMatchObject(expected);
  });

  it.each([
    ['no foods', { fields: FIELDS, categories: [] }],
    ['a missing column', { fields: FIELDS.slice(1), categories: [], foods: [] }],
    ['a text where a value goes', oneFood([11282, 'Onions, raw', 0, '40', 1.1, 0.1, 0, 9.3, 4.2, 1.7, 4, [], null])],
    ['a negative value', oneFood([11282, 'Onions, raw', 0, 40, -1, 0.1, 0, 9.3, 4.2, 1.7, 4, [], null])],
    ['a portion with no amount', oneFood([11282, 'Onions, raw', 0, 40, 1.1, 0.1, 0, 9.3, 4.2, 1.7, 4, [['medium', 110]], null])],
    ['an unknown food group', oneFood([11282, 'Onions, raw', 7, 40, 1.1, 0.1, 0, 9.3, 4.2, 1.7, 4, [], null])],
  ])('refuses a table with %s', (_, json) => {
    expect(() => readFoodTable(json)).toThrow(TypeError);
  });
});
