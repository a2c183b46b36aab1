import { Inject, Injectable } from '@nestjs/common';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGES } from '@cena/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * robots.txt and sitemap.xml for the customer app: the public pages listed with the site's
 * public origin (a sitemap needs absolute URLs), the back office, the api and the signed-in app
 * kept out of crawlers' way.
 */
@Injectable()
export class SeoService {
  private readonly robots: string;
  private readonly sitemap: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'publicUrl'>) {
    this.robots = robotsTxt(config.publicUrl);
    this.sitemap = sitemapXml(config.publicUrl);
  }

  robotsTxt(): string {
    return this.robots;
  }

  sitemapXml(): string {
    return this.sitemap;
  }
}

/** The robots.txt of the site at `origin` (no trailing slash). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap of the site at `origin` (no trailing slash): every public page. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map(
    ({ path }) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
