import { describe, expect, it } from 'vitest';
import { boughtTexts, listFor, type DaysWritten } from './week-days.ts';

// One food over the week's days is one line, its amounts added whatever units each day wrote.
describe('amounts of one kind add up across days', () => {
  it.each<[string, DaysWritten, string[]]>([
    ['grams', [['100 g cheddar'], ['200 g cheddar']], ['Cheddar — 300 g · Mon, Tue']],
    ['grams and kilos', [['500 g flour'], ['1 kg flour']], ['Flour — 1.5 kg · Mon, Tue']],
    ['kilos with a decimal comma', [['1,5 kg potatoes'], ['500 g potatoes']], ['Potatoes — 2 kg · Mon, Tue']],
    ['grams and ounces', [['100 g cheddar'], ['4 oz cheddar']], ['Cheddar — 220 g · Mon, Tue']],
    ['pounds and grams', [['1 lb beef mince'], ['250 g beef mince']], ['Beef mince — 750 g · Mon, Tue']],
    ['grams on three days', [['150 g spinach'], ['150 g spinach'], ['150 g spinach']], ['Spinach — 450 g · Mon, Tue, Wed']],
    ['the same day twice', [['100 g feta', '50 g feta']], ['Feta — 150 g · Mon']],
    ['millilitres', [['200 ml milk'], ['300 ml milk']], ['Milk — 500 ml · Mon, Tue']],
    ['millilitres and litres', [['1 litre stock'], ['500 ml stock']], ['Stock — 1.5 litres · Mon, Tue']],
    ['a cup and millilitres', [['1 cup milk'], ['200 ml milk']], ['Milk — 450 ml · Mon, Tue']],
    ['spoons', [['1 tbsp soy sauce'], ['2 tsp soy sauce']], ['Soy sauce — 2 tbsp · Mon, Tue']],
    ['teaspoons', [['1 tsp cumin'], ['½ tsp cumin']], ['Cumin — 1½ tsp · Mon, Tue']],
    ['tablespoons into a jug', [['3 tbsp honey'], ['3 tbsp honey']], ['Honey — 90 ml · Mon, Tue']],
    ['name first, amount after', [['Cheddar — 120 g'], ['Cheddar — 80 g']], ['Cheddar — 200 g · Mon, Tue']],
    ['a heading line and a plain one', [['Rice — 300 g'], ['200 g rice']], ['Rice — 500 g · Mon, Tue']],
    ['days with a gap between', [['100 g feta'], [], ['100 g feta']], ['Feta — 200 g · Mon, Wed']],
  ])('%s', (_, days, texts) => {
    expect(boughtTexts(listFor(days))).toEqual(texts);
  });

  it.each<[string, DaysWritten, string[]]>([
    ['ounces and pounds', [['8 oz cheddar'], ['12 oz cheddar']], ['Cheddar — 1¼ lb · Mon, Tue']],
    ['grams written as ounces', [['100 g cheddar'], ['100 g cheddar']], ['Cheddar — 8 oz · Mon, Tue']],
    ['cups', [['1 cup milk'], ['1 cup milk']], ['Milk — 2 cups · Mon, Tue']],
    ['cups and a half', [['½ cup milk'], ['1 cup milk']], ['Milk — 1½ cups · Mon, Tue']],
    ['millilitres written as cups', [['200 ml milk'], ['300 ml milk']], ['Milk — 2¼ cups · Mon, Tue']],
    ['a small weight in grams', [['2 g saffron'], ['3 g saffron']], ['Saffron — 5 g · Mon, Tue']],
  ])('in US units: %s', (_, days, texts) => {
    expect(boughtTexts(listFor(days, [], 'us'))).toEqual(texts);
  });
});

// A weight and a volume of one food meet only through USDA's portion weights for it, and say so.
describe('mass and volume meet through USDA portions, marked ≈', () => {
  it.each<[string, DaysWritten, RegExp]>([
    ['flour by the cup and by the gram', [['1 cup flour'], ['200 g flour']], /^Flour — ≈ 3[0-9]0 g · Mon, Tue$/],
    ['sugar by the spoon and by the gram', [['2 tbsp sugar'], ['100 g sugar']], /^Sugar — ≈ 1[2-4]0 g · Mon, Tue$/],
    ['milk by the gram and by the litre', [['100 g milk'], ['1 litre milk']], /^Milk — ≈ 1\.[12] kg · Mon, Tue$/],
    ['rice by the cup and by the gram', [['1 cup rice'], ['100 g rice']], /^Rice — ≈ 300 g · Mon, Tue$/],
    ['butter by the spoon and by the gram', [['2 tbsp butter'], ['50 g butter']], /^Butter — ≈ 80 g · Mon, Tue$/],
  ])('%s', (_, days, text) => {
    const list = listFor(days);
    expect(boughtTexts(list)).toEqual([expect.stringMatching(text)]);
    expect(list.aisles[0]!.lines[0]!.approx).toBe(true);
  });

  it('keeps the two apart, unmarked, while the food table has not loaded', () => {
    const list = listFor([['1 cup flour'], ['200 g flour']], [], 'metric', null);
    expect(boughtTexts(list)).toEqual(['Flour — 200 g + 240 ml · Mon, Tue']);
    expect(list.aisles[0]!.lines[0]!.approx).toBe(false);
    expect(list.unmet).toBe(true);
  });

  it('says nothing is left apart when everything met', () => {
    expect(listFor([['1 cup flour'], ['200 g flour']]).unmet).toBe(false);
  });

  it('does not mark a line whose amounts were all one kind', () => {
    expect(listFor([['1 cup milk'], ['200 ml milk']]).aisles[0]!.lines[0]!.approx).toBe(false);
  });
});

// "2 onions" meet "150 g onion" through the weight of a medium onion, and say so.
describe('counts', () => {
  it.each<[string, DaysWritten, string[]]>([
    ['eggs', [['2 eggs'], ['3 eggs']], ['Eggs — 5 · Mon, Tue']],
    ['one egg a day', [['1 egg'], ['1 egg']], ['Eggs — 2 · Mon, Tue']],
    ['a single egg', [['1 egg']], ['Egg — 1 · Mon']],
    ['large eggs and eggs', [['2 large eggs'], ['2 eggs, beaten']], ['Eggs — 4 · Mon, Tue']],
    ['half a lemon is a lemon to buy', [['½ lemon']], ['Lemon — 1 · Mon']],
    ['two halves of an onion are one onion', [['½ onion'], ['½ onion']], ['Onion — 1 · Mon, Tue']],
    ['one and a half onions are two to buy', [['1 onion'], ['½ onion']], ['Onions — 2 · Mon, Tue']],
    ['cloves', [['2 cloves garlic'], ['3 cloves garlic']], ['Garlic — 5 cloves · Mon, Tue']],
    ['a can and a tin', [['1 can chickpeas'], ['1 tin chickpeas']], ['Chickpeas — 2 cans · Mon, Tue']],
    ['one can', [['1 can chickpeas']], ['Chickpeas — 1 can · Mon']],
    ['bunches', [['1 bunch coriander'], ['1 bunch coriander']], ['Coriander — 2 bunches · Mon, Tue']],
    ['count words written as words and as numbers', [['Eggs — 4'], ['2 eggs']], ['Eggs — 6 · Mon, Tue']],
  ])('%s', (_, days, texts) => {
    expect(boughtTexts(listFor(days))).toEqual(texts);
  });

  it.each<[string, DaysWritten, RegExp]>([
    ['onions with grams of onion', [['2 onions'], ['150 g onion']], /^Onions? — ≈ [34][0-9]0 g · Mon, Tue$/],
    ['eggs with grams of egg', [['2 eggs'], ['100 g egg']], /^Eggs — ≈ 190 g · Mon, Tue$/],
    ['cloves with a head of garlic', [['2 cloves garlic'], ['1 head garlic']], /^Garlic — ≈ 40 g · Mon, Tue$/],
    ['carrots with grams of carrot', [['2 carrots'], ['200 g carrots']], /^Carrots — ≈ 3[0-9]0 g · Mon, Tue$/],
  ])('%s meet through USDA portions', (_, days, text) => {
    const list = listFor(days);
    expect(boughtTexts(list)).toEqual([expect.stringMatching(text)]);
    expect(list.aisles[0]!.lines[0]!.approx).toBe(true);
  });

  it('keeps a count and a weight apart while the food table has not loaded', () => {
    expect(boughtTexts(listFor([['2 onions'], ['150 g onion']], [], 'metric', null))).toEqual(['Onions — 150 g + 2 · Mon, Tue']);
  });
});

// A range is bought at its upper end: short at the shop means going back.
describe('ranges', () => {
  it.each<[string, DaysWritten, string[]]>([
    ['a range of spoons', [['2-3 tbsp soy sauce']], ['Soy sauce — 3 tbsp · Mon']],
    ['a range and an amount', [['2-3 tbsp soy sauce'], ['1 tbsp soy sauce']], ['Soy sauce — 4 tbsp · Mon, Tue']],
    ['a range and an amount into a jug', [['3-4 tbsp soy sauce'], ['1 tbsp soy sauce']], ['Soy sauce — 80 ml · Mon, Tue']],
    ['a range of grams', [['100-150 g feta']], ['Feta — 150 g · Mon']],
    ['a range written with "to"', [['2 to 3 eggs']], ['Eggs — 3 · Mon']],
    ['a range of counts on two days', [['1-2 onions'], ['2-3 onions']], ['Onions — 5 · Mon, Tue']],
    ['a range with an en dash', [['200–250 ml milk']], ['Milk — 250 ml · Mon']],
    ['a range of cloves', [['2-3 cloves garlic'], ['2 cloves garlic']], ['Garlic — 5 cloves · Mon, Tue']],
    ['a range of cups in US units', [['1-1½ cups milk']], ['Milk — 1½ cups · Mon']],
  ])('%s', (_, days, texts) => {
    expect(boughtTexts(listFor(days, [], days.flat().some((line) => line.includes('cups')) ? 'us' : 'metric'))).toEqual(texts);
  });
});

// What a cook adds by taste, or only at the table, is on the list to see but never added up.
describe('to taste and to serve', () => {
  it.each<[string, DaysWritten, string[], string[]]>([
    ['to serve', [['Parmesan, to serve']], [], ['Parmesan — to serve · Mon']],
    ['to taste', [['Chilli flakes, to taste']], [], ['Chilli flakes — to taste · Mon']],
    ['to taste on two days', [['Chilli flakes, to taste'], ['Chilli flakes, to taste']], [], ['Chilli flakes — to taste · Mon, Tue']],
    ['for serving', [['Crusty bread, for serving']], [], ['Crusty bread — to serve · Mon']],
    ['to garnish', [['Coriander leaves, to garnish']], [], ['Coriander leaves — to garnish · Mon']],
    ['optional', [['1 tsp chilli flakes (optional)']], [], ['Chilli flakes — 1 tsp optional · Mon']],
    ['an amount to serve', [['1 lemon, cut into wedges, to serve']], [], ['Lemon — 1 to serve · Mon']],
    ['a pinch', [['A pinch of nutmeg']], [], ['Nutmeg — a pinch · Mon']],
    ['a handful is a count', [['A handful of basil']], ['Basil — 1 handful · Mon'], []],
    ['a pinch counted', [['1 pinch nutmeg']], [], ['Nutmeg — a pinch · Mon']],
    ['no amount at all', [['Fresh coriander']], [], ['Fresh coriander — no amount given · Mon']],
    ['beside an amount of the same food', [['50 g parmesan'], ['Parmesan, to serve']], ['Parmesan — 50 g · Mon'], ['Parmesan — to serve · Tue']],
    ['to serve, when the visitor has it', [['Parmesan, to serve']], [], []],
  ])('%s', (name, days, bought, listed) => {
    const list = listFor(days, name.includes('visitor has it') ? ['parmesan'] : []);
    expect(boughtTexts(list)).toEqual(bought);
    expect(list.listed.map((line) => line.text)).toEqual(listed);
  });
});

// Names are read as "What you have" reads them.
describe('names: case, plurals and other names for one food', () => {
  it.each<[string, DaysWritten, string[]]>([
    ['case', [['100 g Cheddar'], ['100 g cheddar']], ['Cheddar — 200 g · Mon, Tue']],
    ['capitals', [['100 g CHEDDAR'], ['100 g cheddar']], ['CHEDDAR — 200 g · Mon, Tue']],
    ['plural and singular', [['1 tomato'], ['2 tomatoes']], ['Tomatoes — 3 · Mon, Tue']],
    ['plural in -ies', [['100 g cherries'], ['100 g cherry']], ['Cherries — 200 g · Mon, Tue']],
    ['spring onion and scallion', [['2 spring onions'], ['3 scallions']], ['Spring onions — 5 · Mon, Tue']],
    ['one scallion, then spring onions', [['1 scallion'], ['2 spring onions']], ['Spring onions — 3 · Mon, Tue']],
    ['scallions first', [['2 scallions'], ['1 spring onion']], ['Scallions — 3 · Mon, Tue']],
    ['a name of two words as written', [['2 pak choi'], ['2 pak choi']], ['Pak choi — 4 · Mon, Tue']],
    ['a word whose plural would be a guess', [['1 chilli'], ['1 chilli']], ['Chilli — 2 · Mon, Tue']],
    ['a capitalised name', [['Onion — 2'], ['Onion — 3']], ['Onions — 5 · Mon, Tue']],
    ['courgette and zucchini', [['1 courgette'], ['1 zucchini']], ['Courgettes — 2 · Mon, Tue']],
    ['aubergine and eggplant', [['1 aubergine'], ['1 eggplant']], ['Aubergines — 2 · Mon, Tue']],
    ['coriander and cilantro', [['1 bunch coriander'], ['1 bunch cilantro']], ['Coriander — 2 bunches · Mon, Tue']],
    ['prawns and shrimp', [['200 g prawns'], ['100 g shrimp']], ['Prawns — 300 g · Mon, Tue']],
    ['rocket and arugula', [['50 g rocket'], ['50 g arugula']], ['Rocket — 100 g · Mon, Tue']],
    ['chickpeas and garbanzo beans', [['1 can chickpeas'], ['1 can garbanzo beans']], ['Chickpeas — 2 cans · Mon, Tue']],
    ['fresh and plain', [['20 g fresh basil'], ['10 g basil']], ['Basil — 30 g · Mon, Tue']],
    ['chopped and plain', [['2 tbsp chopped fresh parsley'], ['1 tbsp parsley']], ['Parsley — 3 tbsp · Mon, Tue']],
    ['a food whose name starts as a preparation does', [['1 can chopped tomatoes'], ['2 tomatoes']], ['Tomatoes — 2 · Tue', 'Chopped tomatoes — 1 can · Mon']],
    ['a preparation after a comma', [['100 g cheddar, grated'], ['100 g cheddar, sliced']], ['Cheddar — 200 g · Mon, Tue']],
    ['a part\'s name behind', [['10 g basil leaves'], ['10 g basil']], ['Basil leaves — 20 g · Mon, Tue']],
    ['cheddar cheese and cheddar', [['100 g cheddar cheese'], ['100 g cheddar']], ['Cheddar cheese — 200 g · Mon, Tue']],
    ['two foods stay two lines', [['100 g cheddar'], ['100 g mozzarella']], ['Cheddar — 100 g · Mon', 'Mozzarella — 100 g · Tue']],
    ['cherry tomatoes are not tomatoes to buy', [['2 tomatoes'], ['200 g cherry tomatoes']], ['Cherry tomatoes — 200 g · Tue', 'Tomatoes — 2 · Mon']],
    ['red onion is not onion to buy', [['1 onion'], ['1 red onion']], ['Onion — 1 · Mon', 'Red onion — 1 · Tue']],
    ['accents', [['100 g crème fraîche'], ['100 g creme fraiche']], ['Crème fraîche — 200 g · Mon, Tue']],
  ])('%s', (_, days, texts) => {
    expect(boughtTexts(listFor(days))).toEqual(texts);
  });
});

// The recipe's own shopping list leaves off salt, pepper, cooking oil and water: so does the week's.
describe('kitchen staples', () => {
  it.each<[string, DaysWritten, string[]]>([
    ['salt', [['1 tsp salt'], ['Salt, to taste']], ['Salt']],
    ['pepper', [['Freshly ground black pepper']], ['Freshly ground black pepper']],
    ['olive oil', [['2 tbsp olive oil'], ['1 tbsp olive oil']], ['Olive oil']],
    ['water', [['500 ml water']], ['Water']],
    ['salt and pepper on one line', [['Salt and pepper, to taste']], ['Salt and pepper']],
  ])('leaves %s off the list and names it', (_, days, staples) => {
    const list = listFor(days);
    expect(boughtTexts(list)).toEqual([]);
    expect(list.listed).toEqual([]);
    expect(list.staples).toEqual(staples);
  });

  it('keeps an oil that is no staple on the list', () => {
    expect(boughtTexts(listFor([['1 tbsp sesame oil']]))).toEqual(['Sesame oil — 1 tbsp · Mon']);
  });
});

// Host lines count a shopper's way: packs, a counted word after the food, the zest and juice of one fruit.
describe('counting as a shopper counts', () => {
  it.each<[string, DaysWritten, string[]]>([
    ['a tin with its weight in brackets', [['1 (400 g) tin chopped tomatoes'], ['1 can chopped tomatoes']], ['Chopped tomatoes — 2 cans · Mon, Tue']],
    ['tins counted with their weight', [['2 x 400g tins chickpeas, drained']], ['Chickpeas — 2 cans · Mon']],
    ['a jar', [['1 (190 g) jar pesto']], ['Pesto — 1 jar · Mon']],
    ['a counted word after the food', [['3 garlic cloves, minced'], ['2 cloves garlic']], ['Garlic — 5 cloves · Mon, Tue']],
    ['the zest and the juice of one lemon', [['Zest of 1 lemon', 'Juice of 1 lemon']], ['Lemon — 1 · Mon']],
    ['zest and juice in one line', [['Zest and juice of 1 lime']], ['Lime — 1 · Mon']],
    ['the juice of two and the zest of one', [['Juice of 2 lemons', 'Zest of 1 lemon']], ['Lemons — 2 · Mon']],
    ['the juice of a lemon on two days', [['Juice of 1 lemon'], ['Juice of 1 lemon']], ['Lemons — 2 · Mon, Tue']],
    ['a lemon and the juice of another', [['1 lemon, cut into wedges', 'Juice of 1 lemon']], ['Lemons — 2 · Mon']],
    ['a small bunch', [['A small bunch of parsley, chopped'], ['1 bunch parsley']], ['Parsley — 2 bunches · Mon, Tue']],
  ])('%s', (_, days, texts) => {
    expect(boughtTexts(listFor(days))).toEqual(texts);
  });
});
