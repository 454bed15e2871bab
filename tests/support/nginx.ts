import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.ts';
import { pauseBeforeRetry } from './next-task.ts';

const CONFIG = new URL('../../deploy/nginx.conf', import.meta.url);
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * deploy/nginx.conf with this test's instances in its upstream and a free loopback port to listen
 * on: the two things the file says change per deployment. Anything else in it stays as written.
 */
export function nginxConfigFor(instances: readonly string[], port: number): string {
  const config = readFileSync(CONFIG, 'utf8');
  const upstream = /^(\s*)server app:3000( [^;]*)?;$/m;
  const listen = /^(\s*)listen 8080;$/m;
  if (!upstream.test(config) || !listen.test(config)) throw new Error('deploy/nginx.conf no longer has the upstream or listen line this test fills in');
  return config
    // The instances here are addresses, which need no resolving; and Debian's nginx (1.22) predates
    // `resolve` on an upstream server (1.27.3), which deploy/nginx.conf uses for compose's names.
    .replace(upstream, (_line, indent: string, options = '') =>
      instances.map((address) => `${indent}server ${address}${options.replace(/ resolve\b/, '')};`).join('\n'),
    )
    .replace(listen, (_line, indent: string) => `${indent}listen 127.0.0.1:${port};`);
}

/** An nginx configuration in front of `instances`, listening on loopback `port`. */
export type NginxConfig = (instances: readonly string[], port: number) => string;

/**
 * Debian's nginx in front of `instances` ("127.0.0.1:port"), in its own process group: with
 * deploy/nginx.conf unless `config` writes another.
 */
export async function startNginx(instances: readonly string[], config: NginxConfig = nginxConfigFor) {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'pantry-nginx-'));
  writeFileSync(join(prefix, 'nginx.conf'), config(instances, port));
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', `daemon off; pid ${join(prefix, 'nginx.pid')}; error_log stderr warn;`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`${url}/healthz`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
    await pauseBeforeRetry(100);
  }
  return {
    url,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
