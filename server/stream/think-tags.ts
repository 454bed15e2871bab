// A tag is `<think>` or `</think>` (DeepSeek-R1, Qwen3), or `[THINK]` or `[/THINK]` (Magistral), in
// any case, with at most this much white space before its end (`<think >`). Anything else that
// starts like one (`<thinking>`, `[think about it]`) is text.
const NAME = 'think';
const MOST_SPACES = 2;

/** The longest tag: what is held back for the next piece is always shorter. */
export const LONGEST_TAG = `</${NAME}${' '.repeat(MOST_SPACES)}>`.length;

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

// What may stand before an answer and is not part of it: white space, a byte-order mark, a
// no-break space and the zero-width characters.
const BLANK = /[\s\u200b-\u200d\u2060]/;

/** Whether `char` may stand before an answer without being part of it (`\ufeff`, `\u00a0`, `\u200b`, white space). */
export const isBlank = (char: string) => BLANK.test(char);

type Tag = { closes: boolean; length: number };

/**
 * The tag that starts at `at` in `text`: a whole one, `partial` when `text` ends before it can be
 * told, or undefined when there is none.
 * @example tagAt('Stir<THINK >', 4) -> { closes: false, length: 8 }; tagAt('a </thi', 2) -> 'partial'
 */
export function tagAt(text: string, at: number): Tag | 'partial' | undefined {
  const end = text[at] === '<' ? '>' : text[at] === '[' ? ']' : undefined;
  if (end === undefined) return undefined;
  let index = at + 1;
  if (index === text.length) return 'partial';
  const closes = text[index] === '/';
  if (closes) index++;
  for (const letter of NAME) {
    if (index === text.length) return 'partial';
    if (text[index]!.toLowerCase() !== letter) return undefined;
    index++;
  }
  for (let spaces = 0; index < text.length; spaces++, index++) {
    if (text[index] === end) return { closes, length: index + 1 - at };
    if (spaces === MOST_SPACES || !isSpace(text.charCodeAt(index))) return undefined;
  }
  return 'partial';
}

/** Where the next `<` or `[` is in `text` from `from`, or -1. */
function nextBracket(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (char === '<' || char === '[') return index;
  }
  return -1;
}

export interface ThinkTagsOptions {
  /** The host's chat template opens `<think>` itself: the answer starts in thinking (AI_STARTS_IN_THINKING). */
  startsInThinking?: boolean;
  /** A close came with no open before it: the text before it has already gone out as the recipe. */
  onLoneClose?: () => void;
}

/**
 * Takes every thinking block out of an answer given in pieces cut anywhere, wherever it stands: at
 * the start, a second one, one in the middle of a word. Blanks before the first text are held: they
 * go out with it, unless thinking came first. What is held back for the next piece is never more
 * than the start of a tag.
 * @example push('Sim<think>hmm</think>mer') -> 'Simmer'
 */
export function thinkTags({ startsInThinking = false, onLoneClose }: ThinkTagsOptions = {}) {
  let thinking = startsInThinking;
  let opened = startsInThinking; // the block now open is the one the template opened
  let thought = startsInThinking; // thinking has been seen (or the template opened it)
  let closed = false; // a block has closed
  let texted = false; // answer text has gone out
  let blanks = ''; // blanks before any answer text
  let held = ''; // the start of a tag, waiting for the rest of it

  /** Text with no tag in it: dropped while thinking, blanks before the answer held. */
  const plain = (text: string): string => {
    if (thinking || text === '') return '';
    if (texted) return text;
    let first = 0;
    while (first < text.length && isBlank(text[first]!)) first++;
    if (first === text.length) {
      blanks += text;
      return '';
    }
    texted = true;
    const before = thought ? '' : blanks;
    blanks = '';
    return before + (thought ? text.slice(first) : text);
  };

  const tag = ({ closes }: Tag) => {
    opened = false;
    if (!closes) {
      thought = true;
      thinking = true;
    } else if (thinking) {
      thinking = false;
      closed = true;
    } else onLoneClose?.();
  };

  return {
    /** The answer in `piece`, as far as it can be told yet. */
    push(piece: string): string {
      const text = held + piece;
      held = '';
      let out = '';
      let from = 0;
      for (let at = nextBracket(text, 0); at >= 0; at = nextBracket(text, at + 1)) {
        const found = tagAt(text, at);
        if (found === undefined) continue;
        out += plain(text.slice(from, at));
        if (found === 'partial') {
          held = text.slice(at);
          return out;
        }
        tag(found);
        from = at + found.length;
        at = from - 1;
      }
      return out + plain(text.slice(from));
    },
    /** The answer is over: what was held back that turned out to be answer text. */
    flush(): string {
      const rest = held;
      held = '';
      const out = plain(rest);
      return texted || thought ? out : blanks;
    },
    /**
     * The host thinks in a field of its own (`reasoning_content`): its text is the answer, even
     * when the template was said to open thinking and no close has come.
     */
    thinksApart() {
      if (!opened) return;
      // The template opened nothing after all: the text is the answer as it comes.
      opened = false;
      thinking = false;
      thought = false;
    },
    /** A `<think>` block was taken out of the text before it came here (see think-blocks.ts): blanks after it are no answer. */
    blockTakenOut() {
      thought = true;
    },
    /** Whether the answer has thought, so far. */
    get thought() {
      return thought;
    },
    /** Whether the answer is inside a block now (at its end: one that was never closed). */
    get thinking() {
      return thinking;
    },
    /** Whether any block has closed. */
    get closed() {
      return closed;
    },
  };
}
