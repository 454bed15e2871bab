import type { Dish } from './dish.ts';
import type { Kitchen } from './kitchen.ts';
import type { PantryItem } from './pantry-items.ts';
import { singularOf } from '../recipe/quantity.ts';
import { fill, titleCase } from './prose.ts';
import { FLOURS, TITLE_ADJECTIVES } from './signals.ts';
import { kitWords } from './words.ts';
import { hotterThanMild } from './hot-foods.ts';

// Ingredients too plain to name a dish after: nobody cooks "Baking Powder Cake".
const NEVER_STARS = new Set([...FLOURS, 'baking powder', 'baking soda', 'yeast', 'water', 'salt', 'black pepper', 'cornstarch']);

const canStar = (item: PantryItem): boolean => item.mine && !NEVER_STARS.has(item.entry?.name ?? '');
const needsB = (template: string): boolean => template.includes('{b}');

/**
 * How an ingredient names a dish: in the singular, as cooks do ("Tomato Omelette", "Egg Cake"),
 * when it was typed as the plural of a name the chef knows; otherwise as typed.
 */
function inTitle(item: PantryItem | undefined): string {
  const name = item?.entry?.name;
  const plural = name !== undefined && [`${name}s`, `${name}es`, `${name.slice(0, -1)}ies`].includes(plain(item?.text ?? '', item));
  return titleCase(plural ? name : plain(item?.label ?? '', item));
}

// Beans, tuna and sardines are "tinned" in the list, where a cook shops; a title or an introduction names the food.
const TINNED_IN_LIST: ReadonlySet<string> = new Set(['canned tuna', 'sardines']);
const plain = (name: string, item: PantryItem | undefined): string =>
  item?.entry?.category === 'legume' || TINNED_IN_LIST.has(item?.entry?.name ?? '') ? name.replace(/^(?:tinned|canned) /i, '') : name;

// Plurals that name something else in the singular ("Spring Green Soup" is not spring greens).
const KEEP_PLURAL = new Set(['greens']);

/**
 * An ingredient's name before the dish's noun, which cooks put in the singular: "Prawn Noodles",
 * "Red Lentil Curry", not "Prawns Noodles". After "with" or "of" it stays as it is.
 */
function attributive(name: string): string {
  const words = name.split(' ');
  const last = words.at(-1)!.toLowerCase();
  if (KEEP_PLURAL.has(last)) return name;
  const one = singularOf(last);
  return one === last ? name : [...words.slice(0, -1), titleCase(one)].join(' ');
}

/** Whether the template names `slot` as the object of "with" or "of" ("Noodles with {a} & {b}"), where a plural stays plural. */
const afterWith = (template: string, slot: 'a' | 'b'): boolean => new RegExp(`(?:with|of) (?:\\{a\\} & )?\\{${slot}\\}`).test(template);

/** The two ingredients a dish is named after, by the dish's own order of what matters. */
function starsOf(dish: Dish, k: Kitchen, noun: string): PantryItem[] {
  // The noun may already name one ("Spaghetti", "Rice Bowl"); do not say it twice.
  const fresh = (item: PantryItem): boolean => canStar(item) && !noun.toLowerCase().includes(item.text);
  const ranked = dish.stars.flatMap((role) => k.items(role).filter(fresh));
  return (ranked.length > 0 ? ranked : k.used.filter(fresh)).slice(0, 2);
}

/** Words that promise a quick dinner, which a dish keeps to those under QUICK_DINNER_MINUTES: "A quick dinner", "Speedy", "Weeknight". */
const PROMISES_SPEED = /\b(?:quick|speedy|fastest|weeknight|any night of the week)\b/i;
/** A quick dinner takes under this many minutes. */
export const QUICK_DINNER_MINUTES = 30;

/** Whether a title and introduction promise speed: then the writer must know the dish's time before it describes it. */
export const promisesSpeed = ({ title, intro }: { title: string; intro: string }): boolean => PROMISES_SPEED.test(`${title} ${intro}`);

/** The templates that keep their word: those that promise speed only for a quick dish, and all of them if none is left. */
function kept<T extends string>(templates: readonly [T, ...T[]], quick: boolean): readonly [T, ...T[]] {
  const [head, ...rest] = templates.filter((one) => quick || !PROMISES_SPEED.test(one));
  return head === undefined ? templates : [head, ...rest];
}

// Words that promise a dish without much heat, which a dish with chilli in it does not keep.
const PROMISES_MILD = /\bmild\b/i;

/** The introductions that keep their word about heat: none promises mildness for a `hot` dish, unless none is left. */
function keptMild<T extends string>(templates: readonly [T, ...T[]], hot: boolean): readonly [T, ...T[]] {
  const [head, ...rest] = templates.filter((one) => !hot || !PROMISES_MILD.test(one));
  return head === undefined ? templates : [head, ...rest];
}

/**
 * The recipe's title and one-line introduction, e.g. "Garlicky Chicken & Broccoli Rice Bowl". Only a
 * `quick` one (under QUICK_DINNER_MINUTES) is called a quick dinner.
 */
export function describeDish(dish: Dish, k: Kitchen, quick = true): { title: string; intro: string } {
  const noun = dish.noun(k);
  const [a, b] = starsOf(dish, k, noun);
  const first = a ?? k.used.find((item) => item.mine) ?? k.used[0];
  const adjectives = k.used
    .filter((item) => item.mine && item !== a && item !== b)
    .map((item) => TITLE_ADJECTIVES[item.entry?.name ?? ''])
    .filter((adjective): adjective is string => adjective !== undefined);
  const [firstAdjective, ...moreAdjectives] = adjectives;
  const adj = firstAdjective ? k.pick([firstAdjective, ...moreAdjectives]) : k.pick(kept(dish.adjectives, quick));
  const template = k.pick(b ? dish.titles : onlyOne(dish.titles));
  const intro = k.pick(keptMild(kept(b ? dish.intros : onlyOne(dish.intros), quick), hotterThanMild(k.used)));
  return {
    title: fill(template, {
      adj,
      noun,
      a: afterWith(template, 'a') ? inTitle(first) : attributive(inTitle(first)),
      b: afterWith(template, 'b') ? inTitle(b) : attributive(inTitle(b)),
    }),
    intro: fill(intro, { ...kitWords(k.units), a: plain(first?.text ?? '', first), b: plain(b?.text ?? '', b), dish: dish.name, kind: noun.toLowerCase() }),
  };
}

// Every dish has at least one title and one intro that need a single star; fall back to all if not.
function onlyOne(templates: readonly [string, ...string[]]): readonly [string, ...string[]] {
  const [head, ...rest] = templates.filter((template) => !needsB(template));
  return head === undefined ? templates : [head, ...rest];
}
