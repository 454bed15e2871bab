import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { sayShares, share } from '../../../shared/offline-chef/shares.ts';
import type { AdjustKind } from '../../../shared/api/recipe-change.ts';
import { CHEF_LISTS } from '../../support/chef-lists.ts';
import { DISH_LISTS } from '../../support/offline-chef-lists.ts';

// A food one line of the list gives to more than one step is shared out in the order a cook meets
// it: "a third of the sugar" first, "the rest of the sugar" after, never the other way round.

const PROOF = 'p'.repeat(43);
const CHANGES: readonly (AdjustKind | undefined)[] = [undefined, 'quicker', 'spicier', 'milder', 'vegetarian', 'no-oven', 'one-pot'];
// Bakes whose sugar goes both on the fruit and into the crumble.
const CRUMBLES = [
  ['Flour', 'Sugar', 'Butter', 'Apples'],
  ['Oats', 'Brown sugar', 'Butter', 'Pears', 'Cinnamon'],
  ['Flour', 'Honey', 'Butter', 'Plums', 'Almonds'],
];
const LISTS = [...DISH_LISTS, ...CHEF_LISTS, ...CRUMBLES];

const stepsOf = (markdown: string): string[] => markdown.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.replace(/^\d+\. /, ''));

const SHARES = String.raw`(?:half|half of|a third of|two thirds of|a quarter of|three quarters of|most of)`;

/** The food each "the rest of the X" names, by its first word ("olive" for the olive oil). */
const restsIn = (text: string): string[] => [...text.matchAll(/\bthe rest of the (\w+)/gi)].map(([, food]) => food!.toLowerCase());

describe('sayShares', () => {
  it.each<[string, string[], string[]]>([
    ['says a food used once whole', [`Heat ${share('the olive oil')} in a pan.`], ['Heat the olive oil in a pan.']],
    [
      'halves a food used twice with no share of its own',
      [`Heat ${share('the olive oil')} in a pan.`, `Whisk the lemon with ${share('the olive oil')}.`],
      ['Heat half the olive oil in a pan.', 'Whisk the lemon with the rest of the olive oil.'],
    ],
    [
      'says the share met first, and the rest after',
      [`Toss the apples with ${share('the sugar', 1 / 3)}.`, `Rub in the butter, then stir in ${share('the sugar')}.`],
      ['Toss the apples with a third of the sugar.', 'Rub in the butter, then stir in the rest of the sugar.'],
    ],
    [
      'gives the first use what the later one leaves, when the order turns round',
      [`Rub in the butter, then stir in ${share('the sugar')}.`, `Cook the apples with ${share('the sugar', 1 / 3)}.`],
      ['Rub in the butter, then stir in two thirds of the sugar.', 'Cook the apples with the rest of the sugar.'],
    ],
    [
      'keeps each food’s shares apart',
      [`Heat ${share('the butter')}. Add ${share('the sugar', 1 / 3)}.`, `Stir in ${share('the sugar')} and ${share('the butter')}.`],
      ['Heat half the butter. Add a third of the sugar.', 'Stir in the rest of the sugar and the rest of the butter.'],
    ],
    ['starts a sentence that starts with a share with a capital', [`${share('the oil')} goes in first.`, `Then ${share('the oil')}.`], ['Half the oil goes in first.', 'Then the rest of the oil.']],
    ['leaves steps with nothing shared as they are', ['Serve at once.'], ['Serve at once.']],
  ])('%s', (_, steps, said) => {
    expect(sayShares(steps)).toEqual(said);
  });
});

describe('shares in every recipe the built-in chef writes', () => {
  it('never says "the rest of" a food before the step that takes the first share of it, at 1 to 12 servings, after any change', () => {
    let checked = 0;
    for (const list of LISTS) {
      for (let servings = 1; servings <= 12; servings += 1) {
        const recipe = writeRecipe(list, { servings });
        for (const kind of CHANGES) {
          const version = kind ? writeRecipe(list, { servings, change: { kind, recipe, proof: PROOF } }) : recipe;
          const text = stepsOf(version).join('\n');
          for (const food of new Set(restsIn(text))) {
            checked += 1;
            const first = text.search(new RegExp(`\\b${SHARES} the (?:[\\w-]+ ){0,4}?${food}\\b`, 'i'));
            const rest = text.search(new RegExp(`\\bthe rest of the ${food}\\b`, 'i'));
            expect(first, `${kind ?? 'first'} version of ${list.join(', ')} for ${servings}:\n${text}`).toBeGreaterThanOrEqual(0);
            expect(first, `${kind ?? 'first'} version of ${list.join(', ')} for ${servings}:\n${text}`).toBeLessThan(rest);
          }
        }
      }
    }
    // Enough recipes share a food for the check to mean something.
    expect(checked).toBeGreaterThan(250);
  });

  it.each<[string[], AdjustKind | undefined, RegExp, RegExp]>([
    [['Flour', 'Sugar', 'Butter', 'Apples'], undefined, /apples with a third of the sugar/, /stir in the rest of the sugar/],
    [['Flour', 'Sugar', 'Butter', 'Apples'], 'quicker', /apples with a third of the sugar/, /stir in the rest of the sugar/],
    [['Flour', 'Sugar', 'Butter', 'Apples'], 'no-oven', /stir in two thirds of the sugar/, /apples with the rest of the sugar/],
  ])('%j made %s shares the sugar: %s, then %s', (list, kind, first, then) => {
    const recipe = writeRecipe(list);
    const text = stepsOf(kind ? writeRecipe(list, { change: { kind, recipe, proof: PROOF } }) : recipe).join('\n');
    expect(text).toMatch(first);
    expect(text).toMatch(then);
    expect(text.search(first)).toBeLessThan(text.search(then));
  });
});
