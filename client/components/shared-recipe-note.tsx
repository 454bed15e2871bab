interface SharedRecipeNoteProps {
  /** The list the shared recipe was written for. */
  ingredients: readonly string[];
  /** Whether the visitor has a list of their own that using these would replace. */
  replacesList: boolean;
  onUse: () => void;
}

/** Above a recipe opened from a share link: whose list it was written for, and a way to take it. */
export function SharedRecipeNote({ ingredients, replacesList, onUse }: SharedRecipeNoteProps) {
  return (
    <div className="mt-4 rounded-xl border border-line bg-oat p-4 print:hidden">
      <p className="font-semibold text-ink">Shared with you</p>
      <p className="mt-1 text-ink-soft wrap-anywhere">Written for {ingredients.join(', ')}.</p>
      <p className="mt-1 text-ink-soft">What you have is checked against your own list.</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" onClick={onUse} className="btn btn-primary">
          Use these ingredients
        </button>
        {replacesList && <p className="text-sm text-ink-soft">They replace your list; you can undo it.</p>}
      </div>
    </div>
  );
}
