import type { RecipeChange } from '../../api/recipe-change.ts';
import { draft, type Version } from '../draft.ts';
import type { PantryItem } from '../pantry-items.ts';
import type { ChangeContext } from './change-context.ts';
import { cookAnotherWay } from './cook-another-way.ts';
import { milder, spicier } from './heat.ts';
import { swap } from './swap.ts';
import { titleNames } from './title-names.ts';
import { vegetarian } from './vegetarian.ts';

export type { ChangeContext } from './change-context.ts';

/**
 * The version a change makes of the version before it, at the servings and units of the context's
 * options: the same dish, with everything the version before it had (its swaps, what was added,
 * what is served alongside), changed as asked. Notes are the change's own: what the version
 * before it said of its change is not said again.
 */
export function changeVersion(before: Version, change: Pick<RecipeChange, 'kind' | 'from' | 'to'>, context: ChangeContext): Version {
  const version: Version = { ...before, notes: undefined, unchanged: undefined };
  const { title } = draft(version, context.options, context.ruledOut);
  // What stands in for an item the title names takes its place there.
  const named = (item: PantryItem): boolean => titleNames(title, item);
  switch (change.kind) {
    case 'quicker':
    case 'no-oven':
    case 'one-pot':
      return cookAnotherWay(version, change.kind, context);
    case 'spicier':
      return spicier(version, context.options);
    case 'milder':
      return milder(version, context.options, named);
    case 'vegetarian':
      return vegetarian(version, context.options, named);
    case 'swap':
      return swap(version, change, context);
  }
}
