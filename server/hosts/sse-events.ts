import { MAX_ANSWER_CHARS } from '../../shared/api/limits.ts';

/**
 * The longest event taken from a host, in characters: the answer's own cap. A host's real events
 * are a few hundred characters; one that never ends (no blank line after it) would otherwise be
 * held whole, however long.
 */
export const MAX_EVENT_CHARS = MAX_ANSWER_CHARS;

/** One whole server-sent event, as it came. */
interface SseEvent {
  /** Its text exactly as received, the blank line that ends it included. */
  raw: string;
  /** The value of its one `data:` line, when that line is all it has; otherwise undefined. */
  data: string | undefined;
}

// An SSE line ends at CRLF, LF or a lone CR.
const LINE_END = /\r\n?|\n/g;

/**
 * Cuts SSE text, fed in pieces split anywhere, into whole events. What is not a whole event yet
 * waits for the next piece; `rest` hands it over as it is once the stream is over. An event that
 * grows past `maxEventChars` before its end is dropped, and nothing after it is taken: `tooLong`
 * says so, and the stream is to end there.
 * @example const events = sseEvents(); events.push('data: 1\n\nda'); // [{ raw: 'data: 1\n\n', data: '1' }]; 'da' waits
 */
export function sseEvents(maxEventChars = MAX_EVENT_CHARS) {
  // The text of the event under way; where its next line starts; its first line and line count.
  let pending = '';
  let lineStart = 0;
  let firstLine = '';
  let lines = 0;
  let tooLong = false;

  return {
    push(text: string): SseEvent[] {
      if (tooLong) return [];
      pending += text;
      const events: SseEvent[] = [];
      let eventStart = 0;
      LINE_END.lastIndex = lineStart;
      for (let end = LINE_END.exec(pending); end !== null; end = LINE_END.exec(pending)) {
        // A CR last in the text may be the first half of a CRLF.
        if (end[0] === '\r' && end.index === pending.length - 1) break;
        const line = pending.slice(lineStart, end.index);
        lineStart = end.index + end[0].length;
        if (line !== '') {
          if (lines++ === 0) firstLine = line;
          continue;
        }
        if (lineStart - eventStart > maxEventChars) break;
        events.push({ raw: pending.slice(eventStart, lineStart), data: lines === 1 ? dataOf(firstLine) : undefined });
        eventStart = lineStart;
        lines = 0;
      }
      pending = pending.slice(eventStart);
      lineStart -= eventStart;
      // Past the cap, whole or not: dropped, and the events before it are the last.
      if (pending.length > maxEventChars) {
        tooLong = true;
        pending = '';
        lineStart = 0;
      }
      return events;
    },
    /** Whether an event grew past the cap: nothing more is taken. */
    tooLong: () => tooLong,
    /** How many characters of the event under way are held. */
    held: () => pending.length,
    rest(): string {
      const text = pending;
      pending = '';
      lineStart = 0;
      lines = 0;
      return text;
    },
  };
}

// "data:x" and "data: x" carry the same value: one space after the colon is not part of it.
function dataOf(line: string): string | undefined {
  if (!line.startsWith('data:')) return undefined;
  return line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5);
}
