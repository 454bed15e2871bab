import fp from 'fastify-plugin';
import { hostName, type ModelDescription } from '../../shared/api/provider-label.ts';

/** How one host's turn at a recipe went, judged before any text reached the visitor. */
type HostVerdict = 'answered' | 'failed' | 'unjudged';

/** One host's turn at one recipe; `report` says how it went (or `unjudged` if never asked): the first report counts, later ones are ignored. */
export interface HostTurn {
  index: number;
  report(verdict: HostVerdict): void;
}

interface HostHealth {
  /**
   * The hosts to ask for one recipe, in order: all but those being skipped. A host whose skip
   * window is over gets one trial recipe; until it reports, other recipes still skip it. When every
   * host is being skipped, all of them, in order: a refusal would be certain, and a host may be back.
   */
  turns(): HostTurn[];
  /** Whether a host is being skipped now. */
  skipping(index: number): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    hostHealth: HostHealth;
  }
}

interface HostHealthOptions {
  hosts: readonly ModelDescription[];
  /** Failures in a row (before any text) that start a skip window. */
  failuresBeforeSkip: number;
  skipMs: number;
  now?: () => number;
}

interface HostState {
  failures: number;
  skipUntil: number;
  trialInFlight: boolean;
}

/**
 * Which hosts a recipe asks, from how each did lately: a host that failed `failuresBeforeSkip`
 * times in a row is left out for `skipMs`, then tried again with a single recipe (half-open).
 */
export const hostHealthPlugin = fp<HostHealthOptions>(
  async (app, { hosts, failuresBeforeSkip, skipMs, now = Date.now }) => {
    const states: HostState[] = hosts.map(() => ({ failures: 0, skipUntil: 0, trialInFlight: false }));
    const skipped = (state: HostState) => state.failures >= failuresBeforeSkip;
    // A lone host is asked even while skipped (see turns), so only with others is a skip worth a line.
    const alternatives = hosts.length > 1;

    const settle = (index: number, trial: boolean, verdict: HostVerdict) => {
      const state = states[index]!;
      if (trial) state.trialInFlight = false;
      if (verdict === 'answered') {
        if (skipped(state) && alternatives) app.log.info({ host: hostName(hosts[index]!) }, 'host answering again');
        state.failures = 0;
      } else if (verdict === 'failed') {
        state.failures += 1;
        if (!skipped(state)) return;
        state.skipUntil = now() + skipMs;
        if (alternatives) app.log.warn({ host: hostName(hosts[index]!), failures: state.failures, skipMs }, 'host skipped');
      }
    };

    const turn = (index: number, trial: boolean): HostTurn => {
      let reported = false;
      return {
        index,
        report(verdict) {
          if (reported) return;
          reported = true;
          settle(index, trial, verdict);
        },
      };
    };

    app.decorate('hostHealth', {
      turns() {
        const at = now();
        const turns: HostTurn[] = [];
        states.forEach((state, index) => {
          if (!skipped(state)) turns.push(turn(index, false));
          else if (at >= state.skipUntil && !state.trialInFlight) {
            state.trialInFlight = true;
            turns.push(turn(index, true));
          }
        });
        return turns.length > 0 ? turns : states.map((_state, index) => turn(index, false));
      },
      skipping(index) {
        const state = states[index]!;
        return skipped(state) && (now() < state.skipUntil || state.trialInFlight);
      },
    });
  },
  { name: 'host-health' },
);
