import { describe, expect, it } from 'vitest';
import { breaksPreferences } from '../../../shared/ingredients/allergen-check.ts';
import { findIngredient } from '../../../shared/ingredients/pantry-knowledge.ts';
import type { ChangeKind } from '../../../shared/api/recipe-change.ts';
import {
  BROWNIES, CAKE, CRUMBLE, CURRY, FLAPJACKS, FRITTATA, inSteps, PASTA, RICE_BOWL, SALAD, SMOOTHIE, SOUP, STIR_FRY, TACOS, TRAYBAKE,
  VEGETARIAN, versions, type Asked, type Wishes,
} from './changed-versions.ts';

/** Chilli and what carries its heat, as a recipe names them. */
// Black pepper seasons rather than heats: a milder version keeps it.
const HOT = /\b(chil+i(?:es)?|chile|jalape[nñ]o|cayenne|sriracha|hot sauce|harissa|gochujang|sambal|kimchi|curry (?:powder|paste)|cajun|taco seasoning)\b/i;
// "a large, deep frying pan", "a wok", "an 8-inch square pan": each time a recipe brings out a pot or pan.
const VESSEL = /\b(?:a|an)\s+(?:(?!(?:and|the|or|of|to|in|into)\b)[\w-]+,?\s+){0,4}?(?:pan|pot|wok|saucepan|skillet|tray|tin|dish)\b/gi;

/** Table rows of one list each, so a test's name shows the whole list. */
const eachList = (...lists: string[][]): [string[]][] => lists.map((list) => [list]);

describe('a changed version of the offline chef’s recipe', () => {
  it.each(eachList(PASTA, STIR_FRY, CURRY, TRAYBAKE, RICE_BOWL, TACOS, SOUP, CAKE, BROWNIES, CRUMBLE, FLAPJACKS))(
    'is quicker for %j: fewer steps, and a lower total time than the version before',
    (list) => {
      const { before, after } = versions(list, { kind: 'quicker' });
      expect(after.minutes).toBeLessThan(before.minutes!);
      expect(after.steps.length).toBeLessThan(before.steps.length);
      expect(after.title).toBe(`${after.minutes}-Minute ${before.title}`);
      expect(after.names).toEqual(before.names);
    },
  );

  it.each(eachList(PASTA, STIR_FRY, TRAYBAKE, CAKE, SMOOTHIE, FRITTATA, TACOS))('is spicier for %j: a hot ingredient in the list and in a step', (list) => {
    const { before, after } = versions(list, { kind: 'spicier' });
    // A sweet dish is spiced with ground ginger's warmth, not chilli.
    const hot = after.names.filter((name) => (HOT.test(name) || /^ground ginger$/i.test(name)) && !before.names.includes(name));
    expect(hot).toHaveLength(1);
    expect(inSteps(after.steps, hot[0]!)).toBe(true);
    expect(after.title).toBe(before.title);
  });

  it('scales the heat it adds with the servings', () => {
    const amountOf = (servings: number) => /^- Chilli flakes — (.+)$/m.exec(versions(PASTA, { kind: 'spicier' }, { servings }).after.markdown)?.[1];
    expect([amountOf(2), amountOf(8)]).toEqual(['½ tsp', '2 tsp']);
  });

  it.each<[string[], Wishes, RegExp]>([
    [[...CURRY, 'Chili'], {}, /yogurt.*cucumber/],
    [TACOS, {}, /yogurt.*cucumber/],
    [['Tofu', 'Noodles', 'Bok choy', 'Sriracha', 'Chili flakes'], { diet: ['vegan'] }, /cucumber/],
    [['Chicken', 'Rice', 'Harissa', 'Peppers', 'Kimchi'], { allergies: ['milk'] }, /cucumber/],
  ])('is milder for %j with %j: no heat left anywhere, and something cooling to serve', (list, wishes, side) => {
    const { before, after } = versions(list, { kind: 'milder' }, wishes);
    expect(before.text).toMatch(HOT);
    expect(after.text).not.toMatch(HOT);
    expect(after.steps.at(-1)).toMatch(side);
    expect(breaksPreferences(after.steps.at(-1)!, wishes)).toBe(false);
  });

  it.each(eachList(STIR_FRY, TRAYBAKE, TACOS, SOUP, PASTA, SALAD, [...CURRY.slice(1), 'Prawns', 'Fish sauce']))(
    'is vegetarian for %j: no meat or fish in any line, and a vegetable or pulse in its place',
    (list) => {
      const { before, after } = versions(list, { kind: 'vegetarian' });
      const plant = (name: string) => ['vegetable', 'root', 'greens', 'legume'].includes(findIngredient(name)?.category ?? '') || /tofu/i.test(name);
      expect(before.markdown.split('\n').some((line) => breaksPreferences(line, VEGETARIAN))).toBe(true);
      // A note may name what was swapped and why ("_Parmesan is made with animal rennet, …_"); no other line may.
      const notes = /^_.*_$/;
      expect(after.markdown.split('\n').filter((line) => !notes.test(line) && breaksPreferences(line, VEGETARIAN))).toEqual([]);
      expect(after.names.filter((name) => !before.names.includes(name)).some(plant)).toBe(true);
    },
  );

  it.each(eachList(TRAYBAKE, CAKE, BROWNIES, CRUMBLE, FLAPJACKS, ['Flour', 'Sugar', 'Butter'], FRITTATA, ['Bread', 'Cheddar', 'Tomato', 'Ham']))(
    'is cooked on the hob for %j: no oven setting, no oven and no grill',
    (list) => {
      const { before, after } = versions(list, { kind: 'no-oven' });
      expect(before.text).toMatch(/°C|\boven|\bgrill/);
      // A temperature inside the food is how a cook tells it is done, not an oven setting.
      expect(after.text.replace(/done at \d+ °[CF]|\(\d+ °[CF]( in the middle)?\)/g, '')).not.toMatch(/°[CF]|(?<!no )\boven|\bgrill|\bbroil/i);
      expect(after.names).toEqual(before.names);
    },
  );

  it.each(eachList(PASTA, STIR_FRY, CURRY, RICE_BOWL, TACOS, SALAD, FLAPJACKS, ['Flour', 'Onion', 'Feta', 'Mushrooms']))(
    'is cooked in one pot for %j: it says so, and never brings out a second pot or pan',
    (list) => {
      const { before, after } = versions(list, { kind: 'one-pot' });
      expect(before.steps.join('\n').match(VESSEL)?.length ?? 2).toBeGreaterThanOrEqual(1);
      expect(after.title).toBe(`One-Pot ${before.title}`);
      expect(after.steps.join('\n').match(VESSEL)).toHaveLength(1);
    },
  );

  it.each<[string[], Asked, string]>([
    [RICE_BOWL, { kind: 'swap', from: 'Broccoli', to: 'Green beans' }, 'Green beans'],
    [PASTA, { kind: 'swap', from: 'Chicken', to: 'Mushrooms' }, 'Mushrooms'],
    [CAKE, { kind: 'swap', from: 'Butter', to: 'Margarine' }, 'Margarine'],
  ])('swaps for %j as asked (%j): none of it left, the stand-in listed with an amount and used', (list, asked, to) => {
    const { before, after } = versions(list, asked);
    const from = new RegExp(`\\b${asked.from}\\b`, 'i');
    expect(before.text).toMatch(from);
    expect(after.text).not.toMatch(from);
    expect(after.markdown).toMatch(new RegExp(`^- ${to} — \\d`, 'm'));
    expect(inSteps(after.steps, to)).toBe(true);
  });

  it('names the stand-in in the title where the swapped ingredient named the dish', () => {
    const { before, after } = versions(RICE_BOWL, { kind: 'swap', from: 'Chicken', to: 'Tofu' });
    expect(before.title).toMatch(/Chicken/);
    expect(after.title).toBe(before.title.replace('Chicken', 'Tofu'));
  });

  it.each<[string[], ChangeKind, string]>([
    [['Banana', 'Strawberries', 'Oats', 'Milk'], 'quicker', '_This is about as quick as this dish gets._'],
    [['Eggs', 'Spinach', 'Onion'], 'no-oven', '_This recipe already needs no oven._'],
    [['Vegetable stock', 'Carrots', 'Onion', 'Lentils'], 'one-pot', '_This recipe already needs no more than one pot or pan._'],
    [['Vegetable stock', 'Carrots', 'Onion', 'Lentils'], 'vegetarian', '_This recipe was already vegetarian._'],
    [['Banana', 'Strawberries', 'Oats', 'Milk'], 'milder', '_There was no chilli or other heat in this recipe to take out._'],
  ])('says in one line when %j is already what %s asks for, and still writes the same dish', (list, kind, note) => {
    const { before, after } = versions(list, { kind });
    expect(after.notes).toEqual([note]);
    expect([after.title, after.names, after.minutes]).toEqual([before.title, before.names, before.minutes]);
  });

  it.each<[string[], Asked, RegExp]>([
    [CAKE, { kind: 'swap', from: 'Milk' }, /^- Oat milk — \d+ ml$/m],
    [CAKE, { kind: 'swap', from: 'Eggs' }, /^- Ground flaxseed and water — \d+ tbsp ground flaxseed \+ \d+ tbsp water$/m],
    [RICE_BOWL, { kind: 'swap', from: 'Garlic' }, /^- Garlic powder — [\d½¼¾]+ tsp$/m],
    [RICE_BOWL, { kind: 'swap', from: 'Chicken' }, /^- Turkey — \d+ g$/m],
  ])('swaps for %j the stand-in the chef chooses (%j), in the amount that replaces it', (list, asked, line) => {
    const { before, after } = versions(list, asked);
    expect(before.names).toContain(asked.from);
    expect(after.names).not.toContain(asked.from);
    expect(after.markdown).toMatch(line);
    const standIn = line.exec(after.markdown)![0].slice(2).split(' — ')[0]!;
    expect(inSteps(after.steps, standIn)).toBe(true);
  });

  it('chooses its own stand-in when the visitor’s is one their preferences rule out, and says so', () => {
    const { after } = versions(RICE_BOWL, { kind: 'swap', from: 'Broccoli', to: 'Bacon' }, VEGETARIAN);
    expect(after.notes).toEqual(['_Bacon does not suit your preferences, so I used cauliflower instead._']);
    expect(after.text).not.toMatch(/bacon|broccoli/i);
    expect(inSteps(after.steps, 'cauliflower')).toBe(true);
  });

  it.each<[string[], Asked, string]>([
    [RICE_BOWL, { kind: 'swap', from: 'Salmon', to: 'Tofu' }, '_There is no salmon in this recipe to swap._'],
    [['Eggs', 'Spinach', 'Onion'], { kind: 'swap', from: 'Eggs' }, '_I know no stand-in for eggs that works in this dish, so nothing changes._'],
    [['Eggs', 'Spinach', 'Onion'], { kind: 'swap', from: 'Eggs', to: 'Banana' }, '_Banana cannot stand in for eggs in this dish, so nothing changes._'],
    [RICE_BOWL, { kind: 'swap', from: 'Rice', to: 'Rice' }, '_The recipe already uses rice, so nothing changes._'],
  ])('says why it cannot swap for %j (%j) and keeps the recipe as it was', (list, asked, note) => {
    const { before, after } = versions(list, asked);
    expect(after.notes).toEqual([note]);
    expect([after.title, after.names, after.steps]).toEqual([before.title, before.names, before.steps]);
  });
});
