// Raw meat, poultry, offal, game and fish the knowledge base has no line for ("chicken
// drumsticks", "pork belly", "burgers", "venison"): known by their words, and handled like the
// nearest thing a cook knows, so they are never just "heated through" for 2 minutes. What this
// cannot place is cut small and cooked to 74 °C, the safe figure for anything (safe-cooking.ts).
import { findIngredient, type Ingredient } from '../ingredients/pantry-knowledge.ts';

// Not raw meat, whatever animal they name: stocks, flavourings, cured and cooked things, and meat-free stand-ins.
const NOT_RAW =
  /\b(?:stock|broth|bouillon|gravy|sauce|seasoning|salt|powder|granules|paste|cubes?|fat|dripping|lard|suet|jerky|pate|pâté|terrine|soup|crisps|flavou?re?d?|cooked|leftover|tinned|canned|veggie|vegan|vegetarian|meat-free|meatless|plant-based|quorn)\b/;
const POULTRY = /\b(?:chicken|turkey|duck|goose|poussin|quail|pheasant|pigeon|partridge|grouse|guinea fowl|rabbit|hare)s?\b/;
const RED_MEAT = /\b(?:beef|pork|lamb|mutton|veal|venison|goat|gammon|boar|bison|ox|oxtail|brisket|meat)s?\b/;
const FISH = /\b(?:fish|halibut|plaice|sole|herring|kipper|tilapia|swordfish|monkfish|catfish|basa|bream|mullet|turbot|skate|pollack|coley|whiting|sprats?|whitebait)(?:es|s)?\b/;
const SHELLFISH = /\b(?:lobster|crayfish|langoustines?|oysters?|octopus|cuttlefish|whelks?)\b/;
// Minced meat shaped into a patty: cooked whole, turned once, until no pink is left.
const BURGER = /\b(?:burgers?|patty|patties|hamburgers?)\b/;
// Breaded from the freezer: cooked as they are, until crisp and hot all through.
const BREADED = /\b(?:fingers|nuggets|goujons|scampi|fishcakes?|fish cakes?)\b/;
const OFFAL = /\b(?:livers?|kidneys?|gizzards?|sweetbreads|offal)\b/;
// Only with an animal's name: "hearts of palm" and "romaine hearts" are no offal.
const ANIMAL_OFFAL = /\b(?:hearts?|tongues?|cheeks?)\b/;
const BONE_IN = /\b(?:drumsticks?|legs?|quarters?|ribs?|spare ribs|shanks?|oxtail|on the bone|bone-in|whole|crown|kievs?|wings?|carcass)\b/;

/** A stand-in line of the knowledge base: its name is the key of its rule in safe-cooking.ts. */
const entry = (name: string, category: 'protein' | 'seafood', prep: string, until: string, minutes: number, perServing: number, unit = 'g'): Ingredient => ({
  name,
  category,
  flavour: 'savoury',
  prep,
  cook: { until, minutes },
  perServing,
  unit,
  synonyms: [],
});

/** The names safe-cooking.ts keys each stand-in's rule by. */
export const RAW = {
  burger: entry('burgers', 'protein', '', 'browned on both sides', 10, 1, ''),
  breaded: entry('breaded pieces', 'protein', '', 'crisp and golden', 12, 150),
  offal: entry('offal', 'protein', 'trim', 'browned', 6, 125),
  poultryOnBone: entry('poultry on the bone', 'protein', 'pat % dry', 'crisp and golden', 35, 250),
  meatOnBone: entry('meat on the bone', 'protein', 'pat % dry', 'browned', 35, 250),
  poultry: entry('poultry', 'protein', 'dice', 'golden', 7, 150),
  redMeat: entry('red meat', 'protein', 'slice', 'browned', 6, 150),
  unknown: entry('raw meat', 'protein', 'cut % into small pieces', 'cooked through', 8, 150),
  freshFish: entry('fresh fish', 'seafood', 'pat % dry', 'just cooked through', 6, 150),
} as const;

// Fish the knowledge base knows ready to eat, tinned or smoked: typed as fresh ("fresh mackerel",
// "mackerel fillets", "whole sardines"), it is raw fish, cooked whole to 63 °C. Tuna the other
// way round: plain "tuna" is the tin most cooks mean, drained and flaked; a steak, a fillet or
// fresh tuna is raw fish.
const READY_FISH: ReadonlySet<string> = new Set(['sardines', 'mackerel']);
const FRESH = /\b(?:fresh|raw|fillets?|whole|steaks?|loins?)\b/;
const PRESERVED = /\b(?:smoked|tinned|canned|tins?|cans?|cooked|in oil|in brine|in water)\b/;

/**
 * A known fish as typed: raw fish where the visitor says it is fresh, tinned tuna where they say
 * only "tuna", what the knowledge base knows otherwise.
 * @example fishAsTyped(findIngredient("mackerel")!, "Mackerel fillets").name // "fresh fish"
 * @example fishAsTyped(findIngredient("tuna")!, "Tuna").name // "canned tuna"
 */
export function fishAsTyped(known: Ingredient, typed: string): Ingredient {
  const name = typed.toLowerCase();
  const fresh = FRESH.test(name) && !PRESERVED.test(name);
  if (READY_FISH.has(known.name)) return fresh ? RAW.freshFish : known;
  const tinned = known.name === 'canned tuna' ? known : known.name === 'tuna' && !fresh ? findIngredient('canned tuna') : undefined;
  return tinned ? { ...tinned, prep: 'drain and flake %' } : known;
}

/**
 * The knowledge a cook brings to raw meat or fish the chef has no line for, by the words of its
 * name; undefined for anything else.
 * @example rawMeat("Chicken drumsticks")?.name // "poultry on the bone"
 * @example rawMeat("Pork belly")?.name // "pork"
 */
export function rawMeat(typed: string): Ingredient | undefined {
  const name = typed.toLowerCase();
  if (NOT_RAW.test(name)) return undefined;
  const poultry = POULTRY.test(name);
  const animal = poultry || RED_MEAT.test(name) || FISH.test(name);
  if (BURGER.test(name)) return RAW.burger;
  if (BREADED.test(name) && (animal || /scampi/.test(name))) return RAW.breaded;
  if (OFFAL.test(name) || (animal && ANIMAL_OFFAL.test(name))) return RAW.offal;
  if (FISH.test(name)) return findIngredient('fish');
  if (!animal) return SHELLFISH.test(name) ? RAW.unknown : undefined;
  if (BONE_IN.test(name)) return poultry ? RAW.poultryOnBone : RAW.meatOnBone;
  if (poultry) return RAW.poultry;
  if (/\b(?:pork|gammon|boar)\b/.test(name)) return findIngredient('pork');
  return /\bmeat\b/.test(name) ? RAW.unknown : RAW.redMeat;
}
