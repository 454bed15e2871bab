import { describe, expect, it } from 'vitest';
import { writtenFields } from '../../client/lib/recipe-record.ts';
import { makeVersion } from '../../client/recipe/version.ts';
import { keptOf, recordOf, shownOf } from '../../client/recipe/versions.ts';
import { keptVersionsOf } from '../../client/lib/kept-versions.ts';
import { writeDraft } from '../../shared/offline-chef/recipe-writer.ts';

// A recipe of the built-in chef kept or shared keeps the key of its draft: changed or scaled once
// reopened, it is drafted again from the key, not from its text.

const LIST = ['Chicken thighs', 'Rice', 'Broccoli', 'Garlic'];
const PROOF = 'p'.repeat(43);

describe('the draft of a kept recipe', () => {
  it('goes from the version on screen into the record kept, and back into the version reopened', () => {
    const { markdown, draft } = writeDraft(LIST);
    const version = makeVersion(markdown, { author: { kind: 'server-chef' }, ending: { kind: 'whole' }, proof: PROOF, ...(draft ? { draft } : {}) });
    const record = recordOf(markdown, LIST, version);
    expect(record?.draft).toEqual(draft);
    // Stored as JSON and read back as a kept record is.
    const stored = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
    const reopened = shownOf({ markdown, ingredients: LIST, ...writtenFields(stored) }, { kind: 'server-chef' });
    expect(reopened.versions[0]?.draft).toEqual(draft);
  });

  it('stays with each version of a recipe kept with its versions', () => {
    const { markdown, draft } = writeDraft(LIST);
    const version = makeVersion(markdown, { author: { kind: 'server-chef' }, ending: { kind: 'whole' }, proof: PROOF, ...(draft ? { draft } : {}) });
    const stored = JSON.parse(JSON.stringify(keptOf([version], 0, 'r1'))) as Record<string, unknown>;
    expect(keptVersionsOf(stored).versions?.[0]?.draft).toEqual(draft);
  });

  it.each<[string, unknown, boolean]>([
    ['a key as the chef sent it', writeDraft(LIST).draft, true],
    ['no key', undefined, false],
    ['a string', 'stir-fry', false],
    ['a key with no changes list', { dish: 'stir-fry', seed: 1 }, false],
  ])('keeps %s only when it has the outline of a key', (_, draft, kept) => {
    expect('draft' in writtenFields({ proof: PROOF, draft })).toBe(kept);
  });

  it('is dropped with a proof that is not one: the recipe is then only to read', () => {
    expect(writtenFields({ proof: 'nope', draft: writeDraft(LIST).draft })).toEqual({});
  });
});
