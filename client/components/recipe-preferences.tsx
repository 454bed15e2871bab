import { useEffect, useRef, useState } from 'react';
import type { RecipePreferences as Preferences } from '../../shared/api/recipe-request.ts';
import { describePreferences } from '../lib/describe-preferences.ts';
import { PreferenceChoices } from './preference-choices.tsx';

interface RecipePreferencesProps {
  value: Preferences;
  onChange: (next: Preferences) => void;
}

/** Diet, allergies, servings, time and units, folded away until the visitor opens them. */
export function RecipePreferences({ value, onChange }: RecipePreferencesProps) {
  const summary = describePreferences(value);
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page's script took over (the panel is in the prerendered HTML), its toggle
  // event came before React listened: the choices are built once it has.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);

  return (
    <div className="mt-8">
      {/* The choices are made only once it is opened: most visits never open it, and a hundred-odd
          hidden controls would be built for nothing as the page starts. */}
      <details ref={details} className="group rounded-2xl border border-line bg-oat" onToggle={(event) => setOpen(event.currentTarget.open)}>
        {/* A flex summary loses its marker, so the chevron says it opens; it turns when it has. */}
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl px-5 font-display text-xl font-semibold text-ink [&::-webkit-details-marker]:hidden">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-tomato transition-transform group-open:rotate-90 motion-reduce:transition-none">
            <path d="M5 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Preferences
        </summary>
        {/* Part of the page's first script: a panel the visitor opens is whole the moment it opens. */}
        {open && <PreferenceChoices value={value} onChange={onChange} />}
      </details>
      {summary && <p className="mt-2 px-1 text-sm text-ink-soft">{summary}</p>}
    </div>
  );
}
