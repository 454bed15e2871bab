import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockText, createCookTimers, recipeKey, type CookTimer } from '../../client/lib/cook-timers.ts';
import { STORED_TIMERS } from '../../client/lib/stored-timers.ts';

const START = new Date('2025-01-01T18:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
});
afterEach(() => vi.useRealTimers());

function timersHeard() {
  const ended: CookTimer[] = [];
  const timers = createCookTimers((timer) => ended.push(timer));
  return { timers, ended };
}

describe('cook timers', () => {
  it('ends a timer at its deadline and not a moment before', () => {
    const { timers, ended } = timersHeard();
    timers.start(3, 15 * 60, 'soup', 'Soup');
    vi.advanceTimersByTime(15 * 60 * 1000 - 1);
    expect(ended).toEqual([]);
    expect(timers.list()[0]).toMatchObject({ step: 3, seconds: 900, done: false, endsAt: START + 900_000 });

    vi.advanceTimersByTime(1);
    expect(ended).toEqual([expect.objectContaining({ step: 3, done: true })]);
    expect(timers.list()).toEqual([expect.objectContaining({ step: 3, done: true })]);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(ended).toHaveLength(1);
  });

  it('runs several at once, each ending at its own time', () => {
    const { timers, ended } = timersHeard();
    timers.start(2, 120, 'soup', 'Soup');
    timers.start(5, 30, 'soup', 'Soup');
    vi.advanceTimersByTime(30_000);
    expect(ended.map((timer) => timer.step)).toEqual([5]);
    vi.advanceTimersByTime(90_000);
    expect(ended.map((timer) => timer.step)).toEqual([5, 2]);
    expect(timers.list().map((timer) => [timer.step, timer.done])).toEqual([
      [2, true],
      [5, true],
    ]);
  });

  it('counts against the clock, so a tab the browser held back is right when it comes back', () => {
    const { timers, ended } = timersHeard();
    timers.start(1, 600, 'soup', 'Soup');
    // Ten minutes pass while no timeout runs, as in a throttled background tab.
    vi.setSystemTime(START + 600_000);
    timers.check();
    expect(ended).toEqual([expect.objectContaining({ step: 1, done: true })]);
  });

  it('waits out the rest when its alarm comes early', () => {
    const { timers, ended } = timersHeard();
    timers.start(1, 60, 'soup', 'Soup');
    // The clock was put back 20 s while it ran: the alarm fires at the old deadline, 20 s short.
    vi.setSystemTime(START - 20_000);
    vi.advanceTimersByTime(60_000);
    expect(ended).toEqual([]);
    vi.advanceTimersByTime(20_000);
    expect(ended).toHaveLength(1);
  });

  it('cancels a running timer and puts away one that has ended', () => {
    const { timers, ended } = timersHeard();
    const running = timers.start(1, 60, 'soup', 'Soup');
    const finishing = timers.start(2, 10, 'soup', 'Soup');
    vi.advanceTimersByTime(10_000);
    timers.dismiss(running.id);
    timers.dismiss(finishing.id);
    expect(timers.list()).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(ended.map((timer) => timer.step)).toEqual([2]);
  });

  it('tells its listeners of each change and keeps the same list in between', () => {
    const { timers } = timersHeard();
    const listener = vi.fn();
    const stop = timers.subscribe(listener);
    const before = timers.list();
    expect(timers.list()).toBe(before);
    timers.start(1, 5, 'soup', 'Soup');
    expect(listener).toHaveBeenCalledTimes(1);
    const running = timers.list();
    vi.advanceTimersByTime(1_000);
    expect(timers.list()).toBe(running);
    vi.advanceTimersByTime(4_000);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    timers.dismiss(running[0]!.id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('cook timers after a reload', () => {
  it('go on where they were, and one whose time passed meanwhile has ended', () => {
    const ended: CookTimer[] = [];
    const timers = createCookTimers((timer) => ended.push(timer), [
      { step: 1, recipe: 'soup', title: 'Soup', seconds: 600, endsAt: START + 120_000, done: false },
      { step: 2, recipe: 'soup', title: 'Soup', seconds: 60, endsAt: START - 5_000, done: false },
      { step: 3, recipe: 'soup', title: 'Soup', seconds: 30, endsAt: START - 60_000, done: true },
    ]);
    expect(timers.list().map((timer) => [timer.step, timer.done])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    expect(ended.map((timer) => timer.step)).toEqual([2]);
    vi.advanceTimersByTime(120_000);
    expect(ended.map((timer) => timer.step)).toEqual([2, 1]);
    // New timers never take an id already in use.
    const next = timers.start(4, 10, 'soup', 'Soup');
    expect(new Set(timers.list().map((timer) => timer.id)).size).toBe(4);
    expect(next.id).toBe(4);
  });

  it.each([
    [[{ step: 1, recipe: '0123abcd', seconds: 60, endsAt: START + 60_000, done: false }], 1],
    // Ended within the hour: still shown; ended before it: let go.
    [[{ step: 1, recipe: '0123abcd', seconds: 60, endsAt: START - 59 * 60_000, done: true }], 1],
    [[{ step: 1, recipe: '0123abcd', seconds: 60, endsAt: START - 61 * 60_000, done: true }], 0],
  ])('are read back from storage when kept: %j', (saved, kept) => {
    expect(STORED_TIMERS.check(saved)).toHaveLength(kept);
  });

  it("keep their recipe's title; one kept before titles were reads as untitled", () => {
    const timer = { step: 1, recipe: '0123abcd', seconds: 60, endsAt: START + 60_000, done: false };
    expect(STORED_TIMERS.check([{ ...timer, title: 'Leek soup' }, timer])?.map((saved) => saved.title)).toEqual(['Leek soup', null]);
  });

  it("keep the phase of the step they time; one kept before phases were has none, and still loads", () => {
    const timer = { step: 1, recipe: '0123abcd', title: null, seconds: 60, endsAt: START + 60_000, done: false };
    expect(STORED_TIMERS.check([{ ...timer, phase: 2 }, timer])).toEqual([{ ...timer, phase: 2 }, timer]);
    const timers = createCookTimers(() => undefined, STORED_TIMERS.check([{ ...timer, phase: 2 }, timer]));
    expect(timers.list().map((kept) => kept.phase)).toEqual([2, undefined]);
  });

  it.each([
    [{ step: 0, recipe: '0123abcd', seconds: 60, endsAt: START, done: false }],
    [{ step: 1, phase: -1, recipe: '0123abcd', seconds: 60, endsAt: START, done: false }],
    [{ step: 1, phase: 'first', recipe: '0123abcd', seconds: 60, endsAt: START, done: false }],
    [{ step: 1, recipe: '## Soup', seconds: 60, endsAt: START, done: false }],
    [{ step: 1, recipe: '0123abcd', seconds: 0, endsAt: START, done: false }],
    [{ step: 1, recipe: '0123abcd', seconds: 90_000, endsAt: START, done: false }],
    [{ step: 1, recipe: '0123abcd', seconds: 60, endsAt: 'soon', done: false }],
    [{ step: 1, recipe: '0123abcd', seconds: 60, endsAt: START }],
    [{ step: 1, recipe: '0123abcd', title: 42, seconds: 60, endsAt: START, done: false }],
    [{ step: 1, recipe: '0123abcd', title: 'Soup'.repeat(51), seconds: 60, endsAt: START, done: false }],
    [null],
  ])('are read as nothing when storage holds something else: %j', (timer) => {
    expect(STORED_TIMERS.check([timer])).toBeUndefined();
  });

  it('are read as nothing when there are more than a kitchen runs', () => {
    const timer = { step: 1, recipe: '0123abcd', seconds: 60, endsAt: START + 60_000, done: false };
    expect(STORED_TIMERS.check(Array.from({ length: 21 }, () => timer))).toBeUndefined();
  });
});

describe('recipeKey', () => {
  it('names the same text the same way and other text otherwise, in eight hex digits', () => {
    expect(recipeKey('## Soup\n\n1. Simmer.')).toBe(recipeKey('## Soup\n\n1. Simmer.'));
    expect(recipeKey('## Soup\n\n1. Simmer.')).not.toBe(recipeKey('## Soup\n\n1. Simmer!'));
    expect(recipeKey('## Soup')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('clockText', () => {
  it.each([
    [754_100, '12:35'],
    [754_000, '12:34'],
    [999, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
    [3_600_000, '1:00:00'],
    [5_430_000, '1:30:30'],
  ])('shows %j ms as %j', (milliseconds, text) => {
    expect(clockText(milliseconds)).toBe(text);
  });
});
