import { useMemo } from 'react';
import { shoppingLine } from '../../shared/ingredient-name.ts';
import { stepIngredients } from '../../shared/step-ingredients.ts';

interface StepAmountsProps {
  /** The step's text. */
  step: string;
  /** The recipe's ingredient lines, as shown: scaled to the servings shown. */
  ingredients: readonly string[];
}

/**
 * Under a step, how much of each ingredient it uses, so the cook need not look back at the list:
 * "1 onion · 2 cloves garlic". Nothing for a step that uses none the page can tell.
 */
export function StepAmounts({ step, ingredients }: StepAmountsProps) {
  const used = useMemo(() => stepIngredients(step, ingredients), [step, ingredients]);
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
          {shoppingLine(line)}
        </li>
      ))}
    </ul>
  );
}
