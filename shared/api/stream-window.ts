/**
 * How often a streaming recipe changes on the page, in milliseconds: the server merges a host's
 * text deltas into windows this long, and the page shows new text at most once per window.
 */
export const STREAM_WINDOW_MS = 50;
