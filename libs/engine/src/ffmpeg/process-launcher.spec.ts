import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { ProcessLauncher } from './process-launcher';

jest.setTimeout(30_000);

const launcher = new ProcessLauncher();

/** A node process that reads each socket it is given and reports the bytes on stderr. */
const READER = [
  "const net = require('node:net');",
  'const counts = process.argv.slice(1).map(async (path) => {',
  '  let bytes = 0;',
  '  for await (const chunk of net.connect(path)) bytes += chunk.length;',
  '  return bytes;',
  '});',
  "Promise.all(counts).then((all) => process.stderr.write('read ' + all.join(',')));",
].join(' ');

function write(input: Writable, bytes: Buffer): Promise<Error | null | undefined> {
  return new Promise((resolve) => input.write(bytes, (error) => resolve(error)));
}

/** The parent process id of `pid`, from /proc. */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

describe('ProcessLauncher', () => {
  it('runs a command that reads its inputs from Unix sockets, and reports its exit, stderr and CPU', async () => {
    const launched = launcher.launch(process.execPath, (paths) => ['-e', READER, ...paths], 2);
    const [frames, audio] = launched.inputs;
    expect(await write(frames!, Buffer.alloc(3_000_000, 1))).toBeFalsy();
    frames!.end();
    audio!.end(Buffer.from('abc'));

    const exit = await launched.exited;
    expect(exit).toMatchObject({ code: 0, signal: null, stderr: 'read 3000000,3' });
    expect(exit.cpuS).toBeGreaterThan(0);
  });

  it('starts the process from its shell, not from this process', async () => {
    const launched = launcher.launch('/bin/sleep', () => ['2']);
    const pid = await launched.pid;
    expect(parentOf(pid)).not.toBe(process.pid);
    expect(parentOf(parentOf(pid))).not.toBe(process.pid); // the job's subshell, then the shell
    expect(parentOf(parentOf(parentOf(pid)))).toBe(process.pid);
    launched.kill();
    expect(await launched.exited).toMatchObject({ code: null, signal: 'SIGKILL' });
  });

  it('spares this process the page faults of a fork: a 64 MB buffer rewritten after a start costs no copy-on-write', async () => {
    const buffer = Buffer.alloc(64 << 20, 1);
    const faultsWhileRewriting = (value: number) => {
      const before = process.resourceUsage().minorPageFault;
      for (let offset = 0; offset < buffer.length; offset += 4096) buffer[offset] = value;
      return process.resourceUsage().minorPageFault - before;
    };
    faultsWhileRewriting(2);

    const launched = launcher.launch('/bin/true', () => []);
    await launched.exited;
    const afterLaunch = faultsWhileRewriting(3);

    // The control: a process forked from this one marks every page of the buffer copy-on-write.
    const forked = spawn('/bin/true');
    await new Promise((resolve) => forked.once('exit', resolve));
    const afterFork = faultsWhileRewriting(4);

    expect(afterFork).toBeGreaterThan((64 << 20) / 4096 / 2);
    expect(afterLaunch).toBeLessThan(afterFork / 10);
  });

  it('outlives an interrupt (Ctrl-C to the process group): the next command runs from the same shell', async () => {
    const first = launcher.launch('/bin/sleep', () => ['30']);
    const shell = parentOf(parentOf(await first.pid));
    process.kill(shell, 'SIGINT');
    process.kill(shell, 'SIGTERM');
    // Alive until killed: a command that ends at once may be gone before its parent is read.
    const second = launcher.launch('/bin/sleep', () => ['30']);
    expect(parentOf(parentOf(await second.pid))).toBe(shell);
    second.kill();
    expect(await second.exited).toMatchObject({ signal: 'SIGKILL' });
    first.kill();
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
  });

  it('reports an exit code, and a command that cannot start as a rejection', async () => {
    const failing = launcher.launch(process.execPath, () => ['-e', 'process.exit(3)']);
    expect(await failing.exited).toMatchObject({ code: 3, signal: null });

    const missing = launcher.launch('/nonexistent/ffmpeg', () => ['-version']);
    await expect(missing.exited).rejects.toThrow(/could not start.*not found/);
  });

  it('fails a write waiting on an input the process exited without reading, rather than hanging', async () => {
    const launched = launcher.launch(process.execPath, () => ['-e', 'process.exit(0)'], 1);
    launched.inputs[0]!.on('error', () => undefined);
    const written = write(launched.inputs[0]!, Buffer.alloc(1000));
    await launched.exited;
    expect((await written)?.message).toMatch(/exited before reading/);
  });

  it('kills a process as soon as it has started, even when asked before', async () => {
    const launched = launcher.launch('/bin/sleep', () => ['30']);
    launched.kill();
    expect(await launched.exited).toMatchObject({ signal: 'SIGKILL' });
  });

  it('takes only words that fit its one-line requests', () => {
    expect(ProcessLauncher.accepts(['-i', 'pipe:0', 'scale=2:2'])).toBe(true);
    expect(ProcessLauncher.accepts(['-vf', 'drawtext=text=a\nb'])).toBe(false);
  });

  it('keeps no process alive once its commands have ended: its shell idles unreferenced', () => {
    const script = `
      require('tsx/cjs');
      const { ProcessLauncher } = require(${JSON.stringify(require.resolve('./process-launcher'))});
      new ProcessLauncher().launch('/bin/true', () => []).exited.then((exit) => console.log('exited', exit.code));
    `;
    const result = spawnSync(process.execPath, ['-e', script], {
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.signal).toBeNull();
    expect(result.stdout.trim()).toBe('exited 0');
  });
});
