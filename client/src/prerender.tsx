import type { Locale } from '@cena/contracts';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { i18next, initI18n, loadNamespace } from './app/i18n';
import { makeStore } from './app/store';
import { sessionChanged } from './features/auth/session-slice';

export interface PrerenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The page's title and meta description in `locale` (the `seo` namespace). */
  title: string;
  description: string;
}

/**
 * The build's prerender (client/scripts/prerender-pages.ts): the page at `path` as a signed-out
 * visitor whose browser speaks `locale` first sees it, every lazy part of it resolved. main.tsx
 * hydrates it when the visitor is one (signed out, that language).
 */
export async function renderPage(path: string, locale: Locale, seoKey: string) {
  await initI18n(locale);
  const store = makeStore();
  store.dispatch(sessionChanged(null));
  const StaticAt = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  // A component that throws here would be drawn by the browser instead: the build fails.
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App store={store} router={StaticAt} />, {
    onError: (error) => void errors.push(error),
    // Every boundary inline in the HTML: no outlined segment needing React's inline scripts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length) {
    throw new AggregateError(errors, `Prerendering ${path} in ${locale} failed`);
  }
  await loadNamespace('seo', locale);
  const t = i18next.getFixedT(locale, 'seo');
  return {
    html,
    title: t(`pages.${seoKey}.title`),
    description: t(`pages.${seoKey}.description`),
  } satisfies PrerenderedPage;
}
