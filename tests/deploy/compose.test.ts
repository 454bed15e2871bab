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

  it('shares Redis between the instances and trusts only the one proxy in front of them', () => {
    const environment = compose.services.app?.environment ?? {};
    expect(environment.REDIS_URL).toBe('redis://redis:6379');
    expect(environment.TRUST_PROXY).toBe('${TRUST_PROXY:-1}');
    expect(read('deploy/nginx.conf')).toContain('server app:3000');
  });
});
