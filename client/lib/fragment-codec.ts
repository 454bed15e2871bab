// A value carried in an address's fragment (which browsers never send to a server), as a share
// link does: `<prefix><version>.<data>`, the data being the value as JSON, deflated and written in
// base64url. Reading is bounded before anything is decoded (the fragment's length) and while it is
// (what is inflated), so a hostile link costs time in proportion to its length, never more.

// Fed to the inflater this much at a time, so no single step can blow up a large output at once.
const INPUT_CHUNK_BYTES = 1024;

/** Why a fragment could not be read: too long to try, another version's, or damaged (cut short, edited, not ours). */
export type BrokenReason = 'too-long' | 'version' | 'damaged';

/** What a fragment's data held once decoded: a JSON value still to be checked, or why it is broken. */
export type FragmentReading = { ok: true; value: unknown } | { ok: false; reason: BrokenReason };

/** How one kind of link is written: its prefix (`#recipe=`), its format's version and its bounds. */
export interface FragmentFormat {
  prefix: string;
  version: string;
  /** The longest fragment written or read, checked before anything is decoded. */
  maxChars: number;
  /** However small the fragment, no more than this is ever inflated from it. */
  maxPayloadBytes: number;
  /** How deep the value's arrays and objects may nest; deeper is damaged, found before it is parsed. */
  maxDepth?: number;
}

/** The bytes, as a stream that hands them out a little at a time. */
function streamOf(bytes: Uint8Array): ReadableStream<BufferSource> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += INPUT_CHUNK_BYTES)));
    },
  });
}

/** Everything `stream` gives, or 'too-long' as soon as it has given more than `limit` bytes. */
async function collect(stream: ReadableStream<Uint8Array>, limit = Infinity): Promise<Uint8Array | 'too-long'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return 'too-long';
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/**
 * Whether `json` nests arrays and objects deeper than `most`, by one pass over its characters: a
 * parser walking a million levels costs far more per character than any value of ours does.
 */
function deeperThan(json: string, most: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < json.length; at++) {
    const char = json.charCodeAt(at);
    if (inString) {
      if (char === 0x5c) at++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > most) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  // A length of 4n+1 cannot come from whole bytes: the link was cut in the middle of a character.
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The fragment that carries `value` in `format`, or undefined when it would be longer than the
 * format allows.
 * @example await packFragment({ prefix: '#recipe=', version: '1', ... }, { markdown: '## Soup' }) // "#recipe=1.q1ZKzk0sSk..."
 */
export async function packFragment(format: FragmentFormat, value: unknown): Promise<string | undefined> {
  const json = JSON.stringify(value);
  const packed = await collect(streamOf(new TextEncoder().encode(json)).pipeThrough(new CompressionStream('deflate-raw')));
  if (packed === 'too-long') return undefined;
  const fragment = `${format.prefix}${format.version}.${toBase64Url(packed)}`;
  return fragment.length <= format.maxChars ? fragment : undefined;
}

/**
 * The JSON value a fragment in `format` carries, or why it cannot be read; `hash` must begin with
 * the format's prefix. Never throws, whatever the fragment holds.
 */
export async function unpackFragment(format: FragmentFormat, hash: string): Promise<FragmentReading> {
  if (hash.length > format.maxChars) return { ok: false, reason: 'too-long' };
  const [, version, data = ''] = /^(\d+)\.(.*)$/s.exec(hash.slice(format.prefix.length)) ?? [];
  if (version === undefined) return { ok: false, reason: 'damaged' };
  if (version !== format.version) return { ok: false, reason: 'version' };
  try {
    const packed = fromBase64Url(data);
    if (!packed) return { ok: false, reason: 'damaged' };
    const json = await collect(streamOf(packed).pipeThrough(new DecompressionStream('deflate-raw')), format.maxPayloadBytes);
    if (json === 'too-long') return { ok: false, reason: 'too-long' };
    const text = new TextDecoder('utf-8', { fatal: true }).decode(json);
    if (format.maxDepth !== undefined && deeperThan(text, format.maxDepth)) return { ok: false, reason: 'damaged' };
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // Cut short, trailing junk, not deflate, not UTF-8, not JSON: all one to the visitor.
    return { ok: false, reason: 'damaged' };
  }
}
