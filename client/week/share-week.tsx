import { useId, useState } from 'react';
import type { WeekPlan } from '../../shared/week/week-plan.ts';
import { useCopyText } from '../hooks/use-copy-text.ts';
import { weekFragment } from './week-link.ts';

const COPIED = 'Link to the week copied';
const TOO_LONG = 'This week is too long to fit in a link.';
const NOT_COPIED = 'Your browser did not let the page copy the link. Copy it from the box below.';

/**
 * "Share week": a link that carries the week itself (nothing is sent anywhere), handed to the
 * phone's share sheet where there is one, else copied; where neither works, shown for copying by hand.
 */
export function ShareWeek({ plan }: { plan: WeekPlan }) {
  const { message, copy, say } = useCopyText(NOT_COPIED);
  // The link to copy by hand, for the plan it was made for.
  const [manual, setManual] = useState<{ plan: WeekPlan; url: string } | null>(null);
  const id = useId();

  const share = async () => {
    const fragment = await weekFragment(plan);
    if (!fragment) return say(TOO_LONG);
    const url = `${location.origin}${location.pathname}${location.search}${fragment}`;
    if (typeof navigator.share === 'function') {
      try {
        return await navigator.share({ title: 'A week of recipes', url });
      } catch (error) {
        // Closing the share sheet is an answer; anything else (refused, no target) falls back to copying.
        if ((error as Error | undefined)?.name === 'AbortError') return;
      }
    }
    const copied = await copy(url);
    setManual(copied ? null : { plan, url });
    if (copied) say(COPIED);
  };

  return (
    <div className="mt-3">
      <button type="button" className="btn btn-secondary" onClick={() => void share()}>
        Share week
      </button>
      <p aria-live="polite" className="mt-2 min-h-6 font-medium text-ink empty:mt-0 empty:min-h-0">
        {message}
      </p>
      {manual?.plan === plan && (
        <>
          <label htmlFor={id} className="font-semibold text-ink">
            Link to this week
          </label>
          <input
            id={id}
            type="url"
            readOnly
            value={manual.url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block min-h-11 w-full rounded-xl border-2 border-edge bg-paper px-3 text-ink"
          />
        </>
      )}
    </div>
  );
}
