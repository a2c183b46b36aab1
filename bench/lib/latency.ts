/**
 * `npm run bench:latency` (issue 22 scope 5): how long a customer waits for a finished clip, on
 * the stack a production start has (bench/lib/stack.ts: the compiled api and worker, their own
 * database, queue prefix, S3 bucket in s3rver and Auth Emulator), with one Pro customer.
 *
 * - First render after a worker starts, twice, each on a freshly spawned worker: (1) the request
 *   sent once the worker logged 'worker ready'; (2) the request sent the moment the worker is
 *   spawned (it waits in the queue while the worker boots), timed from the spawn and from ready.
 * - Warm requests on the second worker: `runs` sequential 8 s clips per case (text 16:9, text
 *   9:16, photo 16:9).
 *
 * Each figure is request → completed as a customer sees it: from just before `POST
 * /api/generate` to the arrival of the server-sent event whose status is 'completed' on
 * `/api/videos/:id/events` (the stream the app watches; opened as soon as the 202 names the
 * video, it sends the current state first, so a clip finished before it opened still counts).
 * 'completed' is written by the worker after the MP4 and its poster are in the bucket. The
 * database's own created_at → completed_at is kept beside it, to show what observing costs.
 */
import { type AspectRatio, LIMITS, type VideoMode } from '@cena/contracts';
import {
  call,
  expectStatus,
  grantCredits,
  type Proc,
  signUpCustomer,
  type Stack,
  startStack,
  stopProc,
  streamEvents,
  workerReady,
} from './stack';

/** Briefs of different trades, each with the contacts a shop owner types; runs cycle through them. */
const BRIEFS = [
  'Padaria Pão Dourado: bolo de cenoura com cobertura de chocolate por R$ 25, encomendas pelo WhatsApp (11) 98765-4321',
  'Academia Força Total: matrícula grátis até 30/11, aulas de spinning às 7h, chame no @forcatotal',
  'Barbearia do Zé: corte e barba por R$ 45 às terças, Rua das Flores 120, agende pelo (21) 99876-5432',
  'Hamburgueria Brasa: X-bacon artesanal com fritas por R$ 32, delivery das 18h às 23h, @brasaburger',
  'Escola de Música Sol Maior: aulas de violão e teclado para crianças, matrículas abertas, (31) 3222-1100',
];

export interface LatencyOptions {
  postgresUrl: string;
  redisUrl: string;
  /** Warm requests per case. */
  runs: number;
  /** The photo of the photo-mode case, sent as a multipart upload. */
  photo: { bytes: Buffer; type: string; name: string };
  authEmulatorHost?: string;
  log?: (line: string) => void;
}

export interface TimedVideo {
  videoId: string;
  /** Request sent → 'completed' event received. */
  requestMs: number;
  /** Request sent → 202 received. */
  acceptedMs: number;
  /** The database's created_at → completed_at. */
  serverMs: number;
}

export interface LatencyCase {
  name: string;
  mode: VideoMode;
  aspectRatio: AspectRatio;
  runs: TimedVideo[];
}

export interface LatencyFigures {
  /** Worker spawned, waited for until ready, then one request. */
  firstAtReady: TimedVideo & { spawnToReadyMs: number };
  /** One request sent the moment the worker was spawned. */
  firstAtSpawn: TimedVideo & {
    spawnToReadyMs: number;
    spawnToCompletedMs: number;
    readyToCompletedMs: number;
  };
  warm: LatencyCase[];
}

interface Submission {
  mode: VideoMode;
  aspectRatio: AspectRatio;
  prompt: string;
}

export async function runLatency(options: LatencyOptions): Promise<LatencyFigures> {
  const log = options.log ?? (() => undefined);
  let stack: Stack | null = null;
  let succeeded = false;
  try {
    stack = await startStack({
      postgresUrl: options.postgresUrl,
      redisUrl: options.redisUrl,
      authEmulatorHost: options.authEmulatorHost,
      name: 'latency',
      // Many requests a minute from one account: the throttle would answer 429 past 30.
      env: { GENERATE_RATE_LIMIT_PER_MINUTE: '100000' },
      log,
    });
    const { db } = stack;
    const { base } = await stack.startApi('api');
    const customer = await signUpCustomer(base);
    // Pro: no watermark, no daily limit; credits for every clip, as an admin adjustment writes them.
    await db.query(`UPDATE users SET plan = 'pro' WHERE id = $1`, [customer.id]);
    const clips = 2 + 3 * options.runs;
    await grantCredits(db, customer.id, clips * 100, 'latency bench');
    log(`api at ${base}, one Pro customer with credits for ${clips} clips`);

    let briefIndex = 0;
    const nextBrief = () => BRIEFS[briefIndex++ % BRIEFS.length];

    const submit = async (s: Submission): Promise<string> => {
      if (s.mode === 'image') {
        const form = new FormData();
        form.set('prompt', s.prompt);
        form.set('mode', 'image');
        form.set('aspectRatio', s.aspectRatio);
        form.set('duration', String(LIMITS.durationMaxS));
        form.set(
          'image',
          new Blob([new Uint8Array(options.photo.bytes)], { type: options.photo.type }),
          options.photo.name,
        );
        const response = await fetch(`${base}/api/generate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${customer.token}` },
          body: form,
        });
        const body = (await response.json()) as { id?: string };
        if (response.status !== 202 || !body.id) {
          throw new Error(`generate (photo): HTTP ${response.status} ${JSON.stringify(body)}`);
        }
        return body.id;
      }
      const r = await expectStatus(
        call(base, 'POST', '/api/generate', customer.token, {
          prompt: s.prompt,
          mode: s.mode,
          aspectRatio: s.aspectRatio,
          duration: LIMITS.durationMaxS,
        }),
        202,
        'generate',
      );
      return r.body.id as string;
    };

    /** Times one clip from the request to its 'completed' event; `sentAt` is its request's start. */
    const timed = async (s: Submission, worker: Proc): Promise<TimedVideo & { sentAt: number }> => {
      const sentAt = Date.now();
      const videoId = await submit(s);
      const acceptedMs = Date.now() - sentAt;
      const stream = streamEvents(base, `/api/videos/${videoId}/events`, customer.token, 180_000);
      stream.done.catch(() => undefined); // awaited through the race below
      const events = await Promise.race([stream.done, worker.exited.then(() => null)]);
      if (!events) throw new Error(`${worker.name} exited during a render`);
      const last = events.at(-1);
      if (last?.event.status !== 'completed') {
        throw new Error(`video ${videoId} ended ${JSON.stringify(last?.event)}`);
      }
      const { rows } = await db.query<{ created_at: Date; completed_at: Date }>(
        'SELECT created_at, completed_at FROM videos WHERE id = $1',
        [videoId],
      );
      return {
        videoId,
        sentAt,
        requestMs: last.at - sentAt,
        acceptedMs,
        serverMs: rows[0].completed_at.getTime() - rows[0].created_at.getTime(),
      };
    };
    const text169 = (): Submission => ({ mode: 'text', aspectRatio: '16:9', prompt: nextBrief() });
    const strip = ({ videoId, requestMs, acceptedMs, serverMs }: TimedVideo): TimedVideo => ({
      videoId,
      requestMs,
      acceptedMs,
      serverMs,
    });

    // --- first render, request once the worker is ready
    let spawnedAt = Date.now();
    const first = stack.spawnWorker('worker 1');
    await workerReady(first);
    const firstReadyMs = Date.now() - spawnedAt;
    log(`worker 1 ready ${firstReadyMs} ms after its spawn`);
    const atReady = await timed(text169(), first);
    log(`first render (request at ready): ${atReady.requestMs} ms`);
    await stopProc(first, true);

    // --- first render, request at the spawn (queued while the worker boots)
    spawnedAt = Date.now();
    const worker = stack.spawnWorker('worker 2');
    const ready = workerReady(worker).then(() => Date.now());
    const atSpawn = await timed(text169(), worker);
    const readyAt = await ready;
    const completedAt = atSpawn.sentAt + atSpawn.requestMs;
    log(`first render (request at spawn): ${completedAt - spawnedAt} ms from the spawn`);

    // --- warm requests on that worker
    const cases: Omit<LatencyCase, 'runs'>[] = [
      { name: 'text 16:9', mode: 'text', aspectRatio: '16:9' },
      { name: 'text 9:16', mode: 'text', aspectRatio: '9:16' },
      { name: 'photo 16:9', mode: 'image', aspectRatio: '16:9' },
    ];
    const warm: LatencyCase[] = [];
    for (const c of cases) {
      briefIndex = 0; // the same briefs in every case
      const runs: TimedVideo[] = [];
      for (let i = 0; i < options.runs; i++) {
        const run = await timed(
          { mode: c.mode, aspectRatio: c.aspectRatio, prompt: nextBrief() },
          worker,
        );
        runs.push(strip(run));
        log(`${c.name} #${i + 1}: ${run.requestMs} ms`);
      }
      warm.push({ ...c, runs });
    }

    succeeded = true;
    return {
      firstAtReady: { ...strip(atReady), spawnToReadyMs: firstReadyMs },
      firstAtSpawn: {
        ...strip(atSpawn),
        spawnToReadyMs: readyAt - spawnedAt,
        spawnToCompletedMs: completedAt - spawnedAt,
        readyToCompletedMs: completedAt - readyAt,
      },
      warm,
    };
  } finally {
    if (stack && !succeeded) {
      for (const p of stack.procs) console.error(`--- ${p.name}\n${p.tail.slice(-30).join('\n')}`);
    }
    await stack?.stop(succeeded);
  }
}
