import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { extractReasoningMiddleware, type LanguageModelMiddleware } from 'ai';

/** The id prefix of the reasoning a host sends in a field of its own, told apart from the blocks taken out of its text. */
export const FIELD_REASONING = 'field-';

/**
 * Renames the reasoning parts a host sends in a field of its own (`reasoning_content`), which the
 * provider and the SDK's middleware would otherwise both call `reasoning-0`: the thinking stage
 * keeps the text after a field's thinking as the host wrote it, and drops the blanks after a block.
 */
const fieldReasoning: LanguageModelMiddleware = {
  specificationVersion: 'v4',
  async wrapStream({ doStream }) {
    const { stream, ...rest } = await doStream();
    const renamed = new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
      transform(part, controller) {
        const reasoning = part.type === 'reasoning-start' || part.type === 'reasoning-delta' || part.type === 'reasoning-end';
        controller.enqueue(reasoning ? { ...part, id: FIELD_REASONING + part.id } : part);
      },
    });
    return { stream: stream.pipeThrough(renamed), ...rest };
  },
};

/**
 * The SDK's own reader of `<think>…</think>` blocks in a host's text (DeepSeek-R1 and Qwen3 on
 * llama.cpp, Ollama, LM Studio, vLLM without a reasoning parser), after fieldReasoning: it turns
 * each block into reasoning parts wherever it stands, a second one or one in the middle of a word
 * (no separator: "Sim<think>…</think>mer" is "Simmer"). What it does not read stays with the
 * thinking stage (stream/thinking-stage.ts), which takes the rest out of the text: its tags are
 * literal and lower-case, so `<THINK>`, `<think >` and Magistral's `[THINK]` go through it as
 * text, so does a `</think>` with no `<think>` before it, and a `<think>` the host closes another
 * way (`</think >`) leaves the rest of the answer inside its block, where the stage reads it on;
 * its `startWithReasoning` is fixed
 * before the host has answered, while AI_STARTS_IN_THINKING must give way to a host that turns out
 * to think in a field of its own (the recorded deepseek-reasoner stream); and it cannot tell where
 * the answer begins after the thinking, nor that a block was never closed.
 */
export const thinkBlocks: LanguageModelMiddleware[] = [extractReasoningMiddleware({ tagName: 'think', separator: '' }), fieldReasoning];
