// What the dishes' other ways of cooking share: cutting small for a quicker version, and the one
// pan of a one-pot version, where a starchy base cooks first and waits in a bowl.
import { cookBase } from './dish.ts';
import { WATER_BOILS, type Kitchen } from './kitchen.ts';
import { CUT_SMALL, cookSooner } from './cutting.ts';
import type { PantryItem } from './pantry-items.ts';

export { cutSmall } from './cutting.ts';

/** The prep of a quicker version: the usual one, and everything cut small so it cooks fast; "" when nothing needs it. */
export function prepSmall(k: Kitchen, items: readonly PantryItem[]): string {
  const prep = k.prep(items);
  return prep !== '' && items.some(cookSooner) ? `${prep} ${CUT_SMALL}` : prep;
}

/** "Meanwhile, heat the oil..." from "Heat the oil...". */
export function meanwhile(step: string): string {
  return step === '' ? '' : `Meanwhile, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;
}

const soaked = (item: PantryItem): boolean => item.entry?.name === 'couscous';

/**
 * The one pan of a one-pot version, as each step names it: afresh the first time, the same pan after.
 * @example const pan = onePan("a wok"); pan() // "a wok"; pan() // "the same pan"
 */
export function onePan(fresh: string): () => string {
  let named = false;
  return () => {
    const name = named ? 'the same pan' : fresh;
    named = true;
    return name;
  };
}

/**
 * A one-pot version's starchy bases, boiled in its one pan and tipped into a bowl so the pan is
 * free for the rest; couscous only soaks, in no pan at all. "" with no base.
 * @example baseFirst(k, [rice], onePan("a wok")) // "Bring plenty of salted water to the boil in a wok, add the rice and cook for 15 minutes, until tender, then drain, ..."
 */
export function baseFirst(k: Kitchen, bases: readonly PantryItem[], pan: () => string): string {
  const boiled = bases.filter((item) => !soaked(item));
  const rinse = boiled.some((item) => item.role === 'noodle') ? ', rinse under cold water' : '';
  // The pan is named only when something boils in it.
  if (boiled.length > 0) k.wait(WATER_BOILS);
  const boil = boiled.length === 0 ? '' : k.cook(boiled, { lead: (names) => `bring plenty of salted water to the boil in ${pan()}, add ${names}` });
  const drained = boil === '' ? '' : `${boil.slice(0, -1)}, then drain${rinse}, tip into a bowl and wipe the pan dry.`;
  return [drained, ...bases.filter(soaked).map((item) => cookBase(k, item))].filter((text) => text !== '').join(' ');
}
