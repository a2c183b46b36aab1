import { createRedis } from './redis.module';

export interface ChannelHandlers {
  /** Each message's payload. */
  message(payload: string): void;
  /**
   * The connection is back after losing Redis (ioredis has subscribed again by then); whatever
   * was published while it was away is lost, so the listener re-reads what it caches or shows.
   */
  reconnected(): void;
}

export interface ChannelSubscription {
  /** Settles once SUBSCRIBE is done (queued while Redis is away; its rejection is handled). */
  readonly subscribed: Promise<unknown>;
  /** Leaves Redis; never waits for a Redis that is away. */
  close(): Promise<void>;
}

/** One subscriber connection to one pub/sub channel; connection errors are left to reconnects. */
export function subscribeChannel(
  url: string,
  name: string,
  channel: string,
  handlers: ChannelHandlers,
): ChannelSubscription {
  const connection = createRedis(url, name, { subscriber: true });
  connection.on('error', () => undefined);
  let lost = false;
  connection.on('close', () => {
    lost = true;
  });
  connection.on('ready', () => {
    if (!lost) return;
    lost = false;
    handlers.reconnected();
  });
  connection.on('message', (_channel: string, payload: string) => handlers.message(payload));
  const subscribed = connection.subscribe(channel);
  subscribed.catch(() => undefined);
  return {
    subscribed,
    async close() {
      // QUIT would wait in the offline queue for a Redis that is away: just drop the socket then.
      if (connection.status !== 'ready') connection.disconnect();
      else await connection.quit().catch(() => connection.disconnect());
    },
  };
}
