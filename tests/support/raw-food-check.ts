import fc from 'fast-check';
import { expect } from 'vitest';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { readEntry } from '../../shared/ingredients/read-entry.ts';
import type { Ingredient } from '../../shared/ingredients/pantry-knowledge.ts';
import { everyVersionInBothUnits, PANTRY_NAMES } from './chef-versions.ts';

// What makes a recipe safe to eat as a food-safety officer reads it, from its markdown alone:
// every raw animal food it lists is cooked, with the temperature its inside must reach; every dry
// grain or pulse is cooked in liquid, never served dry from a bowl, a jar or a board.

/** Animal foods sold ready to eat (cured, smoked, tinned or cooked): warmed or served as they are. */
const READY: ReadonlySet<string> = new Set([
  'cooked chicken', 'ham', 'salami', 'prosciutto', 'pancetta', 'chorizo', 'smoked salmon', 'canned tuna', 'anchovies', 'crab', 'sardines', 'mackerel',
]);
// Plant proteins and cheese the table files as protein.
const NOT_ANIMAL: ReadonlySet<string> = new Set(['tofu', 'tempeh', 'seitan', 'paneer']);
// Judged done by a sign the agencies give in place of a temperature (USDA, FDA): bacon cooked crisp
// or through, shells open (and the shut ones thrown away).
const BY_SIGN: Readonly<Record<string, RegExp>> = { bacon: /\bcrisp\b|cooked through/, mussels: /\bopen\b|\bshut\b/, clams: /\bopen\b|\bshut\b/ };
const PRESERVED = /\b(?:tinned|canned|smoked|cooked)\b/i;

/** The temperature a recipe in these units states. */
const TEMPERATURE: Readonly<Record<Units, RegExp>> = { metric: /\b\d{2,3} °C\b/, us: /\b\d{2,3} °F\b/ };

/** One listed food that needs cooking, and what to call it in the checks. */
interface Listed {
  readonly name: string;
  readonly food: Ingredient;
}

/** Each ingredient line's food, as the recipe names it: "- Chicken breasts — 300 g" -> chicken breasts. */
function listed(recipe: string): Listed[] {
  const start = recipe.indexOf('### Ingredients');
  const end = recipe.indexOf('### Steps');
  if (start < 0 || end < 0) return [];
  return recipe
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) => {
      const name = line.slice(2, line.indexOf(' — ')).replace(/\s*\(to serve\)$/, '');
      const { food } = readEntry(name);
      return food ? [{ name: name.toLowerCase(), food }] : [];
    });
}

const isAnimal = ({ name, food }: Listed): boolean =>
  (food.category === 'protein' || food.category === 'seafood' || food.category === 'egg') &&
  !NOT_ANIMAL.has(food.name) &&
  !READY.has(food.name) &&
  !PRESERVED.test(name);

// Cooked already, or rolled oats, which are heat-treated before they are sold and eaten unbaked.
const READY_GRAINS: ReadonlySet<string> = new Set(['cooked rice', 'oats']);
// Meal toasted dry in a pan is cooked, as flour is heat-treated.
const TOASTED_MEAL: ReadonlySet<string> = new Set(['semolina']);
const TOASTED = /\btoast\b[^.]*\bfor ([5-9]|\d{2}) minutes\b/i;
// Sold fresh, cooked in a few minutes until they float: no dry food.
const FRESH_PASTA: ReadonlySet<string> = new Set(['gnocchi', 'ravioli']);

/** Dry grains, pasta, noodles and pulses, which are raw until cooked in liquid. */
const isDry = ({ name, food }: Listed): boolean =>
  (food.category === 'grain' && !READY_GRAINS.has(food.name)) ||
  (food.category === 'pasta' && !FRESH_PASTA.has(food.name)) ||
  food.category === 'noodle' ||
  (food.category === 'legume' && ((food.cook?.minutes ?? 0) >= 15 || /\bdried\b/.test(name)));

/** The sentences of the steps that name a food, by the last word of its name or its own name. */
function sentencesNaming(steps: string, { name, food }: Listed): string[] {
  const words = [name, name.split(' ').at(-1)!, food.name].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const naming = new RegExp(`\\b(?:${words.join('|')})`, 'i');
  return steps.split(/(?<=[.!])\s+|\n/).filter((sentence) => naming.test(sentence));
}

// Cooking in a pan, a pot or an oven, for a time: what makes a raw food cooked.
const COOKED = /\b(?:cook|fry|stir-fry|brown|sear|simmer|boil|poach|roast|bake|grill|steam|scramble|toss|toast|soak|leave)\w*\b[^.]*\b\d+(?:[–-]\d+)? minutes?\b/i;
// A dry grain or pulse is cooked only in liquid: a frying pan or a bowl can but warm it.
const IN_LIQUID = /\b(?:simmer|boil|water|stock|broth|milk|liquid|soak|sauce|passata|tomatoes)\w*/i;
const minutesIn = (sentence: string): number => Math.max(0, ...[...sentence.matchAll(/\b(\d+)(?:[–-](\d+))? minutes?\b/g)].map((one) => Number(one[2] ?? one[1])));
// The minutes a food spends in a sentence's pan: each time named from where it goes in, as "add the
// dal and simmer for 15 minutes, then add the beetroot and simmer for 13 minutes more" keeps it for 28.
const minutesFrom = (sentence: string, { name, food }: Listed): number => {
  const lower = sentence.toLowerCase();
  const at = Math.max(0, Math.min(...[name, name.split(' ').at(-1)!, food.name].map((word) => lower.indexOf(word.toLowerCase())).filter((index) => index >= 0)));
  return [...sentence.slice(at).matchAll(/\b(\d+)(?:[–-](\d+))? minutes?\b/g)].reduce((sum, one) => sum + Number(one[2] ?? one[1]), 0);
};
const LONG_BAKE = /\bbake for (?:[2-9]\d|1[5-9])(?:[–-]\d+)? minutes\b/i;
const BAKED_THROUGH = /skewer[^.]*comes out/i;
// A batter cooked through: one sentence cooks it for 15 minutes or more, until a skewer comes out clean.
const battersCooked = (steps: string): boolean =>
  steps.split(/(?<=[.!])\s+|\n/).some((sentence) => COOKED.test(sentence) && BAKED_THROUGH.test(sentence) && minutesIn(sentence) >= 15);

/**
 * Every way the recipe serves a raw animal food or a dry grain or pulse unsafely: one not cooked
 * in any step, or an animal food with no temperature its inside must reach (eggs in a bake may
 * be told by the skewer instead; bacon by its crispness, mussels and clams by their shells).
 * @example rawFoodProblems(dressingOfRawChicken, "metric") // ["chicken: no step cooks it"]
 */
export function rawFoodProblems(recipe: string, units: Units): string[] {
  const stepsStart = recipe.indexOf('### Steps');
  if (stepsStart < 0) return [];
  const steps = recipe.slice(stepsStart, recipe.indexOf('### Tip') < 0 ? undefined : recipe.indexOf('### Tip'));
  const problems: string[] = [];
  for (const item of listed(recipe)) {
    const animal = isAnimal(item);
    if (!animal && !isDry(item)) continue;
    const naming = sentencesNaming(steps, item);
    // The whole steps from the first sentence that cooks it: its temperature may come where its cooking ends.
    const cookedAt = naming.findIndex((sentence) => COOKED.test(sentence));
    // Oats or semolina stirred into a mixture that then bakes are baked with it.
    if (cookedAt < 0 && !animal && naming.length > 0 && (LONG_BAKE.test(steps) || (TOASTED_MEAL.has(item.food.name) && TOASTED.test(steps)))) continue;
    // Eggs beaten into a batter cook with it, in the oven or a covered pan, until a skewer comes out clean.
    if (cookedAt < 0 && item.food.category === 'egg' && naming.length > 0 && battersCooked(steps)) continue;
    if (cookedAt < 0) {
      problems.push(`${item.name}: no step cooks it`);
      continue;
    }
    if (!animal) {
      // At least half the time the table gives it: never a dry food stirred through a pan for a minute.
      const least = Math.ceil((item.food.cook?.minutes ?? 0) / 2);
      // Toasted itself, or in the crumble it is rubbed into.
      const toasted = TOASTED_MEAL.has(item.food.name) && TOASTED.test(steps);
      if (!toasted && !naming.some((sentence) => COOKED.test(sentence) && IN_LIQUID.test(sentence) && minutesFrom(sentence, item) >= least)) {
        problems.push(`${item.name}: not cooked in liquid for ${least} minutes or more`);
      }
      continue;
    }
    const after = steps.slice(steps.indexOf(naming[cookedAt]!));
    const sign = BY_SIGN[item.food.name];
    const told = sign ? sign.test(after) : TEMPERATURE[units].test(after) || (item.food.category === 'egg' && BAKED_THROUGH.test(after));
    if (!told) problems.push(`${item.name}: no safe inside temperature`);
  }
  return problems;
}

/** How many listed foods of a recipe the check holds to being cooked: raw animal foods, dry grains and pulses. */
export const rawFoodsListed = (recipe: string): number => listed(recipe).filter((item) => isAnimal(item) || isDry(item)).length;

/**
 * Checks `runs` seeded random lists of `minLength` to `maxLength` foods drawn from the whole pantry
 * table, by any of their names, each written first and then changed every way, in metric and in US
 * units: no problem (see rawFoodProblems) in any version. Returns how many raw animal foods and dry
 * grains or pulses the recipes listed, for the caller to hold that the check meant something.
 */
export function checkRandomLists({ minLength, maxLength, runs, seed }: { minLength: number; maxLength: number; runs: number; seed: number }): { lists: number; foods: number } {
  const counts = { lists: 0, foods: 0 };
  fc.assert(
    fc.property(fc.uniqueArray(fc.constantFrom(...PANTRY_NAMES), { minLength, maxLength }), (list) => {
      counts.lists += 1;
      for (const { kind, recipe, units } of everyVersionInBothUnits(list)) {
        counts.foods += rawFoodsListed(recipe);
        expect(rawFoodProblems(recipe, units), `${kind} version, ${units}, of ${list.join(', ')}`).toEqual([]);
      }
    }),
    { numRuns: runs, seed },
  );
  return counts;
}
