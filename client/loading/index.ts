/**
 * What the page loads when, and why. Everything a visitor sees without acting is in index.html,
 * prerendered by the build; only engines come later, and their arrival changes nothing on screen.
 *
 *   index.html ─ header, form, folded Preferences, footer with the provider line (the build's
 *   │            prerender; the server fills in the provider). A returning visitor's inline script
 *   │            hides what sits below the form until their list is rendered (page-shell.ts).
 *   ├─ entry script + React (one chunk each, compiled while they download) ─ hydrate the shell
 *   │  (with every control a visitor opens, so Preferences is whole the moment it opens)
 *   │                                                              ─ the page takes input
 *   ├─ quiet moments: the AI SDK client, one part each (ai-sdk.ts: zod's setting, the SDK, its
 *   │  React hooks), then the recipe area (recipe-half.ts); at once if a list begins or "Get a recipe" is pressed
 *   │  first, and a press made early is answered when it arrives; at once too when the address
 *   │  carries a shared recipe, whose decoding comes with the recipe area
 *   ├─ a list begun: the markdown renderer (with what goes under a finished recipe: what you
 *   │  have and the shopping list), then its first use and the stream parser's, off the page,
 *   │  one per quiet moment (warm-ups.ts, run by the recipe area)
 *   ├─ a first keystroke: the suggestions (suggestions.ts)
 *   ├─ a recipe finished: the recipe reader, to offer cook mode when it finds steps
 *   │  (recipe-reader.ts; its markdown lexer came with the renderer)
 *   ├─ a press of "Save recipe file": the recipe file's writer (recipe-file.ts)
 *   └─ a press of "Start cooking": cook mode's dialog (cook-mode.ts, used by the recipe area)
 *
 * Run at once, any of these would be a long task while the page loads or as a recipe's first
 * words arrive; each alone waits for a quiet moment (when-idle.ts). The AI SDK's chunks are
 * named in vite.config.ts. warm-ups.ts is not exported here: it brings the AI SDK with it, and
 * this module is part of the page's first script.
 */
export { readPageShell, useShowRestored, type PageShell } from './page-shell.ts';
export { LazyRecipeArea, useRecipeHalf } from './recipe-half.ts';
export { loadSuggestions, type Suggest } from './suggestions.ts';
