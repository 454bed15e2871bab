import { describe, expect, it } from 'vitest';
import { stepMinutes } from '../../support/step-minutes.ts';

// The reader the total-time property relies on: if it misread steps, the property would prove nothing.
const recipe = (...steps: string[]): string => ['### Steps', '', ...steps.map((step, index) => `${index + 1}. ${step}`), '', '### Tip', '', 'Cook for 99 minutes.'].join('\n');

describe('stepMinutes reads the minutes a cook adds up', () => {
  it.each([
    ['each time in turn', ['Add the onion and cook for 4 minutes, then add the garlic and cook for 1 minute more.'], 5],
    ['"about" as said', ['Dice the onion, about 6 minutes\' work.', 'Pour in the stock and bring to the boil, about 5 minutes.'], 11],
    ['a range at its upper bound', ['Toss for 1–2 minutes until glossy.', 'Grill for 3-4 minutes.'], 6],
    ['no minutes in the tip, nor in a step with none', ['Season and serve.'], 0],
    ['a time inside one counted', ['Cover and cook for 35 minutes; keep the lid on for the first 20 minutes.', 'Turn the duck breast over for the last 5 minutes.'], 35],
    ['each batch, as many times as the batches', ['Add the beef in two batches, each in one layer, and sear each batch for 4 minutes, until browned.'], 8],
    ['each pan in turn, as many as the recipe said to use', ['This many servings will crowd one pan: use three, and divide everything between them.', 'Slide each pan in turn under a hot grill for 3–4 minutes.'], 12],
    ['the rounds after the first, as the minutes more they take', [
      'Heat the butter in an ovenproof frying pan. This many servings will crowd one pan, and a hob takes two large pans at once: use two, and cook what goes in them in two rounds, so each batch browns and cooks through.',
      'Add the potatoes and cook for 13 minutes.',
      'Pour in the eggs and cook gently for 5 minutes. Slide each pan in turn under a hot grill for 3–4 minutes. Cook the second round the same way, 26 minutes more.',
    ], 13 + 5 + 2 * 4 + 26],
    ['meat browned in batches in one pot, the others as the minutes more they take', ['This many servings will crowd the pan: brown the chicken in three batches, so each browns and cooks through. Add the chicken and cook for 7 minutes, until golden. Cook the other two batches the same way, 14 minutes more.'], 21],
    ['what goes in for the last minutes of a time counted', ['Cook the spaghetti in the boiling water for 10 minutes.', '3 minutes before the spaghetti is done, add the prawns to the frying pan and cook for 3 minutes, until pink. Drain.'], 10],
    ['a rest before serving, counted', ['Roast for 20 minutes. The pork is done at 63 °C in the middle; rest 3 minutes before serving.'], 23],
    ['"Meanwhile" alongside the time before it', ['Simmer the rice for 15 minutes.', 'Meanwhile, fry the onion for 8 minutes.'], 15],
    ['"While" filled by the steps after it, past its end', ['Simmer the rice for 15 minutes.', 'While the rice cooks, fry the chicken for 10 minutes.', 'Add the broccoli and fry for 8 minutes.'], 18],
    ['a second "Meanwhile" going on from the first', ['Simmer the rice for 15 minutes.', 'Meanwhile, dice the chicken, about 7 minutes\' work.', 'Meanwhile, fry the chicken for 10 minutes.'], 17],
    ['a "While" once what was left going is done, alongside what comes now', ['Bring the water to the boil, about 10 minutes. Meanwhile, chop, about 4 minutes\' work.', 'Fry the onion for 8 minutes.', 'Roast for 20 minutes.', 'While it roasts, fry for 5 minutes.'], 32],
    ['"Meanwhile" inside a step', ['Bring a large pan of water to the boil, about 10 minutes. Meanwhile, chop the onion, about 6 minutes\' work.'], 10],
    ['"Once" waits for what was left going', ['Heat the oven; it takes about 10 minutes. Meanwhile, chop, about 4 minutes\' work.', 'Once the oven is hot, roast for 30 minutes.'], 40],
    ['without "Once", the cook does not wait', ['Heat the oven; it takes about 10 minutes. Meanwhile, chop, about 4 minutes\' work.', 'Roast for 30 minutes.'], 34],
    ['the rice bowl: water, rice, and the pan while the rice cooks', [
      'Bring a large pan of salted water to the boil, about 10 minutes. Meanwhile, dice the chicken, about 7 minutes\' work.',
      'Once the water is boiling, simmer the rice in it for 15 minutes, until tender, and drain.',
      'While the rice cooks, heat the oil. Add the chicken and cook for 7 minutes, then add the spinach and cook for 1 minute more.',
    ], 25],
  ])('%s', (_, steps, minutes) => {
    expect(stepMinutes(recipe(...steps))).toBe(minutes);
  });
});
