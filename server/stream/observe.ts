import type { FinishReason, UIMessageChunk } from 'ai';
import type { AnswerLimit } from './answer-limits.ts';
import { hostCut, type HostCut } from './finish-reason.ts';
import type { Stage } from './stages.ts';
import { describeUpstreamFailure, emptyAnswer, serverStopped, type UpstreamFailure } from './upstream-failure.ts';

/** How one recipe stream ended, for its log line. */
export interface StreamSummary {
  /**
   * `ok`: the host finished (`stop`, or its own name for it); `length`: the host's own token limit;
   * `size_limit`, `time_limit`: the server cut it (answer-limits.ts); `event_too_long`: the server
   * cut it where one of the host's events went past the cap (merge-deltas.ts); `content_filter` and the other
   * HostCuts: the host stopped short for another reason; `other`: the host ended with a reason not
   * known here, shown whole but never kept (finish-reason.ts).
   */
  outcome: 'ok' | 'length' | ServerCut | HostCut | 'other' | 'aborted' | 'error';
  failure?: UpstreamFailure;
  ttftMs?: number;
  totalMs: number;
  chars: number;
}

/** Why the server ended an answer itself: a limit of answer-limits.ts, or a host's event past the cap. */
export type ServerCut = AnswerLimit | 'event_too_long';

interface ObserveOptions {
  /** Fires when the visitor leaves: the end of the answer is theirs, not a failure. */
  visitorLeft: AbortSignal;
  /** Fires when the server stops the stream (a shutdown out of grace): the visitor is told. */
  serverStopping: AbortSignal;
  /** The server's limit that ended the answer, if one did (answerLimits().reached). */
  limitReached?: () => ServerCut | undefined;
  now?: () => number;
}

// Each finish counted as what it was (hostFinishStage has read the host's own name for it).
const finishOutcome = (reason: FinishReason | undefined): StreamSummary['outcome'] => {
  if (reason === 'stop') return 'ok';
  if (reason === 'length' || reason === 'error') return reason;
  return hostCut(reason) ?? 'other';
};

/**
 * Follows one recipe on its way to the visitor and sums it up once it ends (`ended`): time to the
 * first text, characters, outcome and, when it failed, why. An abort the visitor did not cause
 * (the server stopping, or a time limit) and an answer without text are failures the visitor must
 * hear about, so they go on as an error chunk.
 */
export function observeRecipe({ visitorLeft, serverStopping, limitReached = () => undefined, now = () => performance.now() }: ObserveOptions) {
  const startedAt = now();
  const summed = Promise.withResolvers<StreamSummary>();
  let failure: UpstreamFailure | undefined;
  let ttftMs: number | undefined;
  let chars = 0;
  // The first way the answer ended is how it ended: a cancel after a finish changes nothing.
  let outcome: StreamSummary['outcome'] | undefined;

  const end = (how: StreamSummary['outcome']) => {
    if (outcome) return;
    outcome = how;
    summed.resolve({ outcome, failure, ttftMs, chars, totalMs: Math.round(now() - startedAt) });
  };
  const fail = (cause: UpstreamFailure): UIMessageChunk => {
    failure = cause;
    end('error');
    return { type: 'error', errorText: cause.message };
  };

  const stage: Stage = {
    chunk(chunk, emit) {
      if (chunk.type === 'text-delta') {
        ttftMs ??= Math.round(now() - startedAt);
        chars += chunk.delta.length;
      } else if (chunk.type === 'abort') {
        if (!visitorLeft.aborted) {
          const timedOut = () => describeUpstreamFailure(new DOMException(chunk.reason ?? 'timeout', 'TimeoutError'));
          return emit(fail(serverStopping.aborted ? serverStopped() : timedOut()));
        }
        end('aborted');
      } else if (chunk.type === 'error') {
        failure ??= describeUpstreamFailure(undefined);
        end('error');
      } else if (chunk.type === 'finish') {
        if (chars === 0) return emit(fail(emptyAnswer()));
        // The SDK finishes for `error` when the host's stream broke in a way it did not report as an error chunk.
        if (chunk.finishReason === 'error') failure ??= describeUpstreamFailure(undefined);
        end(limitReached() ?? finishOutcome(chunk.finishReason));
      }
      emit(chunk);
    },
    end(emit) {
      // Over without a finish: whole if it said something, a failure if it said nothing.
      if (outcome) return;
      if (chars === 0) emit(fail(emptyAnswer()));
      else end('ok');
    },
    cancel: () => end('aborted'),
  };

  return {
    stage,
    /** How the answer ended, once it has, whichever way: it never rejects. */
    ended: summed.promise,
    /** What went wrong upstream, once something has. */
    failure: () => failure,
    /** The SDK's onError: records the cause, and returns the public message the visitor gets. */
    upstreamError: (error: unknown): string => (failure = describeUpstreamFailure(error)).message,
    /** A read that failed mid-answer (a broken connection) becomes one error chunk. */
    brokenRead: (error: unknown): UIMessageChunk => {
      failure ??= describeUpstreamFailure(error);
      return { type: 'error', errorText: failure.message };
    },
  };
}
