// The bench's floors: bare Express, or bare Fastify, answering the body read from stdin as JSON
// on the given port: `node baseline-server.mjs <port> [express|fastify]`.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'));

const port = Number(process.argv[2]);
const kind = process.argv[3] ?? 'express';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const json = JSON.parse(Buffer.concat(chunks).toString());

if (kind === 'fastify') {
  const app = require('fastify')();
  app.get('/', async () => 'ok');
  // Serialised per request, as a handler returning an object is.
  app.get('/api/videos/latest', async () => json);
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const app = require('express')();
  app.get('/', (_req, res) => res.send('ok'));
  app.get('/api/videos/latest', (_req, res) => res.json(json));
  app.listen(port, '127.0.0.1');
}
