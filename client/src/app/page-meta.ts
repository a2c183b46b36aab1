import { PUBLIC_PAGES, type PublicPage } from '@cena/contracts';

export interface PageMeta {
  title: string;
  description: string;
  /** The app's language, `pt-BR` (written `pt_BR` in og:locale). */
  locale: string;
  /** The page's own address (a public page's canonical URL); none for other pages. */
  url?: string;
}

/** The public page at `pathname` (a trailing slash ignored), if it is one. */
export function publicPageAt(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/**
 * Writes the page's title, meta description, Open Graph tags and canonical link into `doc`'s
 * head, creating the tags index.html lacks and removing a canonical link a page without one
 * left behind. index.html carries the pt-BR landing's, for crawlers that run no script.
 */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  setMeta(doc, 'property', 'og:title', meta.title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:locale', meta.locale.replace('-', '_'));
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (meta.url) {
    setMeta(doc, 'property', 'og:url', meta.url);
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.append(canonical);
    }
    canonical.href = meta.url;
  } else {
    canonical?.remove();
    doc.head.querySelector('meta[property="og:url"]')?.remove();
  }
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = doc.createElement('meta');
    tag.setAttribute(attribute, key);
    doc.head.append(tag);
  }
  tag.content = content;
}
