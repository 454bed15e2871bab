import { afterAll, beforeAll } from 'vitest';
import { startFakeHost } from '../support/fake-host/server.ts';
import { startNginx, type NginxConfig } from '../support/nginx.ts';
import { startRedis, untilCountingInRedis } from '../support/redis-server.ts';
import { startServer } from '../support/server-process.ts';

/** What a deployment test drives: the fake host, two instances sharing Redis, and nginx in front. */
export interface Deployment {
  readonly host: Awaited<ReturnType<typeof startFakeHost>>;
  readonly instances: Awaited<ReturnType<typeof startServer>>[];
  readonly proxy: Awaited<ReturnType<typeof startNginx>>;
  readonly redisUrl: string;
}

/**
 * Two instances behind Debian's nginx with deploy/nginx.conf, sharing one Redis and one fake host,
 * as an operator deploys them, for this file's tests; `env` adds variables, and `nginx` writes
 * another configuration than deploy/nginx.conf. Stopped after its last test.
 */
export function useDeployment(env: Record<string, string> = {}, { nginx }: { nginx?: NginxConfig } = {}): Deployment {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let running: Deployment | undefined;
  beforeAll(async () => {
    redis = await startRedis();
    const host = await startFakeHost();
    const shared = {
      REDIS_URL: redis.url,
      AI_BASE_URL: host.baseURL,
      AI_API_KEY: 'deploy-key',
      AI_MODEL: 'test-model',
      RECIPE_PROOF_KEY: 'the-replicas-shared-key-of-32-characters',
      // nginx reaches the instances from 127.0.0.1: only the address it saw names the visitor.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    };
    const instances = await Promise.all([startServer(shared), startServer(shared)]);
    await Promise.all(instances.map((instance) => untilCountingInRedis(instance.url)));
    running = { host, instances, proxy: await startNginx(
        instances.map((instance) => new URL(instance.url).host),
        nginx,
      ), redisUrl: redis.url };
  });
  afterAll(async () => {
    await running?.proxy.stop();
    await Promise.all(running?.instances.map((instance) => instance.stop()) ?? []);
    await running?.host.close();
    await redis?.stop();
  });
  const started = () => {
    if (!running) throw new Error('The deployment is used before it has started');
    return running;
  };
  return {
    get host() {
      return started().host;
    },
    get instances() {
      return started().instances;
    },
    get proxy() {
      return started().proxy;
    },
    get redisUrl() {
      return started().redisUrl;
    },
  };
}
