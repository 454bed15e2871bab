import { describe, expect, it } from 'vitest';
import { lineWeight } from '../../../shared/nutrition/line-weight.ts';
import { matchFood } from '../../../shared/nutrition/match-food.ts';
import { ingredientLine } from '../../../shared/recipe/recipe-value.ts';
import { FOOD_TABLE } from './food-table-file.ts';

/** The grams a line adds, as the nutrition estimate weighs it (the food matched first). */
const weigh = (text: string) => {
  const line = ingredientLine(text);
  return lineWeight(line, matchFood(line, FOOD_TABLE), FOOD_TABLE);
};
const grams = (text: string) => weigh(text).grams;

describe('lineWeight', () => {
  it.each([
    ['Chicken thighs — 300 g', 300],
    ['1.5 kg potatoes', 1500],
    ['Spaghetti — 6 oz', 170.1],
    ['1 lb ground beef', 453.6],
    ['Rice — 150 g', 150],
  ])('reads a mass as it is: %j is %d g', (text, expected) => {
    expect(grams(text)).toBeCloseTo(expected, 1);
  });

  it.each([
    ['2 tbsp olive oil', 27], // 1 tablespoon = 13.5 g
    ['1 cup all-purpose flour', 125],
    ['1 cup chopped onion', 160], // "1 cup, chopped", not "1 cup, sliced" (115 g)
    ['1 cup cherry tomatoes, halved', 149], // "1 cup cherry tomatoes"
    ['½ cup packed brown sugar', 110], // "1 cup packed" = 220 g
    ['1 tsp salt', 6],
    ['2-3 tbsp soy sauce', 40], // a range counts its midpoint: 2.5 × 16 g
    ['1 cup milk', 244],
    ['250 ml coconut milk', 238.8], // 1 cup = 226 g, 236.6 ml
  ])("weighs a volume through the food's own cup or spoon: %j is %d g", (text, expected) => {
    expect(grams(text)).toBeCloseTo(expected, 1);
  });

  it('weighs a volume of a food with no cup or spoon by foods like it', () => {
    // USDA gives chia seeds and Greek yogurt no volume portion: seeds and yogurts do.
    const chia = weigh('2 tbsp chia seeds');
    expect(chia).toMatchObject({ weighedAs: expect.stringContaining('as foods like it') });
    expect(chia.grams! / (2 * 14.7875)).toBeGreaterThan(0.4);
    expect(chia.grams! / (2 * 14.7875)).toBeLessThan(0.8);
    expect(grams('1 cup Greek yogurt')! / 236.6).toBeCloseTo(1, 1);
  });

  it('weighs a volume of a food it cannot match as water, 1 g/ml', () => {
    expect(weigh('2 tbsp gochujang')).toEqual({ grams: 29.6, weighedAs: '2 tbsp, 1 g/ml, as water' });
    expect(grams('Water — 500 ml')).toBeCloseTo(500, 0);
  });

  it.each([
    ['1 large egg', 50],
    ['3 eggs', 132], // no size named: medium, 44 g each
    ['1 medium onion, diced', 110],
    ['1 onion', 110],
    ['1 large onion', 150],
    ['2 cloves garlic, minced', 6],
    ['4 boneless, skinless chicken thighs', 596], // "1 thigh without skin" = 149 g
    ['Corn tortilla — 6', 144], // "1 tortilla", not "1 enchilada"
    ['Orange — 2', 262], // no medium orange: "1 fruit (2-5/8" dia)" = 131 g
    ['2 salmon fillets', 280], // a portion fillet, not USDA's side of salmon
    ['Juice of 1 lemon', 48], // "1 lemon yields" 48 g of juice
    ['Zest of 1 lemon', 6],
    ['1-2 onions', 165], // a range counts its midpoint
  ])('weighs a count through the food\'s portion: %j is %d g', (text, expected) => {
    expect(grams(text)).toBeCloseTo(expected, 1);
  });

  it.each([
    ['1 (400 g) tin chopped tomatoes', 400],
    ['1 can chickpeas, drained and rinsed', 400],
    ['1 can (400 g) chopped tomatoes', 400],
    ['2 x 400g tins chopped tomatoes', 800],
    ['1 (14 oz) can coconut milk', 396.9],
    ['1 14-oz can black beans', 396.9],
    ['1 can tuna in water', 165], // USDA's can of tuna, drained
    ['4 (6 oz) salmon fillets', 680.4],
    ['2 chicken breasts (about 300 g)', 300], // the weight of both, not of each
  ])('weighs a can or pack as the line states, else 400 g: %j is %d g', (text, expected) => {
    expect(grams(text)).toBeCloseTo(expected, 1);
  });

  it.each([
    ['2 slices bread', 58],
    ['3 rashers bacon', 84],
    ['1 bunch coriander', 50],
    ['a handful of baby spinach', 30],
    ['a knob of butter', 15],
    ['Thyme — 4 sprigs', 2],
    ['Lemongrass — 2 stalks', 40],
    ['2 sticks celery', 80],
    ['1 stick butter', 113],
    ['1 head garlic', 30],
    ['1 packet instant ramen noodles', 81],
  ])('weighs a counted unit by USDA, the alias table or a cook\'s measure: %j is %d g', (text, expected) => {
    expect(grams(text)).toBeCloseTo(expected, 1);
  });

  it('weighs shellfish and a whole chicken by what is eaten of them', () => {
    expect(grams('1 kg clams')).toBeCloseTo(150, 0); // USDA: 68 g of clam a pound in the shell
    expect(grams('1 whole chicken (about 1.5 kg)')).toBeCloseTo(915, 0); // 276 g of meat and skin a pound
  });

  it.each(['Salt — to taste', 'Salt and pepper, to taste', 'a pinch of salt', 'Salt — 1 pinch', 'Nutmeg — 2 pinches', 'Parsley, to serve', 'Cucumber (to serve) — 1', 'Plain yogurt (to serve) — 4 tbsp', '1 tsp chilli flakes (optional)', 'Fresh basil leaves, to garnish', 'Lime wedges, for serving'])(
    'counts nothing for %j, as to taste',
    (text) => {
      expect(weigh(text)).toEqual({ grams: null, reason: 'to taste' });
    },
  );

  it.each(['Vegetable oil, for frying', 'Black pepper', 'eggs at room temperature', 'Dragon fruit — 2'])('counts nothing it cannot weigh: %j', (text) => {
    expect(weigh(text)).toEqual({ grams: null, reason: 'unweighed' });
  });

  it('says how it weighed a line', () => {
    expect(weigh('3 eggs')).toEqual({ grams: 132, weighedAs: '3 × 44 g (1 medium)' });
    expect(weigh('2 tbsp olive oil')).toEqual({ grams: 27, weighedAs: '2 tbsp, 1 tablespoon' });
    expect(weigh('1 can chickpeas')).toEqual({ grams: 400, weighedAs: '1 can × 400 g (1 can, about 400 g)' });
  });
});
