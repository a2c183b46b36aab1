import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { describeUnhealthy } from './health.mjs';
import { getFreePort } from './ports.mjs';

async function withServer(handler, fn) {
  const server = http.createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await fn(`http://127.0.0.1:${server.address().port}/api/health`);
  } finally {
    server.close();
  }
}

describe('describeUnhealthy', () => {
  it('names what Terminus reports down', async () => {
    const body = {
      status: 'error',
      info: { database: { status: 'up' } },
      error: { redis: { status: 'down', message: 'connect ECONNREFUSED' } },
    };
    const text = await withServer(
      (req, res) =>
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      describeUnhealthy,
    );
    assert.equal(text, 'GET /api/health answered 503; down: redis (connect ECONNREFUSED).');
  });

  it('shows a non-JSON answer as it is', async () => {
    const text = await withServer(
      (req, res) => res.writeHead(404).end('Cannot GET'),
      describeUnhealthy,
    );
    assert.equal(text, 'GET /api/health answered 404: Cannot GET');
  });

  it('says when nothing answers', async () => {
    const url = `http://127.0.0.1:${await getFreePort()}/api/health`;
    assert.match(
      await describeUnhealthy(url),
      /the api does not answer at http:\/\/127\.0\.0\.1:\d+\/api\/health/,
    );
  });
});
