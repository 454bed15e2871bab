import { useEffect, useId, useState } from 'react';
import { isIncomplete } from '../../shared/recipe/incomplete-recipe.ts';
import type { Amount, NutritionEstimate } from '../../shared/nutrition/nutrition.ts';
import type { Units } from '../../shared/api/recipe-preferences.ts';
import { loadOnce } from '../lib/load-once.ts';
import { figureOf, percent } from '../nutrition/figures.ts';

// Nutrition's estimator, and with it USDA's food table, come once a whole recipe is shown.
const loadNutrition = loadOnce(() => import('../nutrition/nutrition-engine.ts'));

interface NutritionPanelProps {
  /** The recipe as shown: scaled, in the units chosen, the version on screen. */
  recipe: string;
  /** The version on screen as written, which the figures are worked out from (the same per serving however it is shown). */
  written?: string;
  streaming: boolean;
  /** Salt in metric, sodium in US units, as labels give them. */
  units: Units | undefined;
}

type Reading = { recipe: string } & ({ status: 'done'; estimate: NutritionEstimate | null } | { status: 'failed' });

const CITATION =
  'U.S. Department of Agriculture, Agricultural Research Service. FoodData Central, 2019. fdc.nal.usda.gov. Values from the USDA National Nutrient Database for Standard Reference, Release 28 (SR Legacy), per 100 g of edible portion.';
/** The panel's rows: a nutrient, whether it is part of the one above, and its figure per serving. */
function rowsOf(estimate: NutritionEstimate, units: Units | undefined): [string, boolean, string][] {
  const each = estimate.perServing;
  const figure = (amount: Amount, unit: 'kcal' | 'g' | 'mg') => figureOf(amount, unit, estimate.partial);
  const salt: [string, boolean, string] =
    units === 'us'
      ? ['Sodium', false, figure(each.sodium, 'mg')]
      : ['Salt', false, figure({ ...each.sodium, value: (each.sodium.value * 2.5) / 1000 }, 'g')];
  return [
    ['Energy', false, figure(each.kcal, 'kcal')],
    ['Protein', false, figure(each.protein, 'g')],
    ['Fat', false, figure(each.fat, 'g')],
    ['of which saturated', true, figure(each.satfat, 'g')],
    ['Carbohydrate', false, figure(each.carb, 'g')],
    ['of which sugars', true, figure(each.sugars, 'g')],
    ['Fibre', false, figure(each.fibre, 'g')],
    salt,
  ];
}

/**
 * "Nutrition per serving" under a finished recipe: estimated on the page from USDA's table, for
 * the version and servings shown, following every change of them. It says what it could not count
 * rather than guess it, and that the figures are partial when much of the dish is not counted.
 */
export function NutritionPanel({ recipe, written, streaming, units }: NutritionPanelProps) {
  const headingId = useId();
  const [reading, setReading] = useState<Reading | null>(null);
  const incomplete = isIncomplete(recipe);
  const wanted = !streaming && !incomplete && recipe !== '';

  useEffect(() => {
    if (!wanted) return;
    let gone = false;
    loadNutrition()
      .then((engine) => engine.nutritionOf(recipe, written))
      .then(
        (estimate) => !gone && setReading({ recipe, status: 'done', estimate }),
        (failure: unknown) => {
          console.error(failure);
          if (!gone) setReading({ recipe, status: 'failed' });
        },
      );
    return () => {
      gone = true;
    };
  }, [recipe, written, wanted]);

  if (streaming || recipe === '') return null;
  const current = reading?.recipe === recipe ? reading : null;
  const estimate = current?.status === 'done' ? current.estimate : null;

  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-line pt-6 print:break-inside-avoid">
      <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
        Nutrition per serving
      </h3>
      {incomplete ? (
        <p className="mt-2 text-ink-soft">Nutrition needs a whole recipe: this one is incomplete.</p>
      ) : current?.status === 'done' && current.estimate === null ? (
        <p className="mt-2 text-ink-soft">Nutrition per serving needs a list of ingredients and the servings it makes, and this recipe does not give both.</p>
      ) : current?.status === 'failed' ? (
        <p className="mt-2 text-ink-soft">Nutrition could not be worked out: the food table did not load. Check your connection and open the recipe again.</p>
      ) : (
        <NutritionFigures estimate={estimate} units={units} />
      )}
    </section>
  );
}

/** The table, with "…" in every cell until the estimate is here, so nothing moves when it comes. */
function NutritionFigures({ estimate, units }: { estimate: NutritionEstimate | null; units: Units | undefined }) {
  const rows = estimate ? rowsOf(estimate, units) : rowsOf(PLACEHOLDER, units).map(([name, part]): [string, boolean, string] => [name, part, '…']);
  return (
    <>
      <p className="mt-1 text-ink-soft" aria-live="polite">
        {estimate ? `One of ${estimate.servings} ${estimate.servings === 1 ? 'serving' : 'servings'}, as shown.` : 'Working out the figures…'}
      </p>
      <table className="mt-3 w-full max-w-md border-collapse text-left" aria-busy={estimate === null}>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-1 pr-4 font-semibold">
              Nutrient
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Per serving
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, part, value]) => (
            <tr key={name} className="border-b border-line/60">
              <th scope="row" className={`py-1 pr-4 font-normal ${part ? 'pl-4 text-ink-soft' : ''}`}>
                {name}
              </th>
              {/* Never wrapped between a number and its unit. */}
              <td className="py-1 text-right whitespace-nowrap tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {estimate?.partial && (
        <p className="mt-3 font-medium text-ink">
          Partial: only {percent(estimate.weighedShare)} of the recipe's weight could be counted, so the real figures are higher.
        </p>
      )}
      {estimate && estimate.notCounted.length > 0 && (
        <p className="mt-3 text-ink-soft">Not counted: {estimate.notCounted.map((line) => line.text).join('; ')}.</p>
      )}
      <details className="mt-3 text-sm text-ink-soft">
        {/* A tap target of 44 px, like every control of the page. */}
        <summary className="min-h-11 cursor-pointer py-1">Estimated from USDA FoodData Central (SR Legacy)</summary>
        <p className="mt-1">{CITATION} Public domain. Amounts the recipe gives by volume or count are weighed with USDA's household portions.</p>
      </details>
    </>
  );
}

const ZERO: Amount = { value: 0, atLeast: false };
// Only its row names are read, for the table's shape while the estimate loads.
const PLACEHOLDER: NutritionEstimate = {
  servings: 1,
  perServing: { kcal: ZERO, protein: ZERO, fat: ZERO, satfat: ZERO, carb: ZERO, sugars: ZERO, fibre: ZERO, sodium: ZERO },
  counted: [],
  notCounted: [],
  weighedShare: 1,
  partial: false,
};
