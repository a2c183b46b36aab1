import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '@cena/contracts';
import { act, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ptSeo from '../../../libs/i18n/locales/pt-BR/seo.json';
import enSeo from '../../../libs/i18n/locales/en-US/seo.json';
import { renderWithProviders } from '../test/render';
import { initI18n, setLocale } from './i18n';
import { applyPageMeta, publicPageAt } from './page-meta';
import { PageMetaSync } from './PageMetaSync';

const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');

describe('page meta', () => {
  beforeAll(() => initI18n('pt-BR'));
  afterEach(async () => {
    document.head.innerHTML = '';
    await act(() => setLocale('pt-BR'));
  });

  it('index.html carries the pt-BR landing texts for crawlers that run no script', () => {
    const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const landing = ptSeo.pages.landing;
    expect(doc.title).toBe(landing.title);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      landing.description,
    );
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      landing.title,
    );
    expect(doc.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
      landing.description,
    );
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('pt_BR');
  });

  it('has texts for every public page', () => {
    for (const { key } of PUBLIC_PAGES) {
      expect(ptSeo.pages[key].title).toMatch(/Cena/);
      expect(ptSeo.pages[key].description.length).toBeGreaterThan(50);
    }
  });

  it('finds a public page by its path, a trailing slash ignored', () => {
    expect(publicPageAt('/')?.key).toBe('landing');
    expect(publicPageAt('/privacidade/')?.key).toBe('privacy');
    expect(publicPageAt('/dashboard')).toBeUndefined();
  });

  it('creates the tags once and updates them, dropping the canonical link where none applies', () => {
    applyPageMeta(document, {
      title: 'A',
      description: 'first',
      locale: 'en-US',
      url: 'https://cena.example/auth',
    });
    applyPageMeta(document, {
      title: 'B',
      description: 'second',
      locale: 'de-DE',
      url: 'https://cena.example/',
    });
    expect(document.title).toBe('B');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('name="description"')).toBe('second');
    expect(meta('property="og:locale"')).toBe('de_DE');
    expect(meta('property="og:url"')).toBe('https://cena.example/');
    expect(canonical()?.href).toBe('https://cena.example/');
    applyPageMeta(document, { title: 'C', description: 'third', locale: 'pt-BR' });
    expect(canonical()).toBeNull();
    expect(meta('property="og:url"')).toBeUndefined();
  });

  it("follows the route and the app's language", async () => {
    renderWithProviders(<PageMetaSync />, { route: '/privacidade' });
    await waitFor(() => expect(document.title).toBe(ptSeo.pages.privacy.title));
    expect(meta('name="description"')).toBe(ptSeo.pages.privacy.description);
    expect(meta('property="og:title"')).toBe(ptSeo.pages.privacy.title);
    expect(canonical()?.href).toBe(`${window.location.origin}/privacidade`);

    await act(() => setLocale('en-US'));
    await waitFor(() => expect(document.title).toBe(enSeo.pages.privacy.title));
    expect(meta('property="og:description"')).toBe(enSeo.pages.privacy.description);
    expect(meta('property="og:locale"')).toBe('en_US');
    expect(i18next.language).toBe('en-US');
  });

  it("gives a signed-in page the landing's texts and no canonical link", async () => {
    renderWithProviders(<PageMetaSync />, { route: '/dashboard' });
    await waitFor(() => expect(document.title).toBe(ptSeo.pages.landing.title));
    expect(canonical()).toBeNull();
  });
});
