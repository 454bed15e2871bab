// A recipe as one typed value: what every feature of the page reads (What you have, the shopping
// list, cook mode's amounts and timers, the recipe file, scaling and units), so none of them reads
// the markdown again in its own way. A host's markdown is read into it once per version, with what
// each of its lines is: scaling and a switch of units rewrite the lines it places and render the
// new version's text from them (scale-recipe.ts); a line the reader cannot place is kept as written.

import { ingredientName, shoppingLine } from '../ingredients/ingredient-name.ts';
import { amountIn, readQuantity, type Quantity } from './quantity.ts';
import { readRecipe, type LineRole, type RecipeParts } from './recipe-parts.ts';
import { scaleIngredient } from './scale-recipe.ts';
import { durationsIn, type StepDuration } from './step-durations.ts';
import { stepIngredients } from './step-ingredients.ts';
import { matchKey } from '../ingredients/word-match.ts';
import { SHARE_WORDS, shareWords } from './share-words.ts';

/** One line of the ingredient list. */
export interface IngredientLine {
  /** The line as written (amount, food, note), which is what is shown. */
  text: string;
  /** Its amount and unit, when it states one the reader can read ("2 tbsp", "Rice — 150 g"); null for "a pinch of salt". */
  quantity: Quantity | null;
  /** The food it names, without amount, units or preparation: "olive oil". */
  food: string;
  /** What follows the food: how to prepare it or when to use it ("finely chopped", "to serve"); null when nothing. */
  note: string | null;
}

/** An ingredient line a step uses, and how much of it. */
export interface StepUse {
  /** Its place in `ingredients`. */
  line: number;
  /**
   * The part of the line the step uses, where it says ("half the olive oil", "a third of the
   * sugar", and "the rest of" it: what the other steps' shares leave); null for all of it.
   */
  share: number | null;
  /** What the step uses, as the cook reads it under the step: "1 tbsp olive oil (half)". */
  amount: string;
}

/** One step of the method. */
interface RecipeStep {
  readonly text: string;
  /** The ingredient lines it uses, in the list's order (worked out when first read). */
  readonly uses: StepUse[];
  /** Each time it names, for a timer each (worked out when first read). */
  readonly durations: StepDuration[];
}

/** A recipe, read once. */
export interface Recipe {
  title: string | null;
  intro: string;
  /** Servings it states, or null. */
  servings: number | null;
  /** Total minutes it states, or null. */
  totalMinutes: number | null;
  ingredients: IngredientLine[];
  steps: RecipeStep[];
  /** The markdown it was read from, which is what is shown. */
  markdown: string;
  /** What each line of that markdown is (split at "\n"): the lines a rewrite may change. */
  roles: readonly LineRole[];
}

// The name and its amount after a dash or a colon: "Chicken thighs — 300 g, diced".
const NAME_THEN_AMOUNT = /^(.+?)(?:\s[—–-]|:)\s+(.+)$/u;
/**
 * What a line adds after its food: what follows its first comma, or else a note in brackets at its
 * end. Found by position, not by a pattern tried from each "(" of a long run.
 */
function noteOf(text: string): string | null {
  // Starts only where a run of spaces does: from each space of a long run it would read the run again.
  const line = text.replace(/(?<!\s)\s*\(you have this\)/giu, '').trim();
  const comma = line.indexOf(',');
  if (comma >= 0) return line.slice(comma + 1).trim() || null;
  if (!line.endsWith(')')) return null;
  const open = line.lastIndexOf('(');
  return open < 0 ? null : line.slice(open + 1, -1).trim() || null;
}

/**
 * Reads one ingredient line into its amount, food and note.
 * @example ingredientLine("2 tbsp olive oil, plus extra") // { text, quantity: { amount: 2, unit: "tbsp" }, food: "olive oil", note: "plus extra" }
 * @example ingredientLine("Rice — 150 g") // { text, quantity: { amount: 150, unit: "g" }, food: "Rice", note: null }
 */
export function ingredientLine(text: string): IngredientLine {
  const bought = shoppingLine(text);
  const split = NAME_THEN_AMOUNT.exec(bought);
  const quantity = readQuantity(bought)?.quantity ?? (split ? (readQuantity(split[2] ?? '')?.quantity ?? null) : null);
  return { text, quantity, food: ingredientName(text), note: noteOf(text) };
}

// How a step says it uses part of a line, as the chef writes it and in the other words hosts use
// ("half of the", "one third of the"), longest first: "two thirds of the sugar" is not "a third".
type Share = readonly [words: string, part: number];
const OTHER_WORDS: readonly Share[] = [['half of the', 1 / 2], ['one third of the', 1 / 3], ['one quarter of the', 1 / 4]];
const SHARES: readonly Share[] = [...SHARE_WORDS.map(([part, words]): Share => [`${words}the`, part]), ...OTHER_WORDS].sort((a, b) => b[0].length - a[0].length);
const REST = ['the rest of the', 'the remaining'];
/** How the cook reads a share under a step: "a third", "half". */
const said = (part: number): string => shareWords(part).replace(/ of $/, '').trim();

/** The part of `line` a step says it uses: a share, "rest" for what the other steps leave, or null for all of it. */
function shareIn(step: string, line: IngredientLine): number | 'rest' | null {
  const name = matchKey(line.food);
  if (name === '') return null;
  const words = ` ${matchKey(step)} `;
  if (REST.some((rest) => words.includes(` ${rest} ${name} `))) return 'rest';
  return SHARES.find(([share]) => words.includes(` ${share} ${name} `))?.[1] ?? null;
}

/** The lines of `ingredients` a step uses, each with the part it says it uses. */
function linesUsed(text: string, ingredients: readonly IngredientLine[]): { line: number; share: number | 'rest' | null }[] {
  const lines = ingredients.map((line) => line.text);
  // stepIngredients gives the lines as written, in order: each is found from where the last was.
  let from = 0;
  return stepIngredients(text, lines).map((written) => {
    const at = lines.indexOf(written, from);
    from = at + 1;
    return { line: at, share: shareIn(text, ingredients[at]!) };
  });
}

/**
 * What each step uses of each line: all of it, the share it says, or for "the rest of" it what the
 * other steps' shares leave (half, when they say none), so the steps add up to the line.
 */
function usesOf(steps: readonly string[], ingredients: readonly IngredientLine[]): StepUse[][] {
  const found = steps.map((text) => linesUsed(text, ingredients));
  const given = new Map<number, number>();
  for (const { line, share } of found.flat()) if (typeof share === 'number') given.set(line, (given.get(line) ?? 0) + share);
  // Each share is rounded as a cook measures it, but the last share of a line takes what the
  // ones before it leave: 90 ml in halves is 50 ml and 40 ml, never 50 ml twice.
  const lastStep = new Map<number, number>();
  found.forEach((uses, step) => uses.forEach(({ line, share }) => share !== null && lastStep.set(line, step)));
  const taken = new Map<number, Taken[]>();
  return found.map((uses, step) =>
    uses.map(({ line, share }) => {
      const part = share === 'rest' ? (given.has(line) ? Math.max(0, 1 - given.get(line)!) : 1 / 2) : share;
      const whole = ingredients[line]!;
      if (part === null) return { line, share: part, amount: shoppingLine(whole.text) };
      const before = taken.get(line) ?? [];
      const scaled = scaleIngredient(whole.text, lastStep.get(line) === step ? restOf(whole, part, before) : part);
      taken.set(line, [...before, { part, quantity: ingredientLine(scaled).quantity }]);
      return { line, share: part, amount: `${shoppingLine(scaled)} (${said(part)})` };
    }),
  );
}

/** A share of a line a step took, and the amount it was given, as measured. */
interface Taken {
  part: number;
  quantity: Quantity | null;
}

/**
 * The factor of `line` its last share is given: its own `part` plus the parts before it, less
 * what those were given as measured. Just `part` where the amounts cannot be added up.
 * @example restOf(ingredientLine("Olive oil — 90 ml"), 0.5, [{ part: 0.5, quantity: { amount: 50, unit: "ml" } }]) // 40 / 90
 */
function restOf(line: IngredientLine, part: number, before: readonly Taken[]): number {
  const whole = line.quantity;
  if (whole === null || !(whole.amount > 0) || before.length === 0) return part;
  let rest = part;
  for (const share of before) {
    const amount = share.quantity === null ? null : amountIn(share.quantity, whole.unit);
    if (amount === null) return part;
    rest += share.part - amount / whole.amount;
  }
  return rest > 0 ? rest : part;
}

/**
 * The steps of `ingredients`' recipe. Their uses and times are worked out when first read: only
 * cook mode reads them, and holding every step against every line is most of the reading of a
 * long recipe, which What you have and nutrition, reading it as it finishes or scales, do not need.
 */
function stepsOf(texts: readonly string[], ingredients: readonly IngredientLine[]): RecipeStep[] {
  let uses: StepUse[][] | undefined;
  return texts.map((text, index) => {
    let durations: StepDuration[] | undefined;
    return {
      text,
      get uses() {
        return (uses ??= usesOf(texts, ingredients))[index]!;
      },
      get durations() {
        return (durations ??= durationsIn(text));
      },
    };
  });
}

/**
 * Reads a recipe's markdown into its typed value, however a host marks its parts (see readRecipe).
 * Never throws; what it cannot find is empty or null.
 */
export function recipeOf(markdown: string): Recipe {
  return recipeFromParts(readRecipe(markdown), markdown);
}

/** The typed value of a recipe's parts as readRecipe found them in `markdown`. */
export function recipeFromParts(parts: RecipeParts, markdown: string): Recipe {
  const ingredients = parts.ingredients.map(ingredientLine);
  return {
    markdown,
    roles: parts.roles,
    title: parts.title,
    intro: parts.intro,
    servings: parts.servings,
    totalMinutes: parts.totalMinutes,
    ingredients,
    steps: stepsOf(parts.steps, ingredients),
  };
}
