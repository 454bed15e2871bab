import { describe, expect, it } from 'vitest';
import { aliasFor, NOT_IN_USDA } from '../../../shared/nutrition/food-aliases.ts';
import { FOOD_ALIAS_DATA } from '../../../shared/nutrition/food-aliases-data.ts';
import { matchFood } from '../../../shared/nutrition/match-food.ts';
import { writeRecipe } from '../../support/chef-drafts.ts';
import { allIngredients } from '../../../shared/ingredients/pantry-knowledge.ts';
import { CHANGE_KINDS, type AdjustKind } from '../../../shared/api/recipe-change.ts';
import { ingredientLine, recipeOf, type IngredientLine } from '../../../shared/recipe/recipe-value.ts';
import { FOOD_TABLE } from './food-table-file.ts';
import { CHEF_FOODS, COMMON_LINES } from './match-food-cases.ts';
import { SEEDED_LISTS } from './seeded-lists.ts';

const matched = (line: IngredientLine, table = FOOD_TABLE) => {
  const match = matchFood(line, table);
  return match === null ? [null, null] : [match.food.ndb, match.food.description];
};

/** Every ingredient line the built-in chef writes for the seeded lists, in both units, before and after every change. */
function chefLines(): IngredientLine[] {
  const lines = new Map<string, IngredientLine>();
  const adjusts = CHANGE_KINDS.filter((kind): kind is AdjustKind => kind !== 'swap');
  for (const list of SEEDED_LISTS) {
    for (const units of ['metric', 'us'] as const) {
      const recipe = writeRecipe(list, { units });
      const versions = [recipe, ...adjusts.map((kind) => writeRecipe(list, { units, change: { kind, recipe, proof: 'p'.repeat(43) } }))];
      for (const version of versions) for (const line of recipeOf(version).ingredients) lines.set(line.text, line);
    }
  }
  return [...lines.values()];
}

describe('matchFood', () => {
  it.each(COMMON_LINES)('counts %j as USDA %s', (text, ndb, description) => {
    expect(matched(ingredientLine(text))).toEqual([ndb, description]);
  });

  describe("the built-in chef's lines", () => {
    const lines = chefLines();

    it('are hundreds of distinct lines, each food with its expected USDA food', () => {
      expect(lines.length).toBeGreaterThan(400);
      expect(lines.map((line) => line.food).filter((food) => !(food in CHEF_FOODS))).toEqual([]);
    });

    it('each match the food chosen for their name', () => {
      const wrong = lines.filter((line) => JSON.stringify(matched(line)) !== JSON.stringify(CHEF_FOODS[line.food]));
      expect(wrong.map((line) => [line.text, matched(line)])).toEqual([]);
    });
  });

  it('knows a USDA food, or knows USDA has none, for every name in the pantry knowledge', () => {
    const ndbs = new Set(FOOD_TABLE.foods.map((food) => food.ndb));
    const names = allIngredients().flatMap((entry) => [entry.name, ...entry.synonyms].map((name) => [entry.name, name] as const));
    const missing = names.filter(([entry, name]) => !NOT_IN_USDA.has(entry) && !ndbs.has(aliasFor(name)?.ndb ?? 0));
    expect(missing).toEqual([]);
  });

  it('names only foods the table has, in every state', () => {
    const ndbs = new Set(FOOD_TABLE.foods.map((food) => food.ndb));
    const named = FOOD_ALIAS_DATA.split('\n')
      .filter((line) => line.includes('|'))
      .flatMap((line) => {
        const [head = ''] = line.split('|');
        const [ndb = '', ...flags] = head.trim().split(/\s+/);
        return [Number(ndb), ...flags.filter((flag) => /^(cooked|canned|whole|dried|frozen|juice|zest)=/.test(flag)).map((flag) => Number(flag.split('=')[1]))];
      });
    expect(named.filter((ndb) => !ndbs.has(ndb))).toEqual([]);
  });

  it('finds a food the alias table does not name by USDA words and common names, raw first', () => {
    expect(matched(ingredientLine('2 kohlrabi, peeled'))).toEqual([11241, 'Kohlrabi, raw']);
    expect(matched(ingredientLine('4 tomatillos'))).toEqual([11954, 'Tomatillos, raw']);
    expect(matched(ingredientLine('1 jicama'))).toEqual([11603, 'Yambean (jicama), raw']);
  });

  it('ranks the same whatever order the table lists its foods in', () => {
    const reversed = { ...FOOD_TABLE, foods: [...FOOD_TABLE.foods].reverse() };
    for (const [text] of COMMON_LINES) expect(matched(ingredientLine(text), reversed)).toEqual(matched(ingredientLine(text)));
  });

  it('gives null for a line with no food', () => {
    expect(matchFood(ingredientLine(''), FOOD_TABLE)).toBeNull();
    expect(matchFood(ingredientLine('2 tbsp'), FOOD_TABLE)).toBeNull();
  });
});
