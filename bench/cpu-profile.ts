// The shape of a V8 CPU profile, as `node --cpu-prof` writes it and Chromium's Profiler.stop returns it.

/** One call-tree node: a function at a place in the code, and the nodes it called. */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** The call tree, and which node was running at each sample with the time since the last one (µs). */
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}
