import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FfmpegRunner } from '@cena/engine';

/**
 * A loopback Gemini API for the Veo adapter, speaking the REST wire format @google/genai uses:
 *
 * - `POST /v1beta/models/{model}:predictLongRunning` with `{instances:[{prompt, image?}],
 *   parameters:{…}}` → `{name:'models/{model}/operations/{id}'}`
 * - `GET /v1beta/models/{model}/operations/{id}` → `{name}` while running, then `{name, done:true,
 *   response:{generateVideoResponse:{generatedSamples:[{video:{uri}}]}}}`, or `{name, done:true,
 *   error:{code, message}}`, or a response with `raiMediaFilteredCount`/`raiMediaFilteredReasons`
 * - `GET /v1beta/files/{id}:download?alt=media` → the MP4
 *
 * It checks the API key header and rejects unknown fields and durations the model does not offer
 * the way the real API does (400 INVALID_ARGUMENT), and records every request.
 */

export type GeminiScenario =
  /** Running for `pendingPolls` polls, then one video (by file URI, or inline bytes). */
  | { kind: 'success'; pendingPolls?: number; delivery?: 'uri' | 'bytes' }
  /** The operation ends with `error` (3 = INVALID_ARGUMENT, 13 = INTERNAL…). */
  | { kind: 'operation_error'; code?: number; message?: string; pendingPolls?: number }
  /** Done without samples: the output was blocked by the safety filters. */
  | { kind: 'safety_filter'; reasons?: string[]; pendingPolls?: number }
  /** predictLongRunning answers this HTTP error. */
  | { kind: 'http_error'; status?: number }
  /** The first poll answers HTTP 503, then it behaves like `success`. */
  | { kind: 'flaky_poll' }
  /** Never finishes. */
  | { kind: 'never_done' };

export interface GeminiRecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  apiKey: string | undefined;
  /** Parsed JSON body (undefined for a GET). */
  body: PredictLongRunningBody | undefined;
}

export interface PredictLongRunningBody {
  instances: {
    prompt?: string;
    image?: { bytesBase64Encoded: string; mimeType: string };
    [key: string]: unknown;
  }[];
  parameters: {
    aspectRatio?: string;
    resolution?: string;
    durationSeconds?: number;
    sampleCount?: number;
    [key: string]: unknown;
  };
}

export interface GeminiClip {
  width: number;
  height: number;
  durationS: number;
  fps: number;
}

export interface GeminiTestServerOptions {
  /** Requests without this `x-goog-api-key` get 400 API_KEY_INVALID. */
  apiKey?: string;
  /** The clip every successful operation returns (made once per process and size). */
  clip?: Partial<GeminiClip>;
  defaultScenario?: GeminiScenario;
}

export interface GeminiTestServer {
  /** Pass as `httpOptions.baseUrl` (GEMINI_BASE_URL). */
  baseUrl: string;
  requests: GeminiRecordedRequest[];
  /** The predictLongRunning requests only. */
  starts(): GeminiRecordedRequest[];
  /** The predictLongRunning requests whose prompt contains `keyword`. */
  startsFor(keyword: string): GeminiRecordedRequest[];
  /** The MP4 served for successful operations. */
  clip: Buffer;
  /** Scenarios for the next operations, one each, before keywords and the default. */
  script(...scenarios: GeminiScenario[]): void;
  /** Operations whose prompt contains `keyword` follow `scenario`. */
  when(keyword: string, scenario: GeminiScenario): void;
  setDefault(scenario: GeminiScenario): void;
  /** Forgets recorded requests, the script and the keywords. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Real file URIs point at Google's host; the SDK only takes the id after `files/` (and only from
 * https URIs) and downloads it from its own base URL, so this host is never contacted.
 */
const FILE_URI_BASE = 'https://generativelanguage.googleapis.com/v1beta/files';

const DEFAULT_CLIP: GeminiClip = { width: 1920, height: 1080, durationS: 8, fps: 24 };

const INSTANCE_FIELDS = new Set(['prompt', 'image', 'lastFrame', 'referenceImages', 'video']);
const PARAMETER_FIELDS = new Set([
  'aspectRatio',
  'resolution',
  'durationSeconds',
  'negativePrompt',
  'personGeneration',
  'sampleCount',
  'enhancePrompt',
]);

interface Operation {
  name: string;
  scenario: GeminiScenario;
  polls: number;
  fileId: string;
  /** Asked for 9:16: Veo answers with the clip turned upright. */
  portrait: boolean;
}

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly grpcStatus: string,
    message: string,
  ) {
    super(message);
  }
}

const clips = new Map<string, Promise<Buffer>>();

/**
 * A real H.264 + AAC clip, made once per process and shape: footage without a letter or a digit
 * (as Veo is asked for), so any text in a delivered video is Cena's. Its top CALM_SHARE is a
 * slowly shifting soft gradient (a sky); below it the Game of Life teems in large cells, busy in
 * detail and motion: text laid over it belongs in the upper band. A tone for the sound.
 */
export function makeClip(shape: GeminiClip = DEFAULT_CLIP): Promise<Buffer> {
  const key = `${shape.width}x${shape.height}@${shape.fps}/${shape.durationS}`;
  let clip = clips.get(key);
  if (!clip) {
    clip = renderClip(shape);
    clips.set(key, clip);
  }
  return clip;
}

export const CALM_SHARE = 0.45;

/** Side of a cell of the Game of Life in the clip, in pixels. */
const CELL_PX = 20;

async function renderClip({ width, height, durationS, fps }: GeminiClip): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'cena-gemini-clip-'));
  const path = join(dir, 'clip.mp4');
  const calmHeight = 2 * Math.round((height * CALM_SHARE) / 2);
  const busyHeight = height - calmHeight;
  const cells = `${Math.round(width / CELL_PX)}x${Math.round(busyHeight / CELL_PX)}`;
  const calm =
    `nullsrc=s=16x8:r=${fps}:d=${durationS},format=yuv444p,` +
    `geq=lum='70+6*Y+12*sin(T*0.6+X/5)':cb='150-2*Y':cr='112+X',` +
    `scale=${width}:${calmHeight}:flags=bicubic,format=yuv420p[calm]`;
  const busy =
    `life=s=${cells}:r=${fps}:mold=10:ratio=0.45:seed=7:` +
    `life_color=#e8d44d:death_color=#1b4d2e:mold_color=#7a3e12,` +
    `scale=${width}:${busyHeight}:flags=neighbor,format=yuv420p[busy]`;
  try {
    await new FfmpegRunner().run([
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${durationS}`],
      '-filter_complex',
      `${calm};${busy};[calm][busy]vstack=inputs=2,trim=duration=${durationS}[v]`,
      ...['-map', '[v]', '-map', '0:a'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '96k', '-shortest', '-movflags', '+faststart', path],
    ]);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The durations (s) the Gemini API offers per model family. */
function allowedDurations(model: string): number[] {
  return model.startsWith('veo-2') ? [5, 6, 7, 8] : [4, 6, 8];
}

function checkStartBody(model: string, raw: string): PredictLongRunningBody {
  let body: PredictLongRunningBody;
  try {
    body = JSON.parse(raw) as PredictLongRunningBody;
  } catch {
    throw new ApiFailure(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  }
  const unknown = (fields: Set<string>, object: object | undefined, where: string) => {
    for (const key of Object.keys(object ?? {})) {
      if (!fields.has(key)) {
        throw new ApiFailure(
          400,
          'INVALID_ARGUMENT',
          `Invalid JSON payload received. Unknown name "${key}" at '${where}': Cannot find field.`,
        );
      }
    }
  };
  if (!Array.isArray(body.instances) || body.instances.length !== 1) {
    throw new ApiFailure(400, 'INVALID_ARGUMENT', 'Exactly one instance is required.');
  }
  const [instance] = body.instances;
  unknown(INSTANCE_FIELDS, instance, 'instances[0]');
  unknown(PARAMETER_FIELDS, body.parameters, 'parameters');
  if (typeof instance.prompt !== 'string' && !instance.image) {
    throw new ApiFailure(400, 'INVALID_ARGUMENT', 'A prompt or an image is required.');
  }
  if (instance.image) {
    const { bytesBase64Encoded, mimeType } = instance.image;
    if (!bytesBase64Encoded || !['image/jpeg', 'image/png'].includes(mimeType)) {
      throw new ApiFailure(400, 'INVALID_ARGUMENT', 'Unsupported image.');
    }
  }
  const duration = body.parameters?.durationSeconds;
  if (duration !== undefined && !allowedDurations(model).includes(duration)) {
    throw new ApiFailure(
      400,
      'INVALID_ARGUMENT',
      `The number value for \`durationSeconds\` is out of bound. Please provide a value between ${allowedDurations(model).join(', ')}.`,
    );
  }
  return body;
}

function send(response: ServerResponse, status: number, payload: unknown): void {
  if (response.writableEnded || response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(payload));
}

function sendFailure(response: ServerResponse, failure: ApiFailure): void {
  send(response, failure.status, {
    error: { code: failure.status, message: failure.message, status: failure.grpcStatus },
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const newId = () => randomBytes(6).toString('hex');

const pendingPollsOf = (scenario: GeminiScenario): number =>
  'pendingPolls' in scenario && scenario.pendingPolls !== undefined ? scenario.pendingPolls : 2;

export async function startGeminiServer(
  options: GeminiTestServerOptions = {},
): Promise<GeminiTestServer> {
  const shape = { ...DEFAULT_CLIP, ...options.clip };
  const clip = await makeClip(shape);
  const portraitClip = await makeClip({ ...shape, width: shape.height, height: shape.width });
  const portraitFiles = new Set<string>();
  const requests: GeminiRecordedRequest[] = [];
  const operations = new Map<string, Operation>();
  const files = new Set<string>();
  let queue: GeminiScenario[] = [];
  let keywords: { keyword: string; scenario: GeminiScenario }[] = [];
  let fallback: GeminiScenario = options.defaultScenario ?? { kind: 'success' };

  const scenarioFor = (prompt: string): GeminiScenario =>
    queue.shift() ?? keywords.find((rule) => prompt.includes(rule.keyword))?.scenario ?? fallback;

  const startOperation = (model: string, raw: string, record: GeminiRecordedRequest): object => {
    const body = checkStartBody(model, raw);
    record.body = body;
    const scenario = scenarioFor(body.instances[0].prompt ?? '');
    if (scenario.kind === 'http_error') {
      const status = scenario.status ?? 500;
      throw new ApiFailure(
        status,
        status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION',
        'Internal error encountered.',
      );
    }
    const name = `models/${model}/operations/${newId()}`;
    const portrait = body.parameters?.aspectRatio === '9:16';
    operations.set(name, { name, scenario, polls: 0, fileId: newId(), portrait });
    return { name };
  };

  const pollOperation = (name: string): object => {
    const operation = operations.get(name);
    if (!operation) throw new ApiFailure(404, 'NOT_FOUND', `Operation ${name} not found.`);
    operation.polls += 1;
    const { scenario } = operation;
    if (scenario.kind === 'flaky_poll' && operation.polls === 1) {
      throw new ApiFailure(503, 'UNAVAILABLE', 'The service is currently unavailable.');
    }
    if (scenario.kind === 'never_done' || operation.polls <= pendingPollsOf(scenario)) {
      // The real API leaves `done` out while running; both forms must work.
      return operation.polls % 2 === 1 ? { name } : { name, done: false };
    }
    switch (scenario.kind) {
      case 'operation_error':
        return {
          name,
          done: true,
          error: {
            code: scenario.code ?? 3,
            message: scenario.message ?? 'The prompt could not be submitted.',
          },
        };
      case 'safety_filter':
        return {
          name,
          done: true,
          response: {
            '@type':
              'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
            generateVideoResponse: {
              raiMediaFilteredCount: 1,
              raiMediaFilteredReasons: scenario.reasons ?? [
                'We encountered an issue with the audio for your prompt.',
              ],
            },
          },
        };
      default: {
        const bytes = scenario.kind === 'success' && scenario.delivery === 'bytes';
        files.add(operation.fileId);
        if (operation.portrait) portraitFiles.add(operation.fileId);
        const video = bytes
          ? {
              encodedVideo: (operation.portrait ? portraitClip : clip).toString('base64'),
              encoding: 'video/mp4',
            }
          : { uri: `${FILE_URI_BASE}/${operation.fileId}:download?alt=media` };
        return {
          name,
          done: true,
          response: {
            '@type':
              'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
            generateVideoResponse: { generatedSamples: [{ video }] },
          },
        };
      }
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = decodeURIComponent(url.pathname);
      const raw = await readBody(request);
      const apiKey = request.headers['x-goog-api-key'];
      const record: GeminiRecordedRequest = {
        method: request.method ?? '',
        path,
        query: Object.fromEntries(url.searchParams),
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        body: undefined,
      };
      requests.push(record);
      try {
        if (options.apiKey !== undefined && apiKey !== options.apiKey) {
          throw new ApiFailure(
            400,
            'INVALID_ARGUMENT',
            'API key not valid. Please pass a valid API key.',
          );
        }
        const start = /^\/v1beta\/models\/([^/:]+):predictLongRunning$/.exec(path);
        const poll = /^\/v1beta\/(models\/[^/:]+\/operations\/[a-z0-9]+)$/.exec(path);
        const file = /^\/v1beta\/files\/([a-z0-9]+):download$/.exec(path);
        if (request.method === 'POST' && start) {
          send(response, 200, startOperation(start[1], raw, record));
        } else if (request.method === 'GET' && poll) {
          send(response, 200, pollOperation(poll[1]));
        } else if (request.method === 'GET' && file && files.has(file[1])) {
          if (url.searchParams.get('alt') !== 'media') {
            send(response, 200, { file: { name: `files/${file[1]}`, mimeType: 'video/mp4' } });
            return;
          }
          const served = portraitFiles.has(file[1]) ? portraitClip : clip;
          response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': served.length });
          response.end(served);
        } else {
          throw new ApiFailure(404, 'NOT_FOUND', `No route ${request.method} ${path}`);
        }
      } catch (error) {
        if (error instanceof ApiFailure) sendFailure(response, error);
        else sendFailure(response, new ApiFailure(500, 'INTERNAL', String(error)));
      }
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const starts = () =>
    requests.filter((r) => r.method === 'POST' && r.path.endsWith(':predictLongRunning'));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    starts,
    startsFor: (keyword) => starts().filter((r) => r.body?.instances[0].prompt?.includes(keyword)),
    clip,
    script: (...scenarios) => {
      queue.push(...scenarios);
    },
    when: (keyword, scenario) => {
      keywords.push({ keyword, scenario });
    },
    setDefault: (scenario) => {
      fallback = scenario;
    },
    reset: () => {
      requests.length = 0;
      queue = [];
      keywords = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The app settings that send videos to Veo through this loopback server, polling every 50 ms. */
export function veoAppEnv(
  gemini: GeminiTestServer,
  apiKey: string,
  model = 'veo-3.0-fast-generate-001',
): Record<string, string> {
  return {
    VIDEO_PROVIDER: 'veo',
    GEMINI_API_KEY: apiKey,
    GEMINI_BASE_URL: gemini.baseUrl,
    VEO_MODEL: model,
    VEO_POLL_INTERVAL_MS: '50',
  };
}
