import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecipeMarkdown } from '../../client/components/recipe-markdown.tsx';
import { writeRecipe } from '../../shared/offline-chef/recipe-writer.ts';
import { readRecipe } from '../../shared/recipe/recipe-parts.ts';
import { REVIEW_LISTS } from '../support/review-lists.ts';
import { RICH_RECIPE } from '../support/rich-recipe.ts';
import { hostileMarkdown } from '../support/hostile-markdown.ts';
import { shownParts } from '../support/shown-parts.ts';
import { ALL_FIXTURE_NAMES, answerOf, contentOf, readFixture } from '../support/sse.ts';

/** The ingredients and steps the page shows for `markdown` once it is whole, and those the reader finds. */
function bothReadings(markdown: string) {
  const { container } = render(<RecipeMarkdown text={markdown} streaming={false} />);
  const shown = shownParts(container);
  cleanup();
  const { ingredients, steps } = readRecipe(markdown);
  return { shown, read: { ingredients, steps } };
}

const expectAgreement = (markdown: string) => {
  const { shown, read } = bothReadings(markdown);
  expect(read, JSON.stringify(markdown)).toEqual(shown);
};

describe('the items the reader finds are the items the page shows', () => {
  it.each(REVIEW_LISTS.flatMap((list) => (['metric', 'us'] as const).map((units) => [list.join(', '), units, writeRecipe(list, { units })] as const)))(
    "in the built-in chef's recipe for %s (%s)",
    (_, __, markdown) => expectAgreement(markdown),
  );

  // A recording is no recipe: its answer is read as it is, and as the ingredients and the method of one.
  it.each(ALL_FIXTURE_NAMES)('in the answer recorded from %s', (name) => {
    const answer = answerOf(contentOf(readFixture(name)));
    expectAgreement(answer);
    expectAgreement(`# Soup\n\n## Ingredients\n\n${answer}\n\n## Method\n\n${answer}\n`);
  });

  it('in a recipe that uses everything markdown may bring', () => {
    expectAgreement(RICH_RECIPE.join(''));
  });
});

describe('the items the reader finds in hostile markdown are the items the page shows', () => {
  it('in lists of every marker, spacing and nesting, beside headings, code, HTML and tables of every kind', () => {
    fc.assert(fc.property(hostileMarkdown, (markdown) => expectAgreement(markdown)), { numRuns: 300 });
  });
});
