import { useMemo } from 'react';
import { recipeAllergens } from '../../shared/recipe/recipe-allergens.ts';
import { readOnce } from '../recipe/read-once.ts';
import { listWords } from '../../shared/text/list-words.ts';
import { ALLERGEN_NAMES, type Allergen } from '../../shared/api/recipe-preferences.ts';

interface AllergyWarningProps {
  recipe: string;
  allergies: readonly Allergen[];
}

/** A clear warning when a recipe uses something the visitor is allergic to, in its list or its steps; nothing otherwise. */
export function AllergyWarning({ recipe, allergies }: AllergyWarningProps) {
  // No allergies, nothing to read: the recipe is read (once) only for a visitor who has some.
  const findings = useMemo(() => (allergies.length === 0 ? [] : recipeAllergens(readOnce(recipe), allergies)), [recipe, allergies]);
  if (findings.length === 0) return null;
  const names = listWords(findings.map(({ allergen }) => ALLERGEN_NAMES[allergen]));
  const words = [...new Set(findings.flatMap((finding) => finding.words))];
  return (
    <div className="mt-4 rounded-xl border-2 border-wine bg-blush p-4">
      {/* Only the allergens are announced, so new words streaming in do not repeat the alert. */}
      <p role="alert" className="font-semibold text-wine">
        Allergy warning: this recipe mentions {names}.
      </p>
      <p className="mt-1 text-ink">
        Look for: {words.join(', ')}. Leave them out or choose another recipe before you cook.
      </p>
    </div>
  );
}
