import type { FinishReason } from 'ai';

/**
 * How a host ended an answer short of its end, other than by its token limit: a content filter, a
 * turn to tools, an interruption, or a reason the SDK does not know (`abort`, `eos`, none at all).
 */
export type HostCut = 'content_filter' | 'tool_calls' | 'interrupted' | 'other';

// The SDK's names, in the log's and the metrics' spelling; `length` and `error` have outcomes of their own.
const HOST_CUTS: Readonly<Record<Exclude<FinishReason, 'stop' | 'length' | 'error'>, HostCut>> = {
  'content-filter': 'content_filter',
  'tool-calls': 'tool_calls',
  interrupted: 'interrupted',
  other: 'other',
};

/**
 * Whether a finish says the recipe is whole: only the host's own `stop`. Anything else (its token
 * limit, a content filter, an unknown reason) ends a recipe cut short: it gets the cut-short note
 * and is never kept.
 */
export const isWhole = (reason: FinishReason | undefined): boolean => reason === 'stop';

/**
 * The host cut a finish with `reason` stands for, or undefined for `stop`, `length` and `error`.
 * @example hostCut('content-filter') // 'content_filter'
 * @example hostCut(undefined) // 'other'
 */
export function hostCut(reason: FinishReason | undefined): HostCut | undefined {
  if (reason === 'stop' || reason === 'length' || reason === 'error') return undefined;
  return (reason && HOST_CUTS[reason]) ?? 'other';
}

/** Whether an outcome is one of the host's cuts (see hostCut). */
export const isHostCut = (outcome: string): outcome is HostCut => (Object.values(HOST_CUTS) as string[]).includes(outcome);
