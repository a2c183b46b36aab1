// Small network helpers shared by the launcher and the service starters.
import net from 'node:net';

/**
 * Whether something accepts TCP connections on host:port.
 * @param {string} host
 * @param {number} port
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function isPortOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Whether this process could listen on the port on all interfaces, as the api will.
 * @param {number} port
 * @param {string} [host] omit for all interfaces
 * @returns {Promise<boolean>}
 */
export function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port that is free right now on 127.0.0.1 (chosen by the kernel).
 * @returns {Promise<number>}
 */
export function getFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Sleeps, waking early (and rejecting) when the signal aborts. */
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Calls `fn` until it returns a truthy value (which is returned) or the time is up.
 * Errors thrown by `fn` count as "not yet"; the last one is attached as the cause.
 * Aborting `signal` (e.g. when the awaited process exits) rejects at once with its reason.
 * @template T
 * @param {() => T | Promise<T>} fn
 * @param {{ timeoutMs?: number, intervalMs?: number, what?: string, signal?: AbortSignal }} [options]
 * @returns {Promise<T>}
 */
export async function waitFor(
  fn,
  { timeoutMs = 30_000, intervalMs = 250, what = 'a condition', signal } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    signal?.throwIfAborted();
    try {
      const value = await fn();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    signal?.throwIfAborted();
    if (Date.now() >= deadline) {
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      const seconds = Math.round(timeoutMs / 1000);
      throw new Error(`Timed out after ${seconds} s waiting for ${what}${detail}`, {
        cause: lastError,
      });
    }
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())), signal);
  }
}

/**
 * Waits until GET url answers with the expected status.
 * @param {string} url
 * @param {{
 *   timeoutMs?: number,
 *   intervalMs?: number,
 *   okStatus?: number,
 *   what?: string,
 *   signal?: AbortSignal,
 * }} [options]
 * @returns {Promise<Response>} the successful response (body not consumed)
 */
export function waitForHttp(
  url,
  { timeoutMs = 30_000, intervalMs = 500, okStatus = 200, what, signal } = {},
) {
  return waitFor(
    async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === okStatus) return response;
      await response.body?.cancel();
      throw new Error(`${url} answered ${response.status}`);
    },
    { timeoutMs, intervalMs, signal, what: what ?? `${url} to answer ${okStatus}` },
  );
}
