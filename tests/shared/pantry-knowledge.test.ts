import { describe, expect, it } from 'vitest';
import { allIngredients, findIngredient, knownIngredientNames } from '../../shared/ingredients/pantry-knowledge.ts';

describe('findIngredient', () => {
  it.each([
    ['Tomato', 'tomato'],
    ['TOMATOES', 'tomato'],
    ['  tomato \t', 'tomato'],
    ['Potatoes', 'potato'],
    ['berries', 'mixed berries'],
    ['Strawberries', 'strawberry'],
    ['bay leaves', 'bay leaf'],
    ['peaches', 'peach'],
    ['chillies', 'chili'],
    ['chickpea', 'chickpeas'],
  ])('reads %j, whatever its case or number, as %j', (typed, name) => {
    expect(findIngredient(typed)?.name).toBe(name);
  });

  it.each([
    ['scallion', 'green onion'],
    ['Spring onions', 'green onion'],
    ['green onion', 'green onion'],
    ['courgette', 'zucchini'],
    ['zucchini', 'zucchini'],
    ['Aubergine', 'eggplant'],
    ['eggplant', 'eggplant'],
    ['coriander', 'cilantro'],
    ['cilantro', 'cilantro'],
    ['garbanzo beans', 'chickpeas'],
    ['prawns', 'shrimp'],
    ['rocket', 'arugula'],
    ['peppers', 'bell pepper'],
    ['pepper', 'black pepper'],
  ])('knows %j by its other name, %j', (typed, name) => {
    expect(findIngredient(typed)?.name).toBe(name);
  });

  it.each([
    ['jalapeño', 'jalapeno'],
    ['Crème fraîche', 'creme fraiche'],
    ['fresh basil', 'basil'],
    ['basil leaves', 'basil'],
    ['salmon fillets', 'salmon'],
    ['boneless chicken thighs', 'chicken'],
  ])('looks past accents and extra words in %j', (typed, name) => {
    expect(findIngredient(typed)?.name).toBe(name);
  });

  it.each(['Zorblax', '', '   ', 'knives', 'kitchen sink'])('knows nothing of %j', (typed) => {
    expect(findIngredient(typed)).toBeUndefined();
  });

  it('finds every entry by its own name and by each synonym, so no name is claimed twice', () => {
    const misread = allIngredients().flatMap((entry) =>
      [entry.name, ...entry.synonyms].filter((name) => findIngredient(name) !== entry).map((name) => `${name} -> ${findIngredient(name)?.name}`),
    );
    expect(misread).toEqual([]);
  });
});

describe('the knowledge base', () => {
  it('holds at least 200 ingredients', () => {
    expect(allIngredients().length).toBeGreaterThanOrEqual(200);
  });

  it('says how to handle each ingredient: a cook time that makes sense and a measurable amount', () => {
    const units = new Set(['', 'g', 'ml', 'tsp', 'tbsp', 'clove', 'slice', 'stalk', 'sprig', 'leaf', 'pinch', 'pack']);
    const odd = allIngredients().filter(
      (entry) =>
        !units.has(entry.unit) ||
        !(entry.perServing >= 0) ||
        (entry.cook !== undefined && !(entry.cook.minutes > 0 && entry.cook.until !== '')) ||
        (entry.prep.includes('%') && entry.prep.indexOf('%') !== entry.prep.lastIndexOf('%')),
    );
    expect(odd.map((entry) => entry.name)).toEqual([]);
  });
});

describe('knownIngredientNames', () => {
  it('lists each canonical name once, sorted, for suggestions', () => {
    const names = knownIngredientNames();
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['green onion', 'zucchini', 'eggplant', 'chickpeas', 'cilantro']));
  });
});
