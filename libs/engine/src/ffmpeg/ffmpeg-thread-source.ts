import { STDERR_TAIL_CHARS } from './ffmpeg-error';

/**
 * The body of the encoder thread (see FfmpegThread), as plain CommonJS source run with
 * `new Worker(source, { eval: true })`: the same text works compiled, under tsx and under Jest,
 * none of which the thread would otherwise share a loader with.
 *
 * Messages in (each names its `job`):
 * - `spawn` { binary, args, pipes, memory, kernel? }: starts ffmpeg with stdin,
 *   stdout, stderr and `pipes` extra input pipes (fd 3, 4, …); frames are read from `memory`, a
 *   shared WebAssembly memory, and `kernel` (a module importing it as `env.memory`) is run on it;
 * - `frame` { id, convert?, parts }: runs the kernel's `i420` with `convert` (if given), writes the
 *   `parts` ([address, bytes]) of the memory to stdin, and answers `written` { id, error? } once
 *   they are in the pipe;
 * - `chunk` { pipe, bytes }: writes a copied chunk to extra pipe `pipe` (0 is fd 3);
 * - `end` { pipe? }: ends stdin, or extra pipe `pipe`;
 * - `kill`: SIGKILL, if it still runs.
 * Messages out: `spawned` { pid }, `written`, `exit` { code, signal, stderr, spawnError? }.
 */
export const FFMPEG_THREAD_SOURCE = String.raw`
const STDERR_TAIL_CHARS = ${STDERR_TAIL_CHARS};
'use strict';
const { parentPort } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const jobs = new Map();

function post(job, message) {
  parentPort.postMessage(Object.assign({ job }, message));
}

function start(message) {
  try {
    run(message);
  } catch (error) {
    jobs.delete(message.job);
    post(message.job, { type: 'exit', code: null, signal: null, stderr: '', spawnError: String(error && error.message) });
  }
}

function run(message) {
  const stdio = ['pipe', 'pipe', 'pipe'];
  for (let pipe = 0; pipe < message.pipes; pipe++) stdio.push('pipe');
  const child = spawn(message.binary, message.args, { stdio });
  const kernel = message.kernel
    ? new WebAssembly.Instance(message.kernel, { env: { memory: message.memory } }).exports.i420
    : undefined;
  const job = { child, memory: message.memory, kernel, pipes: child.stdio.slice(3), stderr: '' };
  jobs.set(message.job, job);
  child.stdin.on('error', () => undefined);
  for (const pipe of job.pipes) pipe.on('error', () => undefined);
  // Read and dropped: ffmpeg's progress lines, which would otherwise fill the pipe.
  child.stdout.on('data', () => undefined);
  child.stderr.on('data', (chunk) => {
    job.stderr = (job.stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS);
  });
  child.once('error', (error) => {
    if (child.pid !== undefined) return;
    jobs.delete(message.job);
    post(message.job, { type: 'exit', code: null, signal: null, stderr: '', spawnError: error.message });
  });
  child.once('close', (code, signal) => {
    jobs.delete(message.job);
    post(message.job, { type: 'exit', code, signal, stderr: job.stderr });
  });
  if (child.pid !== undefined) post(message.job, { type: 'spawned', pid: child.pid });
}

parentPort.on('message', (message) => {
  if (message.type === 'spawn') return start(message);
  const job = jobs.get(message.job);
  switch (message.type) {
    case 'frame': {
      if (!job) return post(message.job, { type: 'written', id: message.id, error: 'ffmpeg has exited' });
      if (message.convert) job.kernel(...message.convert);
      const { stdin } = job.child;
      const buffer = job.memory.buffer;
      stdin.cork();
      message.parts.forEach(([address, bytes], index) => {
        const last = index === message.parts.length - 1;
        stdin.write(new Uint8Array(buffer, address, bytes), last ? (error) =>
          post(message.job, { type: 'written', id: message.id, error: error ? error.message : undefined }) : undefined);
      });
      stdin.uncork();
      return;
    }
    case 'chunk':
      if (job) job.pipes[message.pipe].write(message.bytes);
      return;
    case 'end':
      if (job) (message.pipe === undefined ? job.child.stdin : job.pipes[message.pipe]).end();
      return;
    case 'kill':
      if (job && job.child.exitCode === null && job.child.signalCode === null) job.child.kill('SIGKILL');
      return;
  }
});
`;
