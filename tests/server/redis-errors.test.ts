import { ReplyError } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { REDIS_ERROR_LOG_INTERVAL_MS, redisErrorKind, redisErrorReporter, type RedisFeature } from '../../server/redis/redis-errors.ts';
import { captureLogs } from '../support/logs.ts';

/** An error as ioredis hands it back when Redis answers with one. */
const reply = (message: string, extra: Record<string, unknown> = {}): Error => Object.assign(new ReplyError(message), extra);

const OOM = "OOM command not allowed when used memory > 'maxmemory'.";
const WRONGTYPE = 'WRONGTYPE Operation against a key holding the wrong kind of value';

describe('redisErrorKind', () => {
  it.each([
    ['an OOM refusal', reply(OOM), true, 'OOM'],
    ['a wrong type, connected or not', reply(WRONGTYPE), false, 'WRONGTYPE'],
    ['an OOM inside a script', reply(`${OOM} script: f070, on @user_script:1.`), true, 'OOM'],
    ['a script that fails on its own', reply('ERR user_script:1: Script attempted to access nonexistent global variable'), true, 'ERR'],
    ['a transaction refused for what was queued in it', reply('EXECABORT Transaction discarded because of previous errors.', { previousErrors: [reply(OOM)] }), true, 'OOM'],
    ['a reply without a code', reply('something odd'), true, 'ERR'],
    ['a timeout while connected', new Error('Command timed out'), true, 'TIMEOUT'],
    ['a timeout while the connection is lost', new Error('Command timed out'), false, undefined],
    ['a closed connection', new Error('Connection is closed.'), true, undefined],
    ['a command refused while reconnecting', new Error("Stream isn't writeable and enableOfflineQueue options is false"), false, undefined],
  ] as const)('%s', (_case, error, connected, kind) => {
    expect(redisErrorKind(error, connected)).toBe(kind);
  });
});

/** A reporter on a clock the test moves, with its log lines and counts. */
function reporter({ connected = true } = {}) {
  let at = 1_000_000;
  const { lines, logger } = captureLogs();
  const counted: [string, RedisFeature][] = [];
  const errors = redisErrorReporter({ log: logger, count: (kind, feature) => counted.push([kind, feature]), connected: () => connected, now: () => at });
  return { errors, lines, counted, wait: (ms: number) => (at += ms) };
}

describe('redisErrorReporter', () => {
  it('logs the first error of a kind at error, then that kind once a minute, and counts every one', () => {
    const { errors, lines, counted, wait } = reporter();
    errors.report(reply(OOM, { command: { name: 'evalsha', args: ['sha', '1', 'pantry-chef:rate:POST/api/recipe-203.0.113.7'] } }), 'rate_limit');
    wait(1_000);
    errors.report(reply(OOM), 'daily_budget');
    wait(REDIS_ERROR_LOG_INTERVAL_MS - 1_001);
    errors.report(reply(OOM), 'rate_limit');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, redisError: 'OOM', feature: 'rate_limit', command: 'evalsha', repeatsSinceLastLine: 0 });
    expect(JSON.stringify(lines[0])).not.toContain('203.0.113.7');

    wait(1);
    errors.report(reply(OOM), 'daily_budget');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: 50, redisError: 'OOM', feature: 'daily_budget', repeatsSinceLastLine: 2 });
    expect(counted).toEqual([
      ['OOM', 'rate_limit'],
      ['OOM', 'daily_budget'],
      ['OOM', 'rate_limit'],
      ['OOM', 'daily_budget'],
    ]);
  });

  it('logs each kind apart: a second kind within the minute is logged too', () => {
    const { errors, lines, wait } = reporter();
    errors.report(reply(OOM), 'rate_limit');
    wait(10);
    errors.report(reply(WRONGTYPE), 'daily_budget');
    errors.report(reply(WRONGTYPE), 'daily_budget');
    expect(lines.map((line) => line.redisError)).toEqual(['OOM', 'WRONGTYPE']);
  });

  it('leaves a lost connection to the redis plugin: neither logged nor counted', () => {
    const { errors, lines, counted } = reporter({ connected: false });
    errors.report(new Error("Stream isn't writeable and enableOfflineQueue options is false"), 'daily_budget');
    errors.report(new Error('Command timed out'), 'rate_limit');
    expect(lines).toEqual([]);
    expect(counted).toEqual([]);
  });
});
