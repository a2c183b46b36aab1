import { DEFAULT_LOCALE } from '@cena/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageMeta, publicPageAt } from './page-meta';
import { useOnDemandNamespace } from './use-namespace';

/**
 * Keeps the head's title, description and Open Graph tags on the current route, in the app's
 * language: a public page's own texts (`seo` namespace, loaded on demand: a prerendered page has
 * them in its HTML), the landing's anywhere else.
 */
export function PageMetaSync() {
  const { pathname } = useLocation();
  const { t, i18n, ready } = useOnDemandNamespace('seo');
  const language = i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE;
  useEffect(() => {
    if (!ready) return;
    const page = publicPageAt(pathname);
    const texts = page?.key ?? 'landing';
    applyPageMeta(document, {
      title: t(`pages.${texts}.title`),
      description: t(`pages.${texts}.description`),
      locale: language,
      url: page && `${window.location.origin}${page.path}`,
    });
  }, [pathname, language, t, ready]);
  return null;
}
