const OPEN = '<think>';
const CLOSE = '</think>';
// gpt-oss's own format (harmony): `<|channel|>analysis<|message|>…<|end|><|start|>assistant<|channel|>final<|message|>…`.
const CHANNEL_OPENERS = ['<|channel|>', '<|start|>'];
const OPENERS = [OPEN, ...CHANNEL_OPENERS];
// The longest marker worth waiting for (`<|constrain|>`); a longer `<|…` is text.
const MAX_MARKER = 16;

export interface ThinkingFilterOptions {
  /** The host's chat template opens `<think>` itself: everything before the first `</think>` is thinking (AI_STARTS_IN_THINKING). */
  startsInThinking?: boolean;
  /** A `</think>` came with no `<think>` before it: the text before it has already gone out as the recipe. */
  onLoneClose?: () => void;
}

/** The end of `text` that could be the start of `tag`, which must wait for the next piece. */
function partialTagAtEnd(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(tag.slice(0, length))) return length;
  }
  return 0;
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** `text` without the white space it starts with. */
function trimStart(text: string): string {
  let index = 0;
  while (index < text.length && isSpace(text.charCodeAt(index))) index++;
  return index === 0 ? text : text.slice(index);
}

type Mode = 'start' | 'think' | 'after-think' | 'text' | 'channels';

/**
 * Splits a host's answer, given in pieces cut anywhere, into the recipe and the model's thinking,
 * which nobody sees: `<think>…</think>` at the start of the answer (DeepSeek-R1 and Qwen3 on
 * llama.cpp, Ollama, LM Studio, vLLM without a reasoning parser), or gpt-oss's channels, of which
 * only `final` is the answer. State is kept across pieces, so a tag split at any byte is still a
 * tag; what is held back for the next piece is never longer than a tag. Text that opens with
 * neither is passed on as it comes, only a `</think>` taken out of it.
 * @example push('<thi'), push('nk>hmm</think>\n\n# Soup') -> '', '# Soup'; thought -> true
 */
export function thinkingFilter({ startsInThinking = false, onLoneClose }: ThinkingFilterOptions = {}) {
  let mode: Mode = startsInThinking ? 'think' : 'start';
  let held = ''; // the end of the last piece, which may be the start of a tag
  let thought = startsInThinking; // thinking has been seen (or the template opened it)
  // gpt-oss: whether the text read now is a header (role, channel name) or a message, and its channel.
  let inMessage = false;
  let header = '';
  let channel = '';

  const closeAfterThinking = (text: string, at: number): string => {
    mode = 'after-think';
    return afterThink(text.slice(at + CLOSE.length));
  };

  const afterThink = (text: string): string => {
    const rest = trimStart(text);
    if (rest === '') return '';
    mode = 'text';
    return inText(rest);
  };

  const inThink = (text: string): string => {
    const at = text.indexOf(CLOSE);
    if (at >= 0) return closeAfterThinking(text, at);
    const partial = partialTagAtEnd(text, CLOSE);
    held = partial === 0 ? '' : text.slice(-partial);
    return '';
  };

  const inText = (text: string): string => {
    let at = text.indexOf(CLOSE);
    while (at >= 0) {
      onLoneClose?.();
      text = text.slice(0, at) + text.slice(at + CLOSE.length);
      at = text.indexOf(CLOSE, at);
    }
    const partial = partialTagAtEnd(text, CLOSE);
    if (partial === 0) return text;
    held = text.slice(-partial);
    return text.slice(0, -partial);
  };

  const atStart = (text: string): string => {
    const rest = trimStart(text);
    if (rest.startsWith(OPEN)) {
      mode = 'think';
      thought = true;
      return inThink(rest.slice(OPEN.length));
    }
    if (CHANNEL_OPENERS.some((opener) => rest.startsWith(opener))) {
      mode = 'channels';
      return inChannels(rest);
    }
    // Nothing yet, or the start of an opener: wait for the next piece (white space and a few characters).
    if (rest === '' || (rest.length < MAX_MARKER && OPENERS.some((opener) => opener.startsWith(rest)))) {
      held = text;
      return '';
    }
    mode = 'text';
    return inText(text);
  };

  const marker = (name: string) => {
    if (name === 'message') {
      inMessage = true;
      channel = header.trim().split(/\s/)[0] ?? '';
      if (channel !== 'final') thought = true;
    } else if (name === 'channel') {
      inMessage = false;
      header = '';
    } else if (name === 'start' || name === 'end' || name === 'return' || name === 'call') {
      inMessage = false;
      header = '';
      channel = '';
    } // any other marker (`<|constrain|>`) belongs to the header it stands in
  };

  const inChannels = (text: string): string => {
    let out = '';
    let from = 0;
    const content = (piece: string) => {
      if (inMessage) {
        if (channel === 'final') out += piece;
      } else header += piece;
    };
    for (;;) {
      const at = text.indexOf('<|', from);
      if (at < 0) {
        // A marker's first character at the very end waits for the next piece.
        const end = text.endsWith('<') && text.length > from ? text.length - 1 : text.length;
        content(text.slice(from, end));
        held = text.slice(end);
        return out;
      }
      content(text.slice(from, at));
      const end = text.indexOf('|>', at + 2);
      if (end < 0 || end - at > MAX_MARKER) {
        // A marker still arriving waits; anything longer is text.
        if (end < 0 && text.length - at < MAX_MARKER) {
          held = text.slice(at);
          return out;
        }
        content('<|');
        from = at + 2;
        continue;
      }
      marker(text.slice(at + 2, end));
      from = end + 2;
    }
  };

  const step: Record<Mode, (text: string) => string> = {
    start: atStart,
    think: inThink,
    'after-think': afterThink,
    text: inText,
    channels: inChannels,
  };

  return {
    /** The recipe text in `piece`, as far as it can be told yet. */
    push(piece: string): string {
      const text = held === '' ? piece : held + piece;
      held = '';
      return step[mode](text);
    },
    /** The answer is over: whatever was held back that turned out to be recipe text. */
    flush(): string {
      const rest = held;
      held = '';
      if (mode === 'start' || mode === 'text') return rest;
      if (mode === 'channels' && inMessage && channel === 'final') return rest;
      return '';
    },
    /** Whether the answer has thought, so far. */
    get thought() {
      return thought;
    },
  };
}
