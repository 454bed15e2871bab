// What a roast shares however it is cooked, in the oven or in a pan: what goes in, what flavours
// it, and what goes on at the end.
import type { Kitchen } from '../kitchen.ts';
import type { PantryItem, Role } from '../pantry-items.ts';
import { sentence } from '../prose.ts';
import { listWords } from '../../text/list-words.ts';
import { heat, seasonAnd } from '../dish.ts';
import { countWord, MOST_AT_ONCE, searBatches, traysWeight } from '../pans.ts';

/** The leftover tip of a roast, with how to keep meat, fish and potatoes safely (FSA: in the fridge within 2 hours). */
export const ROAST_LEFTOVERS = 'Leftovers make a great lunch the next day: cool them, refrigerate within 2 hours, eat within a day and reheat until steaming hot, or toss them cold with a few salad leaves.';

/** What goes on the tray (or in the pan) to roast. */
export const ON_TRAY: readonly Role[] = ['protein', 'veg', 'aromatic', 'legume', 'greens', 'fruit', 'extra'];

const woody = (item: PantryItem): boolean => item.role === 'herb' && item.entry?.cook !== undefined;
// Burnt to nothing by a hot oven: sliced and scattered over the tray once it is out.
const scattered = (item: PantryItem): boolean => item.entry?.name === 'green onion';
/** Thin strips of steak turn grey and tough in the time a tray takes: they get a quick sear in a hot pan instead. */
export const seared = (item: PantryItem): boolean => item.role === 'protein' && item.entry?.prep === 'thinly slice';
/** Cream bubbles down into a hot sauce; yogurt and sour cream are stirred into a cold one. */
const poured = (item: PantryItem): boolean => item.role === 'dairy' && item.entry?.unit === 'ml';
/** A lemon or lime the prep zests and juices. */
const zestedAndJuiced = (item: PantryItem): boolean => item.entry?.prep === 'zest and juice';
// Cream thickens into a sauce in about this long at a lively bubble.
const CREAM_MINUTES = 3;
// A steak about 2 cm thick, seared whole over a high heat, reaches 63 °C in the middle in about 4 minutes a side.
const WHOLE_STEAK_MINUTES = 8;
/** A steak as the roast sears it beside the trays: whole, on both sides, to be sliced once it has rested. */
const wholeSteak = (item: PantryItem): PantryItem =>
  item.entry ? { ...item, entry: { ...item.entry, cook: { until: 'browned on both sides', minutes: WHOLE_STEAK_MINUTES } } } : item;
/** "rest it whole for 3 minutes, then slice thinly across the grain": the rest comes before the knife. */
const restThenSlice = (items: readonly PantryItem[]) => (minutes: number): string =>
  `rest ${items.length > 1 ? 'them' : 'it'} whole for ${minutes} minutes, then slice thinly across the grain`;

// Chops roast whole, on the bone, as a cook buys them: patted dry, never sliced or diced.
const CHOPS = /\bchops?\b/;

/** The items as a roast prepares them: chops whole. */
export const wholeChops = (items: readonly PantryItem[]): PantryItem[] =>
  items.map((item) => (item.entry && item.role === 'protein' && CHOPS.test(item.text) ? { ...item, entry: { ...item.entry, prep: 'pat % dry' } } : item));
/** The items as an oven roast prepares them: chops whole, and steaks whole too, seared beside the trays and sliced once rested. */
export const wholeCuts = (items: readonly PantryItem[]): PantryItem[] =>
  wholeChops(items).map((item) => (item.entry && seared(item) ? { ...item, entry: { ...item.entry, prep: 'pat % dry' } } : item));

/** A roast's parts: what cooks, what it is tossed in, the sauces made alongside, and the last step, served from `where`. */
export function roastParts(k: Kitchen) {
  const strips = k.used.filter(seared);
  // Chops stay whole, however quick the version: they take a whole chop's time.
  const tray = wholeChops(k.items(...ON_TRAY).filter((item) => !scattered(item) && !seared(item)));
  // Kimchi, pickles, olives: on the table beside the tray, never in the oven.
  const alongside = k.items('pickle');
  const rub = [...k.items('fat'), ...k.items('spice'), ...k.items('herb').filter(woody), ...k.items('sauce').filter((i) => i.entry?.cook)];
  const cream = k.items('dairy').filter(poured);
  const spooned = k.items('dairy').filter((item) => !poured(item));
  const condiments = k.items('sauce', 'sweetener').filter((i) => !rub.includes(i));
  // With yogurt or sour cream the condiments make a cold sauce, with cream a hot one; without either, they are drizzled over.
  const sauce = spooned.length > 0 ? [...spooned, ...condiments] : [];
  const hotSauce = cream.length > 0 ? [...cream, ...(spooned.length > 0 ? [] : condiments)] : [];
  const drizzle = sauce.length + hotSauce.length > 0 ? [] : condiments;
  const top = [...k.used.filter(scattered), ...k.items('cheese', 'nut'), ...k.items('herb').filter((i) => !woody(i))];
  // A lemon zested and juiced in the prep: its zest is scattered and its juice drizzled, since zest does not pour.
  const zested = drizzle.filter(zestedAndJuiced);
  const part = (items: readonly PantryItem[], what: string): PantryItem[] => items.map((item) => ({ ...item, text: `${item.text} ${what}` }));
  const scatter = [...top, ...part(zested, 'zest')];
  const pour = [...drizzle.filter((item) => !zested.includes(item)), ...part(zested, 'juice')];
  const finish = [scatter.length > 0 ? `scatter over ${k.the(scatter)}` : '', pour.length > 0 ? `drizzle over ${k.the(pour)}` : ''].filter(Boolean);
  const sauceStep = sauce.length > 0 ? sentence(`meanwhile, stir ${k.the(sauce)} with a splash of water to make a quick sauce`) : '';
  /** The cream, bubbled down in the pan: "Pour in the cream and let it bubble for 3 minutes, until it thickens into a sauce." */
  const bubble = (where = ''): string => {
    if (hotSauce.length === 0) return '';
    k.wait(CREAM_MINUTES);
    return sentence(`pour ${k.the(hotSauce)} into ${where === '' ? 'the pan' : where} and let it bubble for ${CREAM_MINUTES} minutes, until it thickens into a sauce`);
  };
  /**
   * The strips seared in a hot pan, then the cream bubbled in it: "" with neither. Beside trays
   * roasted in `rounds`, a share of the strips (and of their fat) is seared for each round as it
   * comes out, so no round goes out bare and no seared meat waits an hour.
   */
  const searStep = (rounds = 1): string => {
    if (strips.length === 0) return bubble('a small pan');
    const share = rounds > 1 ? "this round's share of " : '';
    // In each of the pans on the hob (two at most), the strips shared between them, each in batches by weight.
    const pans = Math.min(k.pans, MOST_AT_ONCE);
    const batches = searBatches(strips.reduce((grams, item) => grams + traysWeight(k.amountOf(item), item.entry?.unit), 0) / pans / Math.max(1, rounds));
    const many = batches > 1;
    const what = (names: string): string => `${share}${names}`;
    // Seared whole and sliced once rested: strips cut first would have nothing to rest.
    const whole = strips.map(wholeSteak);
    const seared = k.cook(whole, {
      verb: many ? 'sear each batch' : 'sear',
      lead: (names) => (many ? `add ${what(names)} in ${countWord(batches)} batches, each in one layer,` : `add ${what(names)} in one layer`),
      rest: restThenSlice(whole),
    });
    // Each batch takes the pan's time again.
    k.wait((batches - 1) * WHOLE_STEAK_MINUTES);
    const fats = k.fats();
    const shared = share === '' || fats === null ? k : { ...k, fats: () => `${share}${fats}` };
    const sear = `${heat({ ...shared, pans }, 'a large frying pan', '**high**')} ${seared}`;
    // Said as a share each round, not "a third of": each round's share is the whole, split.
    const lead = share === '' ? '' : `While each round finishes roasting, sear its share of ${k.the(strips)}, split ${countWord(rounds)} ways. `;
    return [lead + sear, bubble()].filter(Boolean).join(' ');
  };
  const sliced = strips.map((item) => ({ ...item, text: `sliced ${item.text}` }));
  const serve = (where: string, onTop: readonly PantryItem[] = sliced): string =>
    seasonAnd(
      k,
      `${finish.length > 0 ? `${listWords(finish)} and ` : ''}serve from the ${where}${onTop.length > 0 ? `, topped with ${k.the(onTop)}` : ''}${
        sauce.length + hotSauce.length > 0 ? (onTop.length > 0 ? ' and the sauce' : ' with the sauce') : ''
      }${alongside.length > 0 ? `, with ${k.the(alongside)} alongside` : ''}`,
    );
  return { tray, rub, strips, sauceStep, bubble, searStep, serve };
}
