import { describe, expect, it } from 'vitest';
import { MAX_KEPT_BYTES, readKept, writeKept } from '../../server/cache/kept-recipe.ts';
import { MAX_ANSWER_CHARS } from '../../shared/api/limits.ts';

const BY = { provider: 'openai-compatible', modelId: 'mistralai/Mixtral-8x7B-Instruct-v0.1', host: 'llm.test' } as const;
const KEPT = { markdown: '## Soup\n\nStir.\n', by: BY, check: 'A'.repeat(43) };
const stored = (value: unknown) => JSON.stringify(value);

describe('a value read back from the recipe cache', () => {
  it.each([
    ['a kept recipe', stored(KEPT), { ok: true, recipe: KEPT }],
    ['a kept recipe whose host is an IPv6 address', stored({ ...KEPT, by: { ...BY, host: '[::1]' } }), { ok: true }],
    ['a value over MAX_KEPT_BYTES, unparsed', `${stored(KEPT)}${' '.repeat(MAX_KEPT_BYTES)}`, { ok: false, reason: 'too_large' }],
    ['text that is not JSON', '## Soup', { ok: false, reason: 'not_json' }],
    ['a recipe over the answer bound', stored({ ...KEPT, markdown: 'a'.repeat(MAX_ANSWER_CHARS + 1) }), { ok: false, reason: 'wrong_shape' }],
    ['an empty recipe', stored({ ...KEPT, markdown: '' }), { ok: false, reason: 'wrong_shape' }],
    ['a recipe without its check', stored({ markdown: KEPT.markdown, by: BY }), { ok: false, reason: 'wrong_shape' }],
    ['a check of another length', stored({ ...KEPT, check: 'A'.repeat(42) }), { ok: false, reason: 'wrong_shape' }],
    ['a host name with a lone surrogate', stored({ ...KEPT, by: { ...BY, host: 'llm\ud800.test' } }), { ok: false, reason: 'wrong_shape' }],
    ['a host name with a line break', stored({ ...KEPT, by: { ...BY, host: 'llm.test\r\nx-evil: 1' } }), { ok: false, reason: 'wrong_shape' }],
    ['a model id with a lone surrogate', stored({ ...KEPT, by: { ...BY, modelId: 'm\udc00' } }), { ok: false, reason: 'wrong_shape' }],
    ['the offline chef as its writer', stored({ ...KEPT, by: { provider: 'offline', modelId: 'offline-chef', host: null } }), { ok: false, reason: 'wrong_shape' }],
    ['a field it never writes', stored({ ...KEPT, note: 'extra' }), { ok: false, reason: 'wrong_shape' }],
    ['a list', stored([KEPT]), { ok: false, reason: 'wrong_shape' }],
  ])('takes %s as %o', (_name, text, expected) => {
    expect(readKept(text)).toMatchObject(expected);
  });

  it('reads back what was written, and writes nothing it would not read back', () => {
    const widest = { ...KEPT, markdown: '食'.repeat(MAX_ANSWER_CHARS) };
    expect(readKept(writeKept(widest)!)).toEqual({ ok: true, recipe: widest });
    expect(writeKept({ ...KEPT, markdown: '\u0001'.repeat(MAX_ANSWER_CHARS) })).toBeUndefined();
  });
});
