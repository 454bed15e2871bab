import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Recipes per client address per window, counted in Redis when there is one so that every
 * instance shares one limit. Routes opt in with `config.rateLimit`. When Redis is away, recipes
 * go on unlimited rather than not at all.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false, redis: app.redis, skipOnError: true, nameSpace: 'pantry-chef:rate:' });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
