import { describe, expect, it } from 'vitest';
import { readEntry } from '../../shared/ingredients/read-entry.ts';
import { foodNameRows, foreignFood } from '../../shared/ingredients/food-names.ts';
import { findExactIngredient, findIngredient } from '../../shared/ingredients/pantry-knowledge.ts';
import { nearWords, vocabulary } from '../../shared/ingredients/near-words.ts';

// What a visitor types, read as the food they mean: by a slip of the keyboard, in another
// language, with an amount in front; and what cannot be read for sure, read as no food at all.

const foodOf = (typed: string) => readEntry(typed).food?.name;

describe('readEntry', () => {
  it.each([
    ['chiken', 'chicken'],
    ['brocolli', 'broccoli'],
    ['spagetti', 'spaghetti'],
    ['peper', 'black pepper'],
    ['chicekn', 'chicken'],
    ['garllic', 'garlic'],
    ['spinnach', 'spinach'],
    ['bazil', 'basil'],
    ['chiken breasts', 'chicken'],
    ['chiken stock', 'chicken stock'],
    ['fresh chiken', 'chicken'],
    // "Canned" leaves a name the same food only where the whole name is none: canned tomatoes are no tomatoes.
    ['anned tomatoes', 'canned tomatoes'],
  ])('reads the slip %j as %j', (typed, food) => {
    expect(foodOf(typed)).toBe(food);
    expect(readEntry(typed).by).toBe('corrected');
  });

  it.each([
    ['brocoli', 'broccoli'],
    ['fresh brocoli', 'broccoli'],
    ['tomatoe', 'tomato'],
    ['Spaghetti', 'spaghetti'],
  ])('reads %j as %j', (typed, food) => {
    expect(foodOf(typed)).toBe(food);
  });

  it.each([
    ['pollo', 'chicken'],
    ['Hähnchen', 'chicken'],
    ['Hühnchen', 'chicken'],
    ['poulet', 'chicken'],
    ['frango', 'chicken'],
    ['arroz', 'rice'],
    ['Reis', 'rice'],
    ['riz', 'rice'],
    ['riso', 'rice'],
    ['ajo', 'garlic'],
    ['Knoblauch', 'garlic'],
    ['ail', 'garlic'],
    ['aglio', 'garlic'],
    ['alho', 'garlic'],
    ['cebolla', 'onion'],
    ['Zwiebel', 'onion'],
    ['oignon', 'onion'],
    ['cipolla', 'onion'],
    ['cebola', 'onion'],
    ['Sojasauce', 'soy sauce'],
    ['salsa de soja', 'soy sauce'],
    ['tomate', 'tomato'],
    ['Süßkartoffel', 'sweet potato'],
    ['Süsskartoffel', 'sweet potato'],
    ['œufs', 'egg'],
    ['pechuga de pollo', 'chicken'],
    ['peperoni', 'bell pepper'],
  ])('reads %j, the name in another language, as %j', (typed, food) => {
    expect(foodOf(typed)).toBe(food);
  });

  it('writes a food typed in another language by its English name', () => {
    expect(readEntry('Pollo').name).toBe('chicken');
    expect(readEntry('Hähnchenbrust').name).toBe('chicken breast');
  });

  it.each([
    ['2 eggs', '2', 'eggs', 'egg'],
    ['200g minced beef', '200g', 'minced beef', 'ground beef'],
    ['2 chicken breasts', '2', 'chicken breasts', 'chicken'],
    ['1 kg potatoes', '1 kg', 'potatoes', 'potato'],
    ['half a cabbage', 'half a', 'cabbage', 'cabbage'],
    ['a handful of spinach', 'a handful', 'spinach', 'spinach'],
    ['Chicken', undefined, 'Chicken', 'chicken'],
  ])('reads %j as an amount, %j, and a food, %j', (typed, amount, name, food) => {
    const read = readEntry(typed);
    expect([read.amount, read.name, read.food?.name]).toEqual([amount, name, food]);
    expect(read.typed).toBe(typed);
  });

  it.each([
    // One letter from pollock, but Spanish and Italian for chicken: never the fish.
    ['pollo', 'chicken'],
    ['Pollock', 'cod'],
    ['pepperoni', 'salami'],
    // The doubled letter one place off, in a word of four.
    ['egss', 'egg'],
  ])('reads %j as %j, not a food one letter away', (typed, food) => {
    expect(foodOf(typed)).toBe(food);
  });

  it.each([
    'xyzzy',
    // Real words one wrong letter from a food: never read as it.
    'port',
    'soda',
    // A word in front that makes another food: not "pork jelly".
    'pork belly',
    // A wrong first letter: no hake.
    'cakes',
    // Too short to tell a slip from another word.
    'ric',
    // A name two languages give two foods (a potato in Portuguese, a sweet potato in Spanish).
    'batata',
    // Salt cod must soak for a day: no food the chef cooks from its name alone.
    'bacalhau',
  ])('reads %j as no food it knows', (typed) => {
    expect(readEntry(typed).food).toBeUndefined();
  });

  it.each([
    // One letter from peas, pecans and beans.
    'peans',
    // One letter from basil and from bagel.
    'basel',
  ])('leaves %j, a slip that could mean two foods, unread', (typed) => {
    expect(readEntry(typed).food).toBeUndefined();
  });
});

describe('nearWords', () => {
  const vocab = vocabulary(['chicken', 'garlic', 'pollock', 'pork', 'beef', 'eggs']);
  it.each([
    ['chiken', ['chicken']],
    ['chickken', ['chicken']],
    ['chikcen', ['chicken']],
    ['chocken', ['chicken']],
    ['garlik', ['garlic']],
    ['chicken', []],
    ['pollo', []],
    ['port', []],
    ['bork', []],
    ['beeg', []],
    ['bef', []],
    ['beeef', ['beef']],
    // A doubled letter one place off ("bbef", "beff"), from four letters; a wrong letter needs five.
    ['bbef', ['beef']],
    ['beff', ['beef']],
    ['egss', ['eggs']],
    ['pprk', []],
  ])('finds the known words one slip from %j: %j', (word, near) => {
    expect(nearWords(word, vocab)).toEqual(near);
  });
});

describe('the table of foods in other languages', () => {
  const rows = foodNameRows();

  it('names at least 300 foods, each in Spanish, German, French, Italian and Portuguese where a name is sure', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.every(({ names }) => names.length === 5)).toBe(true);
    const inAll = rows.filter(({ names }) => names.every((column) => column.length > 0));
    expect(inAll.length).toBeGreaterThanOrEqual(280);
  });

  it("maps each food to a name of the pantry table's, read as that food", () => {
    const unknown = rows.filter(({ food }) => findExactIngredient(food) === undefined).map(({ food }) => food);
    expect(unknown).toEqual([]);
  });

  it('gives no name to two foods', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { food, names } of rows) {
      for (const name of names.flat()) {
        const before = seen.get(name.toLowerCase());
        const same = before === undefined || findIngredient(before) === findIngredient(food);
        if (!same) clashes.push(`${name}: ${before} or ${food}`);
        seen.set(name.toLowerCase(), food);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('reads every name it gives as its food, unless English gives the name to another food', () => {
    const misread = rows.flatMap(({ food, names }) =>
      names.flat().filter((name) => findExactIngredient(name) === undefined && findIngredient(foreignFood(name) ?? '') !== findIngredient(food)),
    );
    expect(misread).toEqual([]);
  });
});
