import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const REDIS = Symbol('REDIS');

/** A shared client for cache, rate limits and publishing; BullMQ and subscribers open their own. */
export function createRedis(
  url: string,
  name: string,
  options: { subscriber?: boolean } = {},
): Redis {
  // Commands fail fast while Redis is away (503 rather than a hung request); a subscriber instead
  // queues its SUBSCRIBE until connected and is re-subscribed by ioredis after a reconnect.
  return new Redis(url, {
    connectionName: `cena:${name}`,
    maxRetriesPerRequest: options.subscriber ? null : 1,
    enableOfflineQueue: options.subscriber === true,
    lazyConnect: false,
  });
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const client = createRedis(config.REDIS_URL, 'shared');
        client.on('error', () => undefined);
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
