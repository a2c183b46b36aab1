import request from 'supertest';
import {
  findRedisServer,
  type OwnPostgres,
  type OwnRedis,
  startOwnPostgres,
  startOwnRedis,
  startWorkerProcess,
  type WorkerProcess,
} from './support/own-services';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type TestUser } from './support/users';

/**
 * Redis and PostgreSQL of this file's own, killed and restarted under load. The reconciler runs
 * every second here (grace 3 s, a vanished render is retried after 30 s of silence), so the file
 * finishes in a few minutes; production uses the same code with longer intervals.
 */
const REDIS_SERVER = findRedisServer();
const ENDED_WITHIN_MS = 120_000;
const RESPONSE_WITHIN_MS = 2000;

const MISSING_REDIS = 'redis-server is not installed (apt-get install redis-server)';
// Under CI a missing binary is a broken machine, not a reason to skip: the file then fails.
if (!REDIS_SERVER && process.env.CI === 'true') {
  throw new Error(`resilience-outages.e2e-spec cannot run under CI: ${MISSING_REDIS}`);
}
const describeWithRedis = REDIS_SERVER ? describe : describe.skip;
if (!REDIS_SERVER) {
  process.stderr.write(`resilience-outages.e2e-spec skipped: ${MISSING_REDIS}\n`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PROMPTS = [
  'Padaria Pão Quente: pão de queijo fresquinho toda manhã',
  'Oficina do Zé: revisão completa com 10% de desconto',
  'Festa junina da Escola Aurora, sábado às 15h',
  'Studio Lume: ensaio fotográfico de gestante',
];

interface Outcome {
  status: number;
  code?: string;
  ms: number;
  sentAt: number;
}

describeWithRedis('outages of Redis and PostgreSQL under load', () => {
  let redis: OwnRedis;
  let pg: OwnPostgres;
  let t: TestApp;
  let worker: WorkerProcess;
  let users: TestUser[];
  let baseUrl: string;

  beforeAll(async () => {
    const startedAt = Date.now();
    [redis, pg] = await Promise.all([startOwnRedis(REDIS_SERVER!), startOwnPostgres()]);
    const env = {
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      VIDEO_PROVIDER: 'local',
      RECONCILE_INTERVAL_MS: '1000',
      RECONCILE_QUEUED_GRACE_MS: '3000',
      RECONCILE_PROCESSING_STALE_MS: '30000',
      WORKER_CONCURRENCY: '2',
    };
    t = await createTestApp('outages', env);
    worker = await startWorkerProcess({
      ...env,
      DATABASE_URL: t.config.DATABASE_URL,
      QUEUE_PREFIX: t.config.QUEUE_PREFIX,
      STORAGE_DIR: t.config.STORAGE_DIR,
      WORKER_SHUTDOWN_GRACE_MS: '2000',
    });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(t.http.address() as { port: number }).port}`;
    users = [];
    for (let i = 0; i < 8; i++) users.push(await createUser(t, { plan: 'pro', credits: 400 }));
    log(
      `services, api, worker and 8 users ready in ${Date.now() - startedAt} ms (worker log: ${worker.logFile})`,
    );
  }, 180_000);

  /** Open SSE streams would keep the api's server from closing. */
  const openStreams = new Set<AbortController>();

  afterAll(async () => {
    for (const stream of openStreams) stream.abort();
    await worker?.stop();
    await t?.close();
    await redis?.stop();
    await pg?.destroy();
  }, 120_000);

  function log(line: string): void {
    process.stderr.write(`[resilience-outages] ${line}\n`);
  }

  async function generate(i: number): Promise<Outcome & { id?: string }> {
    const sentAt = Date.now();
    const res = await request(t.http)
      .post('/api/generate')
      .set(users[i % users.length].auth)
      .send({ prompt: PROMPTS[i % PROMPTS.length], mode: 'text', duration: 4 });
    return {
      status: res.status,
      code: res.body.code,
      id: res.body.id,
      ms: Date.now() - sentAt,
      sentAt,
    };
  }

  async function statusCounts(): Promise<Record<string, number>> {
    const rows: { status: string; n: number }[] = await t.db.query(
      'SELECT status, count(*)::int AS n FROM videos GROUP BY status',
    );
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  /** What the worker's log says since line `from`: reconciler totals, renders put back, resumes. */
  function workerSummary(from: number): Record<string, number> {
    const totals: Record<string, number> = {
      requeued: 0,
      retried: 0,
      failed: 0,
      putBack: 0,
      resumed: 0,
    };
    for (const line of worker.lines.slice(from)) {
      const report = /reconciled: (\{[^}]*\})/.exec(line);
      if (report) {
        for (const [key, n] of Object.entries(
          JSON.parse(report[1].replace(/\\"/g, '"')) as Record<string, number>,
        )) {
          if (key in totals) totals[key] += n;
        }
      }
      if (line.includes('put back: the database is unavailable')) totals.putBack++;
      if (line.includes('render worker resumed')) totals.resumed++;
    }
    return totals;
  }

  /** Waits until no video is queued or processing; the time it took. */
  async function allEnded(): Promise<number> {
    const startedAt = Date.now();
    for (;;) {
      const counts = await statusCounts();
      if (!counts.queued && !counts.processing) return Date.now() - startedAt;
      if (Date.now() - startedAt > ENDED_WITHIN_MS) {
        throw new Error(`videos still unfinished: ${JSON.stringify(counts)}`);
      }
      await sleep(500);
    }
  }

  /** Every video completed, or failed with exactly one refund; every balance equals its ledger. */
  async function expectMoneyAndVideosConsistent(): Promise<Record<string, number>> {
    const videos: { id: string; status: string; debits: number; refunds: number }[] = await t.db
      .query(`
        SELECT v.id, v.status,
          (SELECT count(*)::int FROM credit_ledger l WHERE l.video_id = v.id AND l.reason = 'video_debit') AS debits,
          (SELECT count(*)::int FROM credit_ledger l WHERE l.video_id = v.id AND l.reason = 'video_refund') AS refunds
        FROM videos v`);
    for (const v of videos) {
      expect({ id: v.id, status: v.status, debits: v.debits }).toEqual({
        id: v.id,
        status: expect.stringMatching(/^(completed|failed)$/),
        debits: 1,
      });
      expect({ id: v.id, refunds: v.refunds }).toEqual({
        id: v.id,
        refunds: v.status === 'failed' ? 1 : 0,
      });
    }
    const [{ rerendered }] = await t.db.query(
      'SELECT count(*)::int AS rerendered FROM videos WHERE attempts > 1',
    );
    log(`${rerendered} of ${videos.length} videos were rendered more than once`);
    const balances: { id: string; balance: number; ledger: number }[] = await t.db.query(`
      SELECT u.id, u.credit_balance AS balance,
        COALESCE((SELECT sum(delta) FROM credit_ledger l WHERE l.user_id = u.id), 0)::int AS ledger
      FROM users u`);
    for (const b of balances)
      expect({ id: b.id, balance: b.ledger }).toEqual({ id: b.id, balance: b.balance });
    return statusCounts();
  }

  /** Reads the SSE stream of a video until a terminal event; the statuses it saw. */
  function watchEvents(user: TestUser, id: string): { statuses: string[]; ended: Promise<string> } {
    const statuses: string[] = [];
    const controller = new AbortController();
    openStreams.add(controller);
    const ended = (async () => {
      const res = await fetch(`${baseUrl}/api/videos/${id}/events`, {
        headers: user.auth,
        signal: controller.signal,
      });
      let buffer = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += Buffer.from(chunk).toString('utf8');
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data:'));
          const status = data
            ? (JSON.parse(data.slice(5)) as { status?: string }).status
            : undefined;
          if (!status) continue;
          statuses.push(status);
          if (['completed', 'failed'].includes(status)) {
            controller.abort();
            return status;
          }
        }
      }
      return 'stream ended';
    })().catch((error: Error) =>
      error.name === 'AbortError' ? (statuses.at(-1) ?? '') : error.message,
    );
    return { statuses, ended };
  }

  it('Redis killed and restarted empty with 40 generates in flight: every video ends, failures refunded once', async () => {
    const logFrom = worker.lines.length;
    const responses: Promise<Outcome & { id?: string }>[] = [];
    let watched: ReturnType<typeof watchEvents> | null = null;
    let restartedAt = 0;
    for (let i = 0; i < 40; i++) {
      responses.push(generate(i));
      if (i === 11) {
        // The last video accepted before the kill waits in the queue: its job dies with Redis.
        const last = await responses[i];
        if (last.id) watched = watchEvents(users[i % users.length], last.id);
        await sleep(300);
        await redis.kill();
        log('redis killed');
      }
      if (i === 26) {
        await redis.start();
        restartedAt = Date.now();
        log('redis restarted empty');
      }
      await sleep(200); // 5 requests a second
    }
    const outcomes = await Promise.all(responses);
    const accepted = outcomes.filter((o) => o.status === 202).length;
    const unavailable = outcomes.filter((o) => o.status === 503).length;
    log(
      `40 generates: ${accepted} × 202, ${unavailable} × 503, slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );
    for (const o of outcomes) {
      expect(o.status === 202 || (o.status === 503 && o.code === 'service_unavailable')).toBe(true);
    }

    const tookMs = await allEnded();
    log(
      `every video ended ${Date.now() - restartedAt} ms after the restart (${tookMs} ms after the last answer)`,
    );
    expect(Date.now() - restartedAt).toBeLessThanOrEqual(ENDED_WITHIN_MS);
    const counts = await expectMoneyAndVideosConsistent();
    log(`videos: ${JSON.stringify(counts)}`);
    expect((counts.completed ?? 0) + (counts.failed ?? 0)).toBe(accepted);
    const summary = workerSummary(logFrom);
    log(`worker: ${JSON.stringify(summary)}`);
    expect(summary.requeued).toBeGreaterThan(0); // jobs lost with Redis were enqueued again

    // The SSE stream opened before the outage saw its video end through the re-subscribed channel.
    expect(watched).not.toBeNull();
    const last = await Promise.race([
      watched!.ended,
      sleep(10_000).then(() => 'no terminal event'),
    ]);
    log(`SSE stream opened before the kill saw: ${watched!.statuses.join(' → ')}`);
    expect(['completed', 'failed']).toContain(last);
  }, 240_000);

  it('PostgreSQL stopped for 10 s under load: 503 service_unavailable within 2 s, then full recovery', async () => {
    const before = await statusCounts();
    const logFrom = worker.lines.length;
    const outcomes: (Outcome & { path: string })[] = [];
    let down: { from: number; to: number } | null = null;
    let loadOn = true;
    const paths = ['/api/generate', '/api/user', '/api/videos', '/api/health'];
    const load = (async () => {
      const inFlight: Promise<void>[] = [];
      for (let i = 0; loadOn; i++) {
        const path = paths[i % paths.length];
        const user = users[i % users.length];
        inFlight.push(
          (async () => {
            const sentAt = Date.now();
            const res =
              path === '/api/generate'
                ? await request(t.http)
                    .post(path)
                    .set(user.auth)
                    .send({ prompt: PROMPTS[i % PROMPTS.length], mode: 'text', duration: 4 })
                : await request(t.http).get(path).set(user.auth);
            outcomes.push({
              path,
              status: res.status,
              code: res.body.code,
              ms: Date.now() - sentAt,
              sentAt,
            });
          })(),
        );
        await sleep(100);
      }
      await Promise.all(inFlight);
    })();

    await sleep(2000);
    await pg.stop();
    const from = Date.now();
    log('postgres stopped');
    await sleep(10_000);
    const to = Date.now();
    down = { from, to };
    await pg.start();
    log('postgres started again');
    const upAt = Date.now();
    await sleep(3000);
    loadOn = false;
    await load;

    const whileDown = outcomes.filter((o) => o.sentAt >= down!.from && o.sentAt + o.ms <= down!.to);
    const slowest = Math.max(...whileDown.map((o) => o.ms));
    log(
      `${outcomes.length} requests, ${whileDown.length} while PostgreSQL was down: ` +
        `${whileDown.filter((o) => o.status === 503).length} × 503, slowest ${slowest} ms`,
    );
    const tally = new Map<string, number>();
    for (const o of whileDown) {
      const key = `${o.path} ${o.status} ${o.code ?? ''}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    log(`answers while down: ${JSON.stringify(Object.fromEntries(tally))}`);
    expect(whileDown.length).toBeGreaterThanOrEqual(50);
    for (const o of whileDown) {
      expect({ path: o.path, status: o.status, code: o.code }).toEqual({
        path: o.path,
        status: 503,
        code: 'service_unavailable',
      });
      expect(o.ms).toBeLessThanOrEqual(RESPONSE_WITHIN_MS);
    }
    for (const o of outcomes) expect([200, 202, 503]).toContain(o.status);

    // Recovered without restarting anything: health, a generate, and every video ends.
    const recoveredIn = Date.now() - upAt;
    await request(t.http).get('/api/health').expect(200);
    const after = await generate(0);
    expect(after.status).toBe(202);
    const tookMs = await allEnded();
    log(
      `recovered (health 200, generate 202) ${recoveredIn} ms after the restart; all videos ended ${tookMs} ms later`,
    );
    const counts = await expectMoneyAndVideosConsistent();
    log(`videos: ${JSON.stringify(counts)} (before this test: ${JSON.stringify(before)})`);
    expect(counts.completed ?? 0).toBeGreaterThan(before.completed ?? 0);
    log(`worker: ${JSON.stringify(workerSummary(logFrom))}`);
  }, 240_000);
});
