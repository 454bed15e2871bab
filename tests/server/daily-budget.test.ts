import { describe, expect, it } from 'vitest';
import { createDailyBudget, memoryDayCounter, type DayCounter } from '../../server/limits/daily-budget.ts';

const DAY_MS = 86_400_000;
const NOON = Date.UTC(2025, 5, 1, 12);

/** A counter that works until `fail()`, then throws until `recover()`: Redis full, of the wrong type, or away. */
function flakyCounter() {
  const inner = memoryDayCounter();
  let failing = false;
  const refuse = () => Promise.reject(new Error("OOM command not allowed when used memory > 'maxmemory'."));
  const counter: DayCounter = {
    increment: (day) => (failing ? refuse() : inner.increment(day)),
    read: (day) => (failing ? refuse() : inner.read(day)),
  };
  return { counter, inner, fail: () => void (failing = true), recover: () => void (failing = false) };
}

/** The verdicts of `count` takes, one after another, as ok or refused. */
async function takes(budget: ReturnType<typeof createDailyBudget>, count: number) {
  const verdicts = [];
  for (let i = 0; i < count; i++) verdicts.push((await budget.take()).ok ? 'ok' : 'refused');
  return verdicts;
}

describe('the daily budget when its counter fails', () => {
  it('counts on in this instance from the count it last saw, and refuses past the budget', async () => {
    const { counter, fail } = flakyCounter();
    const errors: unknown[] = [];
    const budget = createDailyBudget({ limit: 4, counter, now: () => NOON, onCounterError: (error) => errors.push(error) });
    expect(await takes(budget, 2)).toEqual(['ok', 'ok']);

    fail();
    expect(await takes(budget, 4)).toEqual(['ok', 'ok', 'refused', 'refused']);
    expect(await budget.left()).toBe(0);
    expect(errors).toHaveLength(5);
  });

  it('stays shut when the budget was spent before the counter failed', async () => {
    const { counter, inner, fail } = flakyCounter();
    // Other instances spent the budget; this one has only read the count.
    for (let i = 0; i < 3; i++) await inner.increment('2025-06-01');
    const budget = createDailyBudget({ limit: 3, counter, now: () => NOON });
    expect(await budget.left()).toBe(0);

    fail();
    expect(await takes(budget, 3)).toEqual(['refused', 'refused', 'refused']);
  });

  it('lets through at most the budget by itself when the counter fails from the start', async () => {
    const { counter, fail } = flakyCounter();
    fail();
    const budget = createDailyBudget({ limit: 2, counter, now: () => NOON });
    expect(await takes(budget, 4)).toEqual(['ok', 'ok', 'refused', 'refused']);
  });

  it('starts a new day afresh while the counter is still failing', async () => {
    const { counter, fail } = flakyCounter();
    let at = NOON;
    const budget = createDailyBudget({ limit: 1, counter, now: () => at });
    fail();
    expect(await takes(budget, 2)).toEqual(['ok', 'refused']);
    at += DAY_MS;
    expect(await takes(budget, 2)).toEqual(['ok', 'refused']);
  });

  it('goes by the counter again once it answers, even when it counts from zero', async () => {
    const { counter, fail, recover } = flakyCounter();
    const budget = createDailyBudget({ limit: 2, counter, now: () => NOON });
    fail();
    expect(await takes(budget, 3)).toEqual(['ok', 'ok', 'refused']);
    recover(); // a fresh Redis: its count, not this instance's, is the day's
    expect(await takes(budget, 3)).toEqual(['ok', 'ok', 'refused']);
  });
});
