import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ERROR_STATUS, type ErrorCode } from '@cena/contracts';
import request from 'supertest';
import { type OpenApiDocument, ResponseChecker, servedDocument } from './support/openapi';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type TestUser } from './support/users';

const ROOT = join(__dirname, '..', '..');
/** Where the document is written for Redocly; `.redocly.lint-ignore.yaml` names this path. */
const DOCUMENT_FILE = join(ROOT, 'tmp', 'openapi.json');
const REDOCLY_PACKAGE = require.resolve('@redocly/cli/package.json');
const REDOCLY = join(
  dirname(REDOCLY_PACKAGE),
  (JSON.parse(readFileSync(REDOCLY_PACKAGE, 'utf8')) as { bin: { redocly: string } }).bin.redocly,
);

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/** `redocly lint` (redocly.yaml at the root: the recommended rules) on the served document. */
async function lint(doc: OpenApiDocument): Promise<LintReport> {
  mkdirSync(dirname(DOCUMENT_FILE), { recursive: true });
  writeFileSync(DOCUMENT_FILE, JSON.stringify(doc, null, 2));
  const args = [REDOCLY, 'lint', DOCUMENT_FILE, '--config', join(ROOT, 'redocly.yaml')];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const run = promisify(execFile);
  const output = await run(process.execPath, [...args, '--format', 'json'], { cwd: ROOT, env })
    // A report with errors exits 1; its JSON is on stdout all the same.
    .catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(output.stdout) as LintReport;
}

type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: never }> }>;
};

function operations(doc: OpenApiDocument): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): [string, Operation] => [
      `${method} ${path}`,
      op as Operation,
    ]),
  );
}

/** The codes an error response documents (its allOf's `code` enum). */
function codesOf(response: Operation['responses'][string]): ErrorCode[] {
  const schema = response.content?.['application/json']?.schema as
    { allOf?: { properties?: { code?: { enum?: ErrorCode[] } } }[] } | undefined;
  return schema?.allOf?.[1]?.properties?.code?.enum ?? [];
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let checker: ResponseChecker;
  let ana: TestUser;

  beforeAll(async () => {
    t = await createTestApp('openapi');
    doc = await servedDocument(t);
    checker = new ResponseChecker(doc);
    ana = await createUser(t);
  });
  afterAll(() => t.close());

  it('passes redocly lint with the recommended rules: no error, no warning', async () => {
    const report = await lint(doc);
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('gives every operation a summary, a tag, a success schema and its error codes', () => {
    const list = operations(doc);
    expect(list.length).toBeGreaterThan(60);
    for (const [name, op] of list) {
      const statuses = Object.keys(op.responses);
      const success = statuses.filter((s) => Number(s) < 300);
      expect({ name, summary: Boolean(op.summary), tags: op.tags?.length }).toEqual({
        name,
        summary: true,
        tags: 1,
      });
      expect({ name, success: success.length > 0 }).toEqual({ name, success: true });
      // Any route can fail unexpectedly; its answer is the same shape.
      expect({ name, codes: codesOf(op.responses['500'] ?? { description: '' }) }).toEqual({
        name,
        codes: ['internal_error'],
      });
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        if (name.startsWith('get /api/health') && status === '503') continue; // terminus's own shape
        const codes = codesOf(op.responses[status]);
        expect({ name, status, codes }).toEqual({
          name,
          status,
          codes: codes.filter((code) => String(ERROR_STATUS[code]) === status),
        });
        expect(codes.length).toBeGreaterThan(0);
      }
    }
  });

  it('documents the sign-in exactly where the guard asks for it', async () => {
    for (const [name, op] of operations(doc)) {
      const [method, path] = name.split(' ');
      // The document's own requirement is the bearer token; `security: []` lifts it.
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      const unauthenticated = codesOf(op.responses['401'] ?? { description: '' });
      expect({ name, isPublic, unauthenticated }).toEqual({
        name,
        isPublic,
        unauthenticated: isPublic ? [] : ['unauthenticated'],
      });
      if (isPublic || path.includes('{')) continue;
      // Signed out, a signed-in route answers the documented 401 before reading anything.
      const res = await request(t.http)[method as 'get'](path);
      expect({ name, status: res.status }).toEqual({ name, status: 401 });
      checker.check(res);
    }
    expect(doc).toMatchObject({ security: [{ bearer: [] }], servers: [{ url: '/' }] });
  });

  it('describes the answers of the public routes and of the signed-in account', async () => {
    const en = { 'Accept-Language': 'en-US' };
    const publicPaths = ['/api/health', '/api/health/live', '/api/health/ready', '/api/plans'];
    for (const path of [...publicPaths, '/api/client-config', '/api/samples']) {
      checker.check(await request(t.http).get(path).set(en).expect(200));
    }
    checker.check(await request(t.http).get('/api/videos/latest').expect(200));
    checker.check(await request(t.http).get('/api/user').set(ana.auth).expect(200));
    checker.check(await request(t.http).get('/api/billing').set(ana.auth).expect(200));
    checker.check(await request(t.http).get('/api/analytics').set(ana.auth).expect(200));
    checker.check(await request(t.http).get('/api/tickets').set(ana.auth).expect(200));
    checker.check(
      await request(t.http).patch('/api/user').set(ana.auth).send({ nickname: 'x' }).expect(400),
    );
    checker.check(await request(t.http).get('/api/admin/users').set(ana.auth).expect(403));
  });

  it('fails an answer that drifts from its schema', async () => {
    const res = await request(t.http).get('/api/user').set(ana.auth).expect(200);
    res.body = { ...res.body, nickname: 'not in UserModel' };
    expect(() => checker.check(res)).toThrow(/must NOT have additional properties/);
    res.body = { ...res.body, nickname: undefined, credits: 'twenty' };
    expect(() => checker.check(res)).toThrow(/credits.*must be integer/);
    const refused = await request(t.http).get('/api/user').expect(401);
    refused.body = { ...refused.body, code: 'forbidden' };
    expect(() => checker.check(refused)).toThrow(/code.*must be equal to one of the allowed/);
  });
});
