/**
 * The scale-out drill (issue 26 item 5), shared by `npm run drill:scale` (scripts/drill-scale.mjs)
 * and its smaller run in `npm test` (server/test/scale-drill.e2e-spec.ts).
 *
 * It starts N compiled apis and up to M compiled workers (server/dist) on one PostgreSQL database
 * and one Redis queue prefix of its own, with media in a bucket of `s3rver` (a third-party S3
 * implementation), and drives customers through both apis: throughput phases with 1..M workers,
 * a server-sent-events check across apis, a back-office settings change observed on every
 * process, and a worker killed with SIGKILL mid-render. It returns figures and the list of
 * broken invariants (empty when the drill passed), and cleans up everything it started.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { LIMITS } from '@cena/contracts';
import type Redis from 'ioredis';
import {
  alive,
  call,
  type Customer,
  deathNote,
  expectStatus,
  grantCredits,
  percentile,
  pool,
  type Proc,
  type Stack,
  signUpCustomer,
  startStack,
  streamEvents,
  until,
  workerReady,
} from './stack';

export { percentile };

const DAY_MS = 24 * 3600 * 1000;
/**
 * BullMQ's lock: a killed worker's job is taken over once it lapses. Shorter than production's
 * 30 s so the drill is quick, but not 3 s: on two busy cores a render can hold a worker's event
 * loop long enough for a 3 s lock to lapse, and the job would then be run a second time.
 */
const WORKER_LOCK_MS = 10_000;
const WORKER_STALLED_INTERVAL_MS = 5000;
/** How soon a settings change must apply on every process (issue 26 item 5). */
export const SETTINGS_DEADLINE_MS = 1000;
const PROMPTS = [
  'Padaria Pão Dourado: pão francês quentinho às 7h, R$ 0,90 a unidade',
  'Academia Força Total: matrícula grátis até 30/11, chame no @forcatotal',
  'Barbearia do Zé: corte e barba por R$ 45 às terças',
  'Pet shop Amigo Fiel: banho e tosa com 20% de desconto',
  'Aula de inglês com a professora Ana, turmas às segundas e quartas',
];

export interface DrillOptions {
  /** A PostgreSQL connection string on the server to use (the drill creates its own database). */
  postgresUrl: string;
  redisUrl: string;
  /**
   * host:port of a Firebase Auth Emulator; unset, the drill starts one of its own on a free port
   * (a shared one may be restarted, empty, by another test run while the drill uses it).
   */
  authEmulatorHost?: string;
  apis: number;
  /** One throughput phase per entry, each with that many workers (ascending: workers are added). */
  workerPhases: number[];
  customers: number;
  videosPerPhase: number;
  /** Videos submitted for the SIGKILL phase (run with the last phase's workers; at least 2). */
  killPhaseVideos: number;
  log?: (line: string) => void;
}

export interface PhaseFigures {
  workers: number;
  videos: number;
  seconds: number;
  videosPerMinute: number;
  queueWaitP50Ms: number;
  queueWaitP95Ms: number;
  renderP50Ms: number;
}

export interface ProcessLatency {
  process: string;
  /** From the PUT's start to the first read of the new value on that process. */
  firstNewMs: number | null;
  /** The latest read of the old value after the PUT started (negative: none after it). */
  lastOldMs: number | null;
  readsAfter: number;
}

export interface DrillReport {
  phases: PhaseFigures[];
  settings: ProcessLatency[];
  sse: { videoId: string; acceptedBy: number; streamedBy: number; events: number; live: number };
  kill: {
    videoId: string;
    takenOverAfterMs: number;
    completedAfterMs: number;
    firstWorker: string;
    secondWorker: string;
  } | null;
  totals: { videos: number; customers: number; charged: number; objects: number };
  /** Broken invariants; empty when every check held. */
  problems: string[];
}

// ---------------------------------------------------------------------------------------------
// Who holds which job: BullMQ's lock token is `<worker uuid>:<n>`, one uuid per worker process.

class JobWatcher {
  /** job id → distinct lock holders (worker uuids) in the order seen, with when first seen. */
  readonly holders = new Map<string, { worker: string; at: number }[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  start(): void {
    const tick = async () => {
      const active = await this.redis.lrange(`${this.prefix}:render:active`, 0, -1);
      if (active.length) {
        const tokens = await this.redis.mget(
          active.map((id) => `${this.prefix}:render:${id}:lock`),
        );
        const now = Date.now();
        active.forEach((id, i) => {
          const token = tokens[i];
          if (!token) return;
          const worker = token.split(':')[0];
          const seen = this.holders.get(id) ?? [];
          if (seen.at(-1)?.worker !== worker) seen.push({ worker, at: now });
          this.holders.set(id, seen);
        });
      }
    };
    const loop = () => {
      this.running = tick()
        .catch(() => undefined)
        .then(() => {
          if (this.timer) this.timer = setTimeout(loop, 50);
        });
    };
    this.timer = setTimeout(loop, 0);
  }

  async stop(): Promise<void> {
    const timer = this.timer;
    this.timer = null;
    if (timer) clearTimeout(timer);
    await this.running;
  }

  /** The worker that held the job last (the one that finished it). */
  finisher(jobId: string): string | undefined {
    return this.holders.get(jobId)?.at(-1)?.worker;
  }

  /** Jobs held right now by a live lock. */
  async activeHolders(): Promise<Map<string, string>> {
    const active = await this.redis.lrange(`${this.prefix}:render:active`, 0, -1);
    const result = new Map<string, string>();
    if (!active.length) return result;
    const tokens = await this.redis.mget(active.map((id) => `${this.prefix}:render:${id}:lock`));
    active.forEach((id, i) => {
      if (tokens[i]) result.set(id, tokens[i]!.split(':')[0]);
    });
    return result;
  }
}

// ---------------------------------------------------------------------------------------------
// The drill

interface Submitted {
  id: string;
  customer: number;
  api: number;
}

interface VideoRow {
  id: string;
  status: string;
  attempts: number;
  cost_credits: number;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  expires_at: Date | null;
}

export async function runScaleDrill(options: DrillOptions): Promise<DrillReport> {
  const log = options.log ?? (() => undefined);
  const problems: string[] = [];
  let succeeded = false;
  let stack: Stack | null = null;
  let stopWatcher: () => Promise<void> = () => Promise.resolve();

  try {
    stack = await startStack({
      postgresUrl: options.postgresUrl,
      redisUrl: options.redisUrl,
      authEmulatorHost: options.authEmulatorHost,
      name: 'drill',
      env: {
        WORKER_CONCURRENCY: '1',
        WORKER_LOCK_MS: String(WORKER_LOCK_MS),
        WORKER_STALLED_INTERVAL_MS: String(WORKER_STALLED_INTERVAL_MS),
      },
      log,
    });
    const { db, redis, prefix, s3Endpoint, bucket } = stack;
    const startApi = stack.startApi;
    const bases = (
      await Promise.all(Array.from({ length: options.apis }, (_, i) => startApi(`api ${i + 1}`)))
    ).map((api) => api.base);
    log(`${options.apis} apis up (${bases.join(', ')}), S3 (s3rver) at ${s3Endpoint}`);

    const workers: Proc[] = [];
    const spawnWorker = stack.spawnWorker;
    const addWorkers = async (count: number) => {
      const started = Array.from({ length: count - workers.length }, () => {
        const proc = spawnWorker(`worker ${workers.length + 1}`);
        workers.push(proc);
        return proc;
      });
      await Promise.all(started.map((proc) => workerReady(proc)));
    };

    // --- the people: one admin, the customers (credits for every video they will make)
    const sync = (apiIndex: number): Promise<Customer> =>
      signUpCustomer(bases[apiIndex % bases.length]);
    const staff = await sync(0);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.id]);
    const putSetting = (apiIndex: number, key: string, value: unknown) =>
      expectStatus(
        call(bases[apiIndex], 'PUT', `/api/admin/settings/${key}`, staff.token, { value }),
        200,
        `PUT ${key}`,
      );
    // Several videos a customer a day: over Basic's daily limit, so the back office lifts it.
    await putSetting(0, 'limits.basicDailyVideos', 1000);

    const totalVideos =
      options.workerPhases.length * options.videosPerPhase + options.killPhaseVideos;
    const perCustomer = Math.ceil(totalVideos / options.customers);
    const customers = await pool(
      Array.from({ length: options.customers }, (_, i) => i),
      5,
      (i) => sync(i),
    );
    for (const c of customers) await grantCredits(db, c.id, perCustomer * 20, 'scale drill');
    log(`${customers.length} customers with credits for ${perCustomer} videos each`);

    const watcher = new JobWatcher(redis, prefix);
    watcher.start();
    stopWatcher = () => watcher.stop();

    const submitted: Submitted[] = [];
    let submittedCount = 0;
    const submit = async (label: string, count: number): Promise<Submitted[]> =>
      pool(
        Array.from({ length: count }, () => submittedCount++),
        8,
        async (n) => {
          const customer = n % customers.length;
          const api = n % bases.length;
          const r = await expectStatus(
            call(bases[api], 'POST', '/api/generate', customers[customer].token, {
              prompt: `${PROMPTS[n % PROMPTS.length]} (${label}, nº ${n + 1})`,
              mode: 'text',
              duration: LIMITS.durationMinS,
            }),
            202,
            'generate',
          );
          const s = { id: r.body.id as string, customer, api };
          submitted.push(s);
          return s;
        },
      );
    const rows = async (ids: string[]): Promise<VideoRow[]> =>
      (
        await db.query(
          `SELECT id, status, attempts, cost_credits, created_at, started_at, completed_at, expires_at
             FROM videos WHERE id = ANY($1)`,
          [ids],
        )
      ).rows;
    const waitAllEnded = async (ids: string[], timeoutMs: number) => {
      const ended = await until(
        `${ids.length} videos to end`,
        async () => {
          for (const w of workers) {
            if (!alive(w) && w.child.signalCode !== 'SIGKILL') throw new Error(deathNote(w));
          }
          const r = await rows(ids);
          return r.every((v) => ['completed', 'failed'].includes(v.status)) ? r : null;
        },
        timeoutMs,
        250,
      );
      const failed = ended.filter((v) => v.status !== 'completed');
      if (failed.length) problems.push(`${failed.length} video(s) failed: ${failed[0].id}`);
      return ended;
    };
    const completedCount = async (ids: string[]) =>
      Number(
        (
          await db.query(
            `SELECT count(*)::int AS n FROM videos WHERE id = ANY($1) AND status = 'completed'`,
            [ids],
          )
        ).rows[0].n,
      );

    // --- throughput phases; the SSE check runs in the first, the settings change in the last
    const phases: PhaseFigures[] = [];
    let sse: DrillReport['sse'] | null = null;
    let settings: ProcessLatency[] = [];
    for (const [index, count] of options.workerPhases.entries()) {
      await addWorkers(count);
      const label = `${count} worker${count > 1 ? 's' : ''}`;
      const first = index === 0;
      const last = index === options.workerPhases.length - 1;
      log(`phase: ${options.videosPerPhase} videos with ${label}`);
      const batch = await submit(label, options.videosPerPhase - (first ? 1 : 0));
      let sseCheck: Promise<DrillReport['sse']> | null = null;
      if (first) {
        // The last video of the batch waits in the queue: watch it from the other api.
        const [video] = await submit(label, 1);
        batch.push(video);
        sseCheck = crossApiEvents(video);
      }
      const ids = batch.map((b) => b.id);
      const settingsCheck = last
        ? (async () => {
            await until(
              'a third of the batch to complete',
              async () => (await completedCount(ids)) >= Math.ceil(ids.length / 3),
              600_000,
              100,
            );
            return changeSettings();
          })()
        : null;
      const timeoutMs = Math.max(180_000, (ids.length * 30_000) / count);
      const ended = await waitAllEnded(ids, timeoutMs);
      phases.push(figures(count, ended));
      if (sseCheck) sse = await sseCheck;
      if (settingsCheck) {
        const check = await settingsCheck;
        settings = [...check.apis, ...workerReads(ended, check.retentionChangeAt, check.days)];
      }
    }

    async function crossApiEvents(video: Submitted): Promise<DrillReport['sse']> {
      const streamedBy = (video.api + 1) % bases.length;
      const stream = streamEvents(
        bases[streamedBy],
        `/api/videos/${video.id}/events`,
        customers[video.customer].token,
        600_000,
      );
      await stream.opened;
      const openedAt = Date.now();
      const events = await stream.done;
      const live = events.filter((e) => e.at > openedAt + 5 && e.event.status === 'processing');
      const final = events.at(-1)?.event;
      if (final?.status !== 'completed' || final.progress !== 100) {
        problems.push(`SSE on api ${streamedBy + 1}: last event ${JSON.stringify(final)}`);
      }
      if (!events.some((e) => e.event.status === 'processing' && e.event.progress > 0)) {
        problems.push(`SSE on api ${streamedBy + 1}: no progress event`);
      }
      return {
        videoId: video.id,
        acceptedBy: video.api + 1,
        streamedBy: streamedBy + 1,
        events: events.length,
        live: live.length,
      };
    }

    /**
     * Two back-office changes while renders run: the video cost (read by the apis at each
     * generate and shown by GET /api/admin/ai) and Basic's retention (read by a worker as each
     * render completes: it sets expires_at). Settings are cached 5 s per process; only the
     * pub/sub invalidation makes them apply within the second.
     */
    async function changeSettings() {
      const oldCost = 20;
      const newCost = 15;
      const readCost = async (base: string) =>
        (
          (await expectStatus(call(base, 'GET', '/api/admin/ai', staff.token), 200, 'ai')).body
            .costs as { video: number }
        ).video;
      for (const base of bases) {
        const value = await readCost(base);
        if (value !== oldCost) problems.push(`video cost ${value} before the change`);
      }
      let costChangeAt = 0;
      const watchers = bases.map(async (base, i) => {
        const reads: { at: number; value: number }[] = [];
        await until(
          `api ${i + 1} to show the new cost`,
          async () => {
            const at = Date.now();
            const value = await readCost(base);
            reads.push({ at, value });
            // Only a read sent after the change counts: one in flight across it proves nothing.
            return costChangeAt > 0 && at >= costChangeAt && value === newCost;
          },
          30_000,
          20,
        );
        return reads;
      });
      costChangeAt = Date.now();
      await putSetting(0, 'credits.videoCost', newCost);
      const retentionChangeAt = Date.now();
      await putSetting(bases.length - 1, 'retention.basicDays', 7);
      const apis: ProcessLatency[] = (await Promise.all(watchers)).map((reads, i) => {
        const after = reads.filter((r) => r.at >= costChangeAt);
        const news = after.filter((r) => r.value === newCost);
        const olds = after.filter((r) => r.value !== newCost);
        return {
          process: `api ${i + 1}`,
          firstNewMs: news.length ? news[0].at - costChangeAt : null,
          lastOldMs: olds.length ? olds.at(-1)!.at - costChangeAt : -1,
          readsAfter: after.length,
        };
      });
      return { apis, retentionChangeAt, days: { before: 30, after: 7 } };
    }

    /** Each worker's retention reads after the change, from the expiry it wrote per video. */
    function workerReads(
      ended: VideoRow[],
      changeAt: number,
      days: { before: number; after: number },
    ): ProcessLatency[] {
      const byWorker = new Map<string, { at: number; value: number }[]>();
      for (const v of ended) {
        const worker = watcher.finisher(v.id);
        if (!worker || !v.expires_at || !v.completed_at) continue;
        const value = Math.round((v.expires_at.getTime() - v.completed_at.getTime()) / DAY_MS);
        // expiryFor(): expires_at = the moment the worker read the setting + that many days.
        const at = v.expires_at.getTime() - value * DAY_MS;
        const list = byWorker.get(worker) ?? [];
        list.push({ at, value });
        byWorker.set(worker, list);
      }
      let n = 0;
      return [...byWorker.values()].map((reads) => {
        n += 1;
        const after = reads.filter((r) => r.at >= changeAt).sort((a, b) => a.at - b.at);
        const news = after.filter((r) => r.value === days.after);
        const olds = after.filter((r) => r.value === days.before);
        return {
          process: `worker ${n}`,
          firstNewMs: news.length ? news[0].at - changeAt : null,
          lastOldMs: olds.length ? olds.at(-1)!.at - changeAt : -1,
          readsAfter: after.length,
        };
      });
    }

    // --- SIGKILL a worker mid-render; its job must be finished by another, once
    let kill: DrillReport['kill'] = null;
    if (options.killPhaseVideos > 0) {
      log(`kill phase: ${options.killPhaseVideos} videos, one worker killed mid-render`);
      const batch = await submit('kill', options.killPhaseVideos);
      const ids = batch.map((b) => b.id);
      const live = workers.filter(alive);
      // Every worker mid-render (10..80 %), so whichever dies holds a job in processing.
      const snapshot = await until(
        'every worker to be mid-render',
        async () => {
          const holders = await watcher.activeHolders();
          if (holders.size < live.length) return null;
          const { rows: progress } = await db.query(
            `SELECT id FROM videos WHERE id = ANY($1) AND status = 'processing' AND progress BETWEEN 10 AND 80`,
            [[...holders.keys()]],
          );
          return progress.length === holders.size ? holders : null;
        },
        120_000,
        25,
      );
      const victim = live[live.length - 1];
      victim.child.kill('SIGKILL');
      await victim.exited;
      const killedAt = Date.now();
      const ended = await waitAllEnded(ids, 300_000);
      const retried = ended.filter((v) => v.attempts > 1);
      if (retried.length !== 1) {
        problems.push(`${retried.length} videos of the kill phase rendered more than once`);
      } else {
        const video = retried[0];
        const holders = watcher.holders.get(video.id) ?? [];
        const before = snapshot.get(video.id);
        const after = holders.filter((h) => h.at > killedAt);
        if (!before || !after.length || after.every((h) => h.worker === before)) {
          problems.push(`video ${video.id}: not taken over by another worker`);
        }
        // The dead worker's uuid holds no job after the kill.
        for (const [job, seen] of watcher.holders) {
          if (seen.some((h) => h.worker === before && h.at > killedAt + WORKER_LOCK_MS)) {
            problems.push(`job ${job} held by the killed worker after its death`);
          }
        }
        kill = {
          videoId: video.id,
          takenOverAfterMs: (after[0]?.at ?? killedAt) - killedAt,
          completedAfterMs: (video.completed_at?.getTime() ?? killedAt) - killedAt,
          firstWorker: before ?? '?',
          secondWorker: after[0]?.worker ?? '?',
        };
      }
    }
    await watcher.stop();

    // --- the invariants over every video of the run
    const ids = submitted.map((s) => s.id);
    const all = await rows(ids);
    if (all.length !== totalVideos) problems.push(`${all.length} rows for ${totalVideos} videos`);
    const notDone = all.filter((v) => v.status !== 'completed');
    if (notDone.length) problems.push(`${notDone.length} video(s) not completed`);
    const twice = all.filter((v) => v.attempts !== 1);
    if (twice.length !== (kill ? 1 : 0) || (kill && twice[0].id !== kill.videoId)) {
      problems.push(`${twice.length} video(s) started more than once: ${twice.map((v) => v.id)}`);
    }
    for (const [job, seen] of watcher.holders) {
      const distinct = new Set(seen.map((h) => h.worker)).size;
      if (distinct > 1 && job !== kill?.videoId) {
        problems.push(`job ${job} held by ${distinct} workers`);
      }
    }
    const { rows: charges } = await db.query(
      `SELECT v.id, v.cost_credits,
              count(l.id) FILTER (WHERE l.reason = 'video_debit')::int AS debits,
              COALESCE(sum(l.delta) FILTER (WHERE l.reason = 'video_debit'), 0)::int AS debited,
              count(l.id) FILTER (WHERE l.reason = 'video_refund')::int AS refunds
         FROM videos v LEFT JOIN credit_ledger l ON l.video_id = v.id
        WHERE v.id = ANY($1) GROUP BY v.id, v.cost_credits`,
      [ids],
    );
    const wrong = charges.filter(
      (c) => c.debits !== 1 || c.debited !== -c.cost_credits || c.refunds !== 0,
    );
    if (wrong.length) problems.push(`${wrong.length} video(s) not charged exactly once`);
    const { rows: balances } = await db.query(
      `SELECT count(*)::int AS n FROM users u
        WHERE u.credit_balance <> COALESCE((SELECT sum(delta) FROM credit_ledger WHERE user_id = u.id), 0)`,
    );
    if (balances[0].n !== 0) problems.push(`${balances[0].n} balance(s) differ from the ledger`);
    const charged = charges.reduce((sum, c) => sum + Number(c.cost_credits), 0);
    const costs = new Set(all.map((v) => v.cost_credits));
    if (options.workerPhases.length && options.killPhaseVideos && !costs.has(15)) {
      problems.push('no video accepted after the change was charged the new cost');
    }

    // Media: one MP4 and one poster per video in the bucket, served back through an api.
    const s3 = new S3Client({
      endpoint: s3Endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const keys: string[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken }),
      );
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      continuationToken = page.NextContinuationToken;
    } while (continuationToken);
    s3.destroy();
    const mp4s = keys.filter((k) => k.startsWith('videos/') && k.endsWith('.mp4'));
    if (mp4s.length !== totalVideos || new Set(mp4s).size !== totalVideos) {
      problems.push(`${mp4s.length} MP4s in the bucket for ${totalVideos} videos`);
    }
    const sample = submitted[0];
    const detail = await expectStatus(
      call(
        bases[(sample.api + 1) % bases.length],
        'GET',
        `/api/videos/${sample.id}`,
        customers[sample.customer].token,
      ),
      200,
      'video',
    );
    const media = await fetch(String(detail.body.videoUrl));
    const head = Buffer.from(await media.arrayBuffer())
      .subarray(4, 8)
      .toString('latin1');
    if (media.status !== 200 || head !== 'ftyp') {
      problems.push(`the video's URL answered ${media.status} (${head})`);
    }

    // The settings deadline on every process.
    const expectedProcesses = options.apis + Math.max(0, ...options.workerPhases);
    if (settings.length !== expectedProcesses) {
      problems.push(`settings reads seen on ${settings.length} of ${expectedProcesses} processes`);
    }
    for (const s of settings) {
      if (s.firstNewMs === null) problems.push(`${s.process} never read the new setting`);
      else if (s.firstNewMs > SETTINGS_DEADLINE_MS && s.process.startsWith('api')) {
        problems.push(`${s.process} read the new setting after ${s.firstNewMs} ms`);
      }
      if ((s.lastOldMs ?? -1) > SETTINGS_DEADLINE_MS) {
        problems.push(`${s.process} still read the old setting ${s.lastOldMs} ms after the change`);
      }
    }
    if (!sse) problems.push('no SSE check ran');

    succeeded = true;
    return {
      phases,
      settings,
      sse: sse ?? { videoId: '', acceptedBy: 0, streamedBy: 0, events: 0, live: 0 },
      kill,
      totals: { videos: all.length, customers: customers.length, charged, objects: keys.length },
      problems,
    };
  } finally {
    await stopWatcher();
    if (stack && !succeeded) {
      // What each process said last: the first place to look when the drill broke.
      for (const p of stack.procs) console.error(`--- ${p.name}\n${p.tail.slice(-30).join('\n')}`);
    }
    await stack?.stop(succeeded);
  }
}

function figures(workers: number, ended: VideoRow[]): PhaseFigures {
  const created = Math.min(...ended.map((v) => v.created_at.getTime()));
  const finished = Math.max(...ended.map((v) => v.completed_at?.getTime() ?? 0));
  const seconds = (finished - created) / 1000;
  const waits = ended
    .filter((v) => v.started_at)
    .map((v) => v.started_at!.getTime() - v.created_at.getTime());
  const renders = ended
    .filter((v) => v.started_at && v.completed_at)
    .map((v) => v.completed_at!.getTime() - v.started_at!.getTime());
  return {
    workers,
    videos: ended.length,
    seconds,
    videosPerMinute: seconds > 0 ? (ended.length * 60) / seconds : 0,
    queueWaitP50Ms: percentile(waits, 50),
    queueWaitP95Ms: percentile(waits, 95),
    renderP50Ms: percentile(renders, 50),
  };
}

/** The report as the script prints it. */
export function formatReport(report: DrillReport): string {
  const lines: string[] = [];
  lines.push('workers  videos  seconds  videos/min  queue wait p50  queue wait p95  render p50');
  for (const p of report.phases) {
    lines.push(
      [
        String(p.workers).padStart(7),
        String(p.videos).padStart(7),
        p.seconds.toFixed(1).padStart(8),
        p.videosPerMinute.toFixed(1).padStart(11),
        `${(p.queueWaitP50Ms / 1000).toFixed(1)} s`.padStart(15),
        `${(p.queueWaitP95Ms / 1000).toFixed(1)} s`.padStart(15),
        `${(p.renderP50Ms / 1000).toFixed(2)} s`.padStart(11),
      ].join(' '),
    );
  }
  lines.push('');
  lines.push('settings change → first read of the new value, last read of the old one:');
  for (const s of report.settings) {
    const last = s.lastOldMs !== null && s.lastOldMs >= 0 ? `${s.lastOldMs} ms` : 'none';
    lines.push(
      `  ${s.process.padEnd(9)} new at ${s.firstNewMs ?? '—'} ms, old until ${last} (${s.readsAfter} reads)`,
    );
  }
  lines.push(
    `SSE: video accepted by api ${report.sse.acceptedBy}, streamed by api ${report.sse.streamedBy}: ` +
      `${report.sse.events} events, ${report.sse.live} live progress events`,
  );
  if (report.kill) {
    lines.push(
      `SIGKILL: worker ${report.kill.firstWorker.slice(0, 8)} killed mid-render; its job taken over by ` +
        `${report.kill.secondWorker.slice(0, 8)} after ${(report.kill.takenOverAfterMs / 1000).toFixed(1)} s, ` +
        `completed ${(report.kill.completedAfterMs / 1000).toFixed(1)} s after the kill`,
    );
  }
  lines.push(
    `${report.totals.videos} videos by ${report.totals.customers} customers, ${report.totals.charged} credits ` +
      `charged, ${report.totals.objects} objects in S3`,
  );
  lines.push(
    report.problems.length ? `PROBLEMS:\n  ${report.problems.join('\n  ')}` : 'every check held',
  );
  return lines.join('\n');
}
