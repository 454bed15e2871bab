import type { FinishReason, TextStreamPart, ToolSet } from 'ai';
import type { Stage } from './stages.ts';

/** How a host ended an answer short of its end, other than by its token limit or an error: a content filter, a turn to tools, an interruption. */
export type HostCut = 'content_filter' | 'tool_calls' | 'interrupted';

// The SDK's names, in the log's and the metrics' spelling.
const HOST_CUTS: Readonly<Partial<Record<FinishReason, HostCut>>> = {
  'content-filter': 'content_filter',
  'tool-calls': 'tool_calls',
  interrupted: 'interrupted',
};

/**
 * The names hosts give an answer they ended themselves, whole: OpenAI's `stop`, Together's `eos`,
 * text-generation-inference's `eos_token`, and `end_turn` and `stop_sequence` of the hosts that
 * speak Anthropic's names.
 */
const WHOLE = new Set(['stop', 'eos', 'eos_token', 'end_turn', 'stop_sequence']);

/**
 * The finish the server writes itself where a host's event went past the cap (merge-deltas.ts):
 * no host's name, so that the recipe's line tells it from the host's token limit.
 */
export const EVENT_TOO_LONG = 'event_too_long';

/** The names of an answer cut short, as the SDK counts each: the token limit (and the event cap, cut like it), a filter, a turn to tools (`function_call` is its older name), the host's own error. */
const CUT: Readonly<Record<string, FinishReason>> = {
  length: 'length',
  [EVENT_TOO_LONG]: 'length',
  content_filter: 'content-filter',
  tool_calls: 'tool-calls',
  function_call: 'tool-calls',
  error: 'error',
};

/**
 * How a finish ends the recipe, read from the host's own name for it (`raw`) when it gave one:
 * `stop` whole; `length`, `content-filter`, `tool-calls`, `error` and `interrupted` cut short;
 * `other` a name not known here, which is shown whole but never kept.
 * @example finishOf('other', 'eos') // 'stop'
 * @example finishOf('other', 'abort') // 'other'
 */
export function finishOf(reason: FinishReason | undefined, raw: string | undefined): FinishReason {
  // No name, or the SDK read more than the name (a refusal the host ended with `stop`): its verdict stands.
  if (raw === undefined || reason === 'content-filter') return reason ?? 'other';
  return WHOLE.has(raw) ? 'stop' : (CUT[raw] ?? 'other');
}

/** Whether a finish leaves the recipe cut short, so that it gets the cut-short note: any but `stop` and a name not known here. */
export const isCutShort = (reason: FinishReason | undefined): boolean => reason !== 'stop' && reason !== 'other' && reason !== undefined;

/**
 * The host cut a finish with `reason` stands for, or undefined for any other finish.
 * @example hostCut('content-filter') // 'content_filter'
 */
export const hostCut = (reason: FinishReason | undefined): HostCut | undefined => (reason === undefined ? undefined : HOST_CUTS[reason]);

/** Whether an outcome is one of the host's cuts (see hostCut). */
export const isHostCut = (outcome: string): outcome is HostCut => (Object.values(HOST_CUTS) as string[]).includes(outcome);

/** Where the SDK's finish part leaves the host's own name for the finish, on its way into the UI stream (see hostFinishStage). */
const RAW_KEY = 'hostFinishReason';

/** The UI stream's `messageMetadata` option that carries the host's own name for the finish on the finish chunk, for hostFinishStage. */
export const carryHostFinish = ({ part }: { part: TextStreamPart<ToolSet> }) => (part.type === 'finish' ? { [RAW_KEY]: part.rawFinishReason } : undefined);

/**
 * The first stage: gives the finish the reason finishOf reads from the host's own name, and takes
 * that name off it, so that the rest of the row and the visitor see one of the SDK's reasons. A
 * name not known here is handed to `onUnknown`; the server's own finish at the event cap is told
 * to `onEventCap` (the visitor sees it as any cut at `length`).
 */
export function hostFinishStage(onUnknown: (raw: string | undefined) => void = () => {}, onEventCap: () => void = () => {}): Stage {
  return {
    chunk(chunk, emit) {
      if (chunk.type !== 'finish') return emit(chunk);
      const { messageMetadata, ...finish } = chunk;
      const raw = (messageMetadata as Record<string, string | undefined> | undefined)?.[RAW_KEY];
      const finishReason = finishOf(finish.finishReason, raw);
      if (finishReason === 'other') onUnknown(raw);
      if (raw === EVENT_TOO_LONG) onEventCap();
      emit({ ...finish, finishReason });
    },
  };
}
