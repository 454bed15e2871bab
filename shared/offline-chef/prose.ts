/** Upper-cases the first letter and ends with a full stop: "add the rice" -> "Add the rice." */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const ended = /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
  return ended.charAt(0).toUpperCase() + ended.slice(1);
}

/** Upper-cases the first letter of each word, leaving the rest as typed: "bbq sauce" -> "Bbq Sauce". */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** 1 -> "1 minute", 12 -> "12 minutes". */
export function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Fills {name} placeholders: fill("{a} Stir-Fry", { a: "Tofu" }) -> "Tofu Stir-Fry". */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
