import { describe, expect, it } from 'vitest';
import { isTicked, tickMark, withTick, WEEK_TICKS } from '../../../client/week/week-ticks.ts';
import { readStored, writeStored } from '../../../client/lib/local-store.ts';

/** A line as the list makes it: what to get is its text up to its why. */
const line = (key: string, text: string) => ({ key, text, what: text.split(' · ')[0]! });
const CHEDDAR = line('buy:cheddar', 'Cheddar — 150 g · Mon, Wed: 400 g, less 250 g you have');

describe('ticks on the week\'s list', () => {
  it('marks a line by what to get, without its days', () => {
    expect(tickMark(CHEDDAR)).toBe('Cheddar — 150 g');
  });

  it.each([
    ['the same line', CHEDDAR, true],
    ['the same amount for other days (a dish moved)', line('buy:cheddar', 'Cheddar — 150 g · Tue, Wed: 400 g, less 250 g you have'), true],
    ['a changed amount (servings scaled)', line('buy:cheddar', 'Cheddar — 350 g · Mon, Wed: 600 g, less 250 g you have'), false],
    ['another food', line('buy:cheese', 'Cheddar — 150 g · Mon, Wed: 400 g, less 250 g you have'), false],
  ])('keeps a tick on %s: %s', (_, now, ticked) => {
    const ticks = withTick({}, CHEDDAR, true, [CHEDDAR]);
    expect(isTicked(ticks, now)).toBe(ticked);
  });

  it('drops the ticks of lines no longer on the list, and unticks', () => {
    const eggs = line('buy:eggs', 'Eggs — 6 · Thu: 6');
    const both = withTick(withTick({}, CHEDDAR, true, [CHEDDAR, eggs]), eggs, true, [CHEDDAR, eggs]);
    expect(both).toEqual({ 'buy:cheddar': 'Cheddar — 150 g', 'buy:eggs': 'Eggs — 6' });
    expect(withTick(both, eggs, false, [CHEDDAR, eggs])).toEqual({ 'buy:cheddar': 'Cheddar — 150 g' });
    // Wednesday removed: no cheddar on the list any more.
    expect(withTick(both, eggs, true, [eggs])).toEqual({ 'buy:eggs': 'Eggs — 6' });
  });

  it('are kept across a reload, and a damaged entry is none', () => {
    writeStored(WEEK_TICKS, { 'buy:eggs': 'Eggs — 6' });
    expect(readStored(WEEK_TICKS)).toEqual({ 'buy:eggs': 'Eggs — 6' });
    localStorage.setItem(WEEK_TICKS.key, JSON.stringify({ version: 1, value: { 'buy:eggs': 6 } }));
    expect(readStored(WEEK_TICKS)).toBeUndefined();
  });
});
