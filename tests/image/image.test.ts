import { copyFileSync, cpSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server-process.ts';
import { command, debianMirror, hasImage, importRootfs, npmCaFile, podman } from './podman.ts';
import { pauseBeforeRetry } from '../support/next-task.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
// No image registry is reachable from here: a Debian base made with debootstrap, and on it the Node
// this project runs on (the one `npm install` brought) with npm, stand in for the official slim image.
const DEBIAN = 'localhost/debian:bookworm-slim';
const NODE_BASE = 'localhost/pantry-chef-node-base:test';
const IMAGE = 'localhost/pantry-chef:test';

async function buildDebianBase() {
  if (await hasImage(DEBIAN)) return;
  const dir = mkdtempSync(join(tmpdir(), 'pantry-debian-'));
  try {
    await command('debootstrap', '--variant=minbase', 'bookworm', dir, debianMirror());
    await importRootfs(dir, DEBIAN);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function buildNodeBase() {
  const context = mkdtempSync(join(tmpdir(), 'pantry-node-base-'));
  try {
    copyFileSync(realpathSync(process.execPath), join(context, 'node'));
    cpSync(join(await command('npm', 'root', '-g'), 'npm'), join(context, 'npm'), { recursive: true });
    // The official image installs libatomic1, which Node's binary links (Node 26 on x64 too); the
    // stand-in takes this machine's, from the same Debian release as its base.
    const libatomic = /libatomic\.so\.1 => (\S+)/.exec(await command('ldd', process.execPath))?.[1];
    if (libatomic) copyFileSync(realpathSync(libatomic), join(context, 'libatomic.so.1'));
    writeFileSync(
      join(context, 'Containerfile'),
      [
        `FROM ${DEBIAN}`,
        'COPY node /usr/local/bin/node',
        ...(libatomic ? ['COPY libatomic.so.1 /usr/lib/x86_64-linux-gnu/libatomic.so.1'] : []),
        'COPY npm /usr/local/lib/node_modules/npm',
        // As the official image has them: npm on PATH and a user "node" (uid 1000) to run as.
        'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx' +
          ' && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node',
      ].join('\n'),
    );
    await podman('build', '--isolation', 'chroot', '-t', NODE_BASE, context);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

async function buildImage() {
  const ca = await npmCaFile();
  const trustCa = ca ? ['--build-arg', 'NODE_EXTRA_CA_CERTS=/run/npm-ca.pem', '--volume', `${ca}:/run/npm-ca.pem:ro`] : [];
  await podman(
    'build', '--isolation', 'chroot', '--format', 'docker', '--network', 'host', '--layers=false',
    '--build-arg', `NODE_IMAGE=${NODE_BASE}`, ...trustCa,
    '-f', join(ROOT, 'deploy/Containerfile'), '-t', IMAGE, ROOT,
  );
}

let container = '';
let origin = '';

beforeAll(async () => {
  await buildDebianBase();
  await buildNodeBase();
  await buildImage();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  container = await podman('run', '--detach', '--rm', '--network', 'host', '-e', `PORT=${port}`, '-e', 'OFFLINE_CHEF_WORDS_PER_SECOND=0', IMAGE);
  const deadline = Date.now() + 30_000;
  while (!(await fetch(`${origin}/healthz`).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`The container did not start:\n${await podman('logs', container)}`);
    await pauseBeforeRetry(200);
  }
});

afterAll(async () => {
  if (container) await podman('stop', '--time', '10', container).catch(() => '');
  await podman('rmi', '--force', IMAGE).catch(() => '');
});

describe('the container image', () => {
  it('says how large it is, and what of it is the Node base', async () => {
    const size = Number(await podman('image', 'inspect', '--format', '{{.Size}}', IMAGE));
    const base = Number(await podman('image', 'inspect', '--format', '{{.Size}}', NODE_BASE));
    console.log(`image ${(size / 1e6).toFixed(0)} MB, of which the Node base ${(base / 1e6).toFixed(0)} MB and Pantry Chef ${((size - base) / 1e6).toFixed(0)} MB`);
    expect(size).toBeGreaterThan(base);
  });

  it('runs as a user that is not root', async () => {
    expect(await podman('exec', container, 'id', '-u')).not.toBe('0');
  });

  it('answers its health and readiness checks, as its HEALTHCHECK and an orchestrator ask them', async () => {
    const health = await fetch(`${origin}/healthz`).then((response) => response.json());
    expect(health).toMatchObject({ status: 'ok', provider: 'offline', model: 'offline-chef', host: null });
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    // Exits 0 only when the image's own HEALTHCHECK command succeeds.
    await expect(podman('healthcheck', 'run', container)).resolves.toBeDefined();
  });

  it('streams a recipe from the offline chef, and serves the page', async () => {
    const response = await fetch(`${origin}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['Tomato', 'Basil', 'Garlic', 'Pasta'] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(await response.text()).toContain('"type":"finish"');
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Pantry Chef</title>');
  });
});
