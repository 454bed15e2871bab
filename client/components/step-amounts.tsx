import { keepAmountsTogether } from '../../shared/recipe/amount-spacing.ts';
import type { StepUse } from '../../shared/recipe/recipe-value.ts';

interface StepAmountsProps {
  /** The ingredient lines the step uses, with how much of each (see recipeOf). */
  uses: readonly StepUse[];
}

/**
 * Under a step, how much of each ingredient it uses, so the cook need not look back at the list:
 * "1 onion · 2 cloves garlic", and "1 tbsp olive oil (half)" where the step uses half a line.
 * Nothing for a step that uses none the page can tell.
 */
export function StepAmounts({ uses }: StepAmountsProps) {
  const used = uses.map((use) => use.amount);
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
          {keepAmountsTogether(line)}
        </li>
      ))}
    </ul>
  );
}
