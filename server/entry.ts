// The built server's entry (dist/server/entry.js, as `npm start` and the image run it): stack
// traces name the .ts sources through the build's source maps, then the process starts. Turned on
// here, before the server loads, they cover its own files only; `--enable-source-maps` would also
// hold every map shipped in node_modules, a few MB for the process's life.
import { setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true);
await import('./main.ts');
