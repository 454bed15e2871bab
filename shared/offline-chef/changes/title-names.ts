import { singularOf } from '../../recipe/quantity.ts';
import { matchKey } from '../../ingredients/word-match.ts';
import type { PantryItem } from '../pantry-items.ts';
import { foodName } from '../words.ts';

/**
 * Whether a title the chef wrote names an item, as the chef names one: what stands in for an item
 * the title names takes its place there.
 * @example titleNames("Red Lentil Curry", redLentils) // true; titleNames("Cheesy Egg Toast", eggs) // true
 */
export function titleNames(title: string, item: PantryItem): boolean {
  const words = ` ${matchKey(title)} `;
  const singular = (name: string) => name.replace(/[a-z]+$/, (last) => singularOf(last));
  // Named as either units' cook names it: the title may say "Minced Beef" for the visitor's ground beef.
  return [item.text, item.entry?.name]
    .flatMap((name) => (name === undefined ? [] : [name, foodName(name, 'metric'), foodName(name, 'us')]))
    .flatMap((name) => [matchKey(name), singular(matchKey(name))])
    .some((name) => words.includes(` ${name} `));
}
