// Plain JavaScript on purpose: this must run, and explain itself, on any Node,
// before anything that needs Node 22.18+ (type stripping on by default, Map.groupBy, ...) loads.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Pantry Chef needs Node.js 22.18 or newer (26 LTS recommended); this is ${process.version}.\n` +
      'Run it through npm (npm start, npm test, ...): `npm install` brings Node 26 into ' +
      'node_modules/.bin on Linux x64, which npm scripts put first on PATH. ' +
      'Elsewhere, install Node 26 (see .nvmrc).',
  );
  process.exit(1);
}
