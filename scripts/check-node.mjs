// Plain JavaScript on purpose: this must run, and explain itself, on any Node, before anything
// that needs a newer one loads. Pantry Chef runs on Node 26 LTS, the Node its tests and bench run
// on (`engines` in package.json); an older Node cannot even load its TypeScript before 22.18.
const [major] = process.versions.node.split('.').map(Number);
if (major < 26) {
  console.error(
    `Pantry Chef runs on Node.js 26 LTS or newer; this is ${process.version}.\n` +
      'Run it through npm (npm start, npm test, ...): `npm install` brings Node 26 into ' +
      'node_modules/.bin on Linux x64, which npm scripts put first on PATH. ' +
      'Elsewhere, install Node 26 (see .nvmrc).',
  );
  process.exit(1);
}
