// The bench's floor: bare Express answering the body read from stdin as JSON, on the given port.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'));
const express = require('express');

const port = Number(process.argv[2]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const body = Buffer.concat(chunks).toString();
const json = JSON.parse(body);

const app = express();
app.get('/', (_req, res) => res.send('ok'));
// Serialised per request, as a handler returning an object is.
app.get('/api/videos/latest', (_req, res) => res.json(json));
app.listen(port, '127.0.0.1');
