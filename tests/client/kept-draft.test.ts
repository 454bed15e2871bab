import { describe, expect, it } from 'vitest';
import { writtenFields } from '../../client/lib/recipe-record.ts';
import { recordOf, versionOf } from '../../client/recipe/versions.ts';
import { writeDraft } from '../../shared/offline-chef/recipe-writer.ts';

// A recipe of the built-in chef kept or shared keeps the key of its draft: changed or scaled once
// reopened, it is drafted again from the key, not from its text.

const LIST = ['Chicken thighs', 'Rice', 'Broccoli', 'Garlic'];
const PROOF = 'p'.repeat(43);

describe('the draft of a kept recipe', () => {
  it('goes from the version on screen into the record kept, and back into the version reopened', () => {
    const { markdown, draft } = writeDraft(LIST);
    const record = recordOf(markdown, { ingredients: LIST }, { markdown, by: 'Offline chef', proof: PROOF, draft });
    expect(record?.draft).toEqual(draft);
    // Stored as JSON and read back as a kept record is.
    const stored = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
    expect(versionOf({ markdown, ingredients: LIST, ...writtenFields(stored) }, 'Offline chef').draft).toEqual(draft);
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
