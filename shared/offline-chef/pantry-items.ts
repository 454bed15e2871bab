import { readEntry } from '../ingredients/read-entry.ts';
import type { Flavour, Ingredient, IngredientCategory } from '../ingredients/pantry-knowledge.ts';
import { READY_TO_EAT } from './signals.ts';
import { fishAsTyped, rawMeat } from './raw-meat.ts';
import { driedPulse } from './made-ready.ts';
import { onHand } from './typed-amount.ts';
import { pluralOf } from '../recipe/quantity.ts';

/** The part an ingredient plays in this chef's recipes; coarser than its category. */
export type Role =
  | 'protein' | 'egg' | 'dairy' | 'cheese' | 'aromatic' | 'veg' | 'greens' | 'legume'
  | 'grain' | 'pasta' | 'noodle' | 'bread' | 'liquid' | 'fruit' | 'herb' | 'spice'
  | 'season' | 'sauce' | 'sweetener' | 'fat' | 'nut' | 'baking' | 'pickle' | 'extra';

/** One ingredient of a recipe, the visitor's or a staple the chef adds. */
export interface PantryItem {
  /** Sorting and de-duplicating key: the canonical name, or the typed text when unknown. */
  readonly key: string;
  /** As typed, safe to put in markdown: "Chicken". */
  readonly label: string;
  /** Lower case for running prose: "chicken". */
  readonly text: string;
  readonly entry: Ingredient | undefined;
  readonly role: Role;
  readonly flavour: Flavour;
  /** True when the visitor listed it, false for a staple the chef added. */
  readonly mine: boolean;
  /** What the visitor typed they have ("200g"), in the entry's unit (200); undefined when they typed none the chef can compare. */
  readonly onHand?: number;
}

const ROLE_OF: Readonly<Partial<Record<IngredientCategory, Role>>> = {
  seafood: 'protein',
  vegetable: 'veg',
  root: 'veg',
  acid: 'sauce',
  condiment: 'sauce',
};

/** Order of the ingredient list: the substance of the dish first, seasoning last. */
export const ROLE_ORDER: readonly Role[] = [
  'protein', 'egg', 'pasta', 'noodle', 'grain', 'bread', 'legume', 'veg', 'greens', 'fruit',
  'aromatic', 'extra', 'pickle', 'cheese', 'dairy', 'liquid', 'baking', 'nut', 'sauce', 'sweetener',
  'spice', 'herb', 'fat', 'season',
];

function roleOf(entry: Ingredient): Role {
  if (entry.category === 'spice' && entry.perServing === 0) return 'season';
  if (READY_TO_EAT.has(entry.name)) return 'pickle';
  return ROLE_OF[entry.category] ?? (entry.category as Role);
}

// Markdown characters that would turn a typed name into formatting or a link.
const escapeMarkdown = (text: string): string => text.replace(/[\\`*_[\]<>|~#]/g, '\\$&');

/**
 * The name as typed, with a slip the reader forgives in an -o word's ending spelled right: the
 * food's name is read, and the label is what the recipe says ("potatos" -> "potatoes", "tomatoe" -> "tomato").
 */
function spelled(name: string, food: Ingredient | undefined): string {
  const word = food?.name.split(' ').at(-1) ?? '';
  const last = name.slice(name.lastIndexOf(' ') + 1);
  const said = last.toLowerCase() === `${word}s` ? pluralOf(word) : last.toLowerCase() === `${word}e` ? word : last.toLowerCase();
  return said === last.toLowerCase() ? name : name.slice(0, name.length - last.length) + (last === last.toLowerCase() ? said : said.charAt(0).toUpperCase() + said.slice(1));
}

function toItem(typedText: string, mine: boolean): PantryItem {
  // The food without the amount typed with it ("Beat the eggs", not "the 2 eggs"), in English
  // where it was typed in another language or with a slip ("pollo", "chiken" are chicken).
  const { typed, amount, name, food: known, by } = readEntry(typedText);
  // Raw meat the chef has no line for is cooked like the nearest it has, under its own key; dried
  // beans are known beans that soak and boil first, fresh mackerel or sardines raw fish, and plain
  // tuna tinned: each told by the words typed, "whole" and "dried" included.
  const entry = known ? fishAsTyped(driedPulse(known, typed), typed) : rawMeat(typed);
  const label = escapeMarkdown(by === 'name' || by === undefined ? spelled(name, known) : name.charAt(0).toUpperCase() + name.slice(1));
  return {
    key: known ? `=${known.name}` : `?${name.toLowerCase()}`,
    label,
    text: label.toLowerCase(),
    entry,
    role: entry ? roleOf(entry) : 'extra',
    flavour: entry?.flavour ?? 'both',
    mine,
    onHand: mine ? onHand(amount, name, entry) : undefined,
  };
}

/**
 * The visitor's list as recipe items: trimmed, blanks dropped, one item per ingredient
 * ("Tomato" and "tomatoes" are one), sorted so that the order typed does not matter.
 */
export function readPantry(ingredients: readonly string[]): PantryItem[] {
  const items = ingredients
    .map((raw) => raw.replace(/\s+/g, ' ').trim())
    .filter((typed) => typed !== '')
    .map((typed) => toItem(typed, true))
    .sort((a, b) => compare(a.key, b.key) || compare(a.label, b.label));
  return items.filter((item, index) => index === 0 || items[index - 1]?.key !== item.key);
}

/** A staple the chef adds, by its canonical name: stapleItem("olive oil") labelled "Olive oil". */
export function stapleItem(name: string): PantryItem {
  return toItem(name.charAt(0).toUpperCase() + name.slice(1), false);
}

/** Sorts items into the ingredient list's order, keeping ties in their current order. */
export function byRole(items: readonly PantryItem[]): PantryItem[] {
  return [...items].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
}

// Plain code-unit order, so the sort is the same whatever the locale of the machine.
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
