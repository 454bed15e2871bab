import { describe, expect, it } from 'vitest';
import { initialWeek, reduceWeek, type WeekAction, type WeekState } from '../../../client/week/week-reducer.ts';
import type { WeekPlan } from '../../../shared/week/week-plan.ts';

const PLAN: WeekPlan = {
  id: 'new',
  servings: 2,
  pantry: ['Chicken', 'Rice', 'Leeks', 'Spinach'],
  preferences: {},
  by: 'Test host',
  days: [
    { kind: 'cook', day: 'Monday', dish: 'Chicken Curry', uses: ['Chicken'], double: false },
    { kind: 'cook', day: 'Tuesday', dish: 'Leek Risotto', uses: ['Rice', 'Leeks'], double: false },
  ],
};
const written = { markdown: '## Chicken Curry', servings: 2, by: 'Test host' };
const writing: WeekState = { ...initialWeek(PLAN), phase: 'writing', day: 'Monday', drafts: { Monday: '## Chick' } };

describe('the week reducer', () => {
  it.each<[string, WeekAction]>([
    ['text for an older plan', { type: 'text', planId: 'old', day: 'Monday', text: '## Soup' }],
    ['a day written for an older plan', { type: 'written', planId: 'old', day: 'Monday', dish: 'Chicken Curry', written }],
    ['a day failed for an older plan', { type: 'day-failed', planId: 'old', day: 'Monday', message: 'No.' }],
    ['a day written for a dish the day no longer has', { type: 'written', planId: 'new', day: 'Monday', dish: 'Pea Soup', written: { ...written, markdown: '## Pea Soup' } }],
    ['a day written that the plan no longer has', { type: 'written', planId: 'new', day: 'Friday', dish: 'Chicken Curry', written }],
  ])('drops %s', (_, action) => {
    const after = reduceWeek(writing, action);
    expect(after.plan).toEqual(writing.plan);
    expect(after.failures).toEqual({});
  });

  it.each<[string, WeekAction, Partial<WeekState>]>([
    ['text of the plan shown is drafted', { type: 'text', planId: 'new', day: 'Monday', text: '## Chicken C' }, { drafts: { Monday: '## Chicken C' } }],
    ['a failure is said on its day', { type: 'day-failed', planId: 'new', day: 'Monday', message: 'No.' }, { failures: { Monday: 'No.' } }],
    ['a plan that failed keeps the plan before it', { type: 'plan-failed', message: 'No plan.' }, { plan: PLAN, error: 'No plan.', phase: 'idle' }],
    ['another idea that failed is said on its day', { type: 'plan-failed', message: 'No idea.', day: 'Tuesday' }, { plan: PLAN, error: null, failures: { Tuesday: 'No idea.' } }],
    ['a new plan starts clean', { type: 'planned', plan: { ...PLAN, id: 'newer' } }, { phase: 'idle', drafts: {}, failures: {}, day: null }],
  ])('%s', (_, action, expected) => {
    expect(reduceWeek(writing, action)).toMatchObject(expected);
  });

  it('keeps the written day, its draft gone', () => {
    const after = reduceWeek(writing, { type: 'written', planId: 'new', day: 'Monday', dish: 'Chicken Curry', written });
    expect(after.plan?.days[0]).toMatchObject({ written });
    expect(after.drafts).toEqual({});
  });
});
