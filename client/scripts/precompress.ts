import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Fonts (woff2 is brotli inside), images and video are already
 * compressed and are left alone.
 */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
]);

/** Below this, the bytes saved do not pay for a second file and a lookup. */
export const MIN_COMPRESS_BYTES = 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  brotliBytes?: number;
  gzipBytes?: number;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip level 9) next to every
 * compressible file of at least `minBytes` under `dir`, each only when it is smaller than the
 * file. The server sends them as they are (@fastify/static's `preCompressed`), so a request
 * costs no compression and gets the smallest encoding the build could make.
 */
export async function precompressDirectory(
  dir: string,
  minBytes = MIN_COMPRESS_BYTES,
): Promise<PrecompressedFile[]> {
  const files = await readdir(dir, { recursive: true });
  const eligible = files
    .map((name) => join(dir, name))
    .filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)));
  const done = await Promise.all(
    eligible.map(async (file) => {
      const info = await stat(file);
      if (!info.isFile() || info.size < minBytes) return undefined;
      return precompressFile(file);
    }),
  );
  return done.filter((item): item is PrecompressedFile => item !== undefined);
}

/** Writes `<file>.br` and `<file>.gz` beside `file`, each only when smaller than it. */
export async function precompressFile(file: string): Promise<PrecompressedFile> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const result: PrecompressedFile = { file, bytes: body.length };
  if (br.length < body.length) {
    await writeFile(`${file}.br`, br);
    result.brotliBytes = br.length;
  }
  if (gz.length < body.length) {
    await writeFile(`${file}.gz`, gz);
    result.gzipBytes = gz.length;
  }
  return result;
}

/** The build's output, precompressed once every file is written (public files included). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cena-precompress',
    // Not the prerender's Node build (client/scripts/prerender-pages.ts).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const written = await precompressDirectory(outDir);
      const kb = (n: number) => (n / 1024).toFixed(1);
      const total = written.reduce((sum, f) => sum + f.bytes, 0);
      const br = written.reduce((sum, f) => sum + (f.brotliBytes ?? f.bytes), 0);
      config.logger.info(
        `Precompressed ${written.length} file(s): ${kb(total)} KB → ${kb(br)} KB brotli (.br and .gz beside each)`,
      );
    },
  };
}
