/** gpt-oss's markers that open its own format (harmony): an answer that starts with one is read as channels. */
export const CHANNEL_OPENERS = ['<|channel|>', '<|start|>'];
/** The longest marker worth waiting for (`<|constrain|>`); a longer `<|…` is text. */
export const MAX_MARKER = 16;

/**
 * Reads gpt-oss's own format, given in pieces cut anywhere:
 * `<|channel|>analysis<|message|>…<|end|><|start|>assistant<|channel|>final<|message|>…`, of which
 * only the `final` channel is the answer. A marker split across pieces waits for the next one.
 * @example push('<|channel|>analysis<|message|>Hmm<|end|><|start|>assistant<|channel|>final<|message|>Soup') -> 'Soup'
 */
export function harmonyChannels() {
  let held = ''; // the start of a marker, waiting for the rest of it
  let thought = false;
  // Whether the text read now is a header (role, channel name) or a message, and its channel.
  let inMessage = false;
  let header = '';
  let channel = '';

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

  const read = (text: string): string => {
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

  return {
    /** The answer in `piece`, as far as it can be told yet. */
    push(piece: string): string {
      const text = held + piece;
      held = '';
      return read(text);
    },
    /** The answer is over: what was held back, when it was the final channel's text. */
    flush(): string {
      const rest = held;
      held = '';
      return inMessage && channel === 'final' ? rest : '';
    },
    /** Whether a channel other than `final` has been read (gpt-oss's analysis, say). */
    get thought() {
      return thought;
    },
  };
}
