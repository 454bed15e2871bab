import type { RecipeChange } from '../../api/recipe-change.ts';
import { draft, type Version } from '../draft.ts';
import { fill } from '../prose.ts';
import { kitWords } from '../words.ts';
import type { PantryItem } from '../pantry-items.ts';
import type { ChangeContext } from './change-context.ts';
import { cookAnotherWay } from './cook-another-way.ts';
import { milder, spicier } from './heat.ts';
import { findVersion, readPrevious, titleNames, type PreviousRecipe } from './previous-version.ts';
import { swap } from './swap.ts';
import { vegetarian } from './vegetarian.ts';

export type { ChangeContext } from './change-context.ts';

/** The version a change makes of the version before it. */
function changed(version: Version, change: RecipeChange, context: ChangeContext, previous: PreviousRecipe): Version {
  // What stands in for an item the title names takes its place there.
  const named = (item: PantryItem): boolean => titleNames(previous.title, item);
  switch (change.kind) {
    case 'quicker':
    case 'no-oven':
    case 'one-pot':
      return cookAnotherWay(version, change.kind, context, previous);
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

/**
 * Why a change would change nothing in a recipe the chef wrote ("This is about as quick as this
 * dish gets."), or null when it would change it: asked before the change is, so that such a change
 * makes no version and costs no request.
 */
export function whyUnchanged(change: RecipeChange, context: ChangeContext): string | null {
  const previous = readPrevious(change.recipe);
  const why = changed(findVersion(previous, context), change, context, previous).unchanged;
  return why === undefined ? null : fill(why, kitWords(context.options.units ?? 'metric'));
}

/**
 * Writes a new version of a recipe the chef wrote: the same dish, with what the previous version
 * lists, changed as asked, in the visitor's servings and units. What cannot change is said in one
 * short line under the introduction, as is a time past the visitor's limit; their diet and
 * allergies hold throughout.
 */
export function writeChange(change: RecipeChange, context: ChangeContext): string {
  const previous = readPrevious(change.recipe);
  const version = changed(findVersion(previous, context), change, context, previous);
  // Its tip must not suggest meat either.
  const options = change.kind === 'vegetarian' ? { ...context.options, diet: [...new Set([...(context.options.diet ?? []), 'vegetarian' as const])] } : context.options;
  const written = draft(version, options, context.ruledOut);
  const limit = options.maxMinutes;
  if (limit === undefined || written.minutes <= limit) return written.lines.join('\n');
  const late = `_This version takes about ${written.minutes} minutes, more than the ${limit} you have._`;
  return draft({ ...version, notes: [...(version.notes ?? []), late] }, options, context.ruledOut).lines.join('\n');
}
