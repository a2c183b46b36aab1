import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type TestUser } from './support/users';

/**
 * Walks every operation of the API's own OpenAPI document with hostile input, signed out and
 * signed in as a normal user: no answer may be a 5xx and the database must not change. Every
 * request is built so that none can be legitimately accepted (a required field is always
 * missing or hostile, path ids exist nowhere), so "no change" is exact.
 */

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  queryNames: string[];
  bodyProperties: string[];
  hasBody: boolean;
  multipart: boolean;
}

interface FuzzRequest {
  operation: Operation;
  url: string;
  signedIn: boolean;
  body?: { type: string; text: string };
  /** multipart fields, sent as a form */
  form?: Record<string, string>;
  label: string;
}

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
};
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}
interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const DEPTH = 1000;
const LONG = 'x'.repeat(100_000);

/**
 * Hostile JSON texts for a value, spliced into a body as raw JSON: none is a valid value of any
 * field (a plain short string would be, and could legitimately create a video).
 */
const HOSTILE_VALUES: string[] = [
  'null',
  '1e308',
  '-1e308',
  '1e400',
  '9007199254740993',
  '-0',
  '1.5',
  'true',
  '[]',
  '["a","b"]',
  '{}',
  JSON.stringify(LONG),
  JSON.stringify('€'.repeat(30_000)),
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"\\udc00x"',
  '""',
  '{"__proto__":{"admin":true}}',
  `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
];

/** Whole bodies: not objects, malformed, deep, prototype keys, too big. */
const HOSTILE_BODIES: { type: string; text: string }[] = [
  { type: 'application/json', text: 'null' },
  { type: 'application/json', text: '"\\u0000"' },
  { type: 'application/json', text: '12' },
  { type: 'application/json', text: '[]' },
  { type: 'application/json', text: '[{"prompt":"a"}]' },
  { type: 'application/json', text: '{' },
  { type: 'application/json', text: '{"a":1,}' },
  { type: 'application/json', text: '\u0000' },
  { type: 'application/json', text: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}` },
  { type: 'application/json', text: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}` },
  { type: 'application/json', text: '{"__proto__":{"role":"admin","plan":"pro","isAdmin":true}}' },
  { type: 'application/json', text: '{"constructor":{"prototype":{"role":"admin"}}}' },
  { type: 'application/json', text: '{"prototype":{"role":"admin"}}' },
  { type: 'application/json', text: `{"a":${JSON.stringify('y'.repeat(200_000))}}` },
  {
    type: 'application/json',
    text: `{${Array.from({ length: 3000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  },
  { type: 'application/json', text: '{"\\u0000":"x","\\ud800":"y"}' },
  { type: 'application/json', text: '\uFEFF{}' },
  { type: 'application/json; charset=utf-16', text: '{}' },
  { type: 'application/x-www-form-urlencoded', text: 'a[b][c][d]=1&__proto__[role]=admin' },
  { type: 'text/plain', text: 'hello\u0000' },
  { type: 'application/xml', text: '<a>1</a>' },
  { type: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' },
];

/** Values for a path parameter: unknown ids and garbage of every kind. */
const PATH_VALUES = [
  () => randomUUID(),
  () => randomUUID(),
  () => '00000000-0000-0000-0000-000000000000',
  () => 'garbage',
  () => '0',
  () => '-1',
  () => '99999999999999999999999',
  () => '1e309',
  () => '%00',
  () => '%ED%A0%80',
  () => '%E0%A4%A',
  () => '..%2F..%2Fetc%2Fpasswd',
  () => 'a'.repeat(300),
  () => '__proto__',
  () => 'constructor',
  () => '%F0%9F%A7%80',
];

/** Query strings: nested objects, arrays, prototype keys, bad encodings, huge numbers. */
function hostileQueries(names: string[]): string[] {
  const generic = [
    'a[b][c][d][e][f]=1',
    '__proto__[role]=admin',
    'constructor[prototype][role]=admin',
    'x=%00',
    'x=%ED%A0%80',
    'x=%E0%A4%A',
    `x=${'q'.repeat(20_000)}`,
    Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join('&'),
  ];
  const values = [
    '',
    '%00',
    '%ED%A0%80',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999',
    'NaN',
    'null',
    'garbage',
    'a%5B%5D',
  ];
  const named = names.flatMap((name) => [
    ...values.map((value) => `${name}=${value}`),
    `${name}[]=a&${name}[]=b`,
    `${name}[x]=1`,
    `${name}=1&${name}=2`,
  ]);
  return [...generic, ...named];
}

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  return schema;
}

function propertiesOf(doc: OpenApiDocument, schema: Schema | undefined): string[] {
  const resolved = resolve(doc, schema);
  if (!resolved) return [];
  const own = Object.keys(resolved.properties ?? {});
  const inherited = (resolved.allOf ?? []).flatMap((part) => propertiesOf(doc, part));
  return [...new Set([...own, ...inherited])];
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
      operations.push({
        method: method as Operation['method'],
        path,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: propertiesOf(doc, schema),
        hasBody: method !== 'get' && method !== 'delete',
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

function fillPath(path: string, value: () => string): string {
  return path.replace(/\{[^}]+\}/g, () => value());
}

/** Every request of the walk, for one identity. */
function* requestsFor(operation: Operation, signedIn: boolean): Generator<FuzzRequest> {
  const base = { operation, signedIn };
  const idPath = () => fillPath(operation.path, PATH_VALUES[0]);
  const hasParams = operation.path.includes('{');
  for (const value of hasParams ? PATH_VALUES : [PATH_VALUES[0]]) {
    const url = fillPath(operation.path, value);
    yield { ...base, url, label: `path ${url.slice(0, 80)}` };
  }
  for (const query of hostileQueries(operation.queryNames)) {
    yield { ...base, url: `${idPath()}?${query}`, label: `query ${query.slice(0, 60)}` };
  }
  if (!operation.hasBody) return;
  for (const body of HOSTILE_BODIES) {
    yield { ...base, url: idPath(), body, label: `body ${body.text.slice(0, 60)}` };
  }
  const properties = [...operation.bodyProperties, 'unknownField'];
  for (const property of properties) {
    for (const value of HOSTILE_VALUES) {
      yield {
        ...base,
        url: idPath(),
        body: { type: 'application/json', text: `{${JSON.stringify(property)}:${value}}` },
        label: `${property}=${value.slice(0, 40)}`,
      };
    }
  }
  if (operation.multipart) {
    for (const property of properties) {
      for (const value of ['\u0000', '\uD800', LONG.slice(0, 70_000), '']) {
        yield {
          ...base,
          url: idPath(),
          form: { [property]: value, __proto__field: 'x' },
          label: `form ${property}=${JSON.stringify(value.slice(0, 10))}`,
        };
      }
    }
  }
}

/**
 * Idempotent after their first call, which writes (see the walk): the billing portal creates
 * the account's payment customer; a data export is asked for once, then refused while pending.
 */
const PRIMED_POSTS = ['/api/billing/portal', '/api/privacy/exports'];

/** Media files: served outside the OpenAPI document, walked with their query names. */
const UNDOCUMENTED: Operation[] = [
  {
    method: 'get',
    path: '/media/{key}',
    queryNames: ['exp', 'sig'],
    bodyProperties: [],
    hasBody: false,
    multipart: false,
  },
];

/** Every route the app's router serves under /api (docs aside) and /media, as operations. */
function servedRoutes(t: TestApp): Operation[] {
  return t.routes.flatMap(({ method, url }) => {
    if (url.startsWith('/api/docs')) return [];
    if (!url.startsWith('/api/') && !url.startsWith('/media/')) return [];
    if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) return [];
    // Fastify's `:id` and its unnamed wildcard (the media key), as the document names them.
    const path = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{key}');
    return [
      {
        method: method as Operation['method'],
        path,
        queryNames: [],
        bodyProperties: [],
        hasBody: method !== 'get' && method !== 'delete',
        multipart: false,
      },
    ];
  });
}

describe('fuzz: every route of the OpenAPI document with hostile input', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp('fuzz', { PROMPT_RATE_LIMIT_PER_MINUTE: '10000' });
    user = await createUser(t, { plan: 'pro' });
  });
  afterAll(() => t.close());

  /**
   * Every table's rows (without updated_at): small tables in full, so a change shows its column;
   * others as an md5.
   */
  async function snapshot(): Promise<Record<string, string | string[]>> {
    const tables: { name: string }[] = await t.db.query(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const result: Record<string, string | string[]> = {};
    for (const { name } of tables) {
      const rows: { row: string }[] = await t.db.query(
        // updated_at aside: an accepted no-op (an empty profile patch) may touch it.
        `SELECT (to_jsonb(t) - 'updated_at')::text AS row FROM "${name}" t ORDER BY 1`,
      );
      const texts = rows.map((r) => r.row);
      result[name] =
        texts.length <= 20
          ? texts
          : `${texts.length} rows, md5 ${createHash('md5').update(texts.join('\n')).digest('hex')}`;
    }
    return result;
  }

  async function send(fuzz: FuzzRequest): Promise<number> {
    const { operation } = fuzz;
    let req = request(t.http)[operation.method](fuzz.url).timeout({ response: 15_000 });
    if (fuzz.signedIn) req = req.set(user.auth);
    if (fuzz.form) {
      for (const [name, value] of Object.entries(fuzz.form)) req = req.field(name, value);
    } else if (fuzz.body) {
      req = req.set('Content-Type', fuzz.body.type).send(fuzz.body.text);
    }
    try {
      return (await req).status;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status) return status;
      throw new Error(
        `${operation.method.toUpperCase()} ${fuzz.url.slice(0, 120)} (${fuzz.label}): ${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  it('answers POST /api/refine-prompt with a NUL prompt 400 invalid_text', async () => {
    const res = await request(t.http)
      .post('/api/refine-prompt')
      .set(user.auth)
      .set('Accept-Language', 'en-US')
      .send({ userPrompt: '\u0000' })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'invalid_text',
      message: 'The field userPrompt contains invalid characters.',
      fields: ['userPrompt'],
    });
  });

  it('never answers 5xx and never changes the database', async () => {
    const doc = (await request(t.http).get('/api/docs/json').expect(200)).body as OpenApiDocument;
    const documented = [...operationsOf(doc), ...UNDOCUMENTED];
    // Routes the router serves that the document leaves out (webhooks, sandbox pages) are
    // walked too, without a body schema.
    const known = new Set(documented.map((o) => `${o.method} ${o.path}`));
    const undocumented = servedRoutes(t).filter((o) => !known.has(`${o.method} ${o.path}`));
    const operations = [...documented, ...undocumented];
    const paths = new Set(operations.map((operation) => operation.path));

    // Calls whose first success legitimately writes once and then never again (the billing
    // portal creates the account's payment customer) are made once before the snapshot.
    for (const path of PRIMED_POSTS) {
      if (paths.has(path)) {
        const primed = await request(t.http).post(path).set(user.auth);
        expect([path, primed.status < 300]).toEqual([path, true]);
      }
    }
    const before = await snapshot();
    const failures: string[] = [];
    // Writes answered 2xx: allowed only as no-ops (an empty profile patch, a repeated sync),
    // which the database snapshot proves.
    const accepted: string[] = [];
    let signedIn = 0;
    let signedInRefused = 0;
    const statuses = new Map<number, number>();
    let count = 0;
    const queue = (function* () {
      for (const operation of operations) {
        for (const signedIn of [false, true]) yield* requestsFor(operation, signedIn);
      }
    })();
    const worker = async () => {
      for (let next = queue.next(); !next.done; next = queue.next()) {
        const fuzz = next.value;
        const status = await send(fuzz);
        count++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (fuzz.signedIn) {
          signedIn++;
          if (status === 401) signedInRefused++;
        }
        if (status < 300 && fuzz.operation.method !== 'get') {
          accepted.push(
            `${status} ${fuzz.operation.method.toUpperCase()} ${fuzz.url.slice(0, 100)}: ${fuzz.label}`,
          );
        }
        if (status >= 500) {
          failures.push(
            `${status} ${fuzz.operation.method.toUpperCase()} ${fuzz.url.slice(0, 100)} ${fuzz.signedIn ? 'signed in' : 'signed out'}: ${fuzz.label}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    const after = await snapshot();

    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(
      `fuzz: ${count} requests (${signedIn} signed in) over ${paths.size} routes ` +
        `(${operations.length} operations, ${undocumented.length} of them outside the document), ` +
        `${failures.length} answered 5xx; statuses ${byStatus}`,
    );
    if (accepted.length > 0) {
      const byRoute = new Map<string, number>();
      for (const line of accepted) {
        const route = line.split(/[?:]/)[0];
        byRoute.set(route, (byRoute.get(route) ?? 0) + 1);
      }
      const summary = [...byRoute].map(([route, n]) => `${route} ×${n}`).join(', ');
      console.log(`fuzz: ${accepted.length} writes answered 2xx as no-ops: ${summary}`);
    }
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    // The signed-in half reached the handlers: its token was not refused.
    expect(signedInRefused).toBe(0);
    expect(accepted.filter((line) => /POST \/api\/(generate|videos)\b/.test(line))).toEqual([]);
  }, 900_000);
});
