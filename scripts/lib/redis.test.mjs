import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { getFreePort, isPortOpen } from './ports.mjs';
import {
  ensureRedis,
  findOnPath,
  LOCAL_REDIS_URL,
  pingRedis,
  REDIS_MISSING_MESSAGE,
} from './redis.mjs';

const localRedisAnswers = await pingRedis(LOCAL_REDIS_URL).then(
  () => true,
  () => false,
);
const redisServer = findOnPath('redis-server');

describe('ensureRedis', () => {
  it(
    'uses REDIS_URL when it answers',
    { skip: !localRedisAnswers && 'no Redis on 6379' },
    async () => {
      const redis = await ensureRedis({ env: { REDIS_URL: 'redis://127.0.0.1:6379/2' } });
      assert.equal(redis.source, 'env');
      assert.equal(redis.url, 'redis://127.0.0.1:6379/2');
      await redis.stop();
    },
  );

  it('fails clearly when REDIS_URL does not answer', async () => {
    const port = await getFreePort();
    await assert.rejects(
      ensureRedis({ env: { REDIS_URL: `redis://:secret@127.0.0.1:${port}` } }),
      (error) =>
        /REDIS_URL is set to redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ but Redis does not answer/.test(
          error.message,
        ) && !error.message.includes('secret'),
    );
  });

  it('reports a wrong password', { skip: !localRedisAnswers && 'no Redis on 6379' }, async () => {
    // A Redis without a password answers AUTH with an error, which must not count as healthy.
    await assert.rejects(pingRedis('redis://:wrong@127.0.0.1:6379'), /Redis answered/);
  });

  it(
    'uses the Redis on 127.0.0.1:6379',
    { skip: !localRedisAnswers && 'no Redis on 6379' },
    async () => {
      const redis = await ensureRedis({ env: {} });
      assert.deepEqual([redis.source, redis.url], ['local', LOCAL_REDIS_URL]);
    },
  );

  it(
    'starts redis-server as a child when nothing answers',
    { skip: !redisServer && 'no redis-server' },
    async () => {
      const port = await getFreePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cena-redis-'));
      const closed = `redis://127.0.0.1:${await getFreePort()}`;
      try {
        const redis = await ensureRedis({
          env: { PATH: process.env.PATH },
          localUrl: closed,
          port,
          dataDir,
        });
        assert.equal(redis.source, 'started');
        assert.equal(redis.url, `redis://127.0.0.1:${port}`);
        await pingRedis(redis.url);
        await redis.stop();
        assert.equal(await isPortOpen('127.0.0.1', port), false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('tells how to get Redis when there is none', async () => {
    const closed = `redis://127.0.0.1:${await getFreePort()}`;
    const port = await getFreePort();
    await assert.rejects(ensureRedis({ env: { PATH: '' }, localUrl: closed, port }), (error) => {
      assert.equal(error.message, REDIS_MISSING_MESSAGE);
      assert.match(error.message, /sudo apt-get install redis-server/);
      assert.match(error.message, /brew install redis/);
      assert.match(error.message, /REDIS_URL=/);
      return true;
    });
  });
});
