import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { VideoEvent } from '@cena/contracts';
import type { Redis } from 'ioredis';
import { Observable, Subject } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type ChannelSubscription, subscribeChannel } from '../../redis/channel-subscription';
import { REDIS } from '../../redis/redis.module';

const SUBSCRIBE_WAIT_MS = 2000;

/** One channel for every video's events; the payload names the video. */
export const videoEventsChannel = (prefix: string) => `${prefix}:video-events`;

/** Publishes status and progress changes so whichever api replica holds the SSE stream sees them. */
@Injectable()
export class VideoEventsPublisher {
  private readonly logger = new Logger(VideoEventsPublisher.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async publish(event: VideoEvent): Promise<void> {
    try {
      await this.redis.publish(videoEventsChannel(this.config.QUEUE_PREFIX), JSON.stringify(event));
    } catch (error) {
      // Live progress is best effort: the database row stays the truth and SSE re-reads it.
      this.logger.warn(`video event not published: ${(error as Error).message}`);
    }
  }
}

/** One subscriber connection per api process, fanned out to the SSE streams it serves. */
@Injectable()
export class VideoEventsSubscriber implements OnModuleDestroy {
  private subscription: ChannelSubscription | null = null;
  private readonly listeners = new Map<string, Set<(event: VideoEvent) => void>>();
  private readonly reconnects = new Subject<void>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  events(videoId: string): Observable<VideoEvent> {
    return new Observable<VideoEvent>((subscriber) => {
      const listener = (event: VideoEvent) => subscriber.next(event);
      this.add(videoId, listener);
      return () => this.remove(videoId, listener);
    });
  }

  /**
   * Emits each time the connection comes back after losing Redis (ioredis has subscribed again
   * by then); events published while it was away are lost, so streams read the row again.
   */
  reconnected(): Observable<void> {
    return this.reconnects.asObservable();
  }

  /**
   * Resolves once the channel subscription is active (or after a short wait when Redis is away),
   * so a snapshot read afterwards cannot miss an event published in between.
   */
  async ready(): Promise<void> {
    this.ensureConnection();
    await Promise.race([
      this.subscription?.subscribed.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
    ]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  private add(videoId: string, listener: (event: VideoEvent) => void): void {
    this.ensureConnection();
    const set = this.listeners.get(videoId) ?? new Set();
    set.add(listener);
    this.listeners.set(videoId, set);
  }

  private remove(videoId: string, listener: (event: VideoEvent) => void): void {
    const set = this.listeners.get(videoId);
    set?.delete(listener);
    if (set && set.size === 0) this.listeners.delete(videoId);
  }

  private ensureConnection(): void {
    if (this.subscription) return;
    this.subscription = subscribeChannel(
      this.config.REDIS_URL,
      'video-events',
      videoEventsChannel(this.config.QUEUE_PREFIX),
      {
        message: (raw) => {
          const event = JSON.parse(raw) as VideoEvent;
          for (const listener of this.listeners.get(event.id) ?? []) listener(event);
        },
        reconnected: () => this.reconnects.next(),
      },
    );
  }
}
