import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';

/**
 * Fixed window per key. One script so the count, its expiry and the block are decided atomically:
 * replicas sharing Redis never let a burst through between an INCR and its PEXPIRE.
 * KEYS: hits, block. ARGV: ttl ms, limit, block ms. Returns hits, window ms left, blocked, block ms left.
 */
export const THROTTLE_SCRIPT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  local seen = tonumber(redis.call('GET', KEYS[1]) or '0')
  return {seen, blockLeft, 1, blockLeft}
end
local ttl = tonumber(ARGV[1])
local hits = redis.call('INCR', KEYS[1])
local windowLeft = redis.call('PTTL', KEYS[1])
if windowLeft < 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
  windowLeft = ttl
end
if hits <= tonumber(ARGV[2]) then
  return {hits, windowLeft, 0, 0}
end
local block = tonumber(ARGV[3])
if block <= 0 then
  return {hits, windowLeft, 1, windowLeft}
end
redis.call('SET', KEYS[2], '1', 'PX', block)
redis.call('DEL', KEYS[1])
return {hits, block, 1, block}
`;

/** Not re-exported by the package index. */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const SCRIPT_SHA = createHash('sha1').update(THROTTLE_SCRIPT).digest('hex');

/** `@nestjs/throttler` storage on the shared Redis, so every api replica counts the same hits. */
@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Test apps share one Redis and each has its own QUEUE_PREFIX.
    this.prefix = `${config.QUEUE_PREFIX}:throttle`;
  }

  /** `ttl` and `blockDuration` in milliseconds, as the guard passes them; times left in seconds. */
  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // The hash tag keeps both keys in one slot should Redis ever be a cluster.
    const base = `${this.prefix}:{${throttlerName}:${key}}`;
    const args = [2, `${base}:hits`, `${base}:block`, ttl, limit, blockDuration] as const;
    const reply = await this.redis.evalsha(SCRIPT_SHA, ...args).catch((error: unknown) => {
      if (String((error as { message?: unknown } | null)?.message).startsWith('NOSCRIPT')) {
        return this.redis.eval(THROTTLE_SCRIPT, ...args);
      }
      throw error;
    });
    const [totalHits, windowLeftMs, blocked, blockLeftMs] = (reply as number[]).map(Number);
    return {
      totalHits,
      timeToExpire: Math.ceil(windowLeftMs / 1000),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.ceil(blockLeftMs / 1000),
    };
  }
}
