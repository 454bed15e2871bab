import { disallowedCharacters, safeRendering } from '../../shared/ingredients/ingredient-characters.ts';
import { normaliseIngredient } from '../../shared/ingredients/ingredients.ts';
import { MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH } from '../../shared/api/limits.ts';
import type { AddOutcome } from '../hooks/use-ingredients.ts';

/**
 * A note shown under the ingredient box: a quiet aside (already listed), a limit reached, or an
 * entry that is invalid as typed and needs fixing.
 */
export interface EntryNote {
  text: string;
  tone: 'quiet' | 'limit' | 'invalid';
}

/** "a", "a or b", "a, b or c". */
function either(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The hint for characters an ingredient name may not have, judged by the same rule the server
 * applies, or undefined while the entry is fine.
 * @example characterHint("Salt<b>") // "Ingredient names can't contain “<” or “>”."
 */
export function characterHint(typed: string): string | undefined {
  const bad = disallowedCharacters(normaliseIngredient(typed) ?? '');
  if (bad.length === 0) return undefined;
  return `Ingredient names can't contain ${either(bad.map((char) => `“${safeRendering(char)}”`))}.`;
}

/**
 * What the page says next to the box about an entry it did not add; undefined when there is
 * nothing to say (it was added, or it was blank and ignored).
 * @example entryNote("duplicate", " tOMATO") // { text: "Tomato is already on your list.", tone: "quiet" }
 */
export function entryNote(outcome: AddOutcome, typed: string): EntryNote | undefined {
  const name = safeRendering(normaliseIngredient(typed) ?? '');
  switch (outcome) {
    case 'added':
    case 'blank':
      return undefined;
    case 'duplicate':
      return { text: `${name} is already on your list.`, tone: 'quiet' };
    case 'not_food':
      return { text: `${name} isn't food, so it can't go on the list.`, tone: 'invalid' };
    case 'invalid_characters':
      return { text: characterHint(typed) ?? '', tone: 'invalid' };
    case 'no_letters':
      return { text: `${name} isn't the name of an ingredient: type its name in letters.`, tone: 'invalid' };
    case 'mixed_scripts':
      return { text: `${name} mixes letters of different alphabets in one word: type it in one alphabet.`, tone: 'invalid' };
    case 'not_a_name':
      return { text: `${name} reads as a sentence: type just the name of the ingredient.`, tone: 'invalid' };
    case 'instruction':
      return { text: `${name} reads as an instruction to the chef: type just the name of the ingredient.`, tone: 'invalid' };
    case 'too_long':
      return { text: `Ingredient names can be at most ${MAX_INGREDIENT_LENGTH} characters long.`, tone: 'invalid' };
    case 'full':
      return { text: `Your list is full: the chef can use up to ${MAX_INGREDIENTS} ingredients.`, tone: 'limit' };
  }
}
