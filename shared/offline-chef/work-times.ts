// Times that grow with how much there is: the chopping, and water or stock coming to the boil.
// Neither grows in step with the amount: a cook chops six onions in far less than six times one,
// and a bigger pan sits on a bigger burner.

// Litres of water against minutes to the boil: a wide pan of half a litre in about 4 minutes, a
// large pan of up to 3 litres on a big burner in about 10, 5 litres in 15, a stockpot of 8 in 20.
const BOILS: readonly (readonly [ml: number, minutes: number])[] = [
  [0, 2],
  [500, 4],
  [1000, 5],
  [2000, 8],
  [3000, 10],
  [5000, 15],
  [8000, 20],
];
// Past a stockpot's 8 litres, each litre more takes about 3 minutes more.
const MINUTES_PER_LITRE_PAST = 3;

/**
 * Whole minutes `ml` of water or stock take to come to the boil (a simmer is no quicker in a pot).
 * @example minutesToBoil(3000) // 10
 */
export function minutesToBoil(ml: number): number {
  const last = BOILS.at(-1)!;
  if (ml >= last[0]) return Math.round(last[1] + ((ml - last[0]) / 1000) * MINUTES_PER_LITRE_PAST);
  const upper = BOILS.findIndex(([at]) => at > ml);
  const [fromMl, fromMinutes] = BOILS[Math.max(0, upper - 1)]!;
  const [toMl, toMinutes] = BOILS[upper]!;
  return Math.round(fromMinutes + ((Math.max(0, ml) - fromMl) / (toMl - fromMl)) * (toMinutes - fromMinutes));
}

// The prep of a dish's own amount: a few minutes to set out a board and knife, a minute an item.
const SET_OUT_MINUTES = 4;
const MINUTES_AN_ITEM = 1;
const MOST_OWN_PREP = 15;
// More of everything takes longer but not in step: six times the onions take about four times as
// long (the knife is out, the pieces go faster), so the work grows as the amount to this power.
const PREP_GROWTH = 0.75;

/**
 * Minutes of prep for `items` things to cut or peel, each `portions` times the dish's own amount.
 * @example prepMinutes(1, 1) // 5, and prepMinutes(3, 3) // 16
 */
export function prepMinutes(items: number, portions: number): number {
  const own = Math.min(MOST_OWN_PREP, SET_OUT_MINUTES + MINUTES_AN_ITEM * items);
  return Math.round(own * Math.max(1, portions) ** PREP_GROWTH);
}

/**
 * Minutes to peel and break up `items` things for a blender, each `portions` times the dish's own
 * amount: no board to set out and nothing cut fine, about a minute for the dish's own, growing as
 * knife work does. Twelve bananas take about 4.
 * @example blenderPrepMinutes(1, 6) // 4
 */
export function blenderPrepMinutes(items: number, portions: number): number {
  return Math.max(1, Math.round(MINUTES_AN_ITEM * items * Math.max(1, portions) ** PREP_GROWTH));
}

// Pasta, rice and noodles boil in plenty of water: a litre to each 100 g, never less than a large
// pan's 3 litres, and no more than the 8 litres the one large pan the steps name holds (a crowd's
// 1.2 kg of pasta cooks well in it, stirred now and then).
const PLENTY_ML_PER_GRAM = 10;
const LEAST_PLENTY_ML = 3000;
const MOST_ML_IN_ONE_PAN = 8000;

/**
 * Minutes plenty of water for `grams` of pasta, rice or noodles takes to boil: 10 up to 300 g.
 * @example plentyOfWaterMinutes(1200) // 20 (the large pan's 8 litres)
 */
export function plentyOfWaterMinutes(grams: number): number {
  return minutesToBoil(Math.min(MOST_ML_IN_ONE_PAN, Math.max(LEAST_PLENTY_ML, grams * PLENTY_ML_PER_GRAM)));
}

// A pot of stock with the vegetables in it heats no quicker than its 5 minutes, however little liquid.
const LEAST_POT_MINUTES = 5;

/** Minutes a pot with `ml` of liquid poured over what is in it takes to come to the boil or a simmer. */
export const potComesUpMinutes = (ml: number): number => Math.max(LEAST_POT_MINUTES, minutesToBoil(ml));
