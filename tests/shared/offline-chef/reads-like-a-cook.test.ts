import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { SEEDED_LISTS } from '../../support/seeded-lists.ts';
import { allIngredients, findIngredient } from '../../../shared/ingredients/pantry-knowledge.ts';
import { CHANGE_KINDS, type AdjustKind, type RecipeChange } from '../../../shared/api/recipe-change.ts';
import type { Units } from '../../../shared/api/recipe-preferences.ts';

// What a cook reading the offline chef's recipes would stop at, checked over many lists in both
// units. Each check reads only the markdown, as a visitor does, never the chef's own tables.

/** Foods people keep that a recipe must not cook for long: fermented, pickled or eaten as they are. */
const READY_TO_EAT = new Set(['kimchi', 'sauerkraut', 'pickles', 'olives', 'capers', 'parmesan', 'basil', 'parsley', 'cilantro', 'mint', 'dill', 'chives']);
/** Words that say what kind of dish a title or an introduction is about; each set is one kind. */
const DISH_KINDS: readonly (readonly string[])[] = [
  ['cake', 'sponge'], ['brownies', 'brownie'], ['crumble'], ['flapjacks', 'flapjack'], ['shortbread'], ['pudding'], ['traybake', 'sheet-pan roast', 'roast'],
  ['soup'], ['curry'], ['salad'], ['omelette'], ['frittata'], ['tacos', 'taco'], ['wraps', 'wrap'], ['stir-fry', 'noodles'],
  ['toastie'], ['toast'], ['flatbreads', 'flatbread'], ['smoothie'], ['sharing board', 'board'],
];

/** What gets peeled, chopped or sliced before it is cooked. */
const CHOPPED: readonly string[] = ['protein', 'seafood', 'vegetable', 'root', 'greens', 'aromatic', 'fruit'];
const FRACTION = '[¼⅓½⅔¾]';
const AMOUNT = new RegExp(`^(\\d+(\\.\\d+)?${FRACTION}?|${FRACTION})( |$)`);
const MINUTES = /\bfor (\d+)(?:[–-](\d+))? minutes?\b/g;

interface Line {
  name: string;
  amount: string;
}

function sections(markdown: string) {
  const lines = markdown.split('\n');
  const under = (pattern: RegExp): string[] => {
    const start = lines.findIndex((line) => /^#{2,3} /.test(line) && pattern.test(line));
    if (start < 0) return [];
    const end = lines.findIndex((line, index) => index > start && /^#{2,3} /.test(line));
    return lines.slice(start + 1, end < 0 ? undefined : end);
  };
  const ingredients: Line[] = under(/ingredients/i)
    .filter((line) => line.startsWith('- '))
    .map((line) => {
      const [name = '', amount = ''] = line.slice(2).split(' — ');
      return { name, amount };
    });
  const steps = under(/steps|method/i)
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => line.replace(/^\d+\. /, ''));
  return { title: lines[0]?.replace(/^## /, '') ?? '', intro: lines[2] ?? '', ingredients, steps };
}

const canonical = (name: string): string => findIngredient(name)?.name ?? name.toLowerCase();
const kindsIn = (text: string): number[] =>
  DISH_KINDS.flatMap((words, kind) => (words.some((word) => new RegExp(`(^|[^\\p{L}-])${word}($|[^\\p{L}-])`, 'iu').test(text)) ? [kind] : []));
const sentencesOf = (steps: readonly string[]): string[] => steps.flatMap((step) => step.split(/(?<=\.) /));
const longest = (text: string): number => Math.max(0, ...[...text.matchAll(MINUTES)].map((match) => Number(match[2] ?? match[1])));

/** Everything in a recipe a cook would stop at, in words; none means it reads right. */
function cookProblems(markdown: string, units: Units): string[] {
  const { title, intro, ingredients, steps } = sections(markdown);
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${title}: ${problem}`);
  const text = [...ingredients.map((line) => line.amount), ...steps].join('\n');

  for (const { name, amount } of ingredients) {
    if (amount === 'to taste') {
      if (findIngredient(name)?.perServing !== 0) say(`"${name}" has no quantity, only "to taste"`);
    } else if (!AMOUNT.test(amount)) say(`"${name}" has no real quantity: "${amount}"`);
    if (/\d\.\d/.test(amount) && !/(kg|litres?)$/.test(amount)) say(`"${name}" is measured in decimals: "${amount}"`);
    const number = Number(/^\d+/.exec(amount)?.[0]);
    if (/^\d+ (g|ml)$/.test(amount) && number % 5 !== 0) say(`"${name}" is measured to the gram: "${amount}"`);
    const spoons = /^(\d+)[¼⅓½⅔¾]? tbsp$/.exec(amount);
    if (spoons && Number(spoons[1]) > 4) say(`"${name}" is measured in a pile of spoons: "${amount}"`);
  }
  const foreign = units === 'metric' ? /\b(cups?|oz|lb|°F|inch(es)?)\b|-inch\b/ : /\d (g|kg|ml|litres?)\b|°C|\bcm\b/;
  const stray = foreign.exec(text);
  if (stray) say(`a ${units} recipe measures in "${stray[0]}"`);

  // A bake is weighed (metric) or measured in cups (US), not spooned out tablespoon by tablespoon.
  if (/\b(Cake|Brownies|Crumble|Flapjacks|Shortbread)\b/.test(title)) {
    for (const { name, amount } of ingredients) {
      const category = findIngredient(name)?.category;
      if (!['baking', 'sweetener', 'fat'].includes(category ?? '') || /tsp|pinch/.test(amount)) continue;
      const spooned = /^(\d*)([¼⅓½⅔¾]?) tbsp$/.exec(amount);
      // A metric baker spoons out 2 tablespoons at most; a US one less than a quarter cup.
      const fewSpoons = spooned !== null && Number(spooned[1] || 0) + (spooned[2] ? 0.5 : 0) <= (units === 'metric' ? 2 : 3.75);
      const measured = units === 'metric' ? / (g|kg|ml)$/.test(amount) : / cups?( plus \d+ tbsp)?$/.test(amount);
      if (!measured && !fewSpoons) say(`"${name}" in a bake is measured as "${amount}"`);
    }
  }

  for (const step of steps) {
    for (const match of step.matchAll(/\b(roast|bake)s? for (\d+)(?:[–-]\d+)? minutes?/g)) {
      if (Number(match[2]) < 5) say(`"${match[0]}" is too short for an oven`);
    }
  }

  // The time line says how long it takes; an introduction that says it too will one day disagree.
  const promised = /\b(\d+|one|two|five|ten|fifteen|twenty|thirty|forty|an?|half an?) (minutes?|hours?)\b/i.exec(intro);
  if (promised) say(`the introduction promises "${promised[0]}": "${intro}"`);

  const titleKinds = kindsIn(title);
  const introKinds = kindsIn(intro).filter((kind) => !titleKinds.includes(kind));
  if (introKinds.length > 0) say(`the introduction calls it a ${DISH_KINDS[introKinds[0]!]![0]}: "${intro}"`);

  // Chopped before it meets the pan: the first time a step names a vegetable, meat or fruit that
  // needs preparing, that step prepares it.
  for (const { name } of ingredients) {
    const entry = findIngredient(name);
    if (!entry?.prep || !CHOPPED.includes(entry.category)) continue;
    const first = sentencesOf(steps).find((sentence) => sentence.toLowerCase().includes(name.toLowerCase()));
    const verb = entry.prep.split(/[ ,]/)[0]!;
    if (first && !first.toLowerCase().includes(verb)) say(`"${name}" is used before it is prepared: "${first}"`);
  }

  for (const { name } of ingredients) {
    if (!READY_TO_EAT.has(canonical(name))) continue;
    const word = name.toLowerCase();
    for (const sentence of sentencesOf(steps)) {
      const at = sentence.toLowerCase().indexOf(word);
      if (at >= 0 && longest(sentence.slice(at)) > 5) say(`"${name}" is cooked for long: "${sentence}"`);
    }
  }
  return problems;
}

const LISTS = SEEDED_LISTS;

describe('the offline chef, read as a cook reads it', () => {
  it('checks 80 seeded lists, a good share of them bakes and traybakes', () => {
    const titles = LISTS.map((list) => sections(writeRecipe(list)).title);
    expect(LISTS).toHaveLength(80);
    expect(titles.filter((title) => /Cake|Brownies|Crumble|Flapjacks|Shortbread/.test(title)).length).toBeGreaterThanOrEqual(6);
    expect(titles.filter((title) => /Traybake|Sheet-Pan Roast/.test(title)).length).toBeGreaterThanOrEqual(8);
  });

  it.each<Units>(['metric', 'us'])('writes nothing a cook would stop at, in %s units', (units) => {
    const problems = LISTS.flatMap((list) => cookProblems(writeRecipe(list, { units }), units).map((problem) => `${list.join(', ')} -> ${problem}`));
    expect(problems).toEqual([]);
  });

  it.each<[string[], Units, RegExp[]]>([
    [['Flour', 'Sugar', 'Butter', 'Eggs'], 'metric', [/^- Sugar — \d+ g$/m, /^- Butter — \d+ g$/m, /\*\*180 °C\*\*/]],
    [['Flour', 'Sugar', 'Butter', 'Eggs'], 'us', [/^- Sugar — [\d¼⅓½⅔¾]+ cups?$/m, /^- Butter — [\d¼⅓½⅔¾]+ cups?$/m, /\*\*350 °F\*\*/]],
    [['Chicken', 'Rice', 'Broccoli', 'Garlic'], 'metric', [/^- Chicken — 300 g$/m, /^- Rice — 150 g$/m]],
    [['Chicken', 'Rice', 'Broccoli', 'Garlic'], 'us', [/^- Chicken — 11 oz$/m, /^- Rice — ¾ cup$/m]],
    [['Vegetable stock', 'Carrots', 'Onion', 'Lentils'], 'metric', [/^- Vegetable stock — 1 litre$/m]],
    [['Vegetable stock', 'Carrots', 'Onion', 'Lentils'], 'us', [/^- Vegetable stock — 4 cups$/m]],
  ])('measures %j in %s units as a cook would', (list, units, expected) => {
    const recipe = writeRecipe(list, { units });
    for (const pattern of expected) expect(recipe).toMatch(pattern);
    expect(cookProblems(recipe, units)).toEqual([]);
  });

  it.each<[string[], RegExp]>([
    [['Sausage', 'Spring onions', 'Potatoes', 'Carrots'], /spring onions/i],
    [['Kimchi', 'Chicken', 'Potatoes', 'Spring onions'], /kimchi/i],
  ])('keeps what needs no oven out of the oven: %j', (list, item) => {
    const recipe = writeRecipe(list);
    const { steps } = sections(recipe);
    expect(steps.some((step) => item.test(step))).toBe(true);
    // Named before a roasting time in the same step, it goes in the oven.
    expect(steps.filter((step) => item.test(step) && /\broast/.test(step.slice(step.search(item))))).toEqual([]);
    expect(cookProblems(recipe, 'metric')).toEqual([]);
  });

  describe('in a changed version', () => {
    const PROOF = 'p'.repeat(43);
    const ADJUSTS = CHANGE_KINDS.filter((kind): kind is AdjustKind => kind !== 'swap');
    /** The recipe for the list, and the new version the chef writes of it when asked for a change. */
    const changed = (list: readonly string[], asked: (recipe: string) => Pick<RecipeChange, 'kind' | 'from' | 'to'>, units: Units = 'metric') => {
      const recipe = writeRecipe(list, { units });
      return { recipe, version: writeRecipe(list, { units, change: { ...asked(recipe), recipe, proof: PROOF } }) };
    };
    /** Another food of the same kind, as a visitor swaps one in: penne for spaghetti, turkey for chicken. */
    const sameKind = (name: string): string | undefined => {
      const entry = findIngredient(name);
      return allIngredients().find((other) => entry !== undefined && other.category === entry.category && other !== entry)?.name;
    };
    // The first thing a recipe lists, for the chef's choice of stand-in or for a food of the same kind.
    const first = (recipe: string): string => sections(recipe).ingredients[0]!.name;
    const swaps = [
      (recipe: string) => ({ kind: 'swap' as const, from: first(recipe) }),
      (recipe: string) => ({ kind: 'swap' as const, from: first(recipe), to: sameKind(first(recipe)) }),
    ];
    const units: Units[] = ['metric', 'us'];

    it.each(ADJUSTS.flatMap((kind) => units.map((unit): [AdjustKind, Units] => [kind, unit])))('writes nothing a cook would stop at, made %s in %s units', (kind, unit) => {
      const problems = LISTS.flatMap((list) => cookProblems(changed(list, () => ({ kind }), unit).version, unit).map((problem) => `${list.join(', ')} -> ${problem}`));
      expect(problems).toEqual([]);
    });

    it.each(units)('writes nothing a cook would stop at once an ingredient is swapped, in %s units', (unit) => {
      const problems = swaps.flatMap((swap) =>
        LISTS.flatMap((list) => cookProblems(changed(list, swap, unit).version, unit).map((problem) => `${list.join(', ')} -> ${problem}`)),
      );
      expect(problems).toEqual([]);
    });

    it.each(ADJUSTS)('changes a good share of the seeded recipes when asked to make them %s', (kind) => {
      const unchanged = LISTS.filter((list) => /^_(This|There) .*_$/m.test(changed(list, () => ({ kind })).version));
      expect(unchanged.length).toBeLessThanOrEqual(LISTS.length * 0.75);
    });
  });
});
