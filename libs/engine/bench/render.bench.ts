/**
 * Local engine render bench: an 8 s clip of each mode in each shape (16:9 1280x720, 9:16
 * 720x1280, 1:1 1080x1080), each measured in a fresh child process so one mode's memory never
 * counts against another. Each 9:16 and 1:1 clip is also given as a ratio of its 16:9 twin in
 * the same run (the target is at most 1.15x): of wall time, and of CPU time (node + ffmpeg),
 * which a machine shared with other work disturbs far less; and the CPU ratio per pixel (the CPU
 * ratio over the shape's pixel ratio: below 1 when the shape costs less per pixel than 16:9).
 *
 *   npm run bench:render [-- --json] [-- --runs 1] [-- --cold] [-- --modes text,image]
 *                        [-- --aspects 16:9,9:16] [-- --floor]
 *
 * The modes: text (director mode), image (the generated sample photo, 1600x1200 JPEG, with
 * magic expansion), image-24mp (the same photo at 6000x4000, a 24-megapixel JPEG as a phone
 * takes it, generated at run time: the render decodes it downscaled, never in full),
 * image-40mp-png (an 8000x5000 RGBA PNG made by ffmpeg: the largest upload the limits allow,
 * in a format with no scaled decoding) and animation3d; Basic plan (watermark), fun tone,
 * energetic soundtrack.
 *
 * Per mode:
 * - wallS: wall seconds of LocalEngine.render(), from the request to video.mp4 and
 *   thumb.jpg on disk (frames, soundtrack, encode, thumbnail);
 * - realtimeFactor: clip seconds / wall seconds;
 * - peakRssMb: peak resident memory of the render process (its VmHWM, which covers its whole
 *   life) plus the peak of its ffmpeg children (the sum of the VmHWM of those alive at once,
 *   read from /proc every 10 ms: the encoder, and the photo's downscaling decoder while it
 *   runs; VmHWM is itself a high-water mark, so only growth in the last 10 ms could be missed).
 *   The sum bounds what the render ever holds at once.
 * - together: the peak of the render process's VmRSS plus its live ffmpeg processes' VmRSS,
 *   sampled together every 10 ms: what the render really holds at one time (the decoder exits
 *   before the frames are drawn, so it is lower than the sum of the peaks).
 *
 * By default the worker's start-up warm-up (warmUpLocalEngine) and a 1 s clip of the mode render
 * first in the same process, as in a long-lived worker (the JIT is warm, the fonts loaded, the
 * fact extractor's patterns compiled: V8 compiles them on their second run, 90 ms that a single
 * warm-up clip left in the measured render); --cold measures a fresh process instead; --worker measures the first
 * render after a worker's start-up: a fresh process that has run only the worker's warm-up
 * (warmUpLocalEngine: 1 s text and photo clips), whose wall time is reported too. Each mode runs 7 times in
 * each shape, each run in a fresh process, the shapes taking turns (16:9, 1:1, 16:9, …); --runs N
 * changes the count (--runs 1 is a quick look, in a seventh of the time). The fastest run's wall
 * time is reported, with the highest peak RSS of all runs and the median CPU seconds of node and
 * of ffmpeg (the CPU ratio to the 16:9 twin is the ratio of the
 * medians of node + ffmpeg). With --json the last line of stdout is
 * {"modes":[{"mode","clipS","wallS","realtimeFactor","peakRssMb"}]}. The text output ends with
 * whether every 9:16 and 1:1 clip holds issue 13's target (at most 1.15x its twin's CPU).
 *
 * The text output also gives each render's CPU seconds: the render process's, and its ffmpeg's
 * (exact, from the reaped children's times in /proc/self/stat).
 *
 * --floor also measures, per mode, the lower bounds of that render on this machine: the renderer
 * alone (everything the render process must do that is not ffmpeg's: the frames prepared, with
 * the upload's decode, whether in process or by an ffmpeg decoder of its own; the soundtrack
 * synthesised; the frames drawn and converted; and the frames written into ffmpeg's pipe, as
 * sending the black frames from memory costs the render process), ffmpeg alone with the same
 * arguments on the same frames drawn beforehand into a file and streamed through the same pipe,
 * and ffmpeg on black frames (the pipe, the audio and the container; next to nothing for x264).
 * The floor's process is warmed up as a worker is (warmUpLocalEngine), then prepares a 1 s clip
 * of the mode, before it measures. In text output only. Two bounds are printed: issue 22's,
 * max(ffmpeg alone, (renderer CPU + ffmpeg CPU) / cores), and the one a renderer drawing on one
 * thread can reach, which also takes the renderer's CPU seconds: where they exceed ffmpeg's (the
 * photo modes), the first is below what any pipeline of that renderer can do.
 */
import { ASPECT_RATIOS, type AspectRatio, VIDEO_SIZES, type VideoMode } from '@cena/contracts';
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import {
  FfmpegRunner,
  ProcessLauncher,
  type FfmpegJob,
  type FfmpegRunOptions,
} from '../src/ffmpeg';
import { I420Packer } from '../src/render/i420-packer';
import { FrameRenderer } from '../src/render/frame-renderer';
import { buildLocalEncode, LocalEngine } from '../src/render/local-engine';
import { warmUpLocalEngine } from '../src/render/engine-warm-up';
import { renderSamplePhoto } from '../src/render/sample-photo';
import { synthesizeSoundtrack } from '../src/render/soundtrack';
import { collectYoungGarbage, releaseGarbage } from '../src/render/young-gc';
import type { RenderRequest } from '../src/render-request';

const CLIP_S = 8;
/**
 * Runs of each mode in each shape. On a shared two-core machine one render's CPU varies by up to
 * a fifth from process to process (the other core's load, memory traffic), so a single pair can
 * put a shape on the wrong side of the target. The median of five interleaved runs still moved
 * by ±3 % from one full run to the next (the text square at CRF 28: 1.06–1.15x, about 1.09x on
 * average); seven narrow that by a sixth, for a run of about four minutes on an idle machine.
 */
const DEFAULT_RUNS = 7;
/** Issue 13: a 9:16 or 1:1 clip costs at most this much CPU against its 16:9 twin. */
const SHAPE_CPU_TARGET = 1.15;
/** A bench case: a mode, and for image mode which photo. */
type BenchCase = VideoMode | 'image-24mp' | 'image-40mp-png';
const MODES: BenchCase[] = ['text', 'image', 'image-24mp', 'image-40mp-png', 'animation3d'];
/** The photo of each image case (the 24 MP one as a phone camera takes it). */
const PHOTOS = {
  image: { file: 'sample.jpg', width: 1600, height: 1200 },
  'image-24mp': { file: 'sample-24mp.jpg', width: 6000, height: 4000 },
  'image-40mp-png': { file: 'sample-40mp.png', width: 8000, height: 5000 },
} as const;

function modeOf(benchCase: BenchCase): VideoMode {
  return benchCase in PHOTOS ? 'image' : (benchCase as VideoMode);
}
const SAMPLE_MS = 10;

interface ModeResult {
  mode: BenchCase;
  aspectRatio: AspectRatio;
  clipS: number;
  wallS: number;
  realtimeFactor: number;
  peakRssMb: number;
  nodePeakRssMb: number;
  ffmpegPeakRssMb: number;
  /** Peak of the render process's and its ffmpeg processes' resident memory at the same time. */
  togetherRssMb: number;
  /** CPU seconds of the render process during the measured render (ffmpeg excluded). */
  nodeCpuS: number;
  /** CPU seconds of its ffmpeg. */
  ffmpegCpuS: number;
  /** node + ffmpeg CPU seconds (with --runs N, the median of the runs' sums). */
  cpuS?: number;
  /** --worker: wall seconds of the worker's start-up warm-up, before the measured render. */
  warmUpS?: number;
}

interface Measured {
  wallS: number;
  cpuS: number;
}

/** The lower bounds of one mode's render (see --floor). */
interface FloorResult {
  mode: BenchCase;
  aspectRatio: AspectRatio;
  /** Everything the render process does with nothing encoding the frames (the parts below). */
  renderOnly: Measured;
  /** CPU seconds of renderOnly's parts. */
  renderParts: {
    /** FrameRenderer.create: the upload's decode (and its decoder's CPU), layouts, sprites. */
    prepareS: number;
    /** The soundtrack's synthesis. */
    soundtrackS: number;
    /** The frames drawn and packed. */
    framesS: number;
    /** The frames' bytes written into ffmpeg's pipe (the black frames', from memory). */
    pipeS: number;
  };
  /** ffmpeg (same arguments) encoding the same frames, pre-drawn, streamed from a file. */
  encodeOnly: Measured;
  /** ffmpeg encoding black frames: the cost of the transport, conversion and container. */
  encodeBlack: Measured;
}

/** A process's current resident set (VmRSS) in MB, or 0 once it is gone. */
function rssMb(pid: number | 'self'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** A process's peak resident set (VmHWM) in MB, or 0 once it is gone. */
function peakRssMb(pid: number | 'self'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of this process's children that have exited (cutime + cstime in /proc/self/stat,
 * in clock ticks of 1/100 s): exact for ffmpeg once it has been waited for.
 */
function childCpuS(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // stat(5) fields 16 and 17; this list starts at field 3.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * A runner that watches the memory of the ffmpeg processes it starts: the peak of the sum of
 * the VmHWM of those alive at the same time (the encoder and the photo's decoder overlap).
 */
class ObservedRunner extends FfmpegRunner {
  peakMb = 0;
  /** CPU seconds of the ffmpeg processes that have exited, as their launcher reported them. */
  cpuS = 0;
  private readonly live = new Set<number>();
  private timer: NodeJS.Timeout | undefined;

  override start(args: string[], options?: FfmpegRunOptions): FfmpegJob {
    const job = super.start(args, options);
    void job.pid.then((pid) => {
      if (pid === undefined) return;
      this.live.add(pid);
      this.sample();
      this.timer ??= setInterval(() => this.sample(), SAMPLE_MS);
      void job.done
        .catch(() => undefined)
        .finally(() => {
          this.cpuS += job.cpuS() ?? 0;
          this.live.delete(pid);
          if (this.live.size === 0) {
            clearInterval(this.timer);
            this.timer = undefined;
          }
        });
    });
    return job;
  }

  /** Resident memory (VmRSS, MB) of the ffmpeg processes alive now. */
  liveRssMb(): number {
    let sum = 0;
    for (const pid of this.live) sum += rssMb(pid);
    return sum;
  }

  private sample(): void {
    let sum = 0;
    for (const pid of this.live) sum += peakRssMb(pid);
    this.peakMb = Math.max(this.peakMb, sum);
  }
}

function benchRequest(
  mode: VideoMode,
  durationS: number,
  workDir: string,
  photo: Buffer | undefined,
  aspectRatio: AspectRatio = '16:9',
): RenderRequest {
  return {
    aspectRatio,
    videoId: `bench-${mode}`,
    mode,
    prompt:
      'Promoção de pão de queijo às 18h – R$ 4,50 a dúzia! Fornadas quentinhas toda tarde, ' +
      'com café coado na hora. Peça pelo @padariadonamaria',
    title: 'Padaria Dona Maria',
    durationS,
    tone: 'fun',
    soundtrack: 'energetic',
    magicExpansion: mode === 'image',
    watermark: true,
    image: photo ? { bytes: photo, mimeType: 'image/jpeg' } : undefined,
    seed: 1,
    workDir,
  };
}

async function measureMode(
  benchCase: BenchCase,
  start: 'warm' | 'cold' | 'worker',
  photoPath: string,
  aspectRatio: AspectRatio,
): Promise<ModeResult> {
  const mode = modeOf(benchCase);
  const workRoot = mkdtempSync(join(tmpdir(), `cena-bench-${benchCase}-`));
  const runner = new ObservedRunner({ launcher: new ProcessLauncher() });
  const provider = new LocalEngine({ runner });
  const photo = mode === 'image' ? readFileSync(photoPath) : undefined;
  try {
    let warmUpS: number | undefined;
    if (start === 'worker') {
      const warmUpStarted = performance.now();
      await warmUpLocalEngine(provider);
      warmUpS = round((performance.now() - warmUpStarted) / 1000, 3);
    } else if (start === 'warm') {
      await warmUpLocalEngine(provider);
      await provider.render(
        benchRequest(mode, 1, join(workRoot, 'warmup'), photo, aspectRatio),
        () => undefined,
      );
    }
    runner.peakMb = 0;
    let togetherMb = 0;
    const together = setInterval(() => {
      togetherMb = Math.max(togetherMb, rssMb('self') + runner.liveRssMb());
    }, SAMPLE_MS);
    const cpuBefore = process.cpuUsage();
    const childCpuBefore = childCpuS() + runner.cpuS;
    const started = performance.now();
    await provider.render(
      benchRequest(mode, CLIP_S, join(workRoot, 'clip'), photo, aspectRatio),
      () => undefined,
    );
    const wallS = (performance.now() - started) / 1000;
    clearInterval(together);
    const cpu = process.cpuUsage(cpuBefore);
    const ffmpegCpuS = childCpuS() + runner.cpuS - childCpuBefore;
    const nodePeakRssMb = peakRssMb('self');
    return {
      mode: benchCase,
      aspectRatio,
      clipS: CLIP_S,
      wallS: round(wallS, 3),
      realtimeFactor: round(CLIP_S / wallS, 2),
      peakRssMb: round(nodePeakRssMb + runner.peakMb, 1),
      nodePeakRssMb: round(nodePeakRssMb, 1),
      ffmpegPeakRssMb: round(runner.peakMb, 1),
      togetherRssMb: round(togetherMb, 1),
      nodeCpuS: round((cpu.user + cpu.system) / 1e6, 2),
      ffmpegCpuS: round(ffmpegCpuS, 2),
      warmUpS,
    };
  } finally {
    rmSync(workRoot, { recursive: true, force: true });
  }
}

async function measureFloor(
  benchCase: BenchCase,
  photoPath: string,
  aspectRatio: AspectRatio,
): Promise<FloorResult> {
  const mode = modeOf(benchCase);
  const workRoot = mkdtempSync(join(tmpdir(), `cena-floor-${benchCase}-`));
  const photo = mode === 'image' ? readFileSync(photoPath) : undefined;
  const request = benchRequest(mode, CLIP_S, workRoot, photo, aspectRatio);
  // A photo's decoder starts as a render's does, from a launcher (see LocalEngine).
  const runner = new ObservedRunner({ launcher: new ProcessLauncher() });
  try {
    // Warm as the measured render's process is: the worker's warm-up, then a 1 s clip's frames
    // of this mode prepared (the decoder's and the scene's code compiled).
    await warmUpLocalEngine(new LocalEngine({ runner }));
    await FrameRenderer.create(benchRequest(mode, 1, workRoot, photo, aspectRatio), { runner });
    await releaseGarbage();

    // 1. The renderer alone: the frames prepared (the upload decoded: no pipeline can skip it;
    // an ffmpeg decoder's CPU counts, it is reaped before the next step), the soundtrack
    // synthesised, the frames drawn and packed as the pump does, then dropped.
    const started = performance.now();
    const prepareBefore = process.cpuUsage();
    const prepareChildBefore = childCpuS() + runner.cpuS;
    const renderer = await FrameRenderer.create(request, { runner });
    const prepareS = cpuSince(prepareBefore) + childCpuS() + runner.cpuS - prepareChildBefore;
    await releaseGarbage();
    const soundtrackBefore = process.cpuUsage();
    synthesizeSoundtrack(request);
    const soundtrackS = cpuSince(soundtrackBefore);
    const { width, height } = renderer.board;
    const packer = new I420Packer(width, height, 1);
    // As the pump does: a frame that repeats the last (a still end card) is not drawn again.
    let last: Buffer | undefined;
    const frame = (index: number) =>
      last && renderer.repeatsPrevious(index)
        ? last
        : (last = packer.pack(renderer.render(index).data(), 0));
    const framesBefore = process.cpuUsage();
    for (let index = 0; index < renderer.frameCount; index++) {
      frame(index);
      collectYoungGarbage();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const framesS = cpuSince(framesBefore);
    const renderWallS = (performance.now() - started) / 1000;

    // 2. ffmpeg alone on the same frames, drawn beforehand into a file.
    const rawPath = join(workRoot, 'frames.yuv');
    const fd = openSync(rawPath, 'w');
    last = undefined;
    for (let index = 0; index < renderer.frameCount; index++) {
      writeSync(fd, frame(index));
      collectYoungGarbage();
    }
    closeSync(fd);
    const encodeOnly = await encode(request, join(workRoot, 'file.mp4'), (stdin) =>
      pipeline(createReadStream(rawPath, { highWaterMark: 1 << 20 }), stdin),
    );
    rmSync(rawPath, { force: true });

    // 3. ffmpeg alone on black frames; the CPU this process spends writing them into the pipe
    // is what the render's pipe writes cost it (the same bytes, from memory).
    const black = Buffer.alloc(packer.frameBytes, 128);
    black.fill(16, 0, width * height);
    let pipeS = 0;
    const encodeBlack = await encode(request, join(workRoot, 'black.mp4'), async (stdin) => {
      const pipeBefore = process.cpuUsage();
      for (let index = 0; index < renderer.frameCount; index++) {
        if (!stdin.write(black)) await new Promise((resolve) => stdin.once('drain', resolve));
      }
      await new Promise<void>((resolve) => stdin.end(resolve));
      pipeS = cpuSince(pipeBefore);
    });
    const renderParts = {
      prepareS: round(prepareS, 2),
      soundtrackS: round(soundtrackS, 2),
      framesS: round(framesS, 2),
      pipeS: round(pipeS, 2),
    };
    const renderOnly = {
      // Pipe writes overlap ffmpeg's reads: they add CPU, not wall time alone.
      wallS: round(renderWallS, 3),
      cpuS: round(prepareS + soundtrackS + framesS + pipeS, 2),
    };
    return { mode: benchCase, aspectRatio, renderOnly, renderParts, encodeOnly, encodeBlack };
  } finally {
    rmSync(workRoot, { recursive: true, force: true });
  }
}

/** The local encoder (same arguments, soundtrack sent up front) on the frames `feed` writes. */
async function encode(
  request: RenderRequest,
  outputPath: string,
  feed: (stdin: Writable) => Promise<void>,
): Promise<Measured> {
  const { args, audio } = buildLocalEncode(request, outputPath);
  const samples = synthesizeSoundtrack(request);
  const started = performance.now();
  const cpuBefore = childCpuS();
  const job = new FfmpegRunner().start(args, { extraInputPipes: audio.kind === 'pcm' ? 1 : 0 });
  if (samples)
    job.pipes[0]?.end(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  await feed(job.stdin);
  await job.done;
  return {
    wallS: round((performance.now() - started) / 1000, 3),
    cpuS: round(childCpuS() - cpuBefore, 2),
  };
}

/** CPU seconds (user + system) of this process since `before`. */
function cpuSince(before: NodeJS.CpuUsage): number {
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / 1e6;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * One mode and shape over its runs: the fastest run's wall time, the highest peak RSS, and the
 * median CPU seconds of node and of ffmpeg (CPU time is what a shared machine disturbs least, and
 * a median leaves out the run that a burst of other work slowed).
 */
function summariseRuns(runs: ModeResult[]): ModeResult {
  const fastest = runs.reduce((best, r) => (r.wallS < best.wallS ? r : best));
  const hungriest = runs.reduce((most, r) => (r.peakRssMb > most.peakRssMb ? r : most));
  const { peakRssMb, nodePeakRssMb, ffmpegPeakRssMb, togetherRssMb } = hungriest;
  return {
    ...fastest,
    peakRssMb,
    nodePeakRssMb,
    ffmpegPeakRssMb,
    togetherRssMb,
    nodeCpuS: median(runs.map((r) => r.nodeCpuS)),
    ffmpegCpuS: median(runs.map((r) => r.ffmpegCpuS)),
    cpuS: median(runs.map((r) => r.nodeCpuS + r.ffmpegCpuS)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return round(value, 2);
}

/**
 * How a render process loads the TypeScript: tsx's require hook alone. The worker runs compiled
 * JavaScript; tsx's default ESM loader (what this parent runs under) adds a loader thread with
 * its own V8 isolate, 35 MB of resident memory that no render holds (the engine's modules load
 * at 71 MB compiled, 81 MB through the require hook, 116 MB through the loader thread).
 */
const CHILD_LOADER = ['--require', require.resolve('tsx/cjs')];

function runChild<T>(benchCase: BenchCase, scratch: string, extra: string[]): T {
  const photoPath = (PHOTOS[benchCase as keyof typeof PHOTOS] ?? PHOTOS.image).file;
  const args = [
    ...CHILD_LOADER,
    // The worker's flags (scripts/lib/stack-env.mjs WORKER_NODE_ARGS).
    '--no-incremental-marking',
    '--single-threaded-gc',
    __filename,
    '--child',
    benchCase,
    '--photo',
    join(scratch, photoPath),
    ...extra,
  ];
  const output = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as T;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      cold: { type: 'boolean', default: false },
      worker: { type: 'boolean', default: false },
      runs: { type: 'string', default: String(DEFAULT_RUNS) },
      modes: { type: 'string', default: MODES.join(',') },
      floor: { type: 'boolean', default: false },
      child: { type: 'string' },
      photo: { type: 'string' },
      aspects: { type: 'string', default: ASPECT_RATIOS.join(',') },
      aspect: { type: 'string', default: '16:9' },
    },
  });
  if (values.child) {
    const mode = values.child as BenchCase;
    const result = values.floor
      ? await measureFloor(mode, values.photo ?? '', values.aspect as AspectRatio)
      : await measureMode(
          mode,
          values.worker ? 'worker' : values.cold ? 'cold' : 'warm',
          values.photo ?? '',
          values.aspect as AspectRatio,
        );
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }

  const runs = Math.max(1, Number(values.runs) || 1);
  const modes = values.modes.split(',') as BenchCase[];
  const scratch = mkdtempSync(join(tmpdir(), 'cena-bench-'));
  for (const benchCase of ['image', 'image-24mp'] as const) {
    if (!modes.includes(benchCase)) continue;
    const { file, width, height } = PHOTOS[benchCase];
    writeFileSync(join(scratch, file), await renderSamplePhoto(width, height, { format: 'jpeg' }));
  }
  if (modes.includes('image-40mp-png')) {
    const { file, width, height } = PHOTOS['image-40mp-png'];
    await new FfmpegRunner().run([
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `testsrc2=s=${width}x${height},format=rgba`, '-frames:v', '1'],
      join(scratch, file),
    ]);
  }
  const loadBefore = load();
  const results: ModeResult[] = [];
  const floors: FloorResult[] = [];
  try {
    const aspects = values.aspects.split(',') as AspectRatio[];
    for (const mode of modes) {
      // The shapes of a mode take turns run after run, so a change in the machine's load
      // between runs falls on both sides of the CPU ratio rather than on one.
      const byAspect = new Map<AspectRatio, ModeResult[]>(aspects.map((a) => [a, []]));
      for (let run = 0; run < runs; run++) {
        for (const aspect of aspects) {
          const flags = [
            ...(values.cold ? ['--cold'] : []),
            ...(values.worker ? ['--worker'] : []),
            ...['--aspect', aspect],
          ];
          byAspect.get(aspect)?.push(runChild<ModeResult>(mode, scratch, flags));
        }
      }
      for (const aspect of aspects) results.push(summariseRuns(byAspect.get(aspect) ?? []));
    }
    if (values.floor) {
      for (const mode of modes) {
        for (const aspect of aspects) {
          floors.push(runChild<FloorResult>(mode, scratch, ['--floor', '--aspect', aspect]));
        }
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const loadAfter = load();

  const context =
    `${CLIP_S} s clips, ${values.worker ? "first render after the worker's start-up warm-up" : values.cold ? 'cold process' : "after the worker's warm-up and a 1 s clip"}, ` +
    `${runs > 1 ? `${runs} runs each, shapes in turn (wall: the fastest run; CPU: the median), ` : ''}` +
    `${cpus().length} CPUs, ` +
    `load average ${loadBefore} before, ${loadAfter} after`;
  if (values.json) {
    process.stderr.write(
      `Local engine bench: ${context}. peakRssMb = render process VmHWM + its ffmpeg's VmHWM.\n`,
    );
    const modesJson = results.map(
      ({ mode, aspectRatio, clipS, wallS, realtimeFactor, peakRssMb }) => ({
        mode,
        aspectRatio,
        wallVs169: ratioToTwin(results, mode, aspectRatio, wallS),
        clipS,
        wallS,
        realtimeFactor,
        peakRssMb,
      }),
    );
    console.log(JSON.stringify({ modes: modesJson }));
    return;
  }
  console.log(`Local engine bench: ${context}`);
  console.log(
    'Peak RSS = the render process (VmHWM) + its ffmpeg processes alive at once (VmHWM, sampled every 10 ms).',
  );
  for (const r of results) {
    const twin = ratioToTwin(results, r.mode, r.aspectRatio, r.wallS);
    const cpuTwin = cpuRatioToTwin(results, r);
    const perPixel = cpuTwin === undefined ? undefined : cpuTwin / pixelRatio(r.aspectRatio);
    console.log(
      `  ${r.mode.padEnd(12)} ${r.aspectRatio.padEnd(5)} ${r.wallS.toFixed(2)} s wall  ` +
        `${twin === undefined ? '' : `(${twin.toFixed(2)}x 16:9, CPU ${cpuTwin?.toFixed(2)}x, per pixel ${perPixel?.toFixed(2)}x)  `}` +
        `${r.realtimeFactor.toFixed(2)}x real time  ` +
        `peak RSS ${r.peakRssMb.toFixed(0)} MB (node ${r.nodePeakRssMb.toFixed(0)} + ffmpeg ` +
        `${r.ffmpegPeakRssMb.toFixed(0)}; together ${r.togetherRssMb.toFixed(0)})  CPU node ${r.nodeCpuS.toFixed(2)} s + ffmpeg ` +
        `${r.ffmpegCpuS.toFixed(2)} s` +
        (r.warmUpS === undefined ? '' : `  (start-up warm-up before it ${r.warmUpS.toFixed(2)} s)`),
    );
  }
  console.log(shapeTargetVerdict(results));
  if (floors.length > 0) printFloors(floors, results);
}

/** One line: whether every 9:16 and 1:1 clip holds SHAPE_CPU_TARGET, naming those that do not. */
function shapeTargetVerdict(results: ModeResult[]): string {
  const checked = results.flatMap((result) => {
    const ratio = cpuRatioToTwin(results, result);
    return ratio === undefined ? [] : [{ result, ratio }];
  });
  if (checked.length === 0) return 'Shape target: no 16:9 twin in this run, nothing to compare.';
  const target = `Shape target (CPU at most ${SHAPE_CPU_TARGET}x the 16:9 twin)`;
  const over = checked.filter(({ ratio }) => ratio > SHAPE_CPU_TARGET);
  if (over.length === 0) return `${target}: held by all ${checked.length} clips.`;
  const names = over.map(
    ({ result, ratio }) => `${result.mode} ${result.aspectRatio} ${ratio.toFixed(2)}x`,
  );
  return `${target}: over in ${names.join(', ')}.`;
}

/** Wall time against the 16:9 clip of the same mode in the same run (undefined for 16:9). */
function ratioToTwin(
  results: ModeResult[],
  mode: BenchCase,
  aspectRatio: AspectRatio,
  wallS: number,
): number | undefined {
  if (aspectRatio === '16:9') return undefined;
  const twin = results.find((r) => r.mode === mode && r.aspectRatio === '16:9');
  return twin ? round(wallS / twin.wallS, 2) : undefined;
}

/** A shape's pixels against 16:9's (1:1 at 1080 x 1080 has 1.27x). */
function pixelRatio(aspectRatio: AspectRatio): number {
  const size = (ratio: AspectRatio) => VIDEO_SIZES[ratio].width * VIDEO_SIZES[ratio].height;
  return size(aspectRatio) / size('16:9');
}

/** CPU seconds (node + ffmpeg) against the 16:9 clip of the same mode (undefined for 16:9). */
function cpuRatioToTwin(results: ModeResult[], result: ModeResult): number | undefined {
  if (result.aspectRatio === '16:9') return undefined;
  const twin = results.find((r) => r.mode === result.mode && r.aspectRatio === '16:9');
  const cpu = (r: ModeResult) => r.cpuS ?? r.nodeCpuS + r.ffmpegCpuS;
  return twin ? round(cpu(result) / cpu(twin), 2) : undefined;
}

function printFloors(floors: FloorResult[], results: ModeResult[]): void {
  const speed = (m: Measured) => `${m.wallS.toFixed(2)} s (${(CLIP_S / m.wallS).toFixed(1)}x)`;
  console.log('Floors (same clip, same ffmpeg arguments; CPU seconds in brackets):');
  for (const f of floors) {
    const full = results.find((r) => r.mode === f.mode && r.aspectRatio === f.aspectRatio);
    console.log(
      `  ${f.mode.padEnd(12)} ${f.aspectRatio.padEnd(5)} renderer alone ${speed(f.renderOnly)} [${f.renderOnly.cpuS}: ` +
        `prepare ${f.renderParts.prepareS}, soundtrack ${f.renderParts.soundtrackS}, frames ${f.renderParts.framesS}, ` +
        `pipe ${f.renderParts.pipeS}]  ` +
        `ffmpeg alone on the pre-drawn frames ${speed(f.encodeOnly)} [${f.encodeOnly.cpuS}]  ` +
        `ffmpeg on black frames ${speed(f.encodeBlack)} [${f.encodeBlack.cpuS}]`,
    );
    const cores = cpus().length;
    const bound = Math.max(f.encodeOnly.wallS, (f.renderOnly.cpuS + f.encodeOnly.cpuS) / cores);
    console.log(
      `  ${''.padEnd(12)} on ${cores} cores the pipeline can be no faster than max(ffmpeg alone, ` +
        `(render CPU + encode CPU) / ${cores}) = ${bound.toFixed(2)} s (${(CLIP_S / bound).toFixed(1)}x)` +
        (full
          ? `; it took ${full.wallS.toFixed(2)} s (${(full.wallS / bound).toFixed(2)}x the bound)`
          : ''),
    );
    // The bound above spreads the renderer's CPU over the cores, but one thread draws the
    // frames: no pipeline beats the renderer's own CPU seconds either.
    const serial = Math.max(bound, f.renderOnly.cpuS);
    console.log(
      `  ${''.padEnd(12)} with the frames drawn on one thread, no faster than max(that, renderer CPU) = ` +
        `${serial.toFixed(2)} s` +
        (full ? `; it took ${(full.wallS / serial).toFixed(2)}x that` : ''),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
