import { breaksPreferences } from '../../ingredients/allergen-check.ts';
import type { RecipeWishes } from '../../api/prompt.ts';
import { listedIn, unchanged, withItems, type Version } from '../draft.ts';
import { stapleItem, type PantryItem } from '../pantry-items.ts';

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

// Foods a vegetarian cook buys in a vegetarian kind, by the chef's name for them, and why: stock
// not said to be vegetable is most often chicken or beef; parmesan and pecorino are made with
// animal rennet.
const VEGETARIAN_KINDS: Readonly<Record<string, { name: string; why?: string }>> = {
  stock: { name: 'vegetable stock' },
  parmesan: { name: 'vegetarian hard cheese', why: 'is made with animal rennet' },
};

/** The vegetarian kind of a food a vegetarian buys in one (plain stock, parmesan), or undefined. */
export function vegetarianKind(item: PantryItem): string | undefined {
  return VEGETARIAN_KINDS[item.entry?.name ?? '']?.name;
}

const isMeat = (item: PantryItem): boolean => breaksPreferences(item.label, VEGETARIAN) || vegetarianKind(item) !== undefined;

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
    const flavour = vegetarianKind(item) ?? FLAVOUR_STAND_INS[item.entry?.name ?? ''];
    const name = flavour !== undefined ? take([flavour]) : item.role === 'protein' ? take(mains) : undefined;
    return name === undefined ? [] : [{ ...stapleItem(name), mine: named(item) }];
  });
  // Why a food the visitor may think vegetarian was swapped: "_Parmesan is made with animal rennet, so I used vegetarian hard cheese._"
  const notes = items.flatMap((item) => {
    const kind = VEGETARIAN_KINDS[item.entry?.name ?? ''];
    return kind?.why !== undefined && taken.has(kind.name) ? [`_${item.label.charAt(0).toUpperCase()}${item.label.slice(1)} ${kind.why}, so I used ${kind.name} instead._`] : [];
  });
  return { ...withItems(version, replaced), notes };
}
