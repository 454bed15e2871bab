import { loadOnce } from '../lib/load-once.ts';

// The file writer, and nutrition for the file, come with a press of "Save recipe file".
const loadRecipeFile = loadOnce(() => import('../lib/recipe-file.ts'));
const loadNutrition = loadOnce(() => import('../nutrition/nutrition-engine.ts'));

interface SaveRecipeFileProps {
  /** The finished recipe, as markdown. */
  recipe: string;
  /** Says how saving went, in the actions' polite live region. */
  onMessage: (message: string) => void;
}

const NOT_SAVED = 'The recipe file could not be made. Try again, or use Copy recipe.';

/** "Save recipe file": the recipe as schema.org Recipe JSON-LD, a file recipe managers import. */
export function SaveRecipeFile({ recipe, onMessage }: SaveRecipeFileProps) {
  const save = async () => {
    try {
      const { downloadRecipeFile } = await loadRecipeFile();
      // The panel has usually worked it out already; a file without it beats no file.
      const nutrition = await loadNutrition().then((engine) => engine.nutritionOf(recipe), () => null);
      onMessage(`Saved ${downloadRecipeFile(recipe, nutrition)}`);
    } catch (failure) {
      console.error(failure);
      onMessage(NOT_SAVED);
    }
  };

  return (
    <button type="button" onClick={() => void save()} className="btn btn-secondary">
      Save recipe file
    </button>
  );
}
