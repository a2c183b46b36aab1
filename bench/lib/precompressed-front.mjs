// `npm run bench:web -- --front`: a small server in front of the api that serves the customer
// app's build the way the api is meant to (`.br`/`.gz` written at build time, content-hashed
// files immutable for a year, index.html revalidated) and passes everything else to the api.
// It lets the client's side be measured before, or apart from, the api's own static serving.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/**
 * The encoding to send: brotli, then gzip, when the client accepts it and the file exists.
 * @param {string} acceptEncoding
 * @param {(suffix: string) => boolean} exists
 * @returns {{ suffix: string, encoding: string } | undefined}
 */
export function chooseEncoding(acceptEncoding, exists) {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br') && exists('.br')) return { suffix: '.br', encoding: 'br' };
  if (accepted.has('gzip') && exists('.gz')) return { suffix: '.gz', encoding: 'gzip' };
  return undefined;
}

/**
 * @param {{ dist: string, apiPort: number, port: number }} options
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export function startPrecompressedFront({ dist, apiPort, port }) {
  const root = path.resolve(dist);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    const isApp = !/^\/(api|media|admin)(\/|$)/.test(url.pathname);
    if (!isApp || (req.method !== 'GET' && req.method !== 'HEAD')) return proxy(req, res, apiPort);
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    const isFile = file.startsWith(root + path.sep) && fs.statSync(file, { throwIfNoEntry: false });
    const target = isFile?.isFile() ? file : undefined;
    // Unknown paths that look like files (robots.txt, a stale chunk) are the api's to answer.
    if (!target && path.extname(url.pathname)) return proxy(req, res, apiPort);
    send(req, res, target ?? path.join(root, 'index.html'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ stop: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

function send(req, res, file) {
  const chosen = chooseEncoding(String(req.headers['accept-encoding'] ?? ''), (suffix) =>
    fs.existsSync(file + suffix),
  );
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader(
    'cache-control',
    immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
  res.setHeader('vary', 'accept-encoding');
  if (chosen) res.setHeader('content-encoding', chosen.encoding);
  const body = fs.readFileSync(chosen ? file + chosen.suffix : file);
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function proxy(req, res, apiPort) {
  const upstream = http.request(
    { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.once('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}
