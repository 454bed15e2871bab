import { mkdirSync } from 'node:fs';

// The README's pictures live in docs/ and change only when someone asks (`npm run screenshots`);
// an ordinary test run writes its pictures beside the other test artefacts, leaving the tree clean.
const folder = new URL(process.env.UPDATE_SCREENSHOTS === '1' ? '../../docs/' : './artifacts/', import.meta.url).pathname;

/** Where a screenshot named `name` (e.g. "phone-light.png") is written on this run. */
export function screenshotPath(name: string): string {
  mkdirSync(folder, { recursive: true });
  return `${folder}${name}`;
}
