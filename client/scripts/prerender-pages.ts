import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, PRERENDERED_PAGES, prerenderedFile, type Locale } from '@cena/contracts';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage } from '../src/prerender';
import { precompressFile } from './precompress';

type RenderPage = (path: string, locale: Locale, seoKey: string) => Promise<PrerenderedPage>;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html with a prerendered page: its language on `<html>`, its title, description and Open
 * Graph texts, and its markup inside `#root` marked with the locale it was drawn in (main.tsx
 * hydrates it only for that language).
 */
export function pageHtml(template: string, locale: Locale, page: PrerenderedPage): string {
  const replaceOnce = (html: string, pattern: RegExp, value: string) => {
    if (!pattern.test(html)) throw new Error(`index.html lacks ${pattern}`);
    return html.replace(pattern, () => value);
  };
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${locale}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${description}" />`,
  );
  html = replaceOnce(
    html,
    /<meta property="og:locale" content="[^"]*" \/>/,
    `<meta property="og:locale" content="${locale.replace('-', '_')}" />`,
  );
  html = replaceOnce(
    html,
    /<meta property="og:title" content="[^"]*" \/>/,
    `<meta property="og:title" content="${title}" />`,
  );
  html = replaceOnce(
    html,
    /<meta\s+property="og:description"\s+content="[^"]*"\s*\/>/,
    `<meta property="og:description" content="${description}" />`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${locale}">${page.html}</div>`,
  );
}

/**
 * After the client's build: builds src/prerender.tsx for Node, renders every page of
 * PRERENDERED_PAGES in every locale into the built index.html and writes them (with their .br
 * and .gz) to `dist/prerendered/<locale>/`. The first view of `/` and `/auth` is then in the
 * HTML: painted before any script runs, and hydrated by main.tsx.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cena-prerender-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const ssrDir = resolve(config.root, 'node_modules/.cena-prerender');
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        });
        const entry = pathToFileURL(join(ssrDir, 'prerender.js')).href;
        const { renderPage } = (await import(entry)) as { renderPage: RenderPage };
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        let count = 0;
        for (const locale of LOCALES) {
          for (const page of PRERENDERED_PAGES) {
            const rendered = await renderPage(page.path, locale, page.key);
            const file = join(outDir, prerenderedFile(locale, page.file));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, pageHtml(template, locale, rendered));
            await precompressFile(file);
            count++;
          }
        }
        config.logger.info(`Prerendered ${count} page(s) into ${join(outDir, 'prerendered')}`);
      },
    },
  };
}
