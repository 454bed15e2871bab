import { breaksPreferences } from '../../ingredients/allergen-check.ts';
import { findIngredient } from '../../ingredients/pantry-knowledge.ts';
import { isKindOf } from '../../ingredients/pantry-match.ts';
import type { RecipeChange } from '../../api/recipe-change.ts';
import type { RecipeWishes } from '../../api/prompt.ts';
import { pluralOf } from '../../recipe/quantity.ts';
import { canReplace, substitutesFor } from '../../ingredients/substitutes.ts';
import { draft, listedIn, unchanged, withItems, type Version } from '../draft.ts';
import { stapleItem, type PantryItem } from '../pantry-items.ts';
import { foodName } from '../words.ts';
import type { ChangeContext } from './change-context.ts';

/** A stand-in for an item, and how much of it replaces the item when the swap table says. */
interface StandIn {
  name: string;
  amount?: string;
}

/**
 * The table's amount, without the food when the stand-in is that one food, as the list gives it.
 * @example amountOnly("140 ml oat milk", "Oat milk") // "140 ml"; amountOnly("250 ml milk + 1 tbsp lemon juice", ...) // as it is
 */
function amountOnly(label: string, name: string): string {
  const food = name.toLowerCase();
  const form = [food, pluralOf(food)].find((one) => !label.includes(' + ') && label.toLowerCase().endsWith(` ${one}`));
  return form === undefined ? label : label.slice(0, -(form.length + 1));
}

// A soft, leafy herb the table has nothing for (dill, mint, chives, tarragon) is scattered on to
// finish, as parsley is: parsley does its job, as the table gives it for basil and coriander.
const FINISHING_HERB = 'parsley';
const softHerb = (item: PantryItem): boolean => item.role === 'herb' && item.entry !== undefined && item.entry.cook === undefined;

/**
 * The table's best stand-in for the item's line that the visitor may eat and the dish can take,
 * those on their list first; for a soft herb the table does not know, parsley.
 */
function chefsChoice(line: string, version: Version, target: PantryItem, { options, items }: ChangeContext): StandIn | undefined {
  const list = items.map((item) => item.label);
  const option = substitutesFor(line, list).find((one) => !breaksPreferences(one.name, options) && placed(version, target, one.name) !== undefined);
  if (option) return { name: option.name, amount: amountOnly(option.label, option.name) };
  const herb = softHerb(target) && target.entry?.name !== FINISHING_HERB && !breaksPreferences(FINISHING_HERB, options);
  return herb && placed(version, target, FINISHING_HERB) !== undefined ? { name: FINISHING_HERB } : undefined;
}

// Starches stand in for one another (quinoa for rice, rice noodles for pasta, oats for flour).
const STARCHES: ReadonlySet<string> = new Set(['grain', 'pasta', 'noodle', 'bread', 'baking']);

/** Whether two foods are of a kind: the same category, or both starches. */
function sameKind(a: PantryItem, b: PantryItem): boolean {
  const [one, other] = [a.entry?.category ?? '', b.entry?.category ?? ''];
  return one !== '' && (one === other || (STARCHES.has(one) && STARCHES.has(other)));
}

/** A stand-in as the food it is; a mix ("Milk and lemon juice") is no one food the chef knows, and brings no prep or cooking of its own. */
function asFood(name: string): PantryItem {
  const named = stapleItem(name);
  const entry = findIngredient(name);
  if (entry !== undefined && [entry.name, ...entry.synonyms].includes(name.trim().toLowerCase())) return named;
  return { ...named, key: `?${name.trim().toLowerCase()}`, entry: undefined, role: 'extra', flavour: 'both' };
}

/**
 * The stand-in in its place, or undefined when it cannot take it: what the dish is made of (an
 * omelette's eggs) is swapped only for a food of its kind. One the table names for the item plays
 * the item's part (a banana for an egg binds a cake); any other plays its own where the dish has
 * a place for it (tofu for rice is cooked as tofu). A mix names no dish.
 */
function placed(version: Version, target: PantryItem, name: string): PantryItem | undefined {
  const { dish, used } = version.choice;
  const asNamed = asFood(name);
  // Another name for the same food (pecorino, where the chef knows it as parmesan) is still another food to the cook.
  const food = asNamed.key === target.key ? { ...asNamed, key: `?${name.trim().toLowerCase()}` } : asNamed;
  const essential = dish.fit(used.filter((item) => item !== target && dish.accepts(item))) === undefined;
  if (essential && !sameKind(food, target)) return undefined;
  const ownPart = !canReplace(target.label, name) && dish.accepts(food);
  return { ...food, role: ownPart ? food.role : target.role, mine: food.entry !== undefined && target.mine };
}

/**
 * The version with one item swapped for another: the visitor's choice, or the chef's when they
 * leave it open or choose something their preferences rule out. The stand-in takes the item's
 * place in the list, with the table's amount when it has one, in the steps, and in the title where
 * the item named the dish; one already in the recipe just takes over.
 */
export function swap(version: Version, change: Pick<RecipeChange, 'from' | 'to'>, context: ChangeContext): Version {
  const items = listedIn(version);
  // Foods named in a note as the recipe names them ("tinned tomatoes" in a metric one).
  const say = (name: string): string => foodName(name, context.options.units ?? 'metric');
  const from = stapleItem(change.from ?? '');
  const target = items.find((item) => item.key === from.key) ?? items.find((item) => isKindOf(item.label, change.from ?? ''));
  if (target === undefined) return unchanged(version, `There is no ${say(from.text)} in this recipe to swap.`);
  const to = change.to;
  if (to !== undefined && stapleItem(to).text === target.text) return unchanged(version, `The recipe already uses ${say(target.text)}, so nothing changes.`);
  const ruledOut = to !== undefined && breaksPreferences(to, context.options);
  const line = draft(version, context.options, context.ruledOut).ingredients.get(target) ?? target.label;
  // The amount the Swap dialog offered with it, when it offered this food: the recipe uses that.
  const offered = to === undefined ? undefined : substitutesFor(line, context.items.map((item) => item.label)).find((one) => one.name.toLowerCase() === to.trim().toLowerCase());
  const wanted: StandIn | undefined =
    to !== undefined && !ruledOut && placed(version, target, to) !== undefined ? { name: to, ...(offered ? { amount: amountOnly(offered.label, offered.name) } : {}) } : undefined;
  const standIn = wanted ?? chefsChoice(line, version, target, context);
  const why = ruledOut ? 'does not suit your preferences' : `cannot stand in for ${say(target.text)} in this dish`;
  const instead = standIn ? `I used ${say(stapleItem(standIn.name).text)} instead` : 'nothing changes';
  const refusal = to !== undefined && !wanted ? `${say(stapleItem(to).label)} ${why}, so ${instead}.` : undefined;
  const refused = refusal === undefined ? [] : [`_${refusal}_`];
  if (standIn === undefined) return unchanged(version, refusal ?? `I know no stand-in for ${say(target.text)} that works in this dish, so nothing changes.`);
  const substitute = placed(version, target, standIn.name)!;
  const already = items.find((item) => item.key === substitute.key);
  const visitors = context.items.find((item) => item.key === substitute.key);
  // The visitor's own item, when the stand-in is on their list, keeps its name as they typed it.
  const put: PantryItem = visitors ? { ...visitors, role: substitute.role } : substitute;
  const swapped = items.flatMap((item) => (item !== target ? [item] : already ? [] : [put]));
  // Every earlier swap's amount stays; the table's amount for this one is worked out afresh from
  // the line it replaces at whatever servings and units the recipe is written in.
  const kept = [...(version.amounts ?? [])].filter(([item]) => item !== target);
  // Worked out once for each servings and units: a line's amount depends on nothing else, and
  // each later swap's amount drafts this version again.
  const worked = new Map<string, string | undefined>();
  const amountAt = (options: RecipeWishes): string | undefined => {
    const key = `${options.servings ?? ''}|${options.units ?? ''}`;
    if (worked.has(key)) return worked.get(key);
    const at = draft(version, options, context.ruledOut).ingredients.get(target) ?? target.label;
    const option = substitutesFor(at, context.items.map((item) => item.label)).find((one) => one.name.toLowerCase() === standIn.name.toLowerCase());
    const amount = option === undefined ? undefined : amountOnly(option.label, option.name);
    worked.set(key, amount);
    return amount;
  };
  const own = standIn.amount !== undefined && !already ? [[put, amountAt] as const] : [];
  const amounts = new Map([...kept, ...own]);
  return { ...withItems(version, swapped), notes: refused, amounts: amounts.size > 0 ? amounts : undefined };
}
