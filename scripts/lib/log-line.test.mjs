import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatLogLine } from './log-line.mjs';

const at = Date.UTC(2026, 10, 23, 12, 34, 56);

test('shortens a pino line to time, level, context and message', () => {
  const line = JSON.stringify({
    level: 30,
    time: at,
    pid: 1,
    hostname: 'vm',
    context: 'NestApplication',
    msg: 'started',
  });
  assert.equal(formatLogLine(line), '12:34:56 INFO  NestApplication: started');
});

test('shows a request with its status and duration, and an error message', () => {
  const line = JSON.stringify({
    level: 50,
    time: at,
    req: { method: 'POST', url: '/api/generate' },
    res: { statusCode: 500 },
    responseTime: 12,
    msg: 'request errored',
    err: { message: 'boom' },
  });
  assert.equal(
    formatLogLine(line),
    '12:34:56 ERROR POST /api/generate 500 request errored (12 ms) — boom',
  );
});

test('leaves other lines as they are', () => {
  assert.equal(formatLogLine('plain text'), 'plain text');
  assert.equal(formatLogLine('{not json'), '{not json');
  assert.equal(formatLogLine('{"a":1}'), '{"a":1}');
});
