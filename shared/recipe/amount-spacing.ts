// An amount is read as one thing: "2 tbsp", "165 °F", "15 min" never break across two lines.

const UNITS = [
  '°[CF]', 'k?g', 'mg', 'ml', 'l', 'litres?', 'liters?', 'tsp', 'tbsp', 'teaspoons?', 'tablespoons?', 'cups?', 'oz', 'ounces?',
  'lbs?', 'pounds?', 'cloves?', 'cans?', 'tins?', 'pinch(?:es)?', 'slices?', 'mins?', 'minutes?', 'hrs?', 'hours?', 'secs?',
  'seconds?', 'cm', 'mm', 'inch(?:es)?',
];
// Tried only where a number starts, so a long run of digits is read once, not from each of its digits.
const AMOUNT_SPACE = new RegExp(`(?<![\\d.,/¼⅓½⅔¾⅛-])(\\d[\\d.,/¼⅓½⅔¾⅛-]*|[¼⅓½⅔¾⅛]) (?=(?:${UNITS.join('|')})(?![\\p{L}]))`, 'gu');

/**
 * The text with a no-break space between each number and the unit after it.
 * @example keepAmountsTogether("done at 74 °C, about 2 tbsp") // "done at 74\u00a0°C, about 2\u00a0tbsp"
 */
export function keepAmountsTogether(text: string): string {
  return text.replace(AMOUNT_SPACE, '$1\u00a0');
}
