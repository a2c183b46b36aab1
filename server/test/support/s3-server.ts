import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A loopback S3 speaking the REST wire format for path-style requests (`/<bucket>/<key>`):
 * PutObject, GetObject (with Range), HeadObject and DeleteObject, in memory. It checks SigV4 the
 * way S3 does, from the Authorization header or from presigned query parameters (including
 * X-Amz-Date + X-Amz-Expires), and decodes `aws-chunked` uploads with their checksum trailers.
 */

export interface S3ObjectRecord {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface S3RequestRecord {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  presigned: boolean;
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, S3ObjectRecord>;
  requests: S3RequestRecord[];
  close(): Promise<void>;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
const CLOCK_SKEW_MS = 15 * 60 * 1000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const escapeUri = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function parseQuery(raw: string): Array<[string, string]> {
  if (!raw) return [];
  return raw.split('&').map((part) => {
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? '' : part.slice(eq + 1);
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

function parseAmzDate(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return null;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

interface SignatureInput {
  method: string;
  rawPath: string;
  query: Array<[string, string]>;
  headers: IncomingMessage['headers'];
  signedHeaders: string[];
  payloadHash: string;
  amzDate: string;
  scope: string;
  secretAccessKey: string;
}

function expectedSignature(i: SignatureInput): string {
  const canonicalQuery = i.query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [escapeUri(name), escapeUri(value)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = i.signedHeaders
    .map((name) => {
      const value = i.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    i.method,
    i.rawPath,
    canonicalQuery,
    canonicalHeaders,
    i.signedHeaders.join(';'),
    i.payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, i.amzDate, i.scope, sha256(canonicalRequest)].join('\n');
  const [date, region, service] = i.scope.split('/');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${i.secretAccessKey}`, date), region), service),
    'aws4_request',
  );
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Decodes an `aws-chunked` body: `<hex size>[;chunk-signature=…]\r\n<data>\r\n`… `0\r\n<trailers>\r\n\r\n`. */
function decodeAwsChunked(raw: Buffer): { body: Buffer; trailers: Record<string, string> } {
  const parts: Buffer[] = [];
  const trailers: Record<string, string> = {};
  let offset = 0;
  const readLine = () => {
    const end = raw.indexOf('\r\n', offset);
    if (end === -1) throw new S3Error(400, 'IncompleteBody', 'Truncated aws-chunked body');
    const line = raw.subarray(offset, end).toString('latin1');
    offset = end + 2;
    return line;
  };
  for (;;) {
    const size = parseInt(readLine().split(';')[0], 16);
    if (Number.isNaN(size)) throw new S3Error(400, 'InvalidRequest', 'Bad aws-chunked chunk size');
    if (size === 0) break;
    parts.push(raw.subarray(offset, offset + size));
    offset += size;
    if (readLine() !== '') throw new S3Error(400, 'InvalidRequest', 'Bad aws-chunked framing');
  }
  while (offset < raw.length) {
    const line = readLine();
    if (line === '') break;
    const colon = line.indexOf(':');
    trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { body: Buffer.concat(parts), trailers };
}

function crc32Base64(body: Buffer): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(body) >>> 0);
  return out.toString('base64');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startS3Server(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'cena-test';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = options.accessKeyId ?? 'AKIDCENATEST';
  const secretAccessKey = options.secretAccessKey ?? randomBytes(20).toString('hex');
  const objects = new Map<string, S3ObjectRecord>();
  const requests: S3RequestRecord[] = [];

  function authenticate(
    req: IncomingMessage,
    rawPath: string,
    query: Array<[string, string]>,
  ): boolean {
    const q = Object.fromEntries(query);
    const method = req.method ?? 'GET';
    if (q['X-Amz-Algorithm']) {
      if (q['X-Amz-Algorithm'] !== ALGORITHM)
        throw new S3Error(400, 'InvalidArgument', 'Unsupported algorithm');
      const [keyId, ...scopeParts] = (q['X-Amz-Credential'] ?? '').split('/');
      const date = parseAmzDate(q['X-Amz-Date']);
      const expires = Number(q['X-Amz-Expires']);
      if (!date || !Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGN_SECONDS) {
        throw new S3Error(
          400,
          'AuthorizationQueryParametersError',
          'Bad X-Amz-Date or X-Amz-Expires',
        );
      }
      if (keyId !== accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'Unknown access key');
      if (Date.now() > date.getTime() + expires * 1000) {
        throw new S3Error(403, 'AccessDenied', 'Request has expired', {
          Expires: new Date(date.getTime() + expires * 1000).toISOString(),
        });
      }
      const signature = expectedSignature({
        method,
        rawPath,
        query,
        headers: req.headers,
        signedHeaders: (q['X-Amz-SignedHeaders'] ?? '').split(';'),
        payloadHash: q['X-Amz-Content-Sha256'] ?? 'UNSIGNED-PAYLOAD',
        amzDate: q['X-Amz-Date'],
        scope: scopeParts.join('/'),
        secretAccessKey,
      });
      if (!sameHex(signature, q['X-Amz-Signature'] ?? '')) {
        throw new S3Error(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match',
        );
      }
      return true;
    }
    const authorization = req.headers.authorization;
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization ?? '',
      );
    if (!m) throw new S3Error(403, 'AccessDenied', 'Access Denied');
    const [keyId, ...scopeParts] = m[1].split('/');
    if (keyId !== accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'Unknown access key');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const date = parseAmzDate(amzDate);
    if (!date || Math.abs(Date.now() - date.getTime()) > CLOCK_SKEW_MS) {
      throw new S3Error(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the server time is too large',
      );
    }
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) throw new S3Error(400, 'InvalidRequest', 'Missing x-amz-content-sha256');
    const signature = expectedSignature({
      method,
      rawPath,
      query,
      headers: req.headers,
      signedHeaders: m[2].split(';'),
      payloadHash,
      amzDate,
      scope: scopeParts.join('/'),
      secretAccessKey,
    });
    if (!sameHex(signature, m[3])) {
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match',
      );
    }
    return false;
  }

  /** The uploaded bytes, with every integrity header the client sent checked. */
  function uploadedBody(req: IncomingMessage, raw: Buffer): Buffer {
    const contentSha = String(req.headers['x-amz-content-sha256'] ?? '');
    const chunked =
      String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
      contentSha.startsWith('STREAMING-');
    let body = raw;
    const checksums: Record<string, string> = {};
    if (chunked) {
      const decoded = decodeAwsChunked(raw);
      body = decoded.body;
      Object.assign(checksums, decoded.trailers);
      const declared = Number(req.headers['x-amz-decoded-content-length']);
      if (declared !== body.length) {
        throw new S3Error(
          400,
          'IncompleteBody',
          'x-amz-decoded-content-length does not match the body',
        );
      }
    } else if (/^[0-9a-f]{64}$/.test(contentSha) && sha256(body) !== contentSha) {
      throw new S3Error(
        400,
        'XAmzContentSHA256Mismatch',
        'The provided x-amz-content-sha256 does not match',
      );
    }
    const headerCrc = req.headers['x-amz-checksum-crc32'];
    if (typeof headerCrc === 'string') checksums['x-amz-checksum-crc32'] = headerCrc;
    if (
      checksums['x-amz-checksum-crc32'] &&
      checksums['x-amz-checksum-crc32'] !== crc32Base64(body)
    ) {
      throw new S3Error(
        400,
        'BadDigest',
        'The CRC32 you specified did not match the calculated checksum',
      );
    }
    const md5 = req.headers['content-md5'];
    if (typeof md5 === 'string' && createHash('md5').update(body).digest('base64') !== md5) {
      throw new S3Error(
        400,
        'BadDigest',
        'The Content-MD5 you specified did not match what we received',
      );
    }
    return body;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const questionMark = url.indexOf('?');
    const rawPath = questionMark === -1 ? url : url.slice(0, questionMark);
    const query = parseQuery(questionMark === -1 ? '' : url.slice(questionMark + 1));
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    const presigned = authenticate(req, rawPath, query);
    requests.push({
      method,
      path: rawPath,
      query: Object.fromEntries(query),
      headers: req.headers,
      presigned,
    });

    const [, bucketName = '', ...keyParts] = rawPath.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (bucketName !== bucket)
      throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) throw new S3Error(501, 'NotImplemented', 'Only object operations are implemented');

    if (method === 'PUT') {
      const body = uploadedBody(req, raw);
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        etag,
        lastModified: new Date(),
      });
      res.writeHead(200, { ETag: etag, 'Content-Length': '0' }).end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
    const object = objects.get(key);
    if (!object)
      throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
    const size = object.body.length;
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      ETag: object.etag,
      'Last-Modified': object.lastModified.toUTCString(),
      'Accept-Ranges': 'bytes',
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && (range[1] !== '' || range[2] !== '')) {
      let start: number;
      let end: number;
      if (range[1] === '') {
        start = Math.max(0, size - Number(range[2]));
        end = size - 1;
      } else {
        start = Number(range[1]);
        end = range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
      }
      if (start >= size || end < start) {
        throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable', {
          RangeRequested: String(req.headers.range),
          ActualObjectSize: String(size),
        });
      }
      const slice = object.body.subarray(start, end + 1);
      res.writeHead(206, {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': String(slice.length),
      });
      res.end(method === 'HEAD' ? undefined : slice);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(size) });
    res.end(method === 'HEAD' ? undefined : object.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const e =
        error instanceof S3Error
          ? error
          : new S3Error(500, 'InternalError', String((error as Error).message));
      const requestId = randomBytes(8).toString('hex').toUpperCase();
      if (req.method === 'HEAD') {
        res.writeHead(e.status, { 'x-amz-request-id': requestId }).end();
        return;
      }
      const extra = Object.entries(e.extra)
        .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
        .join('');
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<Error><Code>${e.code}</Code><Message>${xmlEscape(e.message)}</Message>${extra}` +
        `<RequestId>${requestId}</RequestId></Error>`;
      res
        .writeHead(e.status, { 'Content-Type': 'application/xml', 'x-amz-request-id': requestId })
        .end(xml);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
