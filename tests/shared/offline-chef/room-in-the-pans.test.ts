import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../../shared/offline-chef/recipe-writer.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

// Every pan, pot and tray holds what goes in it, read from the markdown as a cook reads it: a sauce
// cooked in rounds comes together in one pot that holds it, a frittata's pans hold its filling,
// vegetables and all, and a tray takes about a kilogram spread in one layer.

const PROOF = 'p'.repeat(43);
const WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const PIECE_GRAMS = 150;

const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line));

function written(list: readonly string[], servings: number, kind?: AdjustKind, units: Units = 'metric'): string {
  const recipe = writeRecipe(list, { servings, units });
  return kind === undefined ? recipe : writeRecipe(list, { servings, units, change: { kind, recipe, proof: PROOF } });
}

/** Grams of the listed items named by `name`: weighed ones as they are, counted ones (an onion) by the piece. */
function gramsOf(markdown: string, name: RegExp): number {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('- ') && name.test(line.split(' — ')[0]!))
    .reduce((grams, line) => {
      const [, amount, unit] = / — ([\d.]+) ?(kg|g)?(?: \(|$)/.exec(line) ?? [];
      if (amount === undefined) return grams;
      return grams + Number(amount) * (unit === 'kg' ? 1000 : unit === 'g' ? 1 : PIECE_GRAMS);
    }, 0);
}

describe('a sauce cooked in rounds comes together in one pot that holds it', () => {
  const bolognese = ['beef mince', 'onion', 'tinned tomatoes', 'spaghetti', 'garlic', 'parmesan'];
  it.each<[string[], AdjustKind | undefined, Units]>([
    [bolognese, undefined, 'metric'],
    [bolognese, undefined, 'us'],
    [bolognese, 'quicker', 'metric'],
    [bolognese, 'spicier', 'us'],
    [['Beef mince', 'Spaghetti', 'Tomatoes'], undefined, 'metric'],
  ])('%j made %s for 12 (%s)', (list, kind, units) => {
    const recipe = written(list, 12, kind, units);
    const steps = stepsOf(recipe).join('\n');
    expect(steps).toMatch(/in two rounds/);
    // Round one's mince has somewhere to go while round two browns, and the tomatoes and the pasta
    // meet it there: about 7 kg in all, which no frying pan holds.
    expect(steps).not.toMatch(/low oven/);
    const gathered = steps.indexOf('into a large, wide casserole');
    expect(gathered, steps).toBeGreaterThan(0);
    const after = steps.slice(gathered);
    expect(after).not.toMatch(/frying pans?\b/);
    if (/^- (?:Tinned|Canned) tomatoes/m.test(recipe)) expect(after).toMatch(/(?:tinned|canned) tomatoes into the casserole/);
    expect(after).toMatch(/(?:spaghetti|it) into the casserole/);
  });

  it('keeps the sauce for four in its frying pan', () => {
    const steps = stepsOf(written(bolognese, 4)).join('\n');
    expect(steps).not.toMatch(/casserole/);
    expect(steps).toMatch(/into the frying pan\b/);
  });
});

describe("a frittata's pans hold its filling, vegetables included", () => {
  // What sets under the eggs; leaves wilt on top to a fraction of their weight in a minute.
  const FILLING = /mushroom|onion|potato|tomato|pepper|courgette|chicken|beef|bacon/i;
  it.each<[string[], number, AdjustKind | undefined]>([
    [['16 eggs', 'mushrooms', 'spinach', 'onion'], 12, undefined],
    [['eggs', 'mushrooms', 'spinach', 'onion'], 8, undefined],
    [['eggs', 'mushrooms', 'spinach', 'onion'], 8, 'quicker'],
    [['eggs', 'bacon', 'bread', 'tomatoes', 'mushrooms'], 12, 'vegetarian'],
    [['Eggs', 'Potatoes', 'Onion', 'Cheese'], 12, undefined],
    [['Eggs', 'Potatoes', 'Onion', 'Cheese'], 6, undefined],
  ])('%j for %i, made %s: about 600 g in each pan at a time', (list, servings, kind) => {
    const recipe = written(list, servings, kind);
    const steps = stepsOf(recipe).join('\n');
    expect(steps).toMatch(/egg mixture/);
    const rounds = WORDS[/cook what goes in them in (\w+) rounds/.exec(steps)?.[1] ?? ''] ?? 1;
    const pans = /use two/.test(steps) ? 2 : 1;
    // Within a tenth: amounts are rounded as a cook measures them.
    expect(gramsOf(recipe, FILLING) / (pans * rounds), steps).toBeLessThanOrEqual(600 * 1.1);
  });
});

describe('a traybake spreads about a kilogram on each tray', () => {
  it.each<[string[], number]>([
    // 1.2 kg of potatoes and mushrooms: two trays, not one.
    [['beef steak', 'potatoes', 'mushrooms', 'butter', 'garlic'], 4],
    [['Salmon', 'Potatoes', 'Dill'], 12],
    [['pork chops', 'potatoes', 'apples', 'onion'], 4],
  ])('%j for %i', (list, servings) => {
    const recipe = written(list, servings);
    const steps = stepsOf(recipe).join('\n');
    const trays = WORDS[/over (\w+) large baking trays/.exec(steps)?.[1] ?? ''] ?? 1;
    // What roasts on the trays: the steak strips are seared in a pan.
    const roasting = gramsOf(recipe, /potato|mushroom|salmon|pork|apple|onion/i);
    expect(roasting / trays, steps).toBeLessThanOrEqual(1000 * 1.15);
  });
});

describe('fried eggs go into the pans a few at a time', () => {
  it.each<[string[], number, AdjustKind | undefined]>([
    [['eggs', 'lettuce', 'tomatoes', 'cucumber', 'bread'], 12, undefined],
    [['eggs', 'lettuce', 'tomatoes', 'cucumber', 'bread'], 12, 'quicker'],
    [['eggs', 'bacon', 'bread', 'tomatoes', 'mushrooms'], 12, undefined],
    [['eggs', 'lettuce', 'tomatoes', 'cucumber', 'bread'], 2, undefined],
  ])('%j for %i, made %s: about four eggs to a large pan at a time', (list, servings, kind) => {
    const recipe = written(list, servings, kind);
    const eggs = Number(/^- Eggs — (\d+)/m.exec(recipe)?.[1] ?? 0);
    const steps = stepsOf(recipe).join('\n');
    const fried = steps.split('\n').find((step) => /[Cc]rack the eggs/.test(step));
    if (fried === undefined) return;
    const pans = /into the pans|into both pans/.test(fried) ? 2 : 1;
    const rounds = 1 + (WORDS[/the rest of the eggs the same way in (\w+) more rounds?/.exec(fried)?.[1] ?? ''] ?? (/the rest of the eggs the same way in one more round/.test(fried) ? 1 : 0));
    expect(eggs / (pans * rounds), fried).toBeLessThanOrEqual(4);
  });
});
