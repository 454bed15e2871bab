// Mussels and clams are alive until they are cooked: one open before cooking that does not close
// when tapped is dead, and so is one still shut after. They steam open in a covered pan with a
// splash of liquid; a dry pan only scorches them.
import type { PantryItem } from './pantry-items.ts';
import { listWords } from '../text/list-words.ts';

const STEAMED: ReadonlySet<string> = new Set(['mussels', 'clams']);

/** Whether an item is shellfish that steams open. */
export const steamsOpen = (item: PantryItem): boolean => STEAMED.has(item.entry?.name ?? '');

/** Their prep: scrubbed, and the dead ones thrown away; undefined for anything else. */
export const shellfishPrep = (item: PantryItem): string | undefined =>
  steamsOpen(item) ? `scrub %${item.entry?.name === 'mussels' ? ', pull off any beards' : ''} and throw away any that are open and do not close when tapped` : undefined;

/** How they go into a pan: " with a splash of water, cover with a lid and cook". */
export const STEAM = ' with a splash of water, cover with a lid and cook';

/** "Throw away any mussels that stay shut.", or "" with none among `items`. */
export function shutOnes(items: readonly PantryItem[]): string {
  const steamed = items.filter(steamsOpen);
  return steamed.length === 0 ? '' : `Throw away any ${listWords(steamed.map((item) => item.text))} that stay shut.`;
}
