// A script the page names as its own, by path: its entry (src) and what it preloads (href).
const OWN_SCRIPT = /\s(?:src|href)="(\/assets\/[^"?#]+\.js)(?:[?#][^"]*)?"/g;

/**
 * Whether `html`, the page as some server sent it, is the page of the build whose files are
 * `files` (paths): it names at least one script, and every script it names is one of them.
 * During a rolling deploy, a request for the page may reach an instance still running another
 * build, whose page names scripts this build does not have; kept, that page would never start.
 * @example isPageOfBuild('<script type="module" src="/assets/index-a1.js">', new Set(["/assets/index-a1.js"])) // true
 * @example isPageOfBuild('<script type="module" src="/assets/index-b2.js">', new Set(["/assets/index-a1.js"])) // false
 */
export function isPageOfBuild(html: string, files: ReadonlySet<string>): boolean {
  const scripts = [...html.matchAll(OWN_SCRIPT)].map(([, path]) => path ?? '');
  return scripts.length > 0 && scripts.every((path) => files.has(path));
}

/**
 * A short name for a build, from its worker's list of files and their revisions: a new build,
 * or any file of it changed, gives a new name. FNV-1a, 32 bits, in base 36.
 * @example buildName([{ url: "/", revision: "a1" }]) // "ec5atq"
 */
export function buildName(files: readonly { url: string; revision: string | null }[]): string {
  let hash = 0x811c9dc5;
  for (const char of files.map(({ url, revision }) => `${url} ${revision ?? ''}\n`).join('')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
