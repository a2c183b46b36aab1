import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type ChannelSubscription, subscribeChannel } from '../redis/channel-subscription';
import { REDIS } from '../redis/redis.module';

/** One channel per deployment (queue prefix): the payload is the changed key. */
export const settingsChannel = (prefix: string) => `${prefix}:settings-changed`;

/**
 * Tells every process (api replicas and workers) that a setting changed, so each drops its cached
 * copy at once instead of waiting out the cache. Best effort: while Redis is away the cache's own
 * few seconds still bound how long an old value lives.
 */
@Injectable()
export class SettingsBus implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SettingsBus.name);
  private readonly listeners = new Set<(key: string) => void>();
  private subscription: ChannelSubscription | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onChange(listener: (key: string) => void): void {
    this.listeners.add(listener);
  }

  async publish(key: string): Promise<void> {
    try {
      await this.redis.publish(settingsChannel(this.config.QUEUE_PREFIX), key);
    } catch (error) {
      this.logger.warn(`settings change not published: ${(error as Error).message}`);
    }
  }

  onApplicationBootstrap(): void {
    this.subscription = subscribeChannel(
      this.config.REDIS_URL,
      'settings',
      settingsChannel(this.config.QUEUE_PREFIX),
      {
        message: (key) => this.emit(key),
        // A reconnect may have missed a change: forget everything once it is back.
        reconnected: () => this.emit('*'),
      },
    );
  }

  async onModuleDestroy(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }

  private emit(key: string): void {
    for (const listener of this.listeners) listener(key);
  }
}
