import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The landing's budget (issue 7): initial JS at most 170 KB gzip. */
export const INITIAL_JS_BUDGET_KB = 170;

/**
 * Prints the JS a first visit to `/` downloads before it can run: the entry chunk, the app's
 * start it imports after the first paint, and every chunk they import statically (lazy routes
 * and the Firebase SDK are not counted), gzipped.
 */
export function initialJsReport(): Plugin {
  return {
    name: 'cena-initial-js-report',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const seen = new Set<string>();
      const visit = (chunk: OutputChunk) => {
        if (seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const name of chunk.imports) {
          const next = byName.get(name);
          if (next) visit(next);
        }
      };
      visit(entry);
      // The entry's own dynamic import is the app's start (main.tsx), loaded on every visit.
      for (const name of entry.dynamicImports) {
        const next = byName.get(name);
        if (next) visit(next);
      }
      let gzip = 0;
      for (const name of seen) gzip += gzipSync(byName.get(name)!.code, { level: 9 }).length;
      const kb = gzip / 1024;
      const verdict = kb <= INITIAL_JS_BUDGET_KB ? 'within' : 'OVER';
      console.log(
        `\nLanding initial JS: ${kb.toFixed(1)} KB gzip in ${seen.size} chunk(s) — ${verdict} the ${INITIAL_JS_BUDGET_KB} KB budget\n`,
      );
    },
  };
}
