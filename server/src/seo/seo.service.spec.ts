import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGES } from '@cena/contracts';
import { robotsTxt, SeoService, sitemapXml } from './seo.service';

describe('robots.txt and sitemap.xml', () => {
  const origin = 'https://cena.example.com.br';

  it('lets crawlers in, keeps them out of every private prefix and names the sitemap', () => {
    const lines = robotsTxt(origin).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines.filter((l) => l.startsWith('Disallow: '))).toHaveLength(
      PRIVATE_PATH_PREFIXES.length,
    );
    expect(lines).toContain('Sitemap: https://cena.example.com.br/sitemap.xml');
  });

  it('never disallows a public page', () => {
    for (const { path } of PUBLIC_PAGES) {
      if (path === '/') continue;
      for (const prefix of PRIVATE_PATH_PREFIXES) expect(path.startsWith(prefix)).toBe(false);
    }
  });

  it('lists every public page with an absolute URL', () => {
    const xml = sitemapXml(origin);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map(({ path }) => `${origin}${path}`));
    expect(locs).toContain('https://cena.example.com.br/privacidade');
  });

  it('escapes what XML cannot carry raw', () => {
    expect(sitemapXml('https://a.example/?x=1&y=2')).toContain(
      '<loc>https://a.example/?x=1&#38;y=2/</loc>',
    );
  });

  it('answers with the configured public origin', () => {
    const seo = new SeoService({ publicUrl: origin });
    expect(seo.robotsTxt()).toBe(robotsTxt(origin));
    expect(seo.sitemapXml()).toBe(sitemapXml(origin));
  });
});
