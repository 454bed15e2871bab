import type { RecipeWishes } from '../../shared/api/prompt.ts';
import { dayIndex, removeDay, replaceDay, servingsOfDay, toggleCookDouble, withServings } from '../../shared/week/plan-edits.ts';
import { WEEKDAYS, fewerDishesNote, type CookingDay, type WeekPlan, type Weekday } from '../../shared/week/week-plan.ts';
import { newRecipeId } from '../lib/kept-versions.ts';
import { readStored, writeStored } from '../lib/local-store.ts';
import { KEPT_WEEK } from './kept-week.ts';
import { planOutline } from './plan-source.ts';
import type { PlanBody } from './plan-request.ts';
import { initialWeek, reduceWeek, type WeekAction } from './week-reducer.ts';
import { writeDay } from './write-day.ts';

/** What "Plan a week" asks with. */
export interface WeekAsk {
  ingredients: readonly string[];
  days: number;
  servings: number;
  wishes: RecipeWishes;
}

/** The week's one store (see week-reducer.ts). */
export type WeekStore = ReturnType<typeof createWeekStore>;

const cookingDays = (plan: WeekPlan) => plan.days.filter((day): day is CookingDay => day.kind === 'cook');

// Every dish the plan names, the ones "Cook double" set aside included: another idea is none of them.
const dishesOf = (plan: WeekPlan) =>
  plan.days.flatMap((day) => (day.kind === 'cook' ? [day.dish] : day.displaced ? [day.displaced.dish] : []));

const bodyOf = (plan: Pick<WeekPlan, 'pantry' | 'servings' | 'preferences'>, days: number, avoid?: string[]): PlanBody => {
  const { diet, allergies, maxMinutes, units } = plan.preferences;
  const wishes = Object.fromEntries(Object.entries({ diet, allergies, maxMinutes, units }).filter(([, value]) => value !== undefined));
  return { ingredients: [...plan.pantry], days, servings: plan.servings, ...wishes, ...(avoid ? { avoid } : {}) };
};

/**
 * The week on the page: the state is a pure reducer (week-reducer.ts); this asks for the plan
 * (plan-source.ts), writes its days one at a time (write-day.ts), each run with its own abort
 * token, and keeps the plan (kept-week.ts) so it survives a reload and is there with no connection.
 */
export function createWeekStore() {
  let state = initialWeek(readStored(KEPT_WEEK) ?? null);
  const listeners = new Set<() => void>();
  let run: AbortController | null = null;

  const dispatch = (action: WeekAction) => {
    state = reduceWeek(state, action);
    for (const listener of listeners) listener();
  };
  const keep = () => writeStored(KEPT_WEEK, state.plan ?? undefined);
  const begin = () => {
    run?.abort();
    run = new AbortController();
    return run.signal;
  };
  const edit = (plan: WeekPlan, day?: Weekday) => {
    if (plan === state.plan) return;
    dispatch({ type: 'edited', plan, ...(day ? { day } : {}) });
    keep();
  };

  /** Writes `day`; false when it was stopped. */
  const writeOne = async (signal: AbortSignal, day: Weekday): Promise<boolean> => {
    const plan = state.plan;
    const cook = plan?.days[dayIndex(plan, day)];
    if (!plan || cook?.kind !== 'cook') return true;
    const planId = plan.id;
    dispatch({ type: 'writing', planId, day });
    const request = { ingredients: plan.pantry, ...plan.preferences, servings: servingsOfDay(plan, cook), dish: { name: cook.dish, uses: cook.uses } };
    const end = await writeDay(request, signal, (text) => dispatch({ type: 'text', planId, day, text }));
    if (end === undefined || signal.aborted) return false;
    if (end.ok) {
      dispatch({ type: 'written', planId, day, dish: cook.dish, written: end.written });
      keep();
    } else dispatch({ type: 'day-failed', planId, day, message: end.message });
    return true;
  };

  // Each day not yet written, in day order, once a run: a day that failed waits for the next run.
  const writeRest = async (signal: AbortSignal) => {
    const tried = new Set<Weekday>();
    for (;;) {
      const next = state.plan && cookingDays(state.plan).find((day) => !day.written && !tried.has(day.day));
      if (!next || signal.aborted) break;
      tried.add(next.day);
      if (!(await writeOne(signal, next.day))) return;
    }
    if (!signal.aborted) dispatch({ type: 'idle' });
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** "Plan a week": a new plan (the one before stays until this one is whole), then each day written. */
    async plan({ ingredients, days, servings, wishes }: WeekAsk) {
      const signal = begin();
      dispatch({ type: 'planning' });
      const preferences = { diet: wishes.diet, allergies: wishes.allergies, maxMinutes: wishes.maxMinutes, units: wishes.units };
      const body = bodyOf({ pantry: [...ingredients], servings, preferences }, days);
      const answer = await planOutline(body, signal);
      if (signal.aborted) return;
      if (!answer.ok) return dispatch({ type: 'plan-failed', message: answer.message });
      const kept = Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== undefined));
      const plan: WeekPlan = {
        id: newRecipeId(),
        servings,
        pantry: [...ingredients],
        preferences: kept,
        by: answer.by,
        days: answer.outline.dishes.map(({ dish, uses }, index) => ({ kind: 'cook', day: WEEKDAYS[index]!, dish, uses, double: false })),
      };
      const fewer = answer.outline.asked === undefined ? {} : { note: `${fewerDishesNote(plan.days.length)}, of ${answer.outline.asked} days asked.` };
      dispatch({ type: 'planned', plan, ...fewer });
      keep();
      await writeRest(signal);
    },

    /** "Write the rest of the week": every day not written yet, in turn. */
    writeRest: () => writeRest(begin()),

    /** "Stop": the day being written stops where it is; what is written stays, the rest stays planned. */
    stop() {
      run?.abort();
      run = null;
      if (state.phase !== 'idle') dispatch({ type: 'idle' });
    },

    /** "Another idea for <day>": one new dish, none of the plan's, for that day only; then it is written. */
    async anotherIdea(day: Weekday) {
      const plan = state.plan;
      if (!plan) return;
      const signal = begin();
      dispatch({ type: 'planning', day });
      const answer = await planOutline(bodyOf(plan, 1, dishesOf(plan)), signal);
      if (signal.aborted || state.plan?.id !== plan.id) return;
      if (!answer.ok) return dispatch({ type: 'plan-failed', message: answer.message, day });
      edit(replaceDay(state.plan, day, answer.outline.dishes[0]!), day);
      await writeOne(signal, day);
      if (!signal.aborted) dispatch({ type: 'idle' });
    },

    /** "Remove <day>": the day goes; if it was being written, its writing stops. */
    remove(day: Weekday) {
      if (!state.plan) return;
      if (state.day === day) this.stop();
      const plan = removeDay(state.plan, day);
      if (plan.days.length > 0) return edit(plan, day);
      // The last day gone, so is the plan.
      dispatch({ type: 'planned', plan: null });
      keep();
    },

    /** "Use this week": a week opened from a link becomes the visitor's own, kept in place of theirs. */
    adopt(plan: WeekPlan) {
      this.stop();
      dispatch({ type: 'planned', plan });
      keep();
    },

    /** "Cook double" pressed on `day` (see plan-edits.ts). */
    cookDouble: (day: Weekday) => state.plan && edit(toggleCookDouble(state.plan, day)),

    /** "Servings" changed: the days written are shown scaled, with no host call. */
    setServings: (servings: number) => state.plan && edit(withServings(state.plan, servings)),
  };
}
