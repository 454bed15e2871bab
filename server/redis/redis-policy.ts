/** The maxmemory-policy docs/operating.md asks for: Redis, once full, evicts what was used least recently. */
export const RECOMMENDED_POLICY = 'allkeys-lru';

// What each policy that would hurt the counters does to them once Redis is at its maxmemory.
const HARM: Record<string, string> = {
  noeviction: 'Redis refuses every write, the counters’ too: the rate limit lets requests through and the daily budget is counted by each instance on its own',
  'volatile-ttl': 'Redis evicts the keys nearest their expiry first, and those are the rate limit’s counters',
  'volatile-random': 'Redis evicts keys at random, the daily budget’s count as likely as any recipe',
  'allkeys-random': 'Redis evicts keys at random, the daily budget’s count as likely as any recipe',
};

/**
 * The policy of this Redis (its `INFO memory` text) and what it does to the rate limit and the
 * daily budget once Redis is full, or undefined when it does no harm: no maxmemory, or a policy
 * that evicts what was used least (the counters are used on every request; old recipes and
 * visitors gone quiet go first).
 * @example maxmemoryHarm('maxmemory:3145728\r\nmaxmemory_policy:noeviction\r\n') // { policy: 'noeviction', harm: 'Redis refuses every write, …' }
 */
export function maxmemoryHarm(info: string): { policy: string; harm: string } | undefined {
  const maxmemory = Number(/^maxmemory:(\d+)/m.exec(info)?.[1] ?? 0);
  const policy = /^maxmemory_policy:([\w-]+)/m.exec(info)?.[1];
  const harm = policy === undefined ? undefined : HARM[policy];
  return maxmemory === 0 || harm === undefined ? undefined : { policy: policy!, harm };
}
