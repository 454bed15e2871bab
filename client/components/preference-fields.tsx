import { useId } from 'react';

/** Adds or removes one choice, keeping the options' order; an empty list is no wish at all. */
function toggle<T extends string>(options: readonly T[], chosen: readonly T[] | undefined, choice: T, on: boolean): T[] | undefined {
  const next = options.filter((one) => (one === choice ? on : (chosen ?? []).includes(one)));
  return next.length > 0 ? next : undefined;
}

function Choice({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  // The whole label is the tap target, so a small checkbox is still easy to hit.
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-paper px-3 py-2 has-[:checked]:border-tomato has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 shrink-0 accent-tomato focus-visible:outline-none" />
      <span>{label}</span>
    </label>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  chosen: readonly T[] | undefined;
  labelOf: (option: T) => string;
  /** The choices after a tick or untick, in the options' order; undefined once none is left. */
  onChange: (next: T[] | undefined) => void;
}

/** Any number of the options, each a checkbox, under one legend. */
export function ChoiceGroup<T extends string>({ legend, options, chosen, labelOf, onChange }: ChoiceGroupProps<T>) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {options.map((option) => (
          <Choice
            key={option}
            label={labelOf(option)}
            checked={chosen?.includes(option) ?? false}
            onChange={(on) => onChange(toggle(options, chosen, option, on))}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface OptionalNumberProps<T extends number> {
  label: string;
  /** The first option, which leaves the choice to the chef. */
  noneLabel: string;
  options: readonly T[];
  optionLabel?: (option: T) => string;
  value: T | undefined;
  onChange: (next: T | undefined) => void;
}

/** One of a few numbers, or none: a labelled select. */
export function OptionalNumber<T extends number>({ label, noneLabel, options, optionLabel = String, value, onChange }: OptionalNumberProps<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        // Every value but the empty one came from `options`.
        onChange={(event) => onChange(event.target.value === '' ? undefined : (Number(event.target.value) as T))}
        className="min-h-11 rounded-xl border border-edge bg-paper px-3 text-base text-ink"
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface OneOfProps<T extends string> {
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T;
  onChange: (next: T) => void;
}

/** Exactly one of a few options, each a radio button, under one legend. */
export function OneOf<T extends string>({ legend, options, labelOf, value, onChange }: OneOfProps<T>) {
  const id = useId();
  return (
    // A fieldset is a group to assistive technology; these options are one choice, so it says so.
    <fieldset role="radiogroup" aria-labelledby={id}>
      <legend id={id} className="font-semibold text-ink">
        {legend}
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-paper px-3 py-2 has-[:checked]:border-tomato has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink"
          >
            <input
              type="radio"
              name={id}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="size-5 shrink-0 accent-tomato focus-visible:outline-none"
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
