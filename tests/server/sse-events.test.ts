import { describe, expect, it } from 'vitest';
import { sseEvents } from '../../server/hosts/sse-events.ts';

/** The events cut from `pieces` fed one by one, then what was left at the end. */
function cut(pieces: string[]) {
  const events = sseEvents();
  const whole = pieces.flatMap((piece) => events.push(piece));
  return { events: whole, rest: events.rest() };
}

describe('sseEvents', () => {
  it.each([
    ['a data line', ['data: {"a":1}\n\n'], [{ raw: 'data: {"a":1}\n\n', data: '{"a":1}' }], ''],
    ['no space after the colon', ['data:{"a":1}\n\n'], [{ raw: 'data:{"a":1}\n\n', data: '{"a":1}' }], ''],
    ['only the first space is not data', ['data:  x\n\n'], [{ raw: 'data:  x\n\n', data: ' x' }], ''],
    ['CRLF line endings', ['data: x\r\n\r\n'], [{ raw: 'data: x\r\n\r\n', data: 'x' }], ''],
    ['lone CR line endings', ['data: x\r\rdata: y\r\rda'], [{ raw: 'data: x\r\r', data: 'x' }, { raw: 'data: y\r\r', data: 'y' }], 'da'],
    ['a CR last, which may be half of a CRLF', ['data: x\r\r'], [], 'data: x\r\r'],
    ['a CRLF split between pieces', ['data: x\r', '\n\r', '\n'], [{ raw: 'data: x\r\n\r\n', data: 'x' }], ''],
    ['a comment', [': keep-alive\n\n'], [{ raw: ': keep-alive\n\n', data: undefined }], ''],
    ['two data lines', ['data: a\ndata: b\n\n'], [{ raw: 'data: a\ndata: b\n\n', data: undefined }], ''],
    ['a named event', ['event: ping\ndata: x\n\n'], [{ raw: 'event: ping\ndata: x\n\n', data: undefined }], ''],
    ['a blank line alone', ['\n'], [{ raw: '\n', data: undefined }], ''],
    ['an event split in the middle', ['da', 'ta: x', '\n', '\n'], [{ raw: 'data: x\n\n', data: 'x' }], ''],
    ['an event without its blank line at the end', ['data: x\n\ndata: y\n'], [{ raw: 'data: x\n\n', data: 'x' }], 'data: y\n'],
    ['a CR last, at the end', ['data: y\r'], [], 'data: y\r'],
  ])('cuts %s', (_name, pieces, events, rest) => {
    expect(cut(pieces)).toEqual({ events, rest });
  });

  it('gives back every character it was fed, in order, however the text is split', () => {
    const text = ': hi\n\ndata: a\r\n\r\ndata: b\r\rdata: c\n\ndata: tail';
    for (let size = 1; size <= text.length; size++) {
      const { events, rest } = cut(text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!);
      expect(events.map((event) => event.raw).join('') + rest).toBe(text);
      expect(events.map((event) => event.data)).toEqual([undefined, 'a', 'b', 'c']);
    }
  });
});

describe('sseEvents with a host that never ends its event', () => {
  it('holds no more than the cap of an event under way, then drops it and takes nothing more', () => {
    const events = sseEvents(1000);
    expect(events.push('data: 1\n\ndata: "')).toEqual([{ raw: 'data: 1\n\n', data: '1' }]);
    const held: number[] = [];
    for (let piece = 0; piece < 50; piece++) {
      expect(events.push('x'.repeat(300))).toEqual([]);
      held.push(events.held());
    }
    expect(Math.max(...held)).toBeLessThanOrEqual(1000);
    expect(events.tooLong()).toBe(true);
    expect(events.push('"\n\ndata: 2\n\n')).toEqual([]);
    expect(events.rest()).toBe('');
  });

  it('drops a whole event past the cap that came in one piece, keeping the events before it', () => {
    const events = sseEvents(1000);
    expect(events.push(`data: 1\n\ndata: ${'x'.repeat(1000)}\n\ndata: 2\n\n`)).toEqual([{ raw: 'data: 1\n\n', data: '1' }]);
    expect(events.tooLong()).toBe(true);
    expect(events.held()).toBe(0);
  });

  it('takes an event of exactly the cap, and one more event after it', () => {
    const event = `data: ${'x'.repeat(1000 - 'data: \n\n'.length)}\n\n`;
    const events = sseEvents(1000);
    expect(events.push(event.slice(0, 500))).toEqual([]);
    expect(events.push(event.slice(500) + 'data: 2\n\n')).toHaveLength(2);
    expect(events.tooLong()).toBe(false);
  });
});
