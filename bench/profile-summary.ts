// Where a CPU profile's time went: `node bench/profile-summary.ts <file.cpuprofile>` prints self
// time by package (or project folder) and the busiest functions, from a `node --cpu-prof` run.
import { readFileSync } from 'node:fs';
import type { Profile } from './cpu-profile.ts';

/** The package a script belongs to ("ai", "@ai-sdk/provider-utils"), or its project folder, or "node". */
export function ownerOf(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:') || url === '') return url === '' ? '(native / gc / idle)' : 'node';
  const inProject = /\/(server|shared|bench|scripts)\//.exec(url);
  return inProject ? `${inProject[1]}/` : url;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile>');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  total += ms;
  const owner = functionName === '(garbage collector)' ? '(garbage collector)' : ownerOf(url);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}
const top = (map: Map<string, number>, count: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
console.log(`busy ${total.toFixed(0)} ms (idle excluded)\n\nby package:\n${top(byOwner, 15).join('\n')}\n\nby function:\n${top(byFunction, 25).join('\n')}`);
