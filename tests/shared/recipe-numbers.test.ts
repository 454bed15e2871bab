import { describe, expect, it } from 'vitest';
import { servingsIn } from '../../shared/recipe/recipe-numbers.ts';
import { readDuration, totalMinutesIn } from '../../shared/recipe/recipe-times.ts';

describe('readDuration', () => {
  it.each([
    ['15 minutes', 15],
    ['1 hour 10 minutes', 70],
    ['1 hr 10 mins, then rest', 70],
    ['1h10m', 70],
    ['10-12 min', 12],
    ['10 to 15 minutes', 15],
    ['1½ hours', 90],
    ['1 1/2 hours', 90],
    ['1.5 hours', 90],
    ['2 hours and 5 minutes', 125],
    ['30 seconds', 0.5],
    ['an hour', 60],
    ['half an hour', 30],
    ['an hour and a half', 90],
    ['about 20 minutes', null],
    ['3 eggs', null],
    ['', null],
  ])('reads %j as %j minutes', (text, minutes) => {
    expect(readDuration(text)).toBe(minutes);
  });
});

describe('totalMinutesIn', () => {
  it.each([
    ['Total time: 1 hour 10 minutes', 70],
    ['Total: 45 mins', 45],
    ['Serves: 2 · Time: 30 minutes', 30],
    ['A weeknight bowl, ready in 25 minutes.', 25],
    ['Ready in about 40 minutes', 40],
    ['Prep time: 10 minutes | Cook time: 20 minutes', 30],
    ['Prep: 5 min · Cook: 1 hr', 65],
    ['Prep time: 15 minutes\nCooking time: 45 minutes\nTotal time: 1 hour', 60],
    ['Simmer for 20 minutes.', null],
    ['Cook time: 20 minutes', null],
    ['Resting time: 10 minutes', null],
    ['Total: 3 eggs', null],
  ])('reads %j as %j', (text, minutes) => {
    expect(totalMinutesIn(text)).toBe(minutes);
  });
});

describe('servingsIn', () => {
  it.each([
    ['Serves 4', 4],
    ['Serves: 2 · Time: 30 minutes', 2],
    ['Servings: 6', 6],
    ['Makes 4 servings', 4],
    ['Enough for 4-6 people', 4],
    ['Yield: 4 portions', 4],
    ['Serves 4 to 6.', 4],
    ['Yield: 500 g', null],
    ['Makes 2 cups of sauce', null],
    ['Nutrition per serving: 450 kcal', null],
    ['', null],
  ])('reads %j as %j', (text, servings) => {
    expect(servingsIn(text)).toBe(servings);
  });
});
