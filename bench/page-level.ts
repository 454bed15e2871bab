// The page scenarios alone, for quick A/B runs of a page change: `node bench/page-level.ts
// [runs]` (after `npm run build`) starts the mock host and the built server, runs both page
// scenarios (and the load scenario on the bare React page) `runs` times and prints the medians
// with the lowest and highest, so a change's effect can be read against the run-to-run spread.
import { runPageBench } from './page-bench.ts';
import { stopAll } from './processes.ts';
import { pageTable } from './report.ts';
import { startMock, startPantry } from './targets.ts';

const [runs = '3'] = process.argv.slice(2);
try {
  const mock = await startMock();
  const pantry = await startPantry(mock.origin);
  console.log(pageTable(await runPageBench(pantry.target.origin, mock.origin, Number(runs))));
} finally {
  await stopAll();
}
