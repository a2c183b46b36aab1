import request from 'supertest';
import { buyInSandbox } from './support/billing.contract';
import { rgbPng } from './support/png';
import { failRenderJob } from './support/render-jobs';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type TestUser, withRole } from './support/users';

/**
 * Roles on every back-office route, enumerated from the HTTP platform's router, not from a hand
 * list: a `user` token → 403, a `support` token → 403 except the support routes
 * (`/api/admin/tickets*`, 2xx), an `admin` token → 2xx, no token → 401.
 *
 * A 2xx needs a valid request: FIXTURES holds one per "METHOD path", building what it needs
 * (fresh records for the destructive ones) right before the calls. A route the router has and
 * the table does not fails the test by name, so a new admin route cannot slip through.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
}
interface Call {
  /** Values for the path's `:name` segments. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}
type Fixture = () => Promise<Call>;

const SUPPORT_ROUTE = /^\/api\/admin\/tickets(\/|$)/;
const LIST = { sort: '["id","DESC"]', range: '[0,9]', filter: '{}' };

/** Every route the HTTP platform serves under /api/admin, as "METHOD path". */
function adminRoutes(t: TestApp): Route[] {
  return t.routes
    .filter(({ method, url }) => url.startsWith('/api/admin') && method !== 'head')
    .map(({ method, url }) => ({ method: method.toUpperCase() as Method, path: url }));
}

const keyOf = (r: Route) => `${r.method} ${r.path}`;

function urlOf(route: Route, call: Call): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${keyOf(route)}: no fixture value for :${name}`);
    return encodeURIComponent(value);
  });
}

describe('admin authorization over every /api/admin route', () => {
  let t: TestApp;
  let admin: TestUser;
  let support: TestUser;
  let customer: TestUser;
  let routes: Route[];
  const FIXTURES: Record<string, Fixture> = {};

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
    ((await t.db.query(sql, params)) as T[])[0];

  async function video(status: 'completed' | 'failed' | 'processing', owner: TestUser) {
    const row = await one<{ id: string }>(
      `INSERT INTO videos (user_id, mode, prompt, title, duration_s, tone, soundtrack, cost_credits,
                           status, error_code, completed_at, provider)
       VALUES ($1, 'text', 'Bolo de cenoura', 'Vídeo', 8, 'fun', 'animated', 20, $2::text,
               CASE WHEN $2::text = 'failed' THEN 'provider_failed' END,
               CASE WHEN $2::text = 'completed' THEN now() END, 'local')
       RETURNING id`,
      [owner.id, status],
    );
    return row.id;
  }

  /** A paid sandbox checkout (a credit package or a subscription) and the row it left. */
  async function bought(type: 'credits' | 'subscription'): Promise<string> {
    const buyer = await createUser(t);
    await buyInSandbox(t, buyer, type, type === 'credits' ? 'credits_100' : 'pro_monthly');
    const table = type === 'credits' ? 'payments' : 'subscriptions';
    const row = await one<{ id: string }>(`SELECT id FROM ${table} WHERE user_id = $1`, [buyer.id]);
    return row.id;
  }

  async function ticket(): Promise<string> {
    const res = await request(t.http)
      .post('/api/tickets')
      .set(customer.auth)
      .send({ subject: 'Meu vídeo não carrega', message: 'Pode me ajudar?' })
      .expect(201);
    return res.body.id as string;
  }

  /** A render job that failed in the queue while its video is still processing. */
  async function failedJob(): Promise<string> {
    const owner = await createUser(t);
    const id = await video('processing', owner);
    await failRenderJob(t, id);
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp('admin_authz');
    admin = await withRole(t, 'admin');
    support = await withRole(t, 'support');
    customer = await createUser(t, { credits: 500 });
    routes = adminRoutes(t);

    const list: Fixture = async () => ({ query: LIST });
    const none: Fixture = async () => ({});
    Object.assign(FIXTURES, {
      // Users and their credits (H1).
      'GET /api/admin/users': list,
      'GET /api/admin/users/:id': async () => ({ params: { id: customer.id } }),
      'PUT /api/admin/users/:id': async () => ({
        params: { id: (await createUser(t)).id },
        body: { plan: 'pro' },
      }),
      'POST /api/admin/users/:id/credits': async () => ({
        params: { id: customer.id },
        body: { delta: 40, reason: 'Teste de permissões' },
      }),
      // A user's brand kit: read, and a logo removed (a fresh one each time).
      'GET /api/admin/users/:id/brand-kit': async () => ({ params: { id: customer.id } }),
      'DELETE /api/admin/users/:id/brand-kit/logo': async () => {
        const owner = await createUser(t);
        await request(t.http)
          .put('/api/brand-kit/logo')
          .set(owner.auth)
          .attach('logo', rgbPng(2, 2, Buffer.alloc(2 * 7, 200)), 'logo.png')
          .expect(200);
        return { params: { id: owner.id }, body: { reason: 'Teste de permissões' } };
      },
      'GET /api/admin/ledger': list,
      'GET /api/admin/audit-log': list,
      'GET /api/admin/audit-log/:id': async () => {
        const row = await one<{ id: string }>(
          `INSERT INTO audit_log (actor_id, action, target_type, target_id)
           VALUES ($1, 'test.seed', 'user', $2) RETURNING id::text`,
          [admin.id, customer.id],
        );
        return { params: { id: row.id } };
      },
      // Videos (H1).
      'GET /api/admin/videos': list,
      'GET /api/admin/videos/:id': async () => ({
        params: { id: await video('completed', customer) },
      }),
      'PUT /api/admin/videos/:id': async () => ({
        params: { id: await video('completed', customer) },
        body: { hidden: true },
      }),
      'DELETE /api/admin/videos/:id': async () => ({
        params: { id: await video('completed', customer) },
      }),
      'POST /api/admin/videos/:id/retry': async () => ({
        params: { id: await video('failed', customer) },
      }),
      // Settings, AI, prompt sessions, queue, stats (H2).
      'GET /api/admin/settings': list,
      'GET /api/admin/settings/:id': async () => ({ params: { id: 'credits.signupBonus' } }),
      'PUT /api/admin/settings/:id': async () => ({
        params: { id: 'credits.signupBonus' },
        body: { value: 20 },
      }),
      'GET /api/admin/ai': none,
      'PUT /api/admin/ai': async () => ({ body: { videoProvider: 'local' } }),
      'GET /api/admin/prompt-sessions': list,
      'GET /api/admin/prompt-sessions/:id': async () => {
        const row = await one<{ id: string }>(
          `INSERT INTO prompt_sessions (user_id, original_prompt, locale, category, engine, proposals)
           VALUES ($1, 'Bolo de cenoura', 'pt-BR', 'food', 'local', '[]') RETURNING id`,
          [customer.id],
        );
        return { params: { id: row.id } };
      },
      'GET /api/admin/queue': list,
      'POST /api/admin/queue/:id/retry': async () => ({ params: { id: await failedJob() } }),
      'GET /api/admin/stats': none,
      // Payments, subscriptions, finance (H2).
      'GET /api/admin/payments': list,
      'GET /api/admin/payments/:id': async () => ({ params: { id: await bought('credits') } }),
      'POST /api/admin/payments/:id/refund': async () => ({
        params: { id: await bought('credits') },
      }),
      'GET /api/admin/subscriptions': list,
      'GET /api/admin/subscriptions/:id': async () => ({
        params: { id: await bought('subscription') },
      }),
      'POST /api/admin/subscriptions/:id/cancel': async () => ({
        params: { id: await bought('subscription') },
      }),
      'GET /api/admin/finance': list,
      // Support tickets (H3): the support role's routes.
      'GET /api/admin/tickets': list,
      'GET /api/admin/tickets/:id': async () => ({ params: { id: await ticket() } }),
      'PUT /api/admin/tickets/:id': async () => ({
        params: { id: await ticket() },
        body: { status: 'pending', priority: 'high' },
      }),
      'POST /api/admin/tickets/:id/messages': async () => ({
        params: { id: await ticket() },
        body: { body: 'Estamos verificando.', internal: false },
      }),
      // Alerts (H4).
      'GET /api/admin/alerts': list,
      'GET /api/admin/alerts/:id': async () => {
        const row = await one<{ id: string }>(
          `INSERT INTO alerts (kind, severity, message, acknowledged_at)
           VALUES ('failure_rate', 'warning', 'seeded', now()) RETURNING id`,
        );
        return { params: { id: row.id } };
      },
      'POST /api/admin/alerts/:id/acknowledge': async () => {
        const row = await one<{ id: string }>(
          `INSERT INTO alerts (kind, severity, message, acknowledged_at)
           VALUES ('queue_backlog', 'warning', 'seeded', now()) RETURNING id`,
        );
        // Acknowledged seeds leave the one open slot per kind free; this one opens it.
        await t.db.query(`UPDATE alerts SET acknowledged_at = NULL WHERE id = $1`, [row.id]);
        return { params: { id: row.id } };
      },
      // Account deletions (LGPD), read-only.
      'GET /api/admin/deletion-requests': list,
      'GET /api/admin/deletion-requests/:id': async () => {
        const owner = await createUser(t);
        const row = await one<{ id: string }>(
          `INSERT INTO deletion_requests (user_id) VALUES ($1) RETURNING id`,
          [owner.id],
        );
        return { params: { id: row.id } };
      },
    } satisfies Record<string, Fixture>);
  });

  afterAll(() => t?.close());

  it('enumerates the back-office routes from the router, every one covered by a fixture', () => {
    // An enumeration bug must not pass vacuously.
    expect(routes.length).toBeGreaterThan(20);
    const keys = routes.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    const uncovered = keys.filter((k) => !FIXTURES[k]);
    expect({ uncovered }).toEqual({ uncovered: [] });
    const stale = Object.keys(FIXTURES).filter((k) => !keys.includes(k));
    expect({ stale }).toEqual({ stale: [] });
    // The known corners are there (so the walk reached Nest's routes at all).
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'GET /api/admin/tickets',
        'POST /api/admin/alerts/:id/acknowledge',
      ]),
    );
  });

  it('answers no token 401, a user 403, support 403 outside support, and admin 2xx on every route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const fixture = FIXTURES[keyOf(route)];
      if (!fixture) continue; // reported by the test above
      const call = await fixture();
      const send = (who: TestUser | null) => {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        let req = request(t.http)[method](urlOf(route, call));
        if (who) req = req.set(who.auth);
        if (call.query) req = req.query(call.query);
        return call.body ? req.send(call.body) : req;
      };
      const expectStatus = async (
        who: TestUser | null,
        label: string,
        ok: (s: number) => boolean,
        want: string,
      ) => {
        const res = await send(who);
        if (!ok(res.status)) {
          failures.push(
            `${keyOf(route)}: ${label} got ${res.status}, expected ${want} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        }
      };
      const is2xx = (s: number) => s >= 200 && s < 300;
      await expectStatus(null, 'no token', (s) => s === 401, '401');
      await expectStatus(customer, 'user', (s) => s === 403, '403');
      if (SUPPORT_ROUTE.test(route.path)) {
        await expectStatus(support, 'support', is2xx, '2xx');
      } else {
        await expectStatus(support, 'support', (s) => s === 403, '403');
      }
      await expectStatus(admin, 'admin', is2xx, '2xx');
    }
    expect(failures).toEqual([]);
  });

  it('answers every list with no query at all (its default sort, first page) as 200', async () => {
    const lists = Object.entries(FIXTURES)
      .filter(([key]) => key.startsWith('GET ') && !key.includes(':'))
      .map(([key]) => key.slice('GET '.length));
    expect(lists).toEqual(expect.arrayContaining(['/api/admin/users', '/api/admin/alerts']));
    const statuses = await Promise.all(
      lists.map(
        async (path) => `${path} ${(await request(t.http).get(path).set(admin.auth)).status}`,
      ),
    );
    expect(statuses).toEqual(lists.map((path) => `${path} 200`));
  });
});
