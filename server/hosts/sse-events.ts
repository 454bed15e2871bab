import { createParser } from 'eventsource-parser';
import { MAX_ANSWER_CHARS } from '../../shared/api/limits.ts';

/**
 * The longest event taken from a host, in characters: the answer's own cap. A host's real events
 * are a few hundred characters; one that never ends (no blank line after it) would otherwise be
 * held whole, however long.
 */
export const MAX_EVENT_CHARS = MAX_ANSWER_CHARS;

/**
 * The data of every whole server-sent event in SSE text fed in pieces split anywhere, read by
 * eventsource-parser, the parser the SDK's provider reads the host's body with: what it takes as
 * an event's data is what the SDK would. Comments, event names, ids and an event left unfinished
 * at the end are nothing to the SDK (it reads only the data, and never an unfinished event), so
 * they are nothing here. Once more than `maxEventChars` of an event is held waiting for its end,
 * nothing more is taken: `tooLong` says so, and the stream is to end there.
 * @example const events = sseData(); events.push('data: 1\n\nda'); // ['1']; 'da' waits
 */
export function sseData(maxEventChars = MAX_EVENT_CHARS) {
  let tooLong = false;
  let taken: string[] = [];
  const parser = createParser({
    onEvent: (event) => taken.push(event.data),
    // A retry or an unknown field is nothing to the SDK either; only the cap ends the reading.
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') tooLong = true;
    },
    maxBufferSize: maxEventChars,
  });
  return {
    /** The data of each event `text` completes, in order. */
    push(text: string): string[] {
      if (tooLong) return [];
      taken = [];
      parser.feed(text);
      return taken;
    },
    /** Whether an event grew past the cap: nothing more is taken. */
    tooLong: () => tooLong,
  };
}

/**
 * One event carrying `data`, as the SDK's parser reads it back: a line of data each.
 * @example dataFrame('a\nb') -> 'data: a\ndata: b\n\n'
 */
export const dataFrame = (data: string) => `data: ${data.includes('\n') ? data.replaceAll('\n', '\ndata: ') : data}\n\n`;
