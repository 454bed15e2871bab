import { describe, expect, it } from 'vitest';
import { listText } from '../../../shared/week/list-text.ts';
import { listFor } from './week-days.ts';

// What "Copy list" and "Share list" give: one item per line, for Reminders, Keep and Todoist.
describe('listText', () => {
  const list = listFor([['300 g spinach', '100 g cheddar', 'Parmesan, to serve'], ['100 g cheddar', '200 g rice', '2 eggs']], ['rice', '50 g cheddar']);

  it('writes one thing to get per line, aisle by aisle, then what is listed, then what to check at home', () => {
    expect(listText(list)).toBe(['Spinach — 300 g', 'Cheddar — 150 g', 'Eggs — 2', 'Parmesan — to serve', 'Check you have: Rice — 200 g', ''].join('\n'));
  });

  it('puts no heading, bullet or checkbox mark on any line', () => {
    for (const line of listText(list).trimEnd().split('\n')) expect(line).toMatch(/^[A-Z]/);
  });

  it('leaves out what is ticked', () => {
    expect(listText(list, new Set(['buy:cheddar', 'check:rice']))).toBe('Spinach — 300 g\nEggs — 2\nParmesan — to serve\n');
  });

  it('is empty when there is nothing to get', () => {
    expect(listText(listFor([['1 tsp salt']]))).toBe('');
  });

  it('keeps an item on one line however its food was written', () => {
    const odd = listFor([['100 g feta\u2028cheese']]);
    expect(listText(odd).split('\n')).toHaveLength(2);
  });
});
