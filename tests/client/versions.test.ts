import { describe, expect, it } from 'vitest';
import { convertRecipe, scaleRecipe } from '../../shared/recipe/scale-recipe.ts';
import { changedVersion, madeVegetarian, needsScaler, presented, recordOf, withoutProof, type RecipeVersion } from '../../client/recipe/versions.ts';

const scaler = { scaleRecipe, convertRecipe };
const WRITTEN = ['## Rice', '', 'Serves 2', '', '## Ingredients', '- 1 cup rice', '', '## Method', '1. Add 1 tbsp oil and bake at 350 °F.'].join('\n');

describe('the versions on screen', () => {
  it.each([
    [{ servings: null, units: null }, false, WRITTEN],
    [{ servings: 2, units: null }, false, WRITTEN],
    [{ servings: 6, units: null }, true, WRITTEN.replace('Serves 2', 'Serves 6').replace('1 cup', '3 cups').replace('1 tbsp', '3 tbsp')],
    [{ servings: 2, units: 'metric' as const }, true, WRITTEN.replace('1 cup rice', '190 g rice').replace('350 °F', '180 °C')],
  ])('shows a version at %o', (how, scales, shown) => {
    expect(needsScaler(WRITTEN, how)).toBe(scales);
    expect(presented(WRITTEN, how, scaler)).toBe(shown);
  });

  // 10 oz for 4 is 2½ oz for 1: 70 g. Scaled first it was written 3 oz, then converted to 90 g, over a quarter more.
  it.each([
    [{ servings: 1, units: 'metric' as const }, '- 70 g chicken'],
    [{ servings: 7, units: 'metric' as const }, '- 500 g chicken'],
    [{ servings: 3, units: 'us' as const }, '- ⅓ cup plus 2 tbsp milk'],
  ])('rounds each amount once when a version is scaled and switched to other units, at %o', (how, line) => {
    const written = ['## Chicken', '', 'Serves 4', '', '## Ingredients', '- 10 oz chicken', '- 140 ml milk', '', '## Method', '1. Cook.'].join('\n');
    expect(presented(written, how, scaler).split('\n')).toContain(line);
  });

  it('makes a record of the version as shown, with its text as written when scaled', () => {
    const version: RecipeVersion = { markdown: WRITTEN, by: null, proof: 'p' };
    expect(recordOf(WRITTEN, { ingredients: ['Rice'] }, version)).toEqual({ markdown: WRITTEN, ingredients: ['Rice'], proof: 'p' });
    expect(recordOf('scaled', { ingredients: ['Rice'] }, version)).toEqual({ markdown: 'scaled', ingredients: ['Rice'], proof: 'p', written: WRITTEN });
    expect(recordOf('', { ingredients: ['Rice'] }, version)).toBeNull();
  });

  it('builds each change on the changes of the version it changed', () => {
    const first = changedVersion('one', null, 'p1', undefined, null);
    const quicker = changedVersion('two', null, 'p2', first, { kind: 'quicker' });
    const vegetarian = changedVersion('three', null, undefined, quicker, { kind: 'vegetarian' });
    expect(first).toEqual({ markdown: 'one', by: null, proof: 'p1' });
    expect(vegetarian).toEqual({ markdown: 'three', by: null, changes: ['quicker', 'vegetarian'] });
    expect([first, quicker, vegetarian].map(madeVegetarian)).toEqual([false, false, true]);
  });

  it('drops the proof of a version the service no longer knows, and only that one', () => {
    const versions: RecipeVersion[] = [
      { markdown: 'one', by: null, proof: 'p1' },
      { markdown: 'two', by: null, proof: 'p2' },
    ];
    expect(withoutProof(versions, 1)).toEqual([versions[0], { markdown: 'two', by: null }]);
  });
});
