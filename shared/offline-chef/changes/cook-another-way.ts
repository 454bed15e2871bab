import type { MethodKind } from '../dish.ts';
import { canCook, draft, unchanged, type Version } from '../draft.ts';
import type { ChangeContext } from './change-context.ts';

/** What the chef says when a dish is already cooked the way asked. */
const ALREADY: Readonly<Record<MethodKind, string>> = {
  quicker: 'This is about as quick as this dish gets.',
  'no-oven': 'This recipe already needs no oven.',
  'one-pot': 'This recipe already needs no more than one pot or pan.',
};

/** How a note names the way that made a quick version longer. */
const LONGER: Readonly<Record<Exclude<MethodKind, 'quicker'>, string>> = { 'no-oven': 'Cooked on the {hob},', 'one-pot': 'Cooked in one pot,' };

/**
 * No oven for a dish with no other way to cook without one: where its cooked rounds wait in a low
 * oven, the same steps with each round served as it is done; otherwise it needs no oven already.
 */
function withoutHoldingOven(version: Version, { options, ruledOut }: ChangeContext): Version {
  const changed: Version = { ...version, noOven: true };
  const same = draft(changed, options, ruledOut).lines.join('\n') === draft(version, options, ruledOut).lines.join('\n');
  return same ? unchanged(version, ALREADY['no-oven']) : changed;
}

/**
 * The version cooked another way: quicker, without an oven, or in one pot, by the dish's own
 * method for it, building on the way asked for before. Quicker on a one-pot or no-oven version
 * keeps that way and cuts everything small; one pot or no oven on a quicker version does the same
 * from the other side, so it stays quick. A quicker version must state less time than the version
 * before it (and, from the dish's usual way, take fewer steps); a dish cooked on the hob is in one pan
 * already. Where nothing would change, the version stays as it was and says so.
 */
export function cookAnotherWay(version: Version, kind: MethodKind, context: ChangeContext): Version {
  const stays = unchanged(version, ALREADY[kind]);
  const { options, ruledOut } = context;
  const quick = version.method === 'quicker' || version.quick === true;
  if (version.method === kind || (kind === 'quicker' && quick) || (kind === 'no-oven' && version.noOven === true)) return stays;
  if (kind === 'one-pot' && version.method === 'no-oven') return stays;
  const before = draft(version, options, ruledOut);
  const shorter = (changed: Version) => draft(changed, options, ruledOut).minutes < before.minutes;
  if (kind === 'quicker') {
    if (version.method !== undefined) return shorter({ ...version, quick: true }) ? { ...version, quick: true } : stays;
    if (!canCook(version, kind, options.units)) return stays;
    const changed: Version = { ...version, method: kind };
    return shorter(changed) && draft(changed, options, ruledOut).steps < before.steps ? changed : stays;
  }
  if (!canCook(version, kind, options.units)) return kind === 'no-oven' ? withoutHoldingOven(version, context) : stays;
  const changed: Version = { ...version, method: kind, ...(quick ? { quick: true } : {}) };
  const minutes = draft(changed, options, ruledOut).minutes;
  const was = before.minutes;
  // Still cut small and quick, but one pan does one thing at a time: the cook is told it takes longer.
  return quick && minutes > was ? { ...changed, notes: [`_${LONGER[kind]} this takes ${minutes} minutes, ${minutes - was} more than the quick version._`] } : changed;
}
