// What the page needs of a recipe's text as written, read once when a version of it is made: the
// servings it states and the names it goes by. Read without the recipe reader (recipe-parts.ts),
// which brings a markdown parser with it: versions are made in the page's first script.

import { firstHeading } from './first-heading.ts';
import { statedServings } from './recipe-numbers.ts';
import { recipeTitleOf } from './recipe-title.ts';

/** The longest name the page shows a recipe by. */
export const MAX_NAME_CHARS = 200;

/** What a recipe's text as written states of itself. */
export interface RecipeHeader {
  /** The servings it states; null when it states none. */
  servings: number | null;
  /** Its title as the API takes it back; undefined when it has no heading. */
  title: string | undefined;
  /** The words the page names it by (Recent recipes, Share, announcements): never empty. */
  name: string;
}

/**
 * The servings, title and name of a recipe as written. Its name is its first heading, else its
 * first line, as plain text.
 * @example readHeader("Here you go!\n\n## **Leek** soup\n\n**Serves:** 2\n...") // { servings: 2, title: "Leek soup", name: "Leek soup" }
 */
export function readHeader(written: string): RecipeHeader {
  const line = firstHeading(written) ?? written.split('\n').find((text) => text.trim() !== '') ?? '';
  const plain = line.replace(/[*_`~#>]/g, '').replace(/\s+/g, ' ').trim();
  return { servings: statedServings(written), title: recipeTitleOf(written), name: Array.from(plain).slice(0, MAX_NAME_CHARS).join('') || 'Untitled recipe' };
}
