import { experimental_streamTextLowMemory, type LanguageModel } from 'ai';
import type { SharedV4ProviderOptions } from '@ai-sdk/provider';
import { MAX_OUTPUT_TOKENS } from '../../shared/api/limits.ts';
import type { RecipePrompt } from '../../shared/api/prompt.ts';
import { answerLimits } from './answer-limits.ts';
import { cutShortNote } from './cut-short-note.ts';
import { carryHostFinish, hostFinishStage } from './finish-reason.ts';
import { holdFirstText, type FirstText } from './hold-first-text.ts';
import { observeRecipe, type StreamSummary } from './observe.ts';
import { carryDraft, proofPart } from './proof-part.ts';
import { throughStages } from './stages.ts';
import { thinkingStage } from './thinking-stage.ts';

export interface RecipeStreamOptions {
  model: LanguageModel;
  prompt: RecipePrompt;
  /** What the model reads besides the prompt (the offline chef's request; see ModelChoice.providerOptionsFor). */
  providerOptions?: SharedV4ProviderOptions;
  /** Fires when the visitor leaves; the upstream call is aborted with it. */
  visitorLeft: AbortSignal;
  /** Fires when the server stops the stream (a shutdown out of grace); the visitor is told so. */
  serverStopping: AbortSignal;
  firstTokenTimeoutMs: number;
  idleTimeoutMs: number;
  /** How long this answer may go on before the server ends it (see answer-limits.ts). */
  maxRecipeMs: number;
  /** Set when traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT): whether they may hold the prompt and the answer. */
  traces?: { recordContent: boolean };
  /** Signs the text the visitor got whole, sent with it so that it can be changed later (see proof-part.ts). */
  signRecipe: (markdown: string) => string;
  /** The host's template opens `<think>` itself (AI_STARTS_IN_THINKING): its answers start in thinking. */
  startsInThinking?: boolean;
  /** The host has started thinking, before any text: the first-token timeout is over, and the visitor may be told. */
  onThinking?: () => void;
  /** A `</think>` came with no `<think>` before it (see thinkingFilter). */
  onLoneThinkingEnd?: () => void;
  /** The host ended its answer as a whole one with its thinking still open (see thinkingStage). */
  onThinkingLeftOpen?: (anyClosed: boolean) => void;
  /** The host ended its answer with a reason not known here (see finishOf), named as it came. */
  onUnknownFinish?: (reason: string | undefined) => void;
}

/** How an answer ended, and the text the visitor got whole with its proof (see proof-part.ts); none when no proof went out. */
export interface AnswerEnd extends StreamSummary {
  text?: string;
}

/** The answer from its first text on (or why there is none), and how it ended, once it has. */
type StartedRecipe = FirstText & { ended: Promise<AnswerEnd> };

/**
 * Starts the model and returns the recipe as a UI message stream from its first text on, or why
 * it failed before any, with `ended`: the answer has its finish read from the host's own name for
 * it, loses the model's thinking, passes the server's limits on its length and time, the observer
 * that sums it up for the log, the cut-short note and the proof, in that order. (A burst of text
 * was already merged at the provider's fetch.) `ended` settles however the answer ends,
 * a failure before any text included, with the text the proof signed when one went out.
 */
export async function startRecipe(options: RecipeStreamOptions): Promise<StartedRecipe> {
  const limitReached = new AbortController();
  const limits = answerLimits({ maxMs: options.maxRecipeMs, stopHost: (reason) => limitReached.abort(reason) });
  // The event cap is a server's cut too, told by its own finish (see hostFinishStage).
  let eventCapped = false;
  const watch = observeRecipe({ ...options, limitReached: () => limits.reached() ?? (eventCapped ? 'event_too_long' : undefined) });
  // The SDK's own first-chunk timeout starts only once the host has answered with headers; this
  // one covers the whole wait, connection and retry included.
  const firstToken = new AbortController();
  const timer = setTimeout(
    () => firstToken.abort(new DOMException(`No first token within ${options.firstTokenTimeoutMs} ms`, 'TimeoutError')),
    options.firstTokenTimeoutMs,
  );
  // streamText's single-reader form: the answer is read once, by the UI stream below, so the SDK
  // keeps no replay buffer and no copy of the text. It is experimental: package.json pins ai.
  const result = experimental_streamTextLowMemory({
    model: options.model,
    instructions: options.prompt.instructions,
    messages: options.prompt.messages,
    providerOptions: options.providerOptions,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: 1, // one retry before the first token; the SDK never retries once text flows
    abortSignal: AbortSignal.any([options.visitorLeft, options.serverStopping, firstToken.signal, limitReached.signal]),
    timeout: { chunkMs: options.idleTimeoutMs },
    // Without traces the SDK does no telemetry work at all (no tracing-channel events either).
    telemetry: options.traces
      ? { functionId: 'recipe', recordInputs: options.traces.recordContent, recordOutputs: options.traces.recordContent }
      : { isEnabled: false },
    onError: () => {}, // reported once, through the UI stream below, instead of console.error
  });
  // Thinking is a sign of life: it ends the wait for a first token (the idle timeout, the SDK's,
  // already counts each thinking chunk). The reasoning parts come into the stream only to be seen
  // and dropped by the first stage.
  const thinking = thinkingStage({
    startsInThinking: options.startsInThinking,
    onLoneClose: options.onLoneThinkingEnd,
    onThinkingLeftOpen: options.onThinkingLeftOpen,
    onThinking: () => {
      clearTimeout(timer);
      options.onThinking?.();
    },
  });
  // The finish carries the host's own name for it as far as the first stage, which reads it.
  const chunks = result.toUIMessageStream({ sendReasoning: true, onError: watch.upstreamError, messageMetadata: (finish) => carryHostFinish(finish) ?? carryDraft(finish) });
  const proof = proofPart(options.signRecipe);
  const onEventCap = () => {
    eventCapped = true;
  };
  const stages = [hostFinishStage(options.onUnknownFinish, onEventCap), thinking, limits.stage, watch.stage, cutShortNote(), proof.stage];
  const answer = throughStages(chunks, stages, watch.brokenRead);
  // The observer sums the answer up as the finish passes it, and the proof stage signs in the same
  // synchronous pass down the row: by the time `ended` is read, the proof has gone out or never will.
  const ended = watch.ended.then((summary): AnswerEnd => {
    const text = proof.signed();
    return text === undefined ? summary : { ...summary, text };
  });
  try {
    return { ...(await holdFirstText(answer, watch.failure)), ended };
  } finally {
    clearTimeout(timer);
  }
}
