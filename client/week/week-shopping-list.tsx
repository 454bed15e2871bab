import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { listText } from '../../shared/week/list-text.ts';
import type { ListLine, WeekList } from '../../shared/week/week-list.ts';
import { shortDay, type WeekPlan } from '../../shared/week/week-plan.ts';
import { useCopyText } from '../hooks/use-copy-text.ts';
import { readStored, writeStored } from '../lib/local-store.ts';
import { useWeekList } from './use-week-list.ts';
import { isTicked, WEEK_TICKS, withTick, type Ticks } from './week-ticks.ts';

interface WeekShoppingListProps {
  plan: WeekPlan;
  units: Units;
  /** Whether ticks are kept on this device (true), or only while the list is shown (a shared week's). */
  keepTicks?: boolean;
}

const NOT_COPIED = 'Your browser did not let the page copy. Select the shopping list and copy it yourself.';
const NO_SHARE = 'This browser cannot share from a web page, so the list was copied instead.';
const NOT_SHARED = 'The list could not be shared, so it was copied instead.';

/** The class print.css prints the list alone under, set on the page's root for one printing. */
export const PRINT_LIST_CLASS = 'print-week-list';

/** Prints the list alone: the class holds for this printing only, then the page prints as before. */
function printList() {
  const root = document.documentElement;
  root.classList.add(PRINT_LIST_CLASS);
  window.addEventListener('afterprint', () => root.classList.remove(PRINT_LIST_CLASS), { once: true });
  window.print();
}

/** An aisle as a heading names it: "Fruit and vegetables". */
const aisleName = (aisle: string) => aisle.charAt(0).toUpperCase() + aisle.slice(1);
/** Every line a tick can be on. */
const linesOf = (list: WeekList): ListLine[] => [...list.aisles.flatMap(({ lines }) => lines), ...list.check, ...list.listed];

/**
 * "Shopping list for the week": what the plan's written recipes need beyond what the visitor has,
 * aisle by aisle, each line a checkbox kept ticked on this device; to copy, share or print.
 */
export function WeekShoppingList({ plan, units, keepTicks = true }: WeekShoppingListProps) {
  const headingId = useId();
  const state = useWeekList(plan, units);
  const [ticks, setTicks] = useState<Ticks>(() => (keepTicks ? (readStored(WEEK_TICKS) ?? {}) : {}));
  const { message, copy, say } = useCopyText(NOT_COPIED);
  const written = plan.days.some((day) => day.kind === 'cook' && day.written);

  // What is ticked already is left off the text taken to the shop.
  const textOf = (list: WeekList) => listText(list, new Set(linesOf(list).filter((line) => isTicked(ticks, line)).map(({ key }) => key)));

  useEffect(() => {
    if (keepTicks) writeStored(WEEK_TICKS, Object.keys(ticks).length > 0 ? ticks : undefined);
  }, [ticks, keepTicks]);

  // One tick function for the list's life, so a line redraws only when its own text or tick
  // changes: a tick redraws its own line, not all of them.
  const linesNow = useRef<ListLine[]>([]);
  useLayoutEffect(() => {
    linesNow.current = state.status === 'done' ? linesOf(state.list) : [];
  });
  const tick = useCallback((line: ListLine, ticked: boolean) => setTicks((before) => withTick(before, line, ticked, linesNow.current)), []);

  const share = async (text: string) => {
    if (typeof navigator.share !== 'function') {
      if (await copy(text)) say(NO_SHARE);
      return;
    }
    try {
      await navigator.share({ title: 'Shopping list for the week', text });
    } catch (failure) {
      // The visitor closed the share sheet: nothing to say. Refused (no tap to share from): copied.
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      if (await copy(text)) say(NOT_SHARED);
    }
  };

  return (
    <section aria-labelledby={headingId} className="week-list mt-8 rounded-xl border border-line px-4 py-4 sm:px-5">
      <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
        Shopping list for the week
      </h3>
      {!written ? (
        <p className="mt-2 text-ink-soft">The list is worked out from the recipes once a day's recipe is written.</p>
      ) : state.status === 'failed' ? (
        <p className="mt-2 text-ink-soft">The list could not be worked out. Open the plan again.</p>
      ) : state.status === 'working' ? (
        <p className="mt-2 text-ink-soft" aria-busy="true">
          Working out the list…
        </p>
      ) : (
        <>
          <ListLines list={state.list} ticks={ticks} onTick={tick} />
          <div className="week-list-actions mt-4 flex flex-wrap gap-2">
            <button type="button" onClick={() => void copy(textOf(state.list))} className="btn btn-secondary">
              Copy list
            </button>
            <button type="button" onClick={() => void share(textOf(state.list))} className="btn btn-secondary">
              Share list
            </button>
            <button type="button" onClick={printList} className="btn btn-secondary">
              Print list
            </button>
            <button type="button" onClick={() => setTicks({})} className="btn btn-secondary">
              Clear ticks
            </button>
          </div>
        </>
      )}
      <p aria-live="polite" className="week-list-actions mt-2 min-h-6 font-medium text-ink empty:mt-0 empty:min-h-0">
        {message}
      </p>
    </section>
  );
}

interface ListLinesProps {
  list: WeekList;
  ticks: Ticks;
  onTick: (line: ListLine, ticked: boolean) => void;
}

/** The list's groups: each aisle, "Check you have enough", and what is listed but never added up. */
function ListLines({ list, ticks, onTick }: ListLinesProps) {
  const groups: [string, ListLine[]][] = [
    ...list.aisles.map(({ aisle, lines }): [string, ListLine[]] => [aisleName(aisle), lines]),
    ['Check you have enough', list.check],
    ['To taste and to serve', list.listed],
  ];
  const shown = groups.filter(([, lines]) => lines.length > 0);
  return (
    <div className="week-list-groups">
      {shown.length === 0 && <p className="mt-2 text-ink">Nothing to buy: what you have covers every recipe of the week.</p>}
      {shown.map(([name, lines]) => (
        <div key={name} className="week-list-group mt-4 break-inside-avoid">
          <h4 className="font-semibold text-ink">{name}</h4>
          <ul className="mt-1 space-y-1">
            {lines.map((line) => (
              <TickLine key={line.key} line={line} ticked={isTicked(ticks, line)} onTick={onTick} />
            ))}
          </ul>
        </div>
      ))}
      {list.covered.length > 0 && (
        <p className="mt-4 text-ink-soft">Covered by what you have: {list.covered.map(({ item, days }) => `${item} (${days.map(shortDay).join(', ')})`).join('; ')}.</p>
      )}
      {list.unmet && <p className="mt-2 text-ink-soft">Some amounts of one food could not be added up, so they are shown side by side.</p>}
      {list.staples.length > 0 && <p className="mt-2 text-sm text-ink-soft">Kitchen staples are left off: {list.staples.join(', ')}.</p>}
    </div>
  );
}

interface TickLineProps {
  line: ListLine;
  ticked: boolean;
  onTick: (line: ListLine, ticked: boolean) => void;
}

/** One line to tick off; redrawn only when what it says or its tick changes (see `sameLine`). */
const TickLine = memo(function TickLine({ line, ticked, onTick }: TickLineProps) {
  return (
    <li>
      {/* The label is the line's text alone: the checkbox's accessible name. */}
      <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-ink">
        <input type="checkbox" checked={ticked} onChange={(event) => onTick(line, event.target.checked)} className="mt-1 size-5 shrink-0 accent-tomato" />
        <span>{line.text}</span>
      </label>
    </li>
  );
}, sameLine);

/** A line worked out again is the same line when its key, amount and text are: a tick reads only those. */
function sameLine(before: TickLineProps, after: TickLineProps): boolean {
  return before.ticked === after.ticked && before.onTick === after.onTick && before.line.key === after.line.key && before.line.what === after.line.what && before.line.text === after.line.text;
}
