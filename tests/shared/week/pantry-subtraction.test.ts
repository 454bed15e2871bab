import { describe, expect, it } from 'vitest';
import { boughtTexts, listFor, type DaysWritten } from './week-days.ts';

const cheeseWeek: DaysWritten = [['100 g cheese'], ['100 g cheese'], ['100 g cheese'], ['100 g cheese']];

// What the visitor typed they have is used up day by day, never counted as enough for every day at once.
describe('the pantry is used up in day order', () => {
  it('buys 150 g of cheese for 4 days of 100 g with 250 g on hand (grocy#2695)', () => {
    const list = listFor(cheeseWeek, ['250 g cheese']);
    expect(boughtTexts(list)).toEqual(['Cheese — 150 g · Mon, Tue, Wed, Thu: 400 g, less 250 g you have']);
    const [line] = list.aisles[0]!.lines;
    expect(line!.buy).toEqual([{ amount: 150, unit: 'g' }]);
    expect(line!.covered).toEqual([{ amount: 250, unit: 'g' }]);
    expect(line!.need).toEqual([{ amount: 400, unit: 'g' }]);
  });

  it.each<[string, DaysWritten, string[], string[]]>([
    ['a kilo covers 500 g', [['500 g flour']], ['1 kg flour'], []],
    ['a kilo covers two days of 600 g but one', [['600 g flour'], ['600 g flour']], ['1 kg flour'], ['Flour — 200 g · Mon, Tue: 1.2 kg, less 1 kg you have']],
    ['grams against ounces', [['8 oz cheddar']], ['100 g cheddar'], ['Cheddar — 130 g · Mon: 230 g, less 100 g you have']],
    ['pounds cover grams', [['400 g beef mince']], ['1 lb beef mince'], []],
    ['a litre covers millilitres', [['300 ml milk'], ['300 ml milk']], ['1 litre milk'], []],
    ['a litre short of three days', [['400 ml milk'], ['400 ml milk'], ['400 ml milk']], ['1 litre milk'], ['Milk — 200 ml · Mon, Tue, Wed: 1.2 litres, less 1 litre you have']],
    ['a cup against millilitres', [['300 ml milk']], ['1 cup milk'], ['Milk — 4 tbsp · Mon: 300 ml, less 240 ml you have']],
    ['eggs by the count', [['4 eggs'], ['4 eggs']], ['6 eggs'], ['Eggs — 2 · Mon, Tue: 8, less 6 you have']],
    ['a dozen eggs', [['4 eggs'], ['4 eggs'], ['4 eggs']], ['12 eggs'], []],
    ['eggs typed in words', [['2 eggs'], ['2 eggs']], ['three eggs'], ['Egg — 1 · Mon, Tue: 4, less 3 you have']],
    ['half an onion', [['1 onion']], ['half an onion'], ['Onion — 1 · Mon: 1, less 1 you have']],
    ['cloves of garlic', [['3 cloves garlic'], ['3 cloves garlic']], ['4 cloves garlic'], ['Garlic — 2 cloves · Mon, Tue: 6 cloves, less 4 cloves you have']],
    ['more than the week needs', [['100 g feta'], ['100 g feta']], ['500 g feta'], []],
    ['exactly what the week needs', [['200 g rice'], ['300 g rice']], ['500 g rice'], []],
    ['a plural typed against a singular line', [['1 courgette'], ['1 courgette']], ['1 courgettes'], ['Courgette — 1 · Mon, Tue: 2, less 1 you have']],
    ['another name for the food', [['3 spring onions']], ['2 scallions'], ['Spring onion — 1 · Mon: 3, less 2 you have']],
    ['a kind of the food typed', [['200 g cherry tomatoes']], ['100 g tomatoes'], ['Cherry tomatoes — 100 g · Mon: 200 g, less 100 g you have']],
    ['case typed', [['200 g Chicken']], ['300 G CHICKEN'], []],
    ['a food not on the list is bought whole', [['200 g chicken'], ['100 g feta']], ['300 g chicken'], ['Feta — 100 g · Tue']],
  ])('%s', (_, days, pantry, bought) => {
    expect(boughtTexts(listFor(days, pantry))).toEqual(bought);
  });

  it.each<[string, string[], number[]]>([
    ['250 g used on Monday, Tuesday and half of Wednesday', ['250 g cheese'], [100, 100, 50, 0]],
    ['a kilo used on every day', ['1 kg cheese'], [100, 100, 100, 100]],
    ['100 g used on Monday only', ['100 g cheese'], [100, 0, 0, 0]],
    ['a typed amount in ounces', ['4 oz cheese'], [100, 13.4, 0, 0]],
  ])('covers no more than it has, nor more than the week needs: %s', (_, pantry, perDay) => {
    const list = listFor(cheeseWeek, pantry);
    const covered = perDay.reduce((sum, one) => sum + one, 0);
    const line = list.aisles[0]?.lines[0];
    if (covered === 400) expect(list.covered[0]!.covered[0]!.amount).toBeCloseTo(400, 6);
    else expect(line!.covered[0]!.amount).toBeCloseTo(covered, 6);
    expect(line?.buy[0]!.amount ?? 0).toBeCloseTo(400 - covered, 6);
  });

  it('covers days in the order of the week, whatever order the days are given in', () => {
    const backwards = listFor([['100 g cheese'], ['300 g cheese']].reverse(), ['250 g cheese']);
    expect(boughtTexts(backwards)).toEqual(['Cheese — 150 g · Mon, Tue: 400 g, less 250 g you have']);
  });

  it('shares one typed amount between two foods that are kinds of it, in day order', () => {
    const list = listFor([['200 g cherry tomatoes'], ['200 g plum tomatoes']], ['300 g tomatoes']);
    expect(boughtTexts(list)).toEqual(['Plum tomatoes — 100 g · Tue: 200 g, less 100 g you have']);
    expect(list.covered).toEqual([{ food: 'cherry tomato', item: '300 g tomatoes', covered: [{ amount: 200, unit: 'g' }], days: ['Monday'] }]);
  });

  it('says what the typed amounts covered in full', () => {
    expect(listFor([['500 g flour'], ['200 g flour']], ['1 kg flour']).covered).toEqual([
      { food: 'flour', item: '1 kg flour', covered: [{ amount: 700, unit: 'g' }], days: ['Monday', 'Tuesday'] },
    ]);
  });
});

// Across a count, a weight and a volume, the typed amount meets the recipe's through USDA's portions.
describe('the pantry meets the recipes across kinds through USDA portions, marked ≈', () => {
  it.each<[string, DaysWritten, string[], RegExp[]]>([
    ['eggs counted against grams of egg', [['200 g egg']], ['2 eggs'], [/^Egg — ≈ 1[0-9]0 g · Mon: 200 g, less 90 g you have$/]],
    ['onions counted against grams', [['300 g onion']], ['2 onions'], [/^Onion — ≈ [89]0 g · Mon: 300 g, less 2[0-9]0 g you have$/]],
    ['grams of flour against cups', [['2 cups flour']], ['100 g flour'], [/^Flour — ≈ [0-9]+0 g · Mon: 2[0-9]0 g, less 100 g you have$/]],
    ['a kilo of flour covers cups', [['2 cups flour']], ['1 kg flour'], []],
  ])('%s', (_, days, pantry, bought) => {
    const list = listFor(days, pantry);
    expect(boughtTexts(list)).toEqual(bought.map((text) => expect.stringMatching(text)));
    for (const line of list.aisles.flatMap((aisle) => aisle.lines)) expect(line.approx).toBe(true);
  });

  it('asks the visitor to check they have enough while the food table has not loaded, and says why', () => {
    const list = listFor([['2 cups flour']], ['1 kg flour'], 'metric', null);
    expect(boughtTexts(list)).toEqual([]);
    expect(list.check.map((line) => line.text)).toEqual(['Flour — 500 ml · Mon']);
    expect(list.unmet).toBe(true);
  });

  it('asks the visitor to check a typed count that cannot yet be weighed against grams', () => {
    const list = listFor([['600 g beef steak']], ['2 steaks'], 'metric', null);
    expect(boughtTexts(list)).toEqual([]);
    expect(list.check.map((line) => line.text)).toEqual(['Steaks — 600 g · Mon']);
  });
});

// A food the visitor listed with no amount is theirs: the list asks them to check there is enough.
describe('check you have enough', () => {
  it.each<[string, DaysWritten, string[], string[]]>([
    ['a food listed with no amount', [['200 g rice'], ['300 g rice']], ['rice'], ['Rice — 500 g · Mon, Tue']],
    ['counted', [['2 eggs'], ['3 eggs']], ['Eggs'], ['Eggs — 5 · Mon, Tue']],
    ['in cloves', [['2 cloves garlic']], ['garlic'], ['Garlic — 2 cloves · Mon']],
    ['two foods that are kinds of it', [['100 g plum tomatoes'], ['100 g cherry tomatoes']], ['tomatoes'], ['Tomatoes — 200 g · Mon, Tue']],
    ['a weight and a volume through USDA portions', [['1 cup flour'], ['100 g flour']], ['flour'], ['Flour — ≈ 230 g · Mon, Tue']],
    ['an amount that says no number', [['200 g rice']], ['some rice'], ['Rice — 200 g · Mon']],
    ['named as typed, not as a kind of it', [['2 cherry tomatoes'], ['3 tomato']], ['tomato'], ['Tomato — 5 · Mon, Tue']],
    ['typed twice', [['200 g rice'], ['100 g rice']], ['Rice', 'rice'], ['Rice — 300 g · Mon, Tue']],
  ])('%s', (_, days, pantry, check) => {
    const list = listFor(days, pantry);
    expect(boughtTexts(list)).toEqual([]);
    expect(list.check.map((line) => line.text)).toEqual(check);
  });
});

// A "Cook double" day's recipe is written at twice the servings; its leftovers day cooks nothing.
describe('leftovers', () => {
  it.each<[string, DaysWritten, string[], string[]]>([
    ['a doubled day counts its doubled amounts', [['400 g chicken'], [], ['200 g chicken']], [], ['Chicken — 600 g · Mon, Wed']],
    ['a leftovers day adds nothing', [['300 g rice'], []], [], ['Rice — 300 g · Mon']],
    ['the pantry covers the doubled day first', [['400 g chicken'], [], ['200 g chicken']], ['500 g chicken'], ['Chicken — 100 g · Mon, Wed: 600 g, less 500 g you have']],
    ['a doubled day of counts', [['4 eggs'], []], [], ['Eggs — 4 · Mon']],
    ['a week of only leftovers days buys nothing', [[], []], [], []],
  ])('%s', (_, days, pantry, bought) => {
    expect(boughtTexts(listFor(days, pantry))).toEqual(bought);
  });
});
