import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

interface Service {
  build?: { context: string; dockerfile: string };
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}
const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, Service> };
// Every variable an operator may set, as .env.example lists them; API_PORT serves `npm run dev` only.
const variables = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!).filter((name) => name !== 'API_PORT');

describe('deploy/compose.yaml', () => {
  it('runs two instances of the image built from deploy/Containerfile, Redis and nginx', () => {
    const { app, redis, nginx } = compose.services;
    expect(app?.build).toEqual({ context: '..', dockerfile: 'deploy/Containerfile' });
    expect(app?.deploy?.replicas).toBe(2);
    expect(redis).toBeDefined();
    expect(nginx?.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('lets the operator set every variable of the configuration', () => {
    expect(variables.length).toBeGreaterThan(10);
    expect(Object.keys(compose.services.app?.environment ?? {}).sort()).toEqual(expect.arrayContaining(variables.sort()));
  });

  it('passes the app\'s own settings through by name, never restating a default of server/config.ts', () => {
    const environment = compose.services.app?.environment ?? {};
    // Only what this deployment decides has a value here: where it listens, its Redis, its proxy, its metrics, the shared key.
    const decided = ['HOST', 'PORT', 'REDIS_URL', 'TRUST_PROXY', 'METRICS_PORT', 'METRICS_HOST', 'RECIPE_PROOF_KEY'];
    expect(Object.entries(environment).filter(([, value]) => value !== null).map(([name]) => name).sort()).toEqual(decided.sort());
  });

  it('starts nginx once the instances are healthy, and finds replicas again as they come and go', () => {
    const nginx = compose.services.nginx as Service & { depends_on?: Record<string, { condition: string }> };
    expect(nginx.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    const config = read('deploy/nginx.conf');
    expect(config).toMatch(/^\s*resolver \S+/m);
    expect(config).toMatch(/^\s*zone pantry_chef \S+;/m);
    expect(config).toMatch(/^\s*server app:3000 resolve\b/m);
    // A POST that reached an instance is never sent to another.
    expect(config).toMatch(/^\s*proxy_next_upstream [^;]*;/m);
    expect(config).not.toMatch(/^\s*proxy_next_upstream [^;]*non_idempotent/m);
  });

  it('shares Redis between the instances and trusts only the one proxy in front of them', () => {
    const environment = compose.services.app?.environment ?? {};
    expect(environment.REDIS_URL).toBe('redis://redis:6379');
    expect(environment.TRUST_PROXY).toBe('${TRUST_PROXY:-1}');
    expect(read('deploy/nginx.conf')).toContain('server app:3000');
  });
});

describe('what the image is built from', () => {
  it('never takes in a .env file, at the root or in any folder', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/.env', '**/.env.*']));
  });

  it('installs exactly the locked packages (npm ci), in CI and in the image', () => {
    expect(read('deploy/Containerfile')).toMatch(/^RUN npm ci\b/m);
    expect(read('deploy/Containerfile')).not.toMatch(/npm install/);
    expect(read('.ci/run')).toMatch(/^npm ci\b/m);
  });
});
