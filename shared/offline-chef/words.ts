// The words a recipe is written in follow its units: a metric recipe is written for a British
// cook ("tinned tomatoes", "minced beef", "chilli", "hob"), a US one for an American ("canned
// tomatoes", "ground beef", "chili", "stovetop").
import { findIngredient } from '../ingredients/pantry-knowledge.ts';
import type { Units } from '../api/recipe-preferences.ts';

/** A word of a food's name as a British cook says it and as an American does, each with any plural ending. */
const PAIRS: readonly (readonly [metric: string, us: string])[] = [
  ['chilli', 'chili'], ['tinned', 'canned'], ['courgette', 'zucchini'], ['aubergine', 'eggplant'], ['coriander', 'cilantro'],
  ['spring onion', 'green onion'], ['rocket', 'arugula'], ['cornflour', 'cornstarch'], ['bicarbonate of soda', 'baking soda'],
  ['icing sugar', 'powdered sugar'], ['pak choi', 'bok choy'],
];
// The plural ending stays as it was: "chilies" -> "chillies", "green onions" -> "spring onions".
const plural = (word: string): string => (word.endsWith('i') ? `${word}(es)?` : `${word}(s)?`);
const swapTo = (from: string, to: string): readonly [RegExp, string] => [new RegExp(`\\b${plural(from)}\\b`, 'gi'), `${to}$1`];
const MEATS = '(beef|pork|lamb|turkey|chicken|veal)';

// Each word of a food's name that the other side says differently, and what this side says.
const FOOD_WORDS: Readonly<Record<Units, readonly (readonly [RegExp, string])[]>> = {
  metric: [
    ...PAIRS.map(([metric, us]) => swapTo(us, metric)),
    // Where the American says "shrimp", one or many, the British cook says "prawns"; "scallions", "spring onions".
    [/\bshrimps?\b/gi, 'prawns'],
    swapTo('scallion', 'spring onion'),
    [new RegExp(`\\bground ${MEATS}\\b`, 'gi'), 'minced $1'],
  ],
  us: [
    ...PAIRS.map(([metric, us]) => swapTo(metric, us)),
    [/\bprawns?\b/gi, 'shrimp'],
    [new RegExp(`\\bminced ${MEATS}\\b`, 'gi'), 'ground $1'],
    [new RegExp(`\\b${MEATS} mince\\b`, 'gi'), 'ground $1'],
  ],
};

/** Keeps a capital where the word it replaces had one: "Canned" -> "Tinned". */
const sameCase = (was: string, now: string): string => (/^\p{Lu}/u.test(was) ? now.charAt(0).toUpperCase() + now.slice(1) : now);

/**
 * A food's name as a cook who measures in `units` says it, when the knowledge base knows that
 * name as the same food (so a change still finds it); otherwise as it was.
 * @example foodName("Canned tomatoes", "metric") // "Tinned tomatoes"
 * @example foodName("Beef mince", "us") // "Ground beef"
 */
export function foodName(name: string, units: Units): string {
  const said = FOOD_WORDS[units].reduce(
    (text, [word, instead]) => text.replace(word, (...match: string[]) => sameCase(match[0]!, match[0]!.replace(new RegExp(word.source, 'i'), instead).toLowerCase())),
    name,
  );
  const food = findIngredient(name);
  return said !== name && food !== undefined && findIngredient(said)?.name === food.name ? said : name;
}

/** Kitchen words a template may use, as {hob} or {towel}, in each units' English. */
const KIT_WORDS: Readonly<Record<Units, Readonly<Record<string, string>>>> = {
  metric: { hob: 'hob', towel: 'tea towel', chilli: 'chilli', tray: 'tray' },
  us: { hob: 'stovetop', towel: 'dish towel', chilli: 'chili', tray: 'sheet pan' },
};

/** The words for {hob}, {towel}, {chilli} and {tray} in a template, as a cook who measures in `units` says them. */
export const kitWords = (units: Units): Readonly<Record<string, string>> => KIT_WORDS[units];

/**
 * A dish's title cooked without an oven, as each cook names it: a British cook makes it on the
 * hob, an American on the stovetop.
 * @example withoutOven("Egg Cake", "metric") // "Egg Cake on the Hob"; withoutOven("Egg Cake", "us") // "Stovetop Egg Cake"
 */
export const withoutOven = (title: string, units: Units): string => (units === 'us' ? `Stovetop ${title}` : `${title} on the Hob`);

/** A roast on a tray in the oven, as each cook names it. */
export const trayRoast = (units: Units): string => (units === 'us' ? 'Sheet-Pan Roast' : 'Traybake');
