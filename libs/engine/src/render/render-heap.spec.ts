import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

jest.setTimeout(120_000);

/**
 * A worker renders clip after clip in one process. V8's incremental-marking task used to fall, in
 * about half of those renders, into starting a full mark-compact every 2-3 frames (50-200 in a
 * clip, each freeing nothing; node's CPU for an 8 s clip doubled). A clip needs a handful: the
 * two the engine asks for around it, and those its allocations reach. Measured in a fresh process
 * (a test runner's own large heap never fell into it).
 */
const MAX_FULL_COLLECTIONS_A_CLIP = 12;

it('renders clip after clip in one process with a few full collections each', async () => {
  const script = join(__dirname, '..', '..', 'scripts', 'renders-in-a-row.ts');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--require', require.resolve('tsx/cjs'), script, '6', '1:1', '3'],
    { cwd: join(__dirname, '..', '..') },
  );
  const clips = JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as {
    fullCollections: number;
  }[];
  expect(clips).toHaveLength(6);
  expect(Math.max(...clips.map((clip) => clip.fullCollections))).toBeLessThanOrEqual(
    MAX_FULL_COLLECTIONS_A_CLIP,
  );
});
