import { breaksPreferences } from '../../ingredients/allergen-check.ts';
import type { RecipeWishes } from '../../api/prompt.ts';
import { listedIn, unchanged, type Version } from '../draft.ts';
import { stapleItem, type PantryItem } from '../pantry-items.ts';
import { withItems } from './previous-version.ts';

// What a vegetarian leaves out: meat, poultry, fish and shellfish, and what is made from them.
const VEGETARIAN: Pick<RecipeWishes, 'diet'> = { diet: ['vegetarian'] };

// The vegetables and pulses each dish takes in meat's place, best first, by the dish's name.
const IN_PLACE: Readonly<Record<string, readonly string[]>> = {
  'stir-fry': ['tofu', 'mushroom'], curry: ['chickpeas', 'cauliflower'], soup: ['cannellini beans', 'lentils'],
  'pasta dish': ['mushroom', 'cannellini beans'], traybake: ['chickpeas', 'cauliflower'], 'taco night': ['black beans', 'mushroom'],
  'grain bowl': ['chickpeas', 'tofu'], salad: ['chickpeas', 'butter beans'], omelette: ['mushroom', 'spinach'], toast: ['mushroom', 'butter beans'],
};
const ANY_DISH = ['chickpeas', 'mushroom', 'cannellini beans'];
// Flavourings made with meat or fish, and what does their job without it.
const FLAVOUR_STAND_INS: Readonly<Record<string, string>> = {
  'chicken stock': 'vegetable stock', 'beef stock': 'vegetable stock', 'fish sauce': 'soy sauce', 'oyster sauce': 'hoisin',
  'worcestershire sauce': 'soy sauce', lard: 'vegetable oil',
};

const isMeat = (item: PantryItem): boolean => breaksPreferences(item.label, VEGETARIAN);

/**
 * The version with no meat or fish: a flavouring made from them swapped for one that is not, and
 * each meat or fish swapped for a vegetable or a pulse the dish takes, naming the dish where it did
 * (`named`, by the title); what the visitor may not eat is never chosen.
 */
export function vegetarian(version: Version, options: RecipeWishes, named: (item: PantryItem) => boolean): Version {
  const items = listedIn(version);
  if (!items.some(isMeat)) return unchanged(version, 'This recipe was already vegetarian.');
  const taken = new Set(items.filter((item) => !isMeat(item)).map((item) => item.entry?.name ?? item.key));
  const take = (names: readonly string[]): string | undefined => {
    const name = names.find((one) => !taken.has(one) && !breaksPreferences(one, options));
    if (name !== undefined) taken.add(name);
    return name;
  };
  const mains = [...(IN_PLACE[version.choice.dish.name] ?? []), ...ANY_DISH];
  const replaced = items.flatMap((item): PantryItem[] => {
    if (!isMeat(item)) return [item];
    const flavour = FLAVOUR_STAND_INS[item.entry?.name ?? ''];
    const name = flavour !== undefined ? take([flavour]) : item.role === 'protein' ? take(mains) : undefined;
    return name === undefined ? [] : [{ ...stapleItem(name), mine: named(item) }];
  });
  return withItems(version, replaced);
}
