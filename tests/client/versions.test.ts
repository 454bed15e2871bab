import { describe, expect, it } from 'vitest';
import { CUT_SHORT_NOTE, STOPPED_NOTE } from '../../shared/recipe/incomplete-recipe.ts';
import { convertRecipe, scaleRecipe } from '../../shared/recipe/scale-recipe.ts';
import { answerVersion, authorLabel, authorNamed, makeVersion, withEnding, type Author } from '../../client/recipe/version.ts';
import { changesAfter, madeVegetarian, needsScaler, recordOf } from '../../client/recipe/versions.ts';
import { textAt } from '../../client/recipe/presenting.ts';
import { PAGE_CHEF, PAGE_CHEF_ASKED } from '../../client/recipe/page-chef-label.ts';
import { SERVERS_CHEF } from '../../client/recipe/version.ts';

const scaler = { scaleRecipe, convertRecipe };
const WRITTEN = ['## Rice', '', 'Serves 2', '', '## Ingredients', '- 1 cup rice', '', '## Method', '1. Add 1 tbsp oil and bake at 350 °F.'].join('\n');
const RICE = makeVersion(WRITTEN, { author: null, ending: { kind: 'whole' } });

describe('the versions on screen', () => {
  it.each([
    [{ servings: null, units: null }, false, WRITTEN],
    [{ servings: 2, units: null }, false, WRITTEN],
    [{ servings: 6, units: null }, true, WRITTEN.replace('Serves 2', 'Serves 6').replace('1 cup', '3 cups').replace('1 tbsp', '3 tbsp')],
    [{ servings: 2, units: 'metric' as const }, true, WRITTEN.replace('1 cup rice', '190 g rice').replace('350 °F', '180 °C')],
  ])('shows a version at %o', (how, scales, shown) => {
    expect(needsScaler(RICE, how)).toBe(scales);
    expect(textAt(RICE, how, scaler)).toBe(shown);
  });

  // 10 oz for 4 is 2½ oz for 1: 70 g. Scaled first it was written 3 oz, then converted to 90 g, over a quarter more.
  it.each([
    [{ servings: 1, units: 'metric' as const }, '- 70 g chicken'],
    [{ servings: 7, units: 'metric' as const }, '- 500 g chicken'],
    // 105 ml: 7 tbsp exactly, where ⅓ cup plus 2 tbsp would be 110 ml.
    [{ servings: 3, units: 'us' as const }, '- 7 tbsp milk'],
  ])('rounds each amount once when a version is scaled and switched to other units, at %o', (how, line) => {
    const written = ['## Chicken', '', 'Serves 4', '', '## Ingredients', '- 10 oz chicken', '- 140 ml milk', '', '## Method', '1. Cook.'].join('\n');
    expect(textAt(makeVersion(written, { author: null, ending: { kind: 'whole' } }), how, scaler).split('\n')).toContain(line);
  });

  it('makes a record of the version as shown, with its text as written when scaled', () => {
    const version = makeVersion(WRITTEN, { author: null, ending: { kind: 'whole' }, proof: 'p' });
    expect(recordOf(WRITTEN, ['Rice'], version)).toEqual({ markdown: WRITTEN, ingredients: ['Rice'], proof: 'p' });
    expect(recordOf('scaled', ['Rice'], version)).toEqual({ markdown: 'scaled', ingredients: ['Rice'], proof: 'p', written: WRITTEN });
    expect(recordOf('', ['Rice'], version)).toBeNull();
  });

  it('builds each change on the changes of the version it changed', () => {
    const first = makeVersion('one', { author: null, ending: { kind: 'whole' }, changes: changesAfter(undefined, null) });
    const quicker = makeVersion('two', { author: null, ending: { kind: 'whole' }, changes: changesAfter(first, { kind: 'quicker' }) });
    const vegetarian = makeVersion('three', { author: null, ending: { kind: 'whole' }, changes: changesAfter(quicker, { kind: 'vegetarian' }) });
    expect(vegetarian.changes).toEqual(['quicker', 'vegetarian']);
    expect([first, quicker, vegetarian].map(madeVegetarian)).toEqual([false, false, true]);
  });
});

describe('a version as a value', () => {
  it('reads its servings and title once, when it is made, and each version has an id of its own', () => {
    const again = makeVersion(WRITTEN, { author: null, ending: { kind: 'whole' } });
    expect(RICE).toMatchObject({ servings: 2, title: 'Rice', written: WRITTEN, changes: [] });
    expect(again.id).not.toBe(RICE.id);
  });

  it.each([
    ['## Soup\n\nChop.', { kind: 'whole' }, '## Soup\n\nChop.'],
    [`## Soup\n\nChop the${CUT_SHORT_NOTE}`, { kind: 'cut-short', reason: 'limit' }, '## Soup\n\nChop the'],
  ])('takes how a host answer ended from its text once: %j', (text, ending, written) => {
    const version = answerVersion(text, { author: null });
    expect(version.ending).toEqual(ending);
    expect(version.written).toBe(written);
    // Rendered again, it says so as it arrived.
    expect(withEnding(version.written, version.ending)).toBe(text);
  });

  it('renders the note of a stopped version from how it ended, never from its text', () => {
    const stopped = makeVersion('## Half a soup', { author: null, ending: { kind: 'stopped' } });
    expect(stopped.written).toBe('## Half a soup');
    expect(withEnding(stopped.written, stopped.ending)).toBe(`## Half a soup${STOPPED_NOTE}`);
  });

  it.each<[Author | null, string | null]>([
    [{ kind: 'host', name: 'm via h.example' }, 'm via h.example'],
    [{ kind: 'server-chef' }, SERVERS_CHEF],
    [{ kind: 'page-chef', asked: false }, PAGE_CHEF],
    [{ kind: 'page-chef', asked: true }, PAGE_CHEF_ASKED],
    [null, null],
  ])('names the author %j as the footer does, and knows it again by those words', (author, label) => {
    expect(authorLabel(author)).toBe(label);
    expect(authorNamed(label)).toEqual(author);
  });
});
