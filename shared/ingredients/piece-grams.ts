// What one piece weighs of a food people count but the chef weighs, so "2 chicken breasts" can be
// held against a recipe line in grams. Raw weights from USDA's SR28 household portions (public
// domain; the same NDB numbers in FoodData Central's SR Legacy), the medium size where USDA has sizes.
// Left out where no one weight is honest: a steak (USDA's run from 164 g to over a kilo) and a
// sausage (USDA's 25 g link is a US breakfast link; a British sausage weighs over twice that).
const GRAMS: Readonly<Record<string, number>> = {
  // Between USDA's half breast (118 g, 05314) and its boneless piece (272 g, 05062), at the
  // boneless fillet packs sell, nearer the smaller so the chef never counts more than is there.
  'chicken breast': 170,
  'chicken thigh': 149, // 05096, 1 thigh without skin
  'pork chop': 185, // 10062, 1 chop, boneless top loin
  'salmon fillet': 140, // as the nutrition aliases count a fillet portion
  potato: 213, // 11352, 1 medium
  onion: 110, // 11282, 1 medium
  carrot: 61, // 11124, 1 medium
  apple: 182, // 09003, 1 medium
  egg: 50, // 01123, 1 large
};

/**
 * Grams in one of a counted food, by the name typed (singular or plural); undefined for a food
 * with no one weight.
 * @example gramsPerPiece("chicken breasts") // 170
 */
export function gramsPerPiece(name: string): number | undefined {
  const plain = name.trim().toLowerCase();
  return GRAMS[plain] ?? GRAMS[plain.replace(/s$/, '')] ?? GRAMS[plain.replace(/es$/, '')];
}
