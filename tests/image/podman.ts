import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Rootful podman as Debian ships it, on a machine without systemd: cgroups by hand, the host's
// limits as they are, runc rather than crun.
const config = join(mkdtempSync(join(tmpdir(), 'pantry-podman-')), 'containers.conf');
writeFileSync(config, '[engine]\ncgroup_manager = "cgroupfs"\n[containers]\ndefault_ulimits = []\n');

/** Runs podman with `args` and resolves with what it printed. */
export async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run('podman', ['--runtime', '/usr/sbin/runc', ...args], {
    env: { ...process.env, CONTAINERS_CONF: config },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.trim();
}

/** Whether podman already has an image of that name (kept between runs: building one takes a minute). */
export async function hasImage(name: string): Promise<boolean> {
  return podman('image', 'exists', name).then(
    () => true,
    () => false,
  );
}

/** The Debian mirror this machine's apt uses, for debootstrap. */
export function debianMirror(): string {
  const lists = ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list'].filter(existsSync);
  for (const list of lists) {
    const text = readFileSync(list, 'utf8');
    const uri = /^URIs:\s*(\S+\/debian)\/?\s*$/m.exec(text)?.[1] ?? /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s+/m.exec(text)?.[1];
    if (uri) return uri;
  }
  return 'http://deb.debian.org/debian';
}

/** The CA bundle the host's npm trusts, when it is told one (a registry mirror or an inspecting proxy). */
export async function npmCaFile(): Promise<string | undefined> {
  const { stdout } = await run('npm', ['config', 'get', 'cafile']).catch(() => ({ stdout: '' }));
  const path = stdout.trim();
  return path !== '' && path !== 'null' && path !== 'undefined' && existsSync(path) ? path : undefined;
}

/** Makes an image of a root file system folder (what debootstrap writes). */
export async function importRootfs(dir: string, name: string): Promise<void> {
  await run('sh', ['-c', `tar -C "$1" -c . | podman --runtime /usr/sbin/runc import - "$2" >/dev/null`, 'sh', dir, name], {
    env: { ...process.env, CONTAINERS_CONF: config },
  });
}

/** Runs any other command, resolving with what it printed. */
export async function command(file: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(file, args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}
