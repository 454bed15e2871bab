import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handBackMemoryWhenIdle } from '../../server/idle-memory.ts';
import { createInFlight } from '../../server/in-flight.ts';

const MB = 1_000_000;
const QUIET_MS = 5000;

// The process's memory as the test sets it, and the collections asked for.
let rssBytes = 0;
const collect = vi.fn(() => {
  rssBytes = 150 * MB;
});

function watch() {
  const inFlight = createInFlight();
  const onCollected = vi.fn();
  const stop = handBackMemoryWhenIdle(inFlight, { quietMs: QUIET_MS, collect, rss: () => rssBytes, onCollected });
  return { inFlight, onCollected, stop };
}

describe('handing memory back once no recipe streams', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    rssBytes = 160 * MB;
    collect.mockClear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once the last stream has ended and none has started for a while, and says what it gave back', () => {
    const { inFlight, onCollected } = watch();
    const done = [inFlight.track(new AbortController()), inFlight.track(new AbortController())];
    rssBytes = 480 * MB;
    done[0]!();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(collect).not.toHaveBeenCalled();

    done[1]!();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledExactlyOnceWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(onCollected).toHaveBeenCalledWith(expect.objectContaining({ beforeBytes: 480 * MB, afterBytes: 150 * MB }));
  });

  it('waits again when a stream starts during the quiet', () => {
    const { inFlight } = watch();
    rssBytes = 480 * MB;
    inFlight.track(new AbortController())();
    vi.advanceTimersByTime(QUIET_MS - 1000);
    const done = inFlight.track(new AbortController());
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(collect).not.toHaveBeenCalled();

    done();
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).toHaveBeenCalledOnce();
  });

  it('leaves memory alone that has not grown by a tenth since the last collection', () => {
    const { inFlight } = watch();
    rssBytes = 170 * MB;
    inFlight.track(new AbortController())();
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).not.toHaveBeenCalled();

    rssBytes = 480 * MB;
    inFlight.track(new AbortController())();
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).toHaveBeenCalledOnce();

    // Measured against what the last collection left (150 MB), not against the start.
    rssBytes = 170 * MB;
    inFlight.track(new AbortController())();
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('counts streams cut by a shutdown as ended, and stops when told', () => {
    const { inFlight, stop } = watch();
    rssBytes = 480 * MB;
    inFlight.track(new AbortController());
    inFlight.abortAll(new Error('shutting down'));
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).toHaveBeenCalledOnce();

    stop();
    rssBytes = 960 * MB;
    inFlight.track(new AbortController())();
    vi.advanceTimersByTime(QUIET_MS);
    expect(collect).toHaveBeenCalledOnce();
  });
});
