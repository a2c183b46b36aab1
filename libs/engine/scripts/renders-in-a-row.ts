/**
 * Renders clips back to back in this one process, as a worker does, and prints one JSON line:
 * per clip, the full (mark-compact) collections V8 ran during it and node's CPU seconds.
 *
 *   node [flags] --require tsx/cjs scripts/renders-in-a-row.ts [clips] [aspect] [durationS]
 *
 * `scripts/lib/worker-flags.test.mjs` runs it under the worker's Node flags (WORKER_NODE_ARGS):
 * a long-lived render process's JS heap is small (12-25 MB beside the native pixels), unlike a
 * test runner's, and without those flags V8's incremental marking went wrong there.
 */
import type { AspectRatio } from '@cena/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, type NodeGCPerformanceDetail, PerformanceObserver } from 'node:perf_hooks';
import { LocalEngine } from '../src/render/local-engine';
import { renderSamplePhoto } from '../src/render/sample-photo';

async function main(): Promise<void> {
  const clips = Number(process.argv[2] ?? 5);
  const aspectRatio = (process.argv[3] ?? '1:1') as AspectRatio;
  const durationS = Number(process.argv[4] ?? 3);
  const root = await mkdtemp(join(tmpdir(), 'cena-in-a-row-'));
  const photo = await renderSamplePhoto(1600, 1200, { format: 'jpeg' });
  const engine = new LocalEngine();
  let full = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: NodeGCPerformanceDetail };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const results: { fullCollections: number; nodeCpuS: number }[] = [];
  try {
    for (let index = 0; index < clips; index++) {
      full = 0;
      const before = process.cpuUsage();
      await engine.render(
        {
          videoId: `in-a-row-${index}`,
          mode: 'image',
          prompt: 'Pão de queijo quentinho às 18h, R$ 4,50 a dúzia. Peça pelo @padaria',
          title: 'Padaria Dona Maria',
          durationS,
          aspectRatio,
          tone: 'fun',
          soundtrack: 'energetic',
          magicExpansion: true,
          watermark: true,
          image: { bytes: photo, mimeType: 'image/jpeg' },
          seed: 1,
          workDir: join(root, `clip-${index}`),
        },
        () => undefined,
      );
      // The observer hears of collections in a task of its own.
      await new Promise((resolve) => setImmediate(resolve));
      const cpu = process.cpuUsage(before);
      results.push({ fullCollections: full, nodeCpuS: (cpu.user + cpu.system) / 1e6 });
    }
  } finally {
    observer.disconnect();
    await rm(root, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify(results)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
