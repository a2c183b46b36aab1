// @vitest-environment node
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  let dir: string;
  const script = 'export const greeting = "olá, Cena";\n'.repeat(200);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cena-precompress-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>Cena</p>'.repeat(200)}`);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), script);
    await writeFile(join(dir, 'assets', 'tiny-def456.js'), 'export {};\n');
    await writeFile(join(dir, 'assets', 'font-0a1b2c.woff2'), Buffer.alloc(4096, 7));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz that decode to the file, beside every compressible file in subfolders', async () => {
    await precompressDirectory(dir);
    const file = join(dir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect((await readFile(`${file}.br`)).length).toBeLessThan(script.length / 10);
    const html = await readFile(join(dir, 'index.html'));
    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br')))).toEqual(html);
  });

  it('leaves small files and already-compressed formats alone', async () => {
    const written = await precompressDirectory(dir);
    expect(written.map((f) => f.file).sort()).toEqual(
      [join(dir, 'assets', 'index-abc123.js'), join(dir, 'index.html')].sort(),
    );
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'font-0a1b2c.woff2',
      'index-abc123.js',
      'index-abc123.js.br',
      'index-abc123.js.gz',
      'tiny-def456.js',
    ]);
  });

  it('compresses from the threshold up, and reports the sizes it wrote', async () => {
    const atThreshold = join(dir, 'assets', 'edge.css');
    await writeFile(atThreshold, 'a'.repeat(MIN_COMPRESS_BYTES));
    const written = await precompressDirectory(dir);
    const edge = written.find((f) => f.file === atThreshold);
    expect(edge).toMatchObject({ bytes: MIN_COMPRESS_BYTES });
    expect(edge?.brotliBytes).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(edge?.gzipBytes).toBeLessThan(MIN_COMPRESS_BYTES);
  });

  it('writes no encoding that would be larger than the file', async () => {
    // Random bytes do not compress: gzip's and brotli's framing makes them larger.
    const noise = join(dir, 'noise.json');
    await writeFile(noise, crypto.getRandomValues(new Uint8Array(4096)));
    const written = await precompressDirectory(dir);
    const entry = written.find((f) => f.file === noise);
    expect(entry?.brotliBytes).toBeUndefined();
    expect(entry?.gzipBytes).toBeUndefined();
    expect(await readdir(dir)).not.toContain('noise.json.gz');
  });
});
