import { mergeConfig } from 'vite';
import config from '../../vite.config.ts';

// The page built as the release before this one would have been: the same code, its scripts
// under names the current build does not have (tests/support/older-release.ts).
export default mergeConfig(config, {
  build: {
    rolldownOptions: {
      output: { entryFileNames: 'assets/[name]-older-[hash].js', chunkFileNames: 'assets/[name]-older-[hash].js' },
    },
  },
});
