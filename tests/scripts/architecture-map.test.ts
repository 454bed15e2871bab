import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE_FOLDERS = ['client', 'server', 'shared', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist']);
const SOURCE_FILE = /\.tsx?$/;
const MAP_HEADING = '## Every file';

/** Every .ts/.tsx file under `folder`, as a path from the repository's root. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * The files the map's "Every file" section names: a `### folder/` heading, then one
 * "- `name.ts`: what it is" line a file.
 */
function mappedFiles(doc: string): string[] {
  const start = doc.indexOf(`\n${MAP_HEADING}\n`);
  if (start < 0) return [];
  const rest = doc.slice(start + MAP_HEADING.length + 2);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  const files: string[] = [];
  let folder = '';
  for (const line of section.split('\n')) {
    const heading = /^### `?([\w./-]+?)\/?`?$/.exec(line);
    if (heading) folder = heading[1]!;
    const item = /^- `([^`]+)`/.exec(line);
    if (item) files.push(`${folder}/${item[1]}`);
  }
  return files;
}

const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
const onDisk = SOURCE_FOLDERS.flatMap(sourceFiles).sort();
const mapped = mappedFiles(doc);

describe('docs/architecture.md', () => {
  it('names every source file of client/, server/, shared/ and scripts/ in its map', () => {
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.filter((file) => !mapped.includes(file))).toEqual([]);
  });

  it('names no file in its map that does not exist', () => {
    expect(mapped.filter((file) => !onDisk.includes(file))).toEqual([]);
  });

  it('names no path to a source file, anywhere in it, that does not exist', () => {
    const named = doc.match(/(?<![\w./-])(?:client|server|shared|scripts)\/[\w./-]+?\.tsx?(?![\w.-])/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named)].filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('names each file once', () => {
    expect(mapped.filter((file, i) => mapped.indexOf(file) !== i)).toEqual([]);
  });
});
