/**
 * One part of a substitute: a food in the amount of the line's times `ratio`, in the line's unit
 * ("milk" at 1: 250 ml buttermilk takes 250 ml milk), or a fixed `amount` of `unit` for each
 * `per` of the original ("lemon juice", 1 tbsp per 250 ml).
 */
export type SubstitutePart =
  | { food: string; ratio: number }
  | { food: string; amount: number; unit: string; per: { amount: number; unit: string } };

/** One substitute: its parts, the main one first. */
export type Substitute = readonly SubstitutePart[];

const same = (food: string, ratio = 1): SubstitutePart => ({ food, ratio });
const each = (food: string, amount: number, unit: string, perAmount: number, perUnit: string): SubstitutePart => ({
  food,
  amount,
  unit,
  per: { amount: perAmount, unit: perUnit },
});

/**
 * What can stand in for what, as cooks use it: keyed by the knowledge base's name of the food to
 * replace, its substitutes best first. Directional: milk stands in for water, water not for milk.
 */
export const SUBSTITUTES: Readonly<Record<string, readonly Substitute[]>> = {
  buttermilk: [[same('milk'), each('lemon juice', 1, 'tbsp', 250, 'ml')], [same('yogurt', 0.75), same('milk', 0.25)], [same('milk'), each('white wine vinegar', 1, 'tbsp', 250, 'ml')]],
  milk: [[same('oat milk')], [same('soy milk')], [same('almond milk')], [same('water', 0.5), same('cream', 0.5)]],
  cream: [[same('milk', 0.75), same('butter', 0.25)], [same('Greek yogurt')], [same('coconut milk')]],
  'sour cream': [[same('Greek yogurt')], [same('yogurt')], [same('creme fraiche')]],
  'creme fraiche': [[same('sour cream')], [same('Greek yogurt')], [same('cream')]],
  yogurt: [[same('Greek yogurt')], [same('sour cream')], [same('buttermilk')]],
  'greek yogurt': [[same('yogurt')], [same('sour cream')], [same('cream cheese')]],
  butter: [[same('olive oil', 0.75)], [same('vegetable oil', 0.75)], [same('margarine')], [same('coconut oil')]],
  'olive oil': [[same('vegetable oil')], [same('rapeseed oil')], [same('butter')]],
  'vegetable oil': [[same('rapeseed oil')], [same('sunflower oil')], [same('olive oil')]],
  egg: [[each('ground flaxseed', 1, 'tbsp', 1, ''), each('water', 3, 'tbsp', 1, '')], [each('banana', 0.5, '', 1, '')], [each('yogurt', 60, 'ml', 1, '')]],
  flour: [[same('self-raising flour')], [same('almond flour')], [same('oats')]],
  'self-raising flour': [[same('flour'), each('baking powder', 1, 'tsp', 125, 'g')]],
  'baking powder': [[same('bicarbonate of soda', 0.25), same('lemon juice', 0.5)]],
  cornstarch: [[same('flour', 2)], [same('arrowroot')]],
  sugar: [[same('brown sugar')], [same('honey', 0.75)], [same('maple syrup', 0.75)]],
  'brown sugar': [[same('sugar'), each('honey', 1, 'tbsp', 200, 'g')], [same('sugar')], [same('maple syrup', 0.75)]],
  'icing sugar': [[same('sugar')]],
  honey: [[same('maple syrup')], [same('agave')], [same('golden syrup')]],
  'maple syrup': [[same('honey')], [same('agave')], [same('brown sugar')]],
  lemon: [[same('lime')], [same('orange')]],
  // The knowledge base knows it as lemon; what stands in for the juice is found by its own name first.
  'lemon juice': [[same('lime juice')], [same('white wine vinegar', 0.5)], [same('orange juice')]],
  lime: [[same('lemon')]],
  vinegar: [[same('lemon juice')], [same('lime juice')]],
  'white wine vinegar': [[same('cider vinegar')], [same('rice vinegar')], [same('lemon juice')]],
  'white wine': [[same('stock'), each('white wine vinegar', 1, 'tbsp', 250, 'ml')], [same('apple juice')]],
  'red wine': [[same('stock'), each('red wine vinegar', 1, 'tbsp', 250, 'ml')], [same('grape juice')]],
  stock: [[same('water'), each('soy sauce', 1, 'tsp', 250, 'ml')], [same('water')]],
  water: [[same('stock')], [same('milk')]],
  'soy sauce': [[same('tamari')], [same('fish sauce', 0.5)], [same('Worcestershire sauce')]],
  'fish sauce': [[same('soy sauce')]],
  'tomato paste': [[same('passata', 3)], [same('ketchup')]],
  passata: [[same('chopped tomatoes')], [same('tomato paste', 0.33), same('water', 0.67)]],
  'canned tomatoes': [[same('passata')], [same('cherry tomato')], [same('tomato')]],
  tomato: [[same('cherry tomato')], [same('chopped tomatoes')]],
  onion: [[same('shallot', 2)], [same('leek')], [same('red onion')], [same('green onion', 3)]],
  'red onion': [[same('onion')], [same('shallot', 2)]],
  shallot: [[same('onion', 0.5)], [same('red onion', 0.5)]],
  leek: [[same('onion')], [same('green onion', 4)]],
  'green onion': [[same('leek', 0.25)], [each('chives', 1, 'tbsp', 1, '')], [same('red onion', 0.33)]],
  garlic: [[each('garlic powder', 0.25, 'tsp', 1, 'clove')], [same('shallot', 0.5)]],
  ginger: [[each('ground ginger', 0.25, 'tsp', 1, 'tbsp')]],
  basil: [[same('parsley')], [same('spinach')], [same('dried herbs', 0.33)]],
  parsley: [[same('coriander')], [same('basil')], [same('dried herbs', 0.33)]],
  cilantro: [[same('parsley')], [same('basil')]],
  rosemary: [[same('thyme')], [same('dried herbs', 0.33)]],
  thyme: [[same('rosemary')], [same('oregano')], [same('dried herbs', 0.33)]],
  chili: [[each('chilli flakes', 0.5, 'tsp', 1, '')], [each('cayenne pepper', 0.25, 'tsp', 1, '')]],
  'chili flakes': [[same('cayenne pepper', 0.5)], [same('paprika', 2)]],
  paprika: [[same('chilli flakes', 0.5)], [same('cayenne pepper', 0.25)]],
  cumin: [[same('coriander seeds')], [same('curry powder')]],
  parmesan: [[same('pecorino')], [same('cheddar')], [same('nutritional yeast')]],
  cheddar: [[same('Gruyère')], [same('mozzarella')], [same('parmesan', 0.5)]],
  mozzarella: [[same('cheddar')], [same('halloumi')]],
  feta: [[same('goat cheese')], [same('halloumi')], [same('ricotta')]],
  ricotta: [[same('cottage cheese')], [same('cream cheese')]],
  'cream cheese': [[same('ricotta')], [same('Greek yogurt')], [same('mascarpone')]],
  mascarpone: [[same('cream cheese')], [same('ricotta')]],
  chicken: [[same('turkey')], [same('tofu')], [same('chickpeas')]],
  turkey: [[same('chicken')], [same('tofu')]],
  'ground beef': [[same('ground turkey')], [same('ground pork')], [same('lentils', 0.5)]],
  beef: [[same('lamb')], [same('mushroom')], [same('tofu')]],
  pork: [[same('chicken')], [same('tofu')]],
  bacon: [[same('pancetta')], [same('ham')], [same('smoked tofu')]],
  salmon: [[same('trout')], [same('cod')]],
  cod: [[same('haddock')], [same('salmon')]],
  shrimp: [[same('chicken')], [same('tofu')]],
  tofu: [[same('chickpeas')], [same('paneer')], [same('halloumi')]],
  chickpeas: [[same('cannellini beans')], [same('butter beans')], [same('lentils')]],
  'black beans': [[same('kidney beans')], [same('pinto beans')]],
  'kidney beans': [[same('black beans')], [same('pinto beans')]],
  lentils: [[same('split peas')], [same('chickpeas')]],
  rice: [[same('quinoa')], [same('couscous')], [same('bulgur')]],
  quinoa: [[same('rice')], [same('couscous')]],
  couscous: [[same('bulgur')], [same('quinoa')], [same('rice')]],
  pasta: [[same('rice noodles')], [same('rice')], [same('couscous')]],
  spaghetti: [[same('pasta')], [same('rice noodles')]],
  noodles: [[same('spaghetti')], [same('rice noodles')]],
  potato: [[same('sweet potato')], [same('cauliflower')]],
  'sweet potato': [[same('butternut squash')], [same('potato')], [same('carrot')]],
  spinach: [[same('kale')], [same('chard')], [same('rocket')]],
  kale: [[same('spinach')], [same('cabbage')]],
  broccoli: [[same('cauliflower')], [same('green beans')]],
  zucchini: [[same('aubergine')], [same('butternut squash')]],
  mushroom: [[same('aubergine')], [same('zucchini')]],
  'bell pepper': [[same('zucchini')], [same('carrot')]],
  carrot: [[same('parsnip')], [same('sweet potato')]],
  breadcrumbs: [[same('oats')], [same('crackers')], [same('almond flour')]],
  oats: [[same('quinoa')], [same('breadcrumbs')]],
  'peanut butter': [[same('almond butter')], [same('tahini')], [same('sunflower seeds')]],
  'coconut milk': [[same('cream')], [same('Greek yogurt')], [same('milk')]],
  cocoa: [[same('chocolate', 3)]],
};
