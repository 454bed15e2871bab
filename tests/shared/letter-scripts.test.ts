import { describe, expect, it } from 'vitest';
import { latinLookalike, mixesScripts } from '../../shared/ingredients/letter-scripts.ts';

describe('mixesScripts', () => {
  it.each(['Аntifreeze', 'Rat pоison', 'Αntifreeze', 'Eggsꓸ', 'Тофуtofu', 'tofu豆腐'])('finds a word mixing alphabets in %j', (text) => {
    expect(mixesScripts(text)).toBe(true);
  });

  it.each(['Crème fraîche', 'Jalapeño', 'Тофу', 'Ласось', 'Σπανάκι', '豆腐', 'ご飯', 'バター', '김치', 'ชาเขียว', 'Tofu 豆腐', 'e\u0301clair', '1/2 lemon', "Hen's egg"])(
    'finds none in %j',
    (text) => {
      expect(mixesScripts(text)).toBe(false);
    },
  );
});

describe('latinLookalike', () => {
  it.each([
    ['Вӏеасһ', 'bleach'],
    ['Аntifreeze', 'antifreeze'],
    ['ΑΝΤΙfreeze', 'antifreeze'],
    ['Rat pоison', 'rat poison'],
    ['Crème fraîche', 'crème fraîche'],
    ['豆腐', '豆腐'],
  ])('reads %j as %j', (text, reading) => {
    expect(latinLookalike(text)).toBe(reading);
  });
});
