import { PUBLIC_PAGES } from '@cena/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  const origin = 'https://cena.example.com.br';

  beforeAll(async () => {
    t = await createTestApp('seo', { PUBLIC_URL: `${origin}/` });
  });
  afterAll(() => t.close());

  it('answers a real robots.txt, not the app, naming the sitemap on the public origin', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).not.toContain('<html');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /dashboard',
        `Sitemap: ${origin}/sitemap.xml`,
      ]),
    );
  });

  it('lists the public pages in sitemap.xml with absolute URLs', async () => {
    const res = await request(t.http).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map(({ path }) => `${origin}${path}`));
  });

  it('answers HEAD as GET, without signing in', async () => {
    await request(t.http).head('/robots.txt').expect(200);
    await request(t.http).head('/sitemap.xml').expect(200);
  });
});
