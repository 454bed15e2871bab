import { describe, expect, it } from 'vitest';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { durationLabel, durationsIn } from '../../shared/recipe/step-durations.ts';
import { CHEF_LISTS } from '../support/chef-lists.ts';
import { INPUT_CHARS, medianOf, readsInLinearTime } from '../support/linear-time.ts';
import { DISH_LISTS } from '../support/offline-chef-lists.ts';

const seconds = (step: string) => durationsIn(step).map((duration) => duration.seconds);

describe('durationsIn', () => {
  it.each([
    ['Simmer for 15 minutes.', [900]],
    ['Bake 10-12 min, until golden.', [720]],
    ['Bake 10–12 minutes.', [720]],
    ['Cook for 10 to 12 minutes.', [720]],
    ['Steam 3 or 4 minutes.', [240]],
    ['Roast for 1 hour.', [3600]],
    ['Stir for 30 seconds.', [30]],
    ['Braise for 1½ hours.', [5400]],
    ['Braise for 1 ½ hours.', [5400]],
    ['Braise for 1 1/2 hours.', [5400]],
    ['Braise for 1.5 hrs.', [5400]],
    ['Rest for ½ hour.', [1800]],
    ['Rest for half an hour.', [1800]],
    ['Roast for an hour and a half.', [5400]],
    ['Roast for one and a half hours.', [5400]],
    ['Roast for 2 and a half hours.', [9000]],
    ['Slow-cook for 1 hour 30 minutes.', [5400]],
    ['Slow-cook for 1 hour and 30 minutes.', [5400]],
    ['Slow-cook for 1 hr, 30 min.', [5400]],
    ['Slow-cook for 1h30.', [5400]],
    ['Rest for 1 min 30 sec.', [90]],
    ['Proof for 1-1½ hours.', [5400]],
    ['Roast for 1 hour to 1 hour 15 minutes.', [4500]],
    ['Microwave for 90s.', [90]],
    ['Boil for 8 MINS.', [480]],
    ['Give it a 5-minute rest.', [300]],
    ['Simmer for twenty minutes.', [1200]],
    ['Simmer for forty-five minutes.', [2700]],
    ['Whisk for thirty seconds.', [30]],
    ['Rest it for a minute.', [60]],
    ['Bake for 25 minutes, then rest for 5 minutes.', [1500, 300]],
    ['Fry for 3 minutes a side, then 3 minutes more.', [180, 180]],
    [
      'Roast for 15 minutes, then add the broccoli and roast for 8 minutes more, then add the salmon and roast for 12 minutes more.',
      [900, 480, 720],
    ],
    ['Cook for 3 minutes, then add the broccoli and cook for 3 minutes more, then the garlic for 1 minute more.', [180, 180, 60]],
  ])('reads %j as %j seconds', (step, expected) => {
    expect(seconds(step)).toEqual(expected);
  });

  it.each([
    ['Heat the oil in a second pan.'],
    ['Wait one second, then serve.'],
    ['Preheat the oven to 200°C (400°F).'],
    ['Cut into 2 cm pieces and add 400 g of rice.'],
    ['Add 5 slices of ham and 2 handfuls of spinach.'],
    ['Serve at once.'],
    ['Simmer for a few minutes.'],
    ['Marinate for 48 hours.'],
    ['Bake for 0 minutes.'],
    ['Use 2x5 minutes.'],
  ])('finds no timer in %j', (step) => {
    expect(durationsIn(step)).toEqual([]);
  });

  it('names each duration as its timer button does, with what it times', () => {
    expect(durationsIn('Simmer for 10-12 min, then rest 1½ hours')).toEqual([
      { seconds: 720, label: '12 min', what: 'Simmer' },
      { seconds: 5400, label: '1 hr 30 min', what: 'Rest' },
    ]);
  });

  it.each([
    ['Simmer the rice in plenty of salted water for 15 minutes, until tender, then drain.', ['Simmer the rice: 15 min']],
    [
      'Heat half the olive oil in a pan. Add the chicken thighs and cook for 5 minutes, then add the spinach and cook for 1 minute more, then add the garlic and cook for 1 minute more.',
      ['Cook the chicken thighs: 5 min', 'Cook the spinach: 1 min', 'Cook the garlic: 1 min'],
    ],
    ['Toss the potatoes in the oil, spread over a tray and roast for 23 minutes, then add the salmon and roast for 12 minutes more.', ['Roast the potatoes: 23 min', 'Roast the salmon: 12 min']],
    ['Bake for 35 minutes, then cool in the tin for 10 minutes.', ['Bake: 35 min', 'Cool: 10 min']],
    ['Cover with the lid and cook for 10 minutes, until set.', ['Cover with the lid and cook: 10 min']],
    [
      'Toss the potatoes in the oil, spread in one layer over a large baking tray and roast for 23 minutes, then add the salmon, tossed in what is left in the bowl, and roast for 12 minutes more.',
      ['Roast the potatoes: 23 min', 'Roast the salmon: 12 min'],
    ],
    ['Pour in the egg mixture and cook for 3–4 minutes, drawing the edges into the middle.', ['Cook the egg mixture: 4 min']],
    ['Pour in the coconut milk and bring to a gentle simmer. Let it simmer for 7 minutes.', ['Let it simmer: 7 min']],
    ['Spoon the filling into a warm bowl, wipe out the pan and warm the tortillas in it, dry, for 30 seconds a side.', ['Warm the tortillas: 30 sec']],
    ['Let the dough rest for 30 minutes.', ['Let the dough rest: 30 min']],
    ['15 minutes in the oven.', ['Timer: 15 min']],
  ])('says what each phase of %j times', (step, timers) => {
    expect(durationsIn(step).map(({ what, label }) => `${what}: ${label}`)).toEqual(timers);
  });

  it('tells apart every timer of every step the built-in chef writes that names the same length twice', () => {
    for (const list of DISH_LISTS) {
      for (const step of readRecipe(writeRecipe(list)).steps) {
        const durations = durationsIn(step);
        const named = durations.map(({ what, label }) => `${what}: ${label}`);
        expect(new Set(named).size, step).toBe(named.length);
      }
    }
  });
});

// Words that start no name of what a timer times, and labels that say nothing of it on their own.
const NOT_A_VERB = /^(?:and|or|then|for|with|in|on|to|at|from|until|about|after|while)$/i;
const SAYS_NOTHING = /^(?:cook|let|leave|continue|keep|timer)$/i;

describe("the timers of the chef's recipes", () => {
  it.each([...CHEF_LISTS, ...DISH_LISTS].map((list) => [list]))('each say what they time, for %j', (list) => {
    for (const step of readRecipe(writeRecipe(list)).steps) {
      for (const { what } of durationsIn(step)) {
        expect(what, step).not.toMatch(SAYS_NOTHING);
        // A verb first, then what it acts on: never a preposition's phrase ("For the filling").
        expect(what.split(' ')[0], step).not.toMatch(NOT_A_VERB);
      }
    }
  });
});

describe('what a timer times, read in linear time', () => {
  it.each([', ', ', dry', ' ,', ' for'])('reads a long run of %j before a time in proportion to its length', async (piece) => {
    const run = piece.repeat(INPUT_CHARS / piece.length);
    expect(await readsInLinearTime(durationsIn, run, (text) => `Stir${text}x for 5 minutes`)).toBe(true);
  });
});

// A reader linear in its text reads 16 kB four times in about the time it reads 64 kB once; one
// that reads a run again from each of its characters takes four times as long on the 64 kB. The
// 16 kB text, read in the same run and in turn with the 64 kB one, is the baseline: a busy machine
// slows both alike, and the medians of several runs are what one held-up run cannot move.
const SMALL = INPUT_CHARS / 4;
const SAMPLES = 15;
// Twice linear leaves room for a busy machine's noise.
const MOST_TIMES_SMALL = 2;
// Each run reads the 64 kB twice (and the 16 kB eight times), so one collection of garbage is
// shared out. Once the median of five runs is what a quadratic reader takes, the other runs
// (seconds each for one) would only say so again.
const LARGE_READS = 2;
const ENOUGH_SAMPLES = 5;
const CLEARLY_QUADRATIC = 4;
// Now and then a whole measure of a linear reader comes out between twice and four times linear
// (the engine compiling its patterns at another moment): one in that range is measured again.
const MEASURES = 3;

/** How long reading `make(INPUT_CHARS)` takes against reading `make(SMALL)` four times as often: the ratio of the medians of their runs. */
function timeRatio(make: (chars: number) => string): number {
  const small = make(SMALL);
  const large = make(INPUT_CHARS);
  const timed = (text: string, times: number): number => {
    const started = performance.now();
    for (let time = 0; time < times; time++) durationsIn(text);
    return performance.now() - started;
  };
  timed(small, 1);
  const smallRuns: number[] = [];
  const largeRuns: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    smallRuns.push(timed(small, (LARGE_READS * INPUT_CHARS) / SMALL));
    largeRuns.push(timed(large, LARGE_READS));
    const ratio = medianOf(largeRuns) / medianOf(smallRuns);
    if (sample + 1 >= ENOUGH_SAMPLES && ratio > CLEARLY_QUADRATIC) return ratio;
  }
  return medianOf(largeRuns) / medianOf(smallRuns);
}

/** timeRatio, measured again while it is neither clearly linear nor clearly quadratic. */
function settledRatio(make: (chars: number) => string): number {
  let ratio = timeRatio(make);
  for (let measure = 1; measure < MEASURES && ratio >= MOST_TIMES_SMALL && ratio < CLEARLY_QUADRATIC; measure++) ratio = timeRatio(make);
  return ratio;
}

describe('what a timer times, read in linear time on long runs', () => {
  it.each<[string, (chars: number) => string]>([
    ['spaces after what is cooked', (chars) => `Stir the rice${' '.repeat(chars)}y for 5 minutes`],
    ['spaces between two full stops', (chars) => `Simmer the rice.${' '.repeat(chars)}. Stir for 5 minutes`],
    ['"then" before a comma', (chars) => `Add${' then'.repeat(chars / 5)}, x for 5 minutes`],
    ['"meanwhile" before a comma', (chars) => `Add${' meanwhile'.repeat(chars / 10)}, x for 5 minutes`],
  ])('names what is timed after %s, 64 kB in under twice what 16 kB takes four times as often', (_shape, make) => {
    expect(settledRatio(make)).toBeLessThan(MOST_TIMES_SMALL);
  });
});

describe("the offline chef's steps", () => {
  it.each(DISH_LISTS.map((list) => [list]))('each get a timer for every time they name, for %j', (list) => {
    const steps = readRecipe(writeRecipe(list)).steps;
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      const named = [...step.matchAll(/(\d+) minutes?/g)].map(([, minutes]) => Number(minutes) * 60);
      // Each time in figures at least ("toss for a minute" is timed too).
      expect(durationsIn(step).map((duration) => duration.seconds), step).toEqual(expect.arrayContaining(named));
    }
  });
});

describe('durationLabel', () => {
  it.each([
    [30, '30 sec'],
    [60, '1 min'],
    [90, '1 min 30 sec'],
    [900, '15 min'],
    [3600, '1 hr'],
    [5400, '1 hr 30 min'],
    [3605, '1 hr 5 sec'],
  ])('names %j seconds %j', (value, label) => {
    expect(durationLabel(value)).toBe(label);
  });
});
