// Finds a Redis for the local stack: REDIS_URL, then a local server, then a redis-server child.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { waitFor } from './ports.mjs';
import { redactUrl } from './urls.mjs';
import { createOutputTail, exitSignal, spawnGroup, stopGroup } from './processes.mjs';

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
export const CHILD_REDIS_PORT = 6389;

/** Encodes one command in RESP, so passwords with spaces survive. */
function encodeCommand(...parts) {
  return `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
}

/**
 * Sends AUTH (when the URL has credentials) and PING; resolves once +PONG comes back.
 * @param {string} url redis:// or rediss://
 * @param {number} [timeoutMs]
 * @returns {Promise<void>} rejects with the reason Redis did not answer
 */
export function pingRedis(url, timeoutMs = 2000) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'rediss:';
  const host = parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(parsed.port || 6379);
  const username = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  let request = '';
  if (password)
    request += username
      ? encodeCommand('AUTH', username, password)
      : encodeCommand('AUTH', password);
  request += encodeCommand('PING');

  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ host, port, servername: host })
      : net.connect({ host, port });
    let received = '';
    const finish = (error) => {
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => finish(new Error(`no answer from ${host}:${port}`)));
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const errorLine = received.split('\r\n').find((line) => line.startsWith('-'));
      if (errorLine) finish(new Error(`Redis answered ${errorLine.slice(1)}`));
      else if (received.includes('+PONG\r\n')) finish();
    });
    socket.once('error', (error) => finish(error));
    socket.once('end', () => finish(new Error(`connection closed by ${host}:${port}`)));
  });
}

/** @param {string} url */
async function answers(url) {
  try {
    await pingRedis(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * The full path of an executable found on PATH, or undefined.
 * @param {string} name
 * @param {string} [pathVariable]
 */
export function findOnPath(name, pathVariable = process.env.PATH ?? '') {
  for (const dir of pathVariable.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

export const REDIS_MISSING_MESSAGE = [
  'Cena needs Redis, and none was found: nothing answers on 127.0.0.1:6379 and redis-server is not installed.',
  'Install it and run npm start again:',
  '  Debian/Ubuntu: sudo apt-get install redis-server',
  '  macOS:         brew install redis',
  'or point Cena at an existing Redis: REDIS_URL=redis://host:6379 npm start',
].join('\n');

/**
 * @typedef {{ url: string, stop: () => Promise<void>, source: 'env' | 'local' | 'started' }} RedisHandle
 */

/**
 * @param {{
 *   log?: (message: string) => void,
 *   dataDir?: string,
 *   env?: NodeJS.ProcessEnv,
 *   port?: number,
 *   localUrl?: string,
 *   startTimeoutMs?: number,
 * }} [options] `log` receives status lines and warnings; `dataDir` is the child's working dir;
 *   `port` is the child's; `localUrl` is where a local Redis is looked for first.
 * @returns {Promise<RedisHandle>}
 */
export async function ensureRedis({
  log = () => {},
  dataDir,
  env = process.env,
  port = CHILD_REDIS_PORT,
  localUrl = LOCAL_REDIS_URL,
  startTimeoutMs = 10_000,
} = {}) {
  const noop = async () => {};
  if (env.REDIS_URL) {
    try {
      await pingRedis(env.REDIS_URL, 5000);
    } catch (error) {
      throw new Error(
        `REDIS_URL is set to ${redactUrl(env.REDIS_URL)} but Redis does not answer there: ${error.message}`,
        { cause: error },
      );
    }
    return { url: env.REDIS_URL, stop: noop, source: 'env' };
  }
  if (await answers(localUrl)) {
    return { url: localUrl, stop: noop, source: 'local' };
  }

  const childUrl = `redis://127.0.0.1:${port}`;
  // A Redis left on our port (for instance by a launcher that was killed) is as good as a new one.
  if (await answers(childUrl)) {
    log(`Redis already answers on 127.0.0.1:${port}; using it.`);
    return { url: childUrl, stop: noop, source: 'local' };
  }
  const redisServer = findOnPath('redis-server', env.PATH);
  if (!redisServer) throw new Error(REDIS_MISSING_MESSAGE);

  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  if (dataDir) args.push('--dir', dataDir);
  log(`Starting redis-server on 127.0.0.1:${port}`);
  const tail = createOutputTail();
  let stopping = false;
  const child = spawnGroup(redisServer, args, {
    cwd: dataDir,
    onLine: (line) => {
      tail.push(line);
      // Redis marks warnings with '#'; the rest is start-up chatter.
      if (/^\d+:[A-Z] .* # /.test(line)) log(line);
    },
  });
  child.once('exit', (code, signal) => {
    if (!stopping) log(`redis-server exited unexpectedly (${signal ?? `code ${code}`})`);
  });
  const stop = () => {
    stopping = true;
    return stopGroup(child, { signal: 'SIGTERM', graceMs: 5000 });
  };
  try {
    await waitFor(() => answers(childUrl), {
      timeoutMs: startTimeoutMs,
      intervalMs: 100,
      what: `redis-server on port ${port}`,
      signal: exitSignal(child, 'redis-server'),
    });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\nredis-server output:\n${tail.text()}`, { cause: error });
  }
  return { url: childUrl, stop, source: 'started' };
}

/**
 * Deletes every key of a run (BullMQ's and the throttler's, `<prefix>:…`) from a shared Redis.
 * ioredis is the server's dependency: resolved from there rather than declared again.
 */
export async function deleteRedisKeys(url, prefix) {
  const serverManifest = path.resolve(import.meta.dirname, '..', '..', 'server', 'package.json');
  const Redis = createRequire(serverManifest)('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
