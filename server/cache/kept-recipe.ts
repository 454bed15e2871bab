import { z } from 'zod';
import { MAX_ANSWER_CHARS } from '../../shared/api/limits.ts';
import type { ModelDescription } from '../../shared/api/provider-label.ts';

/** A recipe as a host of this service wrote it: its text, and the host and model that wrote it. */
export interface WrittenRecipe {
  markdown: string;
  by: ModelDescription;
}

/** A finished recipe as the cache keeps it, with the keyed check that says this service kept it there (see recipe-proof.ts). */
export interface CachedRecipe extends WrittenRecipe {
  check: string;
}

/**
 * The most bytes one kept recipe takes as stored: MAX_ANSWER_CHARS characters at three bytes each
 * in UTF-8 (a character beyond the BMP is two of them in four bytes; a line break, a quote, a
 * backslash is two in JSON), with room for the host, the model and the check. Only a text of
 * control characters would need more; it is not kept. A stored value any larger is not read.
 */
export const MAX_KEPT_BYTES = 3 * MAX_ANSWER_CHARS + 4 * 1024;

// A URL's hostname, as model-factory.ts takes it: letters, digits, dots, hyphens, or an IPv6 address in brackets.
const HOST_NAME = /^[\w.:[\]-]{1,253}$/;
const MAX_MODEL_ID_CHARS = 1024;

// Only a host's recipe is kept (never the offline chef's), and its `by` ends up in a header: a
// malformed one is refused here rather than by the header's encoding, mid-request.
const keptRecipe = z.strictObject({
  markdown: z.string().min(1).max(MAX_ANSWER_CHARS),
  by: z.strictObject({
    provider: z.literal('openai-compatible'),
    modelId: z
      .string()
      .min(1)
      .max(MAX_MODEL_ID_CHARS)
      .refine((id) => id.isWellFormed()),
    host: z.string().regex(HOST_NAME),
  }),
  check: z.string().regex(/^[\w-]{43}$/),
});

/** Why a stored value is not a kept recipe. */
export type UnreadableKept = 'too_large' | 'not_json' | 'wrong_shape';

/** A stored value read back: the recipe, or why it is none. */
type KeptRead = { ok: true; recipe: CachedRecipe } | { ok: false; reason: UnreadableKept };

// UTF-8 takes at least a byte per UTF-16 unit, so a string longer than the bound in units is over it in bytes too.
const storedBytes = (text: string) => (text.length > MAX_KEPT_BYTES ? Infinity : Buffer.byteLength(text));

/**
 * A stored value as a kept recipe, trusting nothing: its size first (MAX_KEPT_BYTES, before it is
 * parsed), then its shape. Whether its check holds is for the recipe proof to say.
 * @example readKept('{"markdown":"## Soup"}') // { ok: false, reason: 'wrong_shape' }
 */
export function readKept(text: string): KeptRead {
  if (storedBytes(text) > MAX_KEPT_BYTES) return { ok: false, reason: 'too_large' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  const parsed = keptRecipe.safeParse(value);
  return parsed.success ? { ok: true, recipe: parsed.data } : { ok: false, reason: 'wrong_shape' };
}

/** A kept recipe as it is stored, or undefined when it would be over MAX_KEPT_BYTES (and so never read back). */
export function writeKept(recipe: CachedRecipe): string | undefined {
  const text = JSON.stringify({ markdown: recipe.markdown, by: recipe.by, check: recipe.check });
  return storedBytes(text) <= MAX_KEPT_BYTES ? text : undefined;
}
