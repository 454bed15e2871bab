import { MAX_SCALED_SERVINGS, MAX_SERVINGS, MIN_SERVINGS } from '../../shared/api/recipe-preferences.ts';
import { MAX_PLAN_DAYS, WEEKDAYS, type CookingDay, type PlanDay, type WeekPlan, type WrittenDay } from '../../shared/week/week-plan.ts';
import type { StoredEntry } from '../lib/local-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { STORED_PREFERENCES } from '../lib/stored-preferences.ts';

// The week plan kept across a reload. What comes back from storage is checked field by field: a
// plan of another shape (an older page's, or one edited by hand) is dropped, never shown half.

type Fields = Record<string, unknown>;
const isObject = (raw: unknown): raw is Fields => typeof raw === 'object' && raw !== null && !Array.isArray(raw);
const isText = (raw: unknown): raw is string => typeof raw === 'string' && raw.trim() !== '';
const isTexts = (raw: unknown): raw is string[] => Array.isArray(raw) && raw.every(isText);
const isServings = (raw: unknown, most: number): raw is number => Number.isInteger(raw) && Number(raw) >= MIN_SERVINGS && Number(raw) <= most;
const isWeekday = (raw: unknown): raw is PlanDay['day'] => (WEEKDAYS as readonly unknown[]).includes(raw);

function writtenOf(raw: unknown): WrittenDay | undefined | false {
  if (raw === undefined) return undefined;
  if (!isObject(raw) || !isText(raw.markdown) || !isServings(raw.servings, MAX_SCALED_SERVINGS) || typeof raw.by !== 'string') return false;
  if (raw.proof !== undefined && typeof raw.proof !== 'string') return false;
  return { markdown: raw.markdown, servings: raw.servings, by: raw.by, ...(raw.proof === undefined ? {} : { proof: raw.proof }) };
}

function cookingDayOf(raw: Fields): CookingDay | undefined {
  const written = writtenOf(raw.written);
  if (!isWeekday(raw.day) || !isText(raw.dish) || !isTexts(raw.uses) || typeof raw.double !== 'boolean' || written === false) return undefined;
  return { kind: 'cook', day: raw.day, dish: raw.dish, uses: raw.uses, double: raw.double, ...(written ? { written } : {}) };
}

function dayOf(raw: unknown): PlanDay | undefined {
  if (!isObject(raw)) return undefined;
  if (raw.kind === 'cook') return cookingDayOf(raw);
  if (raw.kind !== 'leftovers' || !isWeekday(raw.day) || !isWeekday(raw.from)) return undefined;
  if (raw.displaced === undefined) return { kind: 'leftovers', day: raw.day, from: raw.from };
  const displaced = isObject(raw.displaced) && raw.displaced.kind === 'cook' ? cookingDayOf(raw.displaced) : undefined;
  return displaced && { kind: 'leftovers', day: raw.day, from: raw.from, displaced };
}

/** A kept plan when `raw` has every field of one, undefined otherwise. */
export function readKeptWeek(raw: unknown): WeekPlan | undefined {
  if (!isObject(raw) || !isText(raw.id) || !isServings(raw.servings, MAX_SERVINGS) || !isTexts(raw.pantry) || typeof raw.by !== 'string') return undefined;
  const preferences = STORED_PREFERENCES.check(raw.preferences);
  if (!preferences || !Array.isArray(raw.days) || raw.days.length === 0 || raw.days.length > MAX_PLAN_DAYS) return undefined;
  const days = raw.days.map(dayOf);
  if (!days.every((day) => day !== undefined)) return undefined;
  // Each weekday once, in order: edits name a day by its weekday.
  const order = days.map((day) => WEEKDAYS.indexOf(day.day));
  if (order.some((at, index) => index > 0 && at <= order[index - 1]!)) return undefined;
  return { id: raw.id, servings: raw.servings, pantry: raw.pantry, preferences, by: raw.by, days };
}

/** Where the week plan is kept across a reload. */
export const KEPT_WEEK: StoredEntry<WeekPlan> = { key: STORAGE_KEYS.week, version: 1, check: readKeptWeek };
