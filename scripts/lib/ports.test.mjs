import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { describe, it } from 'node:test';
import { canListen, getFreePort, isPortOpen, waitFor, waitForHttp } from './ports.mjs';

/** @returns {Promise<net.Server>} */
function listen(server, port = 0) {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('isPortOpen / canListen / getFreePort', () => {
  it('tells a listening port from a closed one', async () => {
    const server = await listen(net.createServer());
    const { port } = server.address();
    assert.equal(await isPortOpen('127.0.0.1', port), true);
    assert.equal(await canListen(port), false);
    await new Promise((resolve) => server.close(resolve));
    assert.equal(await isPortOpen('127.0.0.1', port, 500), false);
    assert.equal(await canListen(port), true);
  });

  it('finds a port nobody listens on', async () => {
    const port = await getFreePort();
    assert.ok(port > 0 && port < 65536);
    assert.equal(await isPortOpen('127.0.0.1', port), false);
  });
});

describe('waitFor', () => {
  it('returns the first truthy value', async () => {
    let calls = 0;
    const value = await waitFor(() => (++calls >= 3 ? 'ready' : undefined), { intervalMs: 5 });
    assert.equal(value, 'ready');
    assert.equal(calls, 3);
  });

  it('treats throws as "not yet" and reports the last one on timeout', async () => {
    await assert.rejects(
      waitFor(
        () => {
          throw new Error('still booting');
        },
        { timeoutMs: 60, intervalMs: 10, what: 'the thing' },
      ),
      /Timed out after 0 s waiting for the thing \(last error: still booting\)/,
    );
  });

  it('stops at once when its signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('process exited')), 20);
    const startedAt = Date.now();
    await assert.rejects(
      waitFor(() => false, { timeoutMs: 10_000, intervalMs: 1000, signal: controller.signal }),
      /process exited/,
    );
    assert.ok(Date.now() - startedAt < 1000);
  });
});

describe('waitForHttp', () => {
  it('waits until the URL answers the expected status', async () => {
    let requests = 0;
    const server = await listen(
      http.createServer((req, res) => {
        requests += 1;
        res.statusCode = requests < 3 ? 503 : 200;
        res.end('ok');
      }),
    );
    try {
      const response = await waitForHttp(`http://127.0.0.1:${server.address().port}/health`, {
        intervalMs: 10,
        timeoutMs: 5000,
      });
      assert.equal(response.status, 200);
      assert.equal(requests, 3);
    } finally {
      server.close();
    }
  });

  it('times out with the last status', async () => {
    const server = await listen(http.createServer((req, res) => res.writeHead(503).end()));
    try {
      await assert.rejects(
        waitForHttp(`http://127.0.0.1:${server.address().port}/`, {
          intervalMs: 10,
          timeoutMs: 100,
        }),
        /answered 503/,
      );
    } finally {
      server.close();
    }
  });
});
