import type { UIMessageChunk } from 'ai';
import { PROOF_PART } from '../../shared/api/recipe-change.ts';
import { MERGE_MAX_CHARS } from '../hosts/merge-deltas.ts';
import type { ChunkReader } from '../stream/hold-first-text.ts';

/**
 * The recipe's text in pieces of at most `size` characters, each ending at a line or a word where
 * it can. A break is looked for within the piece only: a search of the whole text back from each
 * piece's end would read a long run without one again for every piece.
 * @example pieces('one two three', 8) // ['one two ', 'three']
 */
export function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    let piece = text.slice(at, at + size);
    if (at + piece.length < text.length) {
      const cut = Math.max(piece.lastIndexOf('\n'), piece.lastIndexOf(' '));
      if (cut >= 0) piece = piece.slice(0, cut + 1);
    }
    out.push(piece);
    at += piece.length;
  }
  return out;
}

/**
 * A kept recipe as a UI message stream, as any answer arrives: its text in the pieces a host's
 * merged answer comes in (never one lump), then its proof and the finish, so the page cannot
 * tell it from a host's answer but by its speed. A piece is read only when the visitor's
 * connection takes it. `ended` hears whether it was read to its end or the visitor left first.
 */
export function cachedAnswer(markdown: string, proof: string, ended: (outcome: 'ok' | 'aborted') => void): ChunkReader {
  const id = 'text-0';
  const chunks: UIMessageChunk[] = [
    { type: 'start' },
    { type: 'start-step' },
    { type: 'text-start', id },
    ...pieces(markdown, MERGE_MAX_CHARS).map((delta): UIMessageChunk => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
    { type: 'finish-step' },
    { type: PROOF_PART, data: { proof } },
    { type: 'finish', finishReason: 'stop' },
  ];
  let next = 0;
  let over = false;
  const end = (outcome: 'ok' | 'aborted') => {
    if (over) return;
    over = true;
    ended(outcome);
  };
  return {
    read: async () => {
      if (over || next === chunks.length) {
        end('ok');
        return { done: true, value: undefined };
      }
      return { done: false, value: chunks[next++]! };
    },
    cancel: async () => end('aborted'),
  };
}
