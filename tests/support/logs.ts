import { Writable } from 'node:stream';
import pino from 'pino';

/** A debug-level pino logger that keeps every line it writes, parsed, for assertions. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'debug' }, sink) };
}
