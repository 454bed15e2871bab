import { CHANNEL_OPENERS, MAX_MARKER, harmonyChannels } from './harmony-channels.ts';
import { isBlank, thinkTags, type ThinkTagsOptions } from './think-tags.ts';

/** How the filter is told of the host's ways (see ThinkTagsOptions). */
export type ThinkingFilterOptions = ThinkTagsOptions;

/** How many blank characters `text` starts with. */
function leadingBlanks(text: string): number {
  let index = 0;
  while (index < text.length && isBlank(text[index]!)) index++;
  return index;
}

/**
 * Splits a host's answer, given in pieces cut anywhere, into the recipe and the model's thinking,
 * which nobody sees: every `<think>…</think>` or `[THINK]…[/THINK]` block wherever it stands
 * (DeepSeek-R1 and Qwen3 on llama.cpp, Ollama, LM Studio, vLLM without a reasoning parser;
 * Magistral), see thinkTags; or gpt-oss's channels, of which only `final` is the answer, when the
 * answer opens with one. What is held back for the next piece is never longer than a tag.
 * @example push('<thi'), push('nk>hmm</think>\n\n# Soup') -> '', '# Soup'; thought -> true
 */
export function thinkingFilter(options: ThinkingFilterOptions = {}) {
  const tags = thinkTags(options);
  const channels = harmonyChannels();
  // The final channel is an answer like any other: a think block in it is thinking too. Its own
  // reader, so the blanks held before a channel marker are not its text.
  const final = thinkTags({ ...options, startsInThinking: false });
  const fromChannels = (text: string): string => final.push(text);
  let mode: 'start' | 'tags' | 'channels' = options.startsInThinking ? 'tags' : 'start';
  let opening = ''; // the start of a channel marker at the start of the answer

  // Until the answer's first word, whether it opens with gpt-oss's channels is not known.
  const atStart = (piece: string): string => {
    let text = piece;
    if (opening === '') {
      // Blanks before it are no channel's: the tags hold them until the answer starts.
      const blanks = leadingBlanks(text);
      tags.push(text.slice(0, blanks));
      text = text.slice(blanks);
      if (text === '') return '';
    } else text = opening + piece;
    opening = '';
    if (CHANNEL_OPENERS.some((opener) => text.startsWith(opener))) {
      mode = 'channels';
      return fromChannels(channels.push(text));
    }
    if (text.length < MAX_MARKER && CHANNEL_OPENERS.some((opener) => opener.startsWith(text))) {
      opening = text;
      return '';
    }
    mode = 'tags';
    return tags.push(text);
  };

  return {
    /** The recipe text in `piece`, as far as it can be told yet. */
    push(piece: string): string {
      return mode === 'start' ? atStart(piece) : mode === 'tags' ? tags.push(piece) : fromChannels(channels.push(piece));
    },
    /** The answer is over: whatever was held back that turned out to be recipe text. */
    flush(): string {
      if (mode === 'channels') return final.push(channels.flush()) + final.flush();
      return tags.push(opening) + tags.flush();
    },
    /** The host thinks in a field of its own: its text is the answer (see thinkTags' thinksApart). */
    thinksApart: () => tags.thinksApart(),
    /** A `<think>` block was taken out of the text before it came here (see thinkTags' blockTakenOut). */
    blockTakenOut: () => tags.blockTakenOut(),
    /** Whether the answer has thought, so far. */
    get thought() {
      return mode === 'channels' ? channels.thought || final.thought : tags.thought;
    },
    /** At the answer's end: thinking was left open, and whether any block had closed before. */
    get leftOpen(): { anyClosed: boolean } | undefined {
      const reader = mode === 'channels' ? final : tags;
      return reader.thinking ? { anyClosed: reader.closed } : undefined;
    },
  };
}
