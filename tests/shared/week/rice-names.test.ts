import { describe, expect, it } from 'vitest';
import { leftoverDays } from '../../../shared/week/leftovers.ts';

// Cooked rice keeps 1 day, whatever the kind of rice is called on the list or in the dish's name.

describe('leftoverDays', () => {
  it.each<[string, string[], 1 | 2]>([
    ['Spinach & Arborio Salad', ['arborio', 'spinach'], 1],
    ['Chicken Soup with Spinach', ['arborio', 'chicken'], 1],
    ['Chicken Curry', ['chicken', 'basmati'], 1],
    ['Prawn Risotto', ['prawns'], 1],
    ['Lamb Biryani', ['lamb'], 1],
    ['Chicken Curry', ['chicken', 'jasmine rice'], 1],
    ['Salmon Traybake', ['salmon', 'rice vinegar'], 2],
    ['Chicken Curry', ['chicken', 'spinach'], 2],
  ])('%s of %j keeps %i day(s)', (dish, uses, days) => {
    expect(leftoverDays({ dish, uses })).toBe(days);
  });
});
