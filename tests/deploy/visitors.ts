import { request } from 'node:http';

const FOUR = ['Tomato', 'Onion', 'Garlic', 'Pasta'];

/**
 * How one recipe asked through the proxy ended: whole (it streamed to its finish), failed (no
 * recipe: an error status or no answer at all) or cut (it began, then ended with an error event or a
 * broken connection, which the page shows with its Try again).
 */
export type Outcome = 'whole' | 'failed' | 'cut';

/** Asks `url` for a recipe as the page does and reads the answer to its end. */
export function visit(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const call = request(`${url}/api/recipe`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    call.once('error', () => resolve('failed'));
    call.once('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return resolve('failed');
      }
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.once('error', () => resolve('cut'));
      response.once('end', () => {
        const finished = body.includes('"type":"finish"') && body.trimEnd().endsWith('data: [DONE]');
        resolve(finished && !body.includes('"type":"error"') ? 'whole' : 'cut');
      });
    });
    call.end(JSON.stringify({ ingredients: FOUR }));
  });
}

/** A new visitor every `everyMs` until `stop()`, which resolves with every outcome once all have ended. */
export function arrivals(url: string, everyMs: number) {
  const visits: Promise<Outcome>[] = [];
  const timer = setInterval(() => visits.push(visit(url)), everyMs);
  return {
    stop(): Promise<Outcome[]> {
      clearInterval(timer);
      return Promise.all(visits);
    },
  };
}

/** How many of `outcomes` ended as `outcome`. */
export const count = (outcomes: readonly Outcome[], outcome: Outcome) => outcomes.filter((each) => each === outcome).length;

/** Recipes an instance is streaming now, read off its metrics listener. */
export async function streamsInFlight(metricsUrl: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const line = /^pantry_streams_in_flight (\d+)$/m.exec(text);
  if (!line) throw new Error('no pantry_streams_in_flight in the metrics');
  return Number(line[1]);
}
