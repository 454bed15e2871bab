import { z } from 'zod';
import { checkIngredient } from '../ingredients/ingredient-check.ts';
import { CHANGE_KINDS } from './recipe-change.ts';
import { MAX_SCALED_SERVINGS, MIN_SERVINGS, UNIT_SYSTEMS } from './recipe-preferences.ts';

// What names a recipe of the built-in chef, so that the page's chef and the server's draft it
// again alike: its dish and the seed of its free choices, the servings and units it is written in,
// and each change made of it, in order, with the servings and units it was made at. It travels
// beside the proof and comes back in a change: the chef redrafts from it, never from its text.

/** The most changes one of the chef's recipes carries: more versions than the page keeps. */
export const MAX_DRAFT_CHANGES = 32;

const servings = z.int().min(MIN_SERVINGS).max(MAX_SCALED_SERVINGS);
// A swap's names come back into a recipe's text: held to the rules of any ingredient's name.
const name = z.string().refine((raw) => checkIngredient(raw).ok);

/** One change of the chef's recipe, as it was asked: its kind, a swap's names, and the servings and units it was asked at. */
export const draftChangeSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  from: name.optional(),
  to: name.optional(),
  servings,
  units: z.enum(UNIT_SYSTEMS),
});

/** The key of a recipe the built-in chef wrote (see above), as the stream carries it and a change sends it back. */
export const draftKeySchema = z.object({
  dish: z.string().min(1).max(40),
  seed: z.int().min(0).max(0xffffffff),
  servings,
  units: z.enum(UNIT_SYSTEMS),
  changes: z.array(draftChangeSchema).max(MAX_DRAFT_CHANGES),
});

/** One change in a draft's key. */
export type DraftChange = z.output<typeof draftChangeSchema>;
/** The key of a recipe the built-in chef wrote: `{ dish: "stir-fry", seed: 123, servings: 2, units: "metric", changes: [] }`. */
export type DraftKey = z.output<typeof draftKeySchema>;

// Where a model's step carries the key, in its provider metadata: the built-in chef's own name.
const METADATA = 'builtInChef';

/** A step's provider metadata carrying the key of the built-in chef's draft, on its way to the proof part. */
export const draftMetadata = (draft: DraftKey): Record<string, { draft: DraftKey }> => ({ [METADATA]: { draft } });

/** The key a step's provider metadata carries (see draftMetadata), checked by the schema; undefined for any other model's step. */
export function draftOfMetadata(metadata: Readonly<Record<string, unknown>> | undefined): DraftKey | undefined {
  const carried = metadata?.[METADATA] as { draft?: unknown } | undefined;
  const parsed = draftKeySchema.safeParse(carried?.draft);
  return parsed.success ? parsed.data : undefined;
}
