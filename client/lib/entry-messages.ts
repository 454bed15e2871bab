import { disallowedCharacters, safeRendering } from '../../shared/ingredients/ingredient-characters.ts';
import { normaliseIngredient } from '../../shared/ingredients/ingredients.ts';
import { listWords } from '../../shared/text/list-words.ts';
import { MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH } from '../../shared/api/limits.ts';
import type { AddOutcome, EntryOutcome } from '../hooks/use-ingredients.ts';

/**
 * A note shown under the ingredient box: a quiet aside (already listed), a limit reached, or an
 * entry that is invalid as typed and needs fixing.
 */
export interface EntryNote {
  text: string;
  tone: 'quiet' | 'limit' | 'invalid';
}

// How many refused names a note lists before it counts the rest.
const MOST_NAMED = 5;
const MOST_NAME_CHARS = 23;

/** A refused part as a note names it: as it would be listed, and a long one shortened at a word, never inside one. */
function shortName(typed: string): string {
  const name = normaliseIngredient(typed) ?? '';
  const chars = Array.from(name);
  if (chars.length <= MOST_NAME_CHARS) return safeRendering(name);
  const cut = chars.slice(0, MOST_NAME_CHARS + 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${safeRendering(space > 0 ? cut.slice(0, space) : chars.slice(0, MOST_NAME_CHARS).join(''))}…`;
}

const TONES: readonly EntryNote['tone'][] = ['quiet', 'limit', 'invalid'];

/**
 * The hint for characters an ingredient name may not have, judged by the same rule the server
 * applies, or undefined while the entry is fine.
 * @example characterHint("Salt<b>") // "Ingredient names can't contain “<” or “>”."
 */
export function characterHint(typed: string): string | undefined {
  const bad = disallowedCharacters(normaliseIngredient(typed) ?? '');
  if (bad.length === 0) return undefined;
  return `Ingredient names can't contain ${listWords(bad.map((char) => `“${safeRendering(char)}”`), 'or')}.`;
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

/**
 * What the page says of a whole entry: for one that named several foods, each reason a part was
 * not added once, and the parts a limit kept off the list (too long, the list full) named with it;
 * else what entryNote says.
 * @example entryOutcomeNote({ refused: [{ outcome: "full", part: "Dill" }, { outcome: "full", part: "Sage" }], ... })
 *   // { text: "Not added: Dill and Sage. Your list is full: the chef can use up to 30 ingredients.", tone: "limit" }
 */
export function entryOutcomeNote({ outcome, part, refused }: EntryOutcome): EntryNote | undefined {
  if (refused.length === 0) return entryNote(outcome, part);
  const byOutcome = new Map<AddOutcome, typeof refused>();
  for (const each of refused) byOutcome.set(each.outcome, [...(byOutcome.get(each.outcome) ?? []), each]);
  const notes = [...byOutcome].flatMap(([reason, parts]) => {
    if (reason !== 'full' && reason !== 'too_long') return parts.map((each) => entryNote(reason, each.part));
    const names = parts.slice(0, MOST_NAMED).map((each) => shortName(each.part));
    const rest = parts.length - names.length;
    const named = listWords(rest > 0 ? [...names, `${rest} more`] : names);
    const why = entryNote(reason, parts[0]!.part);
    return why && { text: `Not added: ${named}${named.endsWith('…') ? '' : '.'} ${why.text}`, tone: why.tone };
  });
  const said = notes.filter((note) => note !== undefined);
  const tone = TONES[Math.max(...said.map((note) => TONES.indexOf(note.tone)))] ?? 'invalid';
  return { text: said.map((note) => note.text).join(' '), tone };
}
