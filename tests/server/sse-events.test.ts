import { describe, expect, it } from 'vitest';
import { dataFrame, sseData } from '../../server/hosts/sse-events.ts';

/** The data of the events cut from `pieces` fed one by one. */
function cut(pieces: string[]) {
  const events = sseData();
  return pieces.flatMap((piece) => events.push(piece));
}

describe('sseData', () => {
  it.each([
    ['a data line', ['data: {"a":1}\n\n'], ['{"a":1}']],
    ['no space after the colon', ['data:{"a":1}\n\n'], ['{"a":1}']],
    ['only the first space is not data', ['data:  x\n\n'], [' x']],
    ['CRLF line endings', ['data: x\r\n\r\n'], ['x']],
    ['lone CR line endings', ['data: x\r\rdata: y\r\rda'], ['x', 'y']],
    ['a CRLF split between pieces', ['data: x\r', '\n\r', '\n'], ['x']],
    ['a comment', [': keep-alive\n\n'], []],
    ['two data lines', ['data: a\ndata: b\n\n'], ['a\nb']],
    ['a named event', ['event: ping\ndata: x\n\n'], ['x']],
    ['a blank line alone', ['\n'], []],
    ['an event split in the middle', ['da', 'ta: x', '\n', '\n'], ['x']],
    ['an event without its blank line at the end', ['data: x\n\ndata: y\n'], ['x']],
  ])('reads %s', (_name, pieces, data) => {
    expect(cut(pieces)).toEqual(data);
  });

  it('reads the same data however the text is split', () => {
    const text = ': hi\n\ndata: a\r\n\r\ndata: b\r\rdata: c\n\nevent: e\ndata: d\ndata: e\n\ndata: tail';
    for (let size = 1; size <= text.length; size++) {
      expect(cut(text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!)).toEqual(['a', 'b', 'c', 'd\ne']);
    }
  });

  it.each([['x'], [''], ['a\nb'], [' starts with a space'], ['{"choices":[]}']])('reads back the data of the frame it writes: %j', (data) => {
    expect(cut([dataFrame(data)])).toEqual([data]);
  });
});

describe('sseData with a host that never ends its event', () => {
  it('holds no more than the cap of an event under way, then takes nothing more', () => {
    const events = sseData(1000);
    expect(events.push('data: 1\n\ndata: "')).toEqual(['1']);
    let pieces = 0;
    while (!events.tooLong() && pieces < 50) {
      expect(events.push('x'.repeat(300))).toEqual([]);
      pieces++;
    }
    expect(events.tooLong()).toBe(true);
    // Past the cap on the fourth piece: 3 + 4 * 300 characters held would be over 1000.
    expect(pieces).toBe(4);
    expect(events.push('"\n\ndata: 2\n\n')).toEqual([]);
  });

  it('takes an event held up to the cap, and one more event after it', () => {
    const events = sseData(1000);
    const data = 'x'.repeat(1000 - 'data: '.length);
    expect(events.push(`data: ${data}`)).toEqual([]);
    expect(events.push('\n\ndata: 2\n\n')).toEqual([data, '2']);
    expect(events.tooLong()).toBe(false);
  });
});
