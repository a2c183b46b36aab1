import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { withTimeout } from './probe-timeout';

@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async isHealthy(key: string) {
    const indicator = this.indicators.check(key);
    try {
      const pong = await withTimeout(this.redis.ping());
      return pong === 'PONG' ? indicator.up() : indicator.down({ message: String(pong) });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
