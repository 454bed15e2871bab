import type { MethodKind } from '../dish.ts';
import { canCook, draft, type Version } from '../draft.ts';
import type { ChangeContext } from './change-context.ts';
import type { PreviousRecipe } from './previous-version.ts';

/** What the chef says when a dish is already cooked the way asked. */
const ALREADY: Readonly<Record<MethodKind, string>> = {
  quicker: '_This is about as quick as this dish gets._',
  'no-oven': '_This recipe already needs no oven._',
  'one-pot': '_This recipe already needs no more than one pot or pan._',
};

/**
 * The version cooked another way: quicker, without an oven, or in one pot, by the dish's own
 * method for it. A quicker version keeps to a way asked for before (it never brings back the oven
 * or a second pan), and must take fewer steps and state less time than the previous recipe; a
 * dish cooked on the hob is in one pan already. Where nothing would change, the version stays as
 * it was and says so.
 */
export function cookAnotherWay(version: Version, kind: MethodKind, context: ChangeContext, previous: Pick<PreviousRecipe, 'minutes' | 'steps'>): Version {
  const stays: Version = { ...version, notes: [ALREADY[kind]] };
  const { options, ruledOut } = context;
  if (version.method === kind || (kind === 'quicker' && version.method !== undefined)) return stays;
  if (kind === 'one-pot' && version.method === 'no-oven') return stays;
  if (!canCook(version, kind, options.units)) return stays;
  const changed: Version = { ...version, method: kind };
  if (kind !== 'quicker') return changed;
  const before = draft(version, options, ruledOut);
  const after = draft(changed, options, ruledOut);
  return after.minutes < (previous.minutes ?? before.minutes) && after.steps < (previous.steps || before.steps) ? changed : stays;
}
