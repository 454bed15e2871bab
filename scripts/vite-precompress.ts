import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import type { Plugin } from 'vite';

// Text files worth compressing; images other than SVG are compressed already.
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
// On libuv's threads, so the files are compressed side by side.
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzipCompress);

/**
 * Writes a brotli (`.br`, at its highest quality) and a gzip (`.gz`, at level 9) copy beside
 * every text file of the build, for the server to send as they are. Both are smaller than the
 * server could afford to make per request (its on-the-fly brotli runs at quality 4, gzip at
 * level 6, and it leaves files under 1 kB as they are), and no page load costs compression time
 * any more. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'pantry-chef:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await readdir(dir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(dir, file);
            const original = await readFile(path);
            const brotli = await compressBrotli(original, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
              },
            });
            const gzip = await compressGzip(original, { level: constants.Z_BEST_COMPRESSION });
            // A copy left by an earlier build into the same folder must not outlive its file.
            await (brotli.length < original.length ? writeFile(`${path}.br`, brotli) : rm(`${path}.br`, { force: true }));
            await (gzip.length < original.length ? writeFile(`${path}.gz`, gzip) : rm(`${path}.gz`, { force: true }));
          }),
      );
    },
  };
}
