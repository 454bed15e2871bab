import { useMemo } from 'react';
import { keepAmountsTogether } from '../../shared/amount-spacing.ts';
import { ingredientName, shoppingLine } from '../../shared/ingredient-name.ts';
import { scaleIngredient } from '../../shared/scale-recipe.ts';
import { stepIngredients } from '../../shared/step-ingredients.ts';
import { matchKey } from '../../shared/word-match.ts';

interface StepAmountsProps {
  /** The step's text. */
  step: string;
  /** The recipe's ingredient lines, as shown: scaled to the servings shown. */
  ingredients: readonly string[];
}

/**
 * The line as much of it as the step uses: where the step says "half the olive oil" or "the rest
 * of the olive oil" (a line split between frying and a dressing), half of it, and says so.
 */
function stepShare(step: string, line: string): string {
  const name = matchKey(ingredientName(line));
  if (name === '') return line;
  const said = ` ${matchKey(step)} `;
  const half = [`half the ${name}`, `half of the ${name}`, `the rest of the ${name}`].some((share) => said.includes(` ${share} `));
  return half ? `${shoppingLine(scaleIngredient(line, 0.5))} (half)` : line;
}

/**
 * Under a step, how much of each ingredient it uses, so the cook need not look back at the list:
 * "1 onion · 2 cloves garlic". Nothing for a step that uses none the page can tell.
 */
export function StepAmounts({ step, ingredients }: StepAmountsProps) {
  const used = useMemo(() => stepIngredients(step, ingredients).map((line) => stepShare(step, line)), [step, ingredients]);
  if (used.length === 0) return null;

  return (
    // One line of text that wraps where it must, as the cook reads it; a list to a screen reader.
    <ul aria-label="Ingredients for this step" className="text-lg leading-relaxed font-medium wrap-anywhere text-ink-soft sm:text-xl">
      {used.map((line, at) => (
        // The same line may be listed twice (once per part of a recipe), so its place is its key.
        <li key={at} className="inline">
          {/* Kept on the line of the amount before it, so no line starts with a dot. */}
          {at > 0 && <span aria-hidden="true">{'\u00a0· '}</span>}
          {/* Its amount and food: how to prepare it is in the step and the list. */}
          {keepAmountsTogether(shoppingLine(line))}
        </li>
      ))}
    </ul>
  );
}
