interface ReadAloudButtonProps {
  on: boolean;
  onToggle: () => void;
}

/**
 * Cook mode's "Read aloud" toggle. Pressed, it is filled and its speaker sends out waves, so its
 * state shows in shape as well as colour.
 */
export function ReadAloudButton({ on, onToggle }: ReadAloudButtonProps) {
  return (
    <button type="button" aria-pressed={on} onClick={onToggle} className="btn btn-secondary gap-2 aria-pressed:bg-wine aria-pressed:text-paper">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 8v4h3l4 3.5v-11L6 8H3z" fill="currentColor" />
        {on ? <path d="M13 7.5a3.5 3.5 0 0 1 0 5M15.5 5a7 7 0 0 1 0 10" /> : <path d="M13.5 8l4 4M17.5 8l-4 4" />}
      </svg>
      Read aloud
    </button>
  );
}
