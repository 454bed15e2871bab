import type { DraftKey } from '../../shared/api/draft-key.ts';
import { unchangedByChange as whyUnchanged, writeDraft, type WriteRecipeOptions } from '../../shared/offline-chef/recipe-writer.ts';

// The built-in chef as the page holds its recipes: each text beside the key of its draft, which a
// change of that text sends back, as the stream's proof part carries it to the page.

const drafts = new Map<string, DraftKey>();

/** The change's draft: the one it carries, or the one the chef sent with the text it changes. */
function withDraft(options: WriteRecipeOptions): WriteRecipeOptions {
  const change = options.change;
  if (change === undefined || change.draft !== undefined) return options;
  const draft = drafts.get(change.recipe);
  return draft === undefined ? options : { ...options, change: { ...change, draft } };
}

/** writeRecipe as the page asks it: a change carries the draft of the recipe it changes. */
export function writeRecipe(ingredients: readonly string[], options: WriteRecipeOptions = {}): string {
  const answer = writeDraft(ingredients, withDraft(options));
  if (answer.draft !== undefined) drafts.set(answer.markdown, answer.draft);
  return answer.markdown;
}

/** The key of the draft the chef sent with `markdown`, if it wrote it. */
export const draftOf = (markdown: string): DraftKey | undefined => drafts.get(markdown);

/** unchangedByChange as the page asks it: the change carries the draft of the recipe it changes. */
export const unchangedByChange = (ingredients: readonly string[], options: WriteRecipeOptions): string | null => whyUnchanged(ingredients, withDraft(options));
