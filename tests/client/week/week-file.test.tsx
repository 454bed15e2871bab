import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveWeekFile } from '../../../client/week/save-week-file.tsx';
import { weekJsonLd } from '../../../client/week/week-file.ts';
import type { NutritionEstimate } from '../../../shared/nutrition/nutrition.ts';
import { CURRY, OMELETTE, PASTA, WEEK, cooking, planOf } from '../../support/week-plans.ts';

const amount = (value: number) => ({ value, atLeast: false });
const ESTIMATE: NutritionEstimate = {
  servings: 4,
  perServing: { kcal: amount(520), protein: amount(32), fat: amount(20), satfat: amount(5), carb: amount(40), sugars: amount(6), fibre: amount(4), sodium: amount(600) },
  counted: [],
  notCounted: [],
  weighedShare: 1,
  partial: false,
};

describe('the week file', () => {
  it('is a schema.org ItemList of the written days\' Recipes, in day order, leftovers and unwritten days left out', () => {
    const plan = planOf([...WEEK.days, cooking('Friday', 'Fish Pie')]);
    const file = weekJsonLd(plan, new Map([[CURRY, ESTIMATE]]));
    expect(file).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 3 });
    expect(file.itemListElement.map(({ position, name, item }) => [position, name, item['@type'], item.name])).toEqual([
      [1, 'Monday: Chicken and Spinach Curry', 'Recipe', 'Chicken and Spinach Curry'],
      [2, 'Wednesday: Tomato Pasta', 'Recipe', 'Tomato Pasta'],
      [3, 'Thursday: Spinach Omelette', 'Recipe', 'Spinach Omelette'],
    ]);
    const [monday, wednesday] = file.itemListElement;
    expect(monday!.item.recipeIngredient).toEqual(['600 g chicken thighs, diced', '400 g spinach', '2 onions, chopped', '2 tbsp olive oil', 'Salt, to taste']);
    expect(monday!.item.recipeYield).toBe('4 servings');
    expect(monday!.item.nutrition).toMatchObject({ '@type': 'NutritionInformation', servingSize: '1 of 4 servings', calories: '520 kcal', proteinContent: '32 g' });
    // Its nutrition not worked out yet: no figure rather than a guess.
    expect(wednesday!.item).not.toHaveProperty('nutrition');
    // One context, for the whole file.
    expect(monday!.item).not.toHaveProperty('@context');
  });

  it('has no items before a day is written', () => {
    expect(weekJsonLd(planOf([cooking('Monday', 'Fish Pie')]), new Map())).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});

describe('"Save week file"', () => {
  let files: Blob[] = [];
  beforeEach(() => {
    files = [];
    URL.createObjectURL = (blob: Blob) => `blob:test/${files.push(blob)}`;
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads the week as JSON-LD named week-plan.json and says so', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const said: string[] = [];
    render(<SaveWeekFile plan={WEEK} estimates={new Map([[PASTA, ESTIMATE], [OMELETTE, null]])} onMessage={(message) => said.push(message)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save week file' }));
    await waitFor(() => expect(said).toEqual(['Saved week-plan.json']));
    expect(clicked).toEqual(['week-plan.json']);
    expect(files[0]!.type).toBe('application/ld+json');
    const json = JSON.parse(await files[0]!.text()) as ReturnType<typeof weekJsonLd>;
    expect(json.itemListElement.map(({ item }) => item.name)).toEqual(['Chicken and Spinach Curry', 'Tomato Pasta', 'Spinach Omelette']);
  });

  it('says so when the file cannot be made', async () => {
    URL.createObjectURL = () => {
      throw new Error('No object URLs');
    };
    const said: string[] = [];
    render(<SaveWeekFile plan={WEEK} estimates={new Map()} onMessage={(message) => said.push(message)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save week file' }));
    await waitFor(() => expect(said).toEqual(['The week file could not be made. Try again.']));
  });
});
