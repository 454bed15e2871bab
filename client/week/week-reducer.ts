// The week on the page as a pure reducer: the plan (data, shared/week/week-plan.ts), what is being
// done to it (planning, writing a day) and what to tell the cook. What fetches, streams and keeps is
// the store's (week-store.ts). Every answer names the plan it was asked for: an answer for an older
// plan, or for a day whose dish has changed since, is dropped here.

import { withWritten } from '../../shared/week/plan-edits.ts';
import type { WeekPlan, Weekday, WrittenDay } from '../../shared/week/week-plan.ts';

/** Everything about the week on the page. */
export interface WeekState {
  plan: WeekPlan | null;
  /** 'planning' while the plan (or another idea for a day) is asked for, 'writing' while a day is written. */
  phase: 'idle' | 'planning' | 'writing';
  /** The day being written, or the day another idea is asked for. */
  day: Weekday | null;
  /** A day's text so far while it streams, and what had arrived when it was stopped. */
  drafts: Partial<Record<Weekday, string>>;
  /** Why a day could not be written, in plain words. */
  failures: Partial<Record<Weekday, string>>;
  /** Why the plan could not be made, in plain words. */
  error: string | null;
  /** What to know of the plan made: that fewer dishes fit the list than days asked. */
  note: string | null;
}

/** Every change of the week's state. */
export type WeekAction =
  | { type: 'planning'; day?: Weekday }
  | { type: 'planned'; plan: WeekPlan | null; note?: string }
  | { type: 'plan-failed'; message: string; day?: Weekday }
  | { type: 'edited'; plan: WeekPlan; day?: Weekday }
  | { type: 'writing'; planId: string; day: Weekday }
  | { type: 'text'; planId: string; day: Weekday; text: string }
  | { type: 'written'; planId: string; day: Weekday; dish: string; written: WrittenDay }
  | { type: 'day-failed'; planId: string; day: Weekday; message: string }
  | { type: 'idle' };

/** The week before anything is planned, or with the plan kept from before. */
export const initialWeek = (plan: WeekPlan | null = null, note: string | null = null): WeekState => ({ plan, phase: 'idle', day: null, drafts: {}, failures: {}, error: null, note });

const without = <T>(record: Partial<Record<Weekday, T>>, day: Weekday) => {
  const rest = { ...record };
  delete rest[day];
  return rest;
};

/** The state after `action`; an answer for another plan leaves it as it was. */
export function reduceWeek(state: WeekState, action: WeekAction): WeekState {
  if ('planId' in action && action.planId !== state.plan?.id) return state;
  switch (action.type) {
    case 'planning':
      return { ...state, phase: 'planning', day: action.day ?? null, error: null, failures: action.day ? without(state.failures, action.day) : state.failures };
    case 'planned':
      return initialWeek(action.plan, action.note ?? null);
    case 'plan-failed':
      // Nothing half-made is kept: the plan before (if any) stays as it was.
      return action.day
        ? { ...state, phase: 'idle', day: null, failures: { ...state.failures, [action.day]: action.message } }
        : { ...state, phase: 'idle', day: null, error: action.message };
    case 'edited': {
      const changed = action.day;
      return changed ? { ...state, plan: action.plan, drafts: without(state.drafts, changed), failures: without(state.failures, changed) } : { ...state, plan: action.plan };
    }
    case 'writing':
      return { ...state, phase: 'writing', day: action.day, drafts: { ...state.drafts, [action.day]: '' }, failures: without(state.failures, action.day) };
    case 'text':
      return { ...state, drafts: { ...state.drafts, [action.day]: action.text } };
    case 'written':
      return { ...state, plan: withWritten(state.plan!, action.day, action.dish, action.written), drafts: without(state.drafts, action.day) };
    case 'day-failed':
      return { ...state, failures: { ...state.failures, [action.day]: action.message } };
    case 'idle':
      return { ...state, phase: 'idle', day: null };
  }
}
