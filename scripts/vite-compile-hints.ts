import type { Plugin } from 'vite';

// V8's file-level compile hint: compile every function in the file while the file is still
// downloading, on a background thread, instead of one by one on the main thread as each is first
// called. Only honoured as the file's first line.
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks that run as the page starts (those `isStarting` picks) for V8 to compile in
 * full while they download. Meant for code that nearly all runs at once, as React and the page's
 * first render do: a file mostly left unused would be compiled for nothing.
 */
export function compileHints(isStarting: (chunk: { name: string; isEntry: boolean }) => boolean): Plugin {
  return {
    name: 'pantry-chef:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own rewrite of the entry, which puts its preload map at the top of the file.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && isStarting(chunk)) chunk.code = `${COMPILE_ALL_ON_LOAD}\n${chunk.code}`;
        }
      },
    },
  };
}
