import { describe, expect, it } from 'vitest';
import { maxmemoryHarm } from '../../server/redis/redis-policy.ts';

/** The lines of `INFO memory` that matter, as Redis writes them. */
const info = (maxmemory: number, policy: string) => `# Memory\r\nused_memory:1048576\r\nmaxmemory:${maxmemory}\r\nmaxmemory_human:3.00M\r\nmaxmemory_policy:${policy}\r\n`;

describe('maxmemoryHarm', () => {
  it.each([
    ['noeviction with a maxmemory: every write refused', info(3_145_728, 'noeviction'), 'noeviction', /refuses every write/],
    ['volatile-ttl: the rate limit’s keys expire soonest', info(3_145_728, 'volatile-ttl'), 'volatile-ttl', /rate limit/],
    ['allkeys-random: the budget’s key as likely as any', info(3_145_728, 'allkeys-random'), 'allkeys-random', /daily budget/],
    ['volatile-random: every key has a TTL, so the same', info(3_145_728, 'volatile-random'), 'volatile-random', /daily budget/],
  ] as const)('%s', (_case, text, policy, harm) => {
    expect(maxmemoryHarm(text)).toEqual({ policy, harm: expect.stringMatching(harm) });
  });

  it.each([
    ['allkeys-lru', info(3_145_728, 'allkeys-lru')],
    ['allkeys-lfu', info(3_145_728, 'allkeys-lfu')],
    ['volatile-lru: every key Pantry Chef writes has a TTL', info(3_145_728, 'volatile-lru')],
    ['volatile-lfu', info(3_145_728, 'volatile-lfu')],
    ['noeviction without a maxmemory: nothing is refused for being full', info(0, 'noeviction')],
    ['an INFO that could not be read', ''],
  ])('sees no harm in %s', (_case, text) => {
    expect(maxmemoryHarm(text)).toBeUndefined();
  });
});
