import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { eggsCooked, type EggWay } from '../../../shared/offline-chef/safe-cooking.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';
import { DISH_LISTS } from '../../support/offline-chef-lists.ts';

// A cook acts on every time the built-in chef writes: poultry, mince, pork, fish and eggs never
// cook for less than makes them safe, in any version, Quicker included, and the recipe says how to
// tell where their cooking ends.
// Read from the markdown alone, as a visitor reads it.

/** The foods that need a safe time, as a list names them (and a US recipe: "ground beef"); the least minutes in a pan; the words of their check. */
const NEEDS: readonly [typed: string, word: RegExp, minutes: number, inside: RegExp][] = [
  ['Chicken thighs', /chicken thighs/, 6, /74 °C|165 °F/],
  ['Chicken', /chicken/, 6, /74 °C|165 °F/],
  ['Turkey mince', /turkey mince|ground turkey/, 6, /74 °C|165 °F/],
  ['Beef mince', /beef mince|ground beef/, 6, /71 °C|160 °F/],
  ['Pork mince', /pork mince|ground pork/, 6, /71 °C|160 °F/],
  ['Sausages', /sausages/, 8, /74 °C|165 °F/],
  ['Pork chops', /pork chops/, 5, /63 °C|145 °F/],
  ['Salmon', /salmon/, 4, /63 °C|145 °F/],
  ['Cod', /cod/, 4, /63 °C|145 °F/],
  ['Prawns', /prawns|shrimp/, 3, /63 °C|145 °F/],
  // Raw meat the chef has no line for: cooked like the nearest it knows, never just heated through.
  ['Chicken drumsticks', /chicken drumsticks/, 35, /74 °C|165 °F/],
  ['Chicken livers', /chicken livers/, 6, /74 °C|165 °F/],
  ['Burgers', /burgers/, 10, /74 °C|165 °F/],
  ['Pork belly', /pork belly/, 5, /63 °C|145 °F/],
  ['Rabbit', /rabbit/, 6, /74 °C|165 °F/],
  // Whole cuts of beef and lamb, a duck breast kept whole, and fresh tuna.
  ['Steak', /steak/, 4, /63 °C|145 °F/],
  ['Lamb', /lamb/, 5, /63 °C|145 °F/],
  ['Duck breast', /duck breast/, 12, /74 °C|165 °F/],
  ['Fresh tuna', /fresh tuna/, 6, /63 °C|145 °F/],
];
const OTHERS = ['Rice', 'Garlic', 'Spinach', 'Lemon', 'Noodles', 'Broccoli', 'Onion', 'Potatoes', 'Peppers', 'Tomatoes', 'Spaghetti', 'Lentils', 'Carrots', 'Soy sauce', 'Tortillas', 'Eggs'];
const CHANGES: readonly (AdjustKind | undefined)[] = [undefined, 'quicker', 'spicier', 'milder', 'no-oven', 'one-pot'];
const PROOF = 'p'.repeat(43);

const stepsOf = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => line.replace(/^\d+\. /, '').toLowerCase());

/**
 * The minutes a step's pan gives `word`, from the sentence it goes in: its own "for N minutes",
 * then each "for N minutes more" of what goes in after it in that sentence. Undefined when the step
 * does not put it in a pan with a time (it is prepared, served or named only).
 */
function panMinutes(step: string, word: RegExp): number | undefined {
  for (const sentence of step.split(/(?<=\.)\s+/)) {
    const at = sentence.search(new RegExp(`(?:add|cook|fry|stir-fry|brown) the [^.]*?\\b(?:${word.source})\\b[^.]*? and [\\w-]+ for (\\d+)(?:[–-](\\d+))? minutes?`));
    if (at < 0) continue;
    const rest = sentence.slice(at);
    const own = /for (\d+)(?:[–-](\d+))? minutes?/.exec(rest)!;
    let minutes = Number(own[1]);
    for (const more of rest.slice(own.index + own[0].length).matchAll(/for (\d+)(?:[–-](\d+))? minutes? more/g)) minutes += Number(more[1]);
    return minutes;
  }
  return undefined;
}

describe('safe times in every version the built-in chef writes', () => {
  it('cooks poultry, mince, pork and fish for at least their safe time and says how to tell they are done', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...NEEDS),
        fc.shuffledSubarray(OTHERS, { minLength: 3, maxLength: 4 }),
        fc.constantFrom(...CHANGES),
        fc.constantFrom<Units>('metric', 'us'),
        ([typed, word, least, inside], others, kind, units) => {
          const list = [typed, ...others];
          const recipe = writeRecipe(list, { units });
          const version = kind ? writeRecipe(list, { units, change: { kind, recipe, proof: PROOF } }) : recipe;
          const steps = stepsOf(version);
          for (const [index, step] of steps.entries()) {
            const minutes = panMinutes(step, word);
            if (minutes === undefined) continue;
            checked += 1;
            expect(minutes, `${kind ?? 'first'} version of ${list.join(', ')}: ${step}`).toBeGreaterThanOrEqual(least);
            // Said in that step, or in a later one where its cooking ends (a pan roast browns once the lid is off).
            expect(steps.slice(index).join('\n'), `${kind ?? 'first'} version of ${list.join(', ')}`).toMatch(new RegExp(inside.source, 'i'));
          }
        },
      ),
      { numRuns: 400 },
    );
    // Enough of the recipes put the food in a pan for the check to mean something.
    expect(checked).toBeGreaterThan(150);
  });

  it('never lets Quicker shorten the chicken of the recipe it changes below its safe time', () => {
    const list = ['Chicken thighs', 'Rice', 'Garlic', 'Spinach', 'Lemon'];
    const recipe = writeRecipe(list);
    const quicker = writeRecipe(list, { change: { kind: 'quicker', recipe, proof: PROOF } });
    const step = stepsOf(quicker).find((one) => panMinutes(one, /chicken thighs/) !== undefined)!;
    expect(panMinutes(step, /chicken thighs/)).toBeGreaterThanOrEqual(6);
    expect(step).toContain('the chicken thighs are done at 74 °c in the middle, with no pink left.');
  });
});

// Eggs the same way: however a dish cooks them (scrambled, fried, boiled, set in a sauce or an
// omelette), for at least the least time that way takes, until no runny egg is left, with the
// temperature that makes them safe in the recipe's units; a bake says how to tell it is baked through.

/** Lists whose dishes cook eggs every way the chef knows, with the everyday lists, each given eggs. */
const EGG_LISTS: readonly string[][] = [
  ...DISH_LISTS.map((list) => (list.includes('Eggs') ? list : [...list, 'Eggs'])),
  ['Eggs', 'Rice', 'Peas', 'Soy sauce', 'Ginger'],
  ['Chicken', 'Noodles', 'Broccoli', 'Garlic', 'Soy sauce', 'Eggs'],
  ['Eggs', 'Noodles', 'Broccoli', 'Soy sauce'],
  ['Eggs', 'Tortillas', 'Peppers', 'Onion'],
  ['Eggs', 'Bread', 'Bacon'],
  ['Eggs', 'Lettuce', 'Tomatoes', 'Cucumber'],
  ['Eggs', 'Chickpeas', 'Coconut milk', 'Spinach', 'Rice', 'Curry paste'],
  ['Spaghetti', 'Eggs', 'Parmesan', 'Bacon'],
  ['Eggs', 'Spinach', 'Cheese', 'Tomatoes'],
  ['Flour', 'Sugar', 'Butter', 'Eggs', 'Cocoa'],
];
const EVERY_CHANGE: readonly (AdjustKind | undefined)[] = [...CHANGES, 'vegetarian'];
// The least minutes each way of cooking eggs takes to set them all through, by the words of the step.
const EGG_LEAST: readonly [way: RegExp, minutes: number][] = [
  [/\bscramble\b/, 2],
  [/\btoss\b/, 2],
  [/\bfry\b/, 5],
  [/\bboil\b/, 10],
  [/\bcrack them in\b/, 10],
  [/\bcook\b/, 3],
];
const EGG_SAFE: Readonly<Record<Units, RegExp>> = { metric: /\b71 °c\b/, us: /\b160 °f\b/ };
const EGG_UNSAFE = /whites are set|just set|without scrambling|wobble|runny(?! egg left)/;

/**
 * The minutes a step gives eggs, with the words that say how they cook, for each sentence that
 * cooks them: "pour in the eggs and scramble for 2 minutes". Putting the cooked eggs back to warm
 * through ("return the chicken and eggs to the pan...") cooks nothing more.
 */
function eggMinutes(step: string): { minutes: number; least: number }[] {
  return step
    .split(/(?<=\.)\s+/)
    .filter((sentence) => /\beggs?\b|\begg mixture\b/.test(sentence) && !/^return\b/.test(sentence))
    .flatMap((sentence) => {
      const timed = /\b(?:scramble|fry|boil|cook|toss)\b[^.]*?\bfor (\d+)(?:[–-]\d+)? minutes?/.exec(sentence);
      if (!timed) return [];
      const [, least] = EGG_LEAST.find(([way]) => way.test(sentence))!;
      return [{ minutes: Number(timed[1]), least }];
    });
}

/** The recipes asking again and again for something different from a list gives: every dish it makes, first to last. */
function dishesOf(list: readonly string[], units: Units): string[] {
  const recipes: string[] = [];
  let previousTitle: string | undefined;
  for (let turn = 0; turn < 6; turn += 1) {
    const recipe = writeRecipe(list, { units, previousTitle });
    const title = recipe.split('\n')[0]!;
    if (recipes.some((one) => one.startsWith(`${title}\n`))) break;
    recipes.push(recipe);
    previousTitle = title.replace(/^## /, '');
  }
  return recipes;
}

/** Checks one version that uses eggs, and says how many of its steps cook them. */
function checkEggs(version: string, units: Units, what: string): number {
  const steps = stepsOf(version);
  const text = steps.join('\n');
  if (!/\beggs?\b/.test(text)) return 0;
  expect(text, what).not.toMatch(EGG_UNSAFE);
  expect(text, what).not.toMatch(units === 'us' ? /°c/ : /°f/);
  let cooked = 0;
  for (const [index, step] of steps.entries()) {
    for (const { minutes, least } of eggMinutes(step)) {
      cooked += 1;
      expect(minutes, `${what}: ${step}`).toBeGreaterThanOrEqual(least);
      // Said in that step, or in a later one where their cooking ends.
      expect(steps.slice(index).join('\n'), `${what}: ${step}`).toMatch(EGG_SAFE[units]);
    }
  }
  // Eggs beaten into a batter are safe once it is baked through: the recipe says how to tell.
  if (cooked === 0 && /\b(?:bake|cook over)\b/.test(text)) expect(text, what).toMatch(/skewer[^.]*comes out/);
  return cooked;
}

describe('eggsCooked', () => {
  it.each<[EggWay, Units, string]>([
    ['scramble', 'metric', 'for 2 minutes, until set, with no runny egg left (71 °C)'],
    ['scramble', 'us', 'for 2 minutes, until set, with no runny egg left (160 °F)'],
    ['sauce', 'metric', 'for 2 minutes, until the eggs thicken into a sauce that coats the pasta (71 °C)'],
    ['fry', 'us', 'for 5 minutes, until the whites and yolks are firm (160 °F)'],
    ['boil', 'metric', 'for 10 minutes, until the yolks are firm all through (71 °C)'],
    ['poach', 'us', 'for 10 minutes, until the whites and yolks are firm (160 °F)'],
  ])('says eggs cooked by %s in %s units are done %j', (way, units, said) => {
    expect(eggsCooked(way, units)).toBe(said);
  });
});

describe('eggs cooked safely in every version the built-in chef writes', () => {
  it('cooks eggs until set for at least their least time and states their safe temperature, in every dish of the lists and every change', () => {
    let checked = 0;
    for (const list of EGG_LISTS) {
      for (const units of ['metric', 'us'] as const) {
        for (const recipe of dishesOf(list, units)) {
          for (const kind of EVERY_CHANGE) {
            const version = kind ? writeRecipe(list, { units, change: { kind, recipe, proof: PROOF } }) : recipe;
            checked += checkEggs(version, units, `${kind ?? 'first'} version of ${recipe.split('\n')[0]} (${units})`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('does the same for eggs among any everyday ingredients', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(OTHERS.filter((name) => name !== 'Eggs'), { minLength: 2, maxLength: 4 }),
        fc.constantFrom(...EVERY_CHANGE),
        fc.constantFrom<Units>('metric', 'us'),
        (others, kind, units) => {
          const list = ['Eggs', ...others];
          const recipe = writeRecipe(list, { units });
          const version = kind ? writeRecipe(list, { units, change: { kind, recipe, proof: PROOF } }) : recipe;
          checkEggs(version, units, `${kind ?? 'first'} version of ${list.join(', ')}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each<[string[], Units, RegExp]>([
    [['Eggs', 'Rice', 'Peas', 'Soy sauce', 'Ginger'], 'metric', /pour the eggs into the space and scramble for 2 minutes, until set, with no runny egg left \(71 °c\)/],
    [['Eggs', 'Rice', 'Peas', 'Soy sauce', 'Ginger'], 'us', /pour the eggs into the space and scramble for 2 minutes, until set, with no runny egg left \(160 °f\)/],
    [['Chicken', 'Noodles', 'Broccoli', 'Garlic', 'Soy sauce', 'Eggs'], 'metric', /scramble for 2 minutes, until set, with no runny egg left \(71 °c\)/],
    [['Chicken', 'Noodles', 'Broccoli', 'Garlic', 'Soy sauce', 'Eggs'], 'us', /scramble for 2 minutes, until set, with no runny egg left \(160 °f\)/],
  ])('scrambles the beaten eggs of %j (%s) in every version, Quicker never for less', (list, units, said) => {
    const recipe = writeRecipe(list, { units });
    for (const kind of EVERY_CHANGE) {
      const version = kind ? writeRecipe(list, { units, change: { kind, recipe, proof: PROOF } }) : recipe;
      const text = stepsOf(version).join('\n');
      expect(text, kind).toMatch(said);
      expect(text, kind).not.toMatch(/fry the eggs|whites are set|just set/);
    }
  });
});
