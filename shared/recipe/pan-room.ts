// How much a frying pan or a tray holds in one layer. Crowded, food steams instead of browning,
// and meat stays under its safe temperature for the time a recipe gives.

/** The most servings one large frying pan, wok or tray browns in one go. */
export const MOST_IN_ONE_PAN = 4;

// Where food browns in one layer; a pot of soup or curry holds any number of servings.
const PAN = /\b(?:frying pan|skillet|wok)s?\b/i;
const TRAY = /\b(?:baking tray|sheet pan|roasting tin|roasting pan|baking sheet)s?\b/i;
// What must brown in the pan to cook through: crowded, it steams and stays under its safe
// temperature. Pancakes, a sauce or onions softening are made in the same pan at any size.
const BROWNS = /\b(?:chicken|turkey|duck|beef|pork|lamb|mince|steaks?|chops?|sausages?|bacon|chorizo|fish|salmon|cod|haddock|tuna|prawns?|shrimp|scallops?|tofu|halloumi|paneer|meatballs?|burgers?)\b/i;
// A recipe that already says how to cook a large batch.
const SAID = /\bbatch(?:es)?\b|\btwo (?:large )?(?:pans|frying pans|skillets|woks|trays|baking trays|sheet pans|roasting tins|baking sheets)\b|\bcrowd/i;

/**
 * The steps of a recipe scaled from `from` to `to` servings, each as its line, with one sentence
 * added where a larger batch no longer fits, before the sentence that names the pan: in the first
 * step that browns meat, fish or tofu in a frying pan or a wok, and the first that roasts on a
 * tray. Nothing changes when the recipe already fitted no single pan, still fits one, or already
 * says how to cook a large batch.
 * @example roomFor(["1. Fry the chicken in a large frying pan."], 2, 8) // ["1. This many servings will crowd one frying pan: cook in two batches, or use two frying pans. Fry the chicken in a large frying pan."]
 */
export function roomFor(steps: readonly string[], from: number, to: number): string[] {
  if (!(to > MOST_IN_ONE_PAN && from <= MOST_IN_ONE_PAN) || steps.some((step) => SAID.test(step))) return [...steps];
  const pan = steps.findIndex((step) => PAN.test(step) && BROWNS.test(step));
  const tray = steps.findIndex((step) => TRAY.test(step));
  return steps.map((step, at) => {
    if (at === pan) return said(step, PAN, (one) => `This many servings will crowd one ${one}: cook in two batches, or use two ${one}s.`);
    if (at === tray) return said(step, TRAY, (one) => `This many servings will crowd one ${one}: spread everything over two.`);
    return step;
  });
}

// A step's list marker: "3. ", "- ".
const MARKER = /^\s*(?:\d+[.)]|[-*+])\s+/;

/** `step` with a sentence about the pan it names (as it names it: "frying pan", "sheet pan") before the sentence that names it, so the cook reads it before starting. */
function said(step: string, where: RegExp, sentence: (pan: string) => string): string {
  const named = where.exec(step)!;
  const pan = named[0].toLowerCase().replace(/s$/, '');
  const marker = MARKER.exec(step)?.[0].length ?? 0;
  const before = step.lastIndexOf('. ', named.index);
  const start = Math.max(marker, before < 0 ? 0 : before + 2);
  return `${step.slice(0, start)}${sentence(pan)} ${step.slice(start)}`;
}
