/** Said in "Your week" when the week link in the address cannot be read (cut short, edited, too long, not ours). */
export function BrokenWeekNote() {
  return (
    <p role="alert" className="mt-2 font-medium text-wine">
      This week link is broken or incomplete, so there is no week to show. Ask for the link again.
    </p>
  );
}

interface SharedWeekNoteProps {
  /** The list the shared week was planned from. */
  pantry: readonly string[];
  /** Whether the visitor has a week of their own that using this one would replace. */
  replacesOwn: boolean;
  onUse: () => void;
}

/** Above a week opened from a link: that it was shared, what it was planned from, and a way to take it. */
export function SharedWeekNote({ pantry, replacesOwn, onUse }: SharedWeekNoteProps) {
  return (
    <div className="mt-4 rounded-xl border border-line bg-paper p-4 print:hidden">
      <p className="font-semibold text-ink">Shared with you</p>
      <p className="mt-1 text-ink-soft wrap-anywhere">Planned from {pantry.join(', ')}. This week is only to read.</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" onClick={onUse} className="btn btn-primary">
          Use this week
        </button>
        {replacesOwn && <p className="text-sm text-ink-soft">It replaces the week you planned.</p>}
      </div>
    </div>
  );
}
