import { describe, expect, it } from 'vitest';
import { STOPPED_NOTE } from '../../shared/recipe/incomplete-recipe.ts';
import { AS_WRITTEN, initialState, reduce, servingsShown, versionShown, type RecipeAction, type RecipeState } from '../../client/recipe/recipe-reducer.ts';
import { makeVersion, type Version } from '../../client/recipe/version.ts';

const HOST = { kind: 'host', name: 'm via h.example' } as const;
const soup = (proof?: string) => makeVersion('## Soup\n\nServes 2\n\n- 1 leek', { author: HOST, ending: { kind: 'whole' }, ...(proof ? { proof } : {}) });
const EMPTY = initialState({ status: 'none' }, []);
const run = (actions: readonly RecipeAction[], from: RecipeState = EMPTY) => actions.reduce(reduce, from);
const asked: RecipeAction = { type: 'sent', request: { ingredients: ['Leek', 'Stock', 'Salt'] }, change: null, recipeId: 'r1' };

describe('the recipe reducer', () => {
  const first = soup('p1');
  const second = makeVersion('## Soup, quicker\n\nServes 2', { author: HOST, ending: { kind: 'whole' }, proof: 'p2', changes: ['quicker'] });
  const answered = run([asked, { type: 'streaming' }, { type: 'text', text: '## So' }, { type: 'answered', version: first }]);

  it.each<[string, readonly RecipeAction[], Partial<RecipeState>]>([
    ['is busy from the press, with nothing on screen', [asked], { phase: 'sending', markdown: '', sent: 1, versions: [], visible: false }],
    ['shows the text as it streams', [asked, { type: 'streaming' }, { type: 'text', text: '## So' }], { phase: 'streaming', markdown: '## So', visible: true }],
    ['makes the answer the version shown, as written', [asked, { type: 'answered', version: first }], { phase: 'idle', versions: [first], current: 0, markdown: first.written, by: HOST }],
    ['forgets the author when an answer fails', [asked, { type: 'writer', author: HOST }, { type: 'failed', failure: { kind: 'answer', message: 'No.', hostDown: false } }], { phase: 'idle', markdown: '', by: null }],
    ['hears a host thinking only before its first text', [asked, { type: 'streaming' }, { type: 'text', text: 'x' }, { type: 'thinking' }], { thinking: false }],
    ['stops thinking once idle', [asked, { type: 'streaming' }, { type: 'thinking' }, { type: 'stopped', version: null }], { thinking: false, markdown: '', versions: [] }],
  ])('%s', (_, actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('keeps the recipe id through its changes, and a new recipe takes a new one', () => {
    expect(answered.recipeId).toBe('r1');
    const changed = run([{ type: 'sent', request: { ingredients: ['Leek'] }, change: { kind: 'quicker' }, recipeId: 'r2' }, { type: 'answered', version: second }], answered);
    expect(changed.recipeId).toBe('r1');
    expect(reduce(changed, { ...asked, recipeId: 'r4' }).recipeId).toBe('r4');
  });

  it('renders a stopped answer with the note of how it ended', () => {
    const stopped = makeVersion('## Half', { author: HOST, ending: { kind: 'stopped' } });
    expect(run([asked, { type: 'stopped', version: stopped }])).toMatchObject({ phase: 'idle', versions: [stopped], markdown: `## Half${STOPPED_NOTE}` });
  });

  it('adds a change as the next version, and a stopped change gives the version before it back, as written', () => {
    const change: RecipeAction = { type: 'sent', request: { ingredients: ['Leek'] }, change: { kind: 'quicker' }, recipeId: 'r2' };
    const scaled = reduce(answered, { type: 'presented', index: 0, text: 'scaled', presentation: { servings: 4, units: null } });
    expect(servingsShown(scaled)).toBe(4);
    const changed = run([change, { type: 'answered', version: second }], scaled);
    expect(changed).toMatchObject({ versions: [first, second], current: 1, presentation: AS_WRITTEN, markdown: second.written });
    const stopped = run([change, { type: 'text', text: '## Half' }, { type: 'stopped', version: null }], scaled);
    expect(stopped).toMatchObject({ versions: [first], current: 0, markdown: first.written, presentation: AS_WRITTEN, changing: null });
  });

  it('takes the proof off the version a stale change failed on, and only that one', () => {
    const two = run([{ type: 'sent', request: { ingredients: ['Leek'] }, change: { kind: 'quicker' }, recipeId: 'r2' }, { type: 'answered', version: second }], answered);
    const failed = reduce(two, { type: 'change-failed', message: 'Gone.', stale: true });
    expect(failed.versions.map((version: Version) => version.proof)).toEqual(['p1', undefined]);
    expect(failed.failure).toEqual({ kind: 'change', message: 'Gone.', stale: true });
  });

  it('shows a version at other servings and units without making a new one', () => {
    const shown = reduce(answered, { type: 'presented', index: 0, text: 'in cups', presentation: { servings: null, units: 'us' } });
    expect(shown).toMatchObject({ versions: [first], markdown: 'in cups', presentation: { servings: null, units: 'us' } });
    expect(servingsShown(shown)).toBe(2);
  });

  it('shows a shared link as one more version, whole, and a new request moves on from it', () => {
    const shared = makeVersion('## Stew\n\nServes 4', { author: null, ending: { kind: 'whole' } });
    const shown = reduce(answered, { type: 'link-shown', shown: { versions: [shared], current: 0, text: shared.written, presentation: AS_WRITTEN }, ingredients: ['Beef'], proof: 'p9' });
    expect(shown).toMatchObject({ versions: [shared], markdown: shared.written, whole: true, by: null, link: { status: 'shown', ingredients: ['Beef'], proof: 'p9' } });
    expect(servingsShown(reduce(shown, { type: 'presented', index: 0, text: 'for 8', presentation: { servings: 8, units: null } }))).toBe(8);
    expect(reduce(shown, asked)).toMatchObject({ link: { status: 'none' }, versions: [], markdown: '' });
  });

  it('gives a confirmed proof only to the version it was asked for', () => {
    const taken = reduce(EMPTY, { type: 'shown-whole', shown: { versions: [soup()], current: 0, text: 'x', presentation: AS_WRITTEN }, ingredients: ['Leek'], recipeId: 'r3' });
    const id = versionShown(taken)!.id;
    expect(versionShown(reduce(taken, { type: 'proof-confirmed', id, proof: 'p' }))?.proof).toBe('p');
    expect(reduce(taken, { type: 'proof-confirmed', id: id + 1000, proof: 'p' })).toEqual({ ...taken, unchanged: null });
  });

  it('says why a change changed nothing until the next action', () => {
    const unchanged = reduce(answered, { type: 'unchanged', message: 'Already vegetarian.' });
    expect(unchanged.unchanged).toBe('Already vegetarian.');
    expect(reduce(unchanged, { type: 'recent', recent: [] }).unchanged).toBeNull();
  });
});
