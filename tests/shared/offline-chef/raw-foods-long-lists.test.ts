import { describe, expect, it } from 'vitest';
import { checkRandomLists } from '../../support/raw-food-check.ts';

// Five hundred lists of five to eight foods drawn from the whole pantry table, by any of their names (the
// other five hundred, of another length, are in raw-foods-short-lists.test.ts, so the two run side by side),
// each written first and then changed every way, in metric and in US units: no raw animal food or
// dry grain or pulse is ever served uncooked, and every raw animal food says the temperature its inside must reach.

// A guard for a busy machine, not a measure: the check itself counts no time.
const PATIENCE_MS = 300_000;

describe('raw foods in every version of random lists of five to eight pantry foods', () => {
  it(
    'cooks every raw animal food to its safe temperature and every dry grain or pulse in liquid',
    () => {
      const { lists, foods } = checkRandomLists({ minLength: 5, maxLength: 8, runs: 500, seed: 20261208 });
      expect(lists).toBe(500);
      // Enough raw meat, fish, eggs, grains and pulses among them for the check to mean something.
      expect(foods).toBeGreaterThan(1000);
    },
    PATIENCE_MS,
  );
});
