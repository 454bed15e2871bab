/** A colour written as #rgb or #rrggbb, as relative luminance (WCAG 2.2, "relative luminance"). */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`);
  const linear = (start: number) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}

/** WCAG contrast ratio of two opaque colours, from 1 (same) to 21 (black on white): "#767676", "#fff" -> 4.54. */
export function contrastRatio(first: string, second: string): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  const [lighter, darker] = [Math.max(one, other), Math.min(one, other)];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The `--name: #hex` declarations in a block of CSS: "--ink: #2b211c;" -> { ink: "#2b211c" }. */
export function hexVariables(css: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = '', value = ''] of css.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)) found[name] = value;
  return found;
}
