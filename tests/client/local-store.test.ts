import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored, type StoredEntry } from '../../client/lib/local-store.ts';

const names: StoredEntry<string[]> = {
  key: 'test:names',
  version: 2,
  check: (raw) => (Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw : undefined),
};

describe('the saved state', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads back what it wrote', () => {
    writeStored(names, ['Tomato', 'Basil']);
    expect(readStored(names)).toEqual(['Tomato', 'Basil']);
  });

  it('removes the entry when given undefined', () => {
    writeStored(names, ['Tomato']);
    writeStored(names, undefined);
    expect(localStorage.getItem('test:names')).toBeNull();
  });

  it.each([
    ['nothing saved', null],
    ['text that is not JSON', '{"version":2,'],
    ['an older version', JSON.stringify({ version: 1, value: ['Tomato'] })],
    ['a value of the wrong shape', JSON.stringify({ version: 2, value: [1, 2] })],
    ['a bare value without its version', JSON.stringify(['Tomato'])],
    ['null', 'null'],
  ])('treats %s as nothing saved', (_case, text) => {
    if (text !== null) localStorage.setItem('test:names', text);
    expect(readStored(names)).toBeUndefined();
  });

  it('keeps the page going when storage refuses to read or write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStored(names, ['Tomato'])).not.toThrow();
    expect(readStored(names)).toBeUndefined();
  });
});
