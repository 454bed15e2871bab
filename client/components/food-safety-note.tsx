/** The calm reminder under every recipe: the chef cannot see the kitchen, the cook can. */
export function FoodSafetyNote() {
  return (
    <p className="mt-6 rounded-xl bg-oat px-4 py-3 text-sm leading-relaxed text-ink-soft">
      A note on safety: cook meat, poultry, fish and eggs until they reach a safe temperature inside (a food thermometer
      helps), and check every label for allergens before you serve.
    </p>
  );
}
