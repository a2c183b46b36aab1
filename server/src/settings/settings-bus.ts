import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { createRedis, REDIS } from '../redis/redis.module';

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
  private connection: Redis | null = null;

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
    const connection = createRedis(this.config.REDIS_URL, 'settings', { subscriber: true });
    connection.on('error', () => undefined);
    // A reconnect may have missed a change: forget everything once it is back.
    let lost = false;
    connection.on('close', () => {
      lost = true;
    });
    connection.on('ready', () => {
      if (!lost) return;
      lost = false;
      this.emit('*');
    });
    connection.on('message', (_channel: string, key: string) => this.emit(key));
    connection.subscribe(settingsChannel(this.config.QUEUE_PREFIX)).catch(() => undefined);
    this.connection = connection;
  }

  async onModuleDestroy(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (!connection) return;
    // QUIT would wait in the offline queue for a Redis that is away: just drop the socket then.
    if (connection.status !== 'ready') connection.disconnect();
    else await connection.quit().catch(() => connection.disconnect());
  }

  private emit(key: string): void {
    for (const listener of this.listeners) listener(key);
  }
}
