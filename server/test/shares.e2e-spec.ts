import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { type AspectRatio, VIDEO_SIZES } from '@cena/contracts';
import ogs from 'open-graph-scraper';
import request from 'supertest';
import { SharesService } from '../src/shares/shares.service';
import { ffprobe } from './support/media';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { createUser, type TestUser, waitForVideo } from './support/users';

const PUBLIC_URL = 'https://cena.example.com.br';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Every `<meta property|name="…" content="…">` of a page, in order. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)">/g,
  )) {
    tags.set(
      key,
      value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
  }
  return tags;
}

const bytes = (res: request.Test) =>
  res.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });

describe('Sharing a video: its public page /v/<slug> (issue 27)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let scratch: string;
  let owner: TestUser;
  const videos = {} as Record<AspectRatio, string>;

  const render = async (prompt: string, aspectRatio: AspectRatio) => {
    const res = await request(t.http)
      .post('/api/generate')
      .set(owner.auth)
      .send({ prompt, mode: 'text', duration: 4, aspectRatio })
      .expect(202);
    const done = await waitForVideo(t, owner, res.body.id, 120_000);
    expect(done.status).toBe('completed');
    return res.body.id as string;
  };
  const share = (id: string, user: TestUser = owner) =>
    request(t.http).post(`/api/videos/${id}/share`).set(user.auth);
  const page = (path: string, userAgent = CHROME, ip = '203.0.113.10') =>
    request(t.http).get(path).set('User-Agent', userAgent).set('X-Forwarded-For', ip);
  const views = async (id: string) =>
    (await request(t.http).get(`/api/videos/${id}`).set(owner.auth).expect(200)).body.views;

  beforeAll(async () => {
    t = await createTestApp('shares', { PUBLIC_URL });
    worker = await createTestWorker(t.config, { WORKER_CONCURRENCY: 2 });
    scratch = mkdtempSync(join(tmpdir(), 'cena-shares-'));
    owner = await createUser(t, { plan: 'pro', credits: 60 });
    const [wide, upright, square] = await Promise.all([
      render(
        'Padaria Pão Dourado: pão de queijo quentinho a R$ 2,50! Rua Augusta, 1500. WhatsApp (11) 91234-5678, @padariapaodourado',
        '16:9',
      ),
      render('Barbearia do Zé: corte + barba por R$ 45 só nesta semana', '9:16'),
      render('Açaí da Praia: tigela de 500 ml por R$ 18, todo dia até as 22h', '1:1'),
    ]);
    Object.assign(videos, { '16:9': wide, '9:16': upright, '1:1': square });
  }, 300_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('shares once: a slug and an absolute page URL; sharing again answers the same link', async () => {
    const id = videos['16:9'];
    const first = await share(id).expect(200);
    expect(first.body.slug).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(first.body.url).toBe(`${PUBLIC_URL}/v/${first.body.slug}`);
    const again = await share(id).expect(200);
    expect(again.body).toEqual(first.body);
    const mine = await request(t.http).get('/api/videos').set(owner.auth).expect(200);
    const card = mine.body.items.find((v: { id: string }) => v.id === id);
    expect(card.share).toEqual(first.body);
    expect(card.views).toBe(0);
    const other = mine.body.items.find((v: { id: string }) => v.id === videos['1:1']);
    expect(other.share).toBeNull();
  });

  it('the page, without JavaScript, holds every Open Graph and Twitter tag with absolute URLs', async () => {
    const id = videos['16:9'];
    const { slug, url } = (await share(id).expect(200)).body;
    const res = await page(`/v/${slug}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toContain('no-cache');
    const html = res.text;
    expect(html).not.toContain('<script');
    const tags = metaTags(html);
    const asset = (name: string) => `${url}/${name}`;
    expect(Object.fromEntries(tags)).toMatchObject({
      'og:type': 'video.other',
      'og:title': expect.stringContaining('Padaria'),
      'og:description': expect.stringContaining('pão de queijo'),
      'og:url': url,
      'og:image': asset('preview.jpg'),
      'og:image:secure_url': asset('preview.jpg'),
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:video': asset('video.mp4'),
      'og:video:secure_url': asset('video.mp4'),
      'og:video:type': 'video/mp4',
      'og:video:width': String(VIDEO_SIZES['16:9'].width),
      'og:video:height': String(VIDEO_SIZES['16:9'].height),
      'twitter:card': 'player',
      'twitter:image': asset('preview.jpg'),
      'twitter:player': url,
      'twitter:player:stream': asset('video.mp4'),
    });
    for (const [key, value] of tags) {
      if (/url|image$|video$|secure_url|player$|stream$/.test(key)) {
        expect(value.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      }
    }
    // The player, the call to action from the video's own facts, and the link to the landing.
    expect(html).toContain(`<source src="${asset('video.mp4')}" type="video/mp4">`);
    expect(html).toContain(`poster="${asset('poster.jpg')}"`);
    expect(html).toContain('href="https://wa.me/5511912345678"');
    expect(html).toContain('href="https://www.instagram.com/padariapaodourado/"');
    expect(html).toContain('href="tel:+5511912345678"');
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=Rua%20Augusta');
    expect(html).toContain('Feito com Cena — crie o seu vídeo grátis');
    expect(html).toContain('lang="pt-BR"');
    // The page may be framed (X's player card) and loads nothing from elsewhere.
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("media-src 'self'");
  });

  it("speaks the visitor's language and takes the brand kit's contacts when there is one", async () => {
    const id = videos['9:16'];
    await t.db.query(
      `INSERT INTO brand_kits (user_id, business_name, whatsapp, instagram) VALUES ($1, $2, $3, $4)`,
      [owner.id, 'Barbearia do Zé', '(21) 99876-5432', '@barbeariadoze'],
    );
    try {
      const { slug } = (await share(id).expect(200)).body;
      const res = await page(`/v/${slug}`).set('Accept-Language', 'en-US,en;q=0.9').expect(200);
      expect(res.text).toContain('lang="en-US"');
      expect(res.text).toContain('Made with Cena');
      expect(res.text).toContain('Barbearia do Zé');
      expect(res.text).toContain('href="https://wa.me/5521998765432"');
      expect(res.text).toContain('href="https://www.instagram.com/barbeariadoze/"');
      const tags = metaTags(res.text);
      expect(tags.get('og:video:width')).toBe('720');
      expect(tags.get('og:video:height')).toBe('1280');
    } finally {
      await t.db.query('DELETE FROM brand_kits WHERE user_id = $1', [owner.id]);
    }
  });

  it.each(['16:9', '9:16', '1:1'] as const)(
    'the %s preview is a 1200×630 JPEG of at most 300 KB; the poster keeps the clip shape',
    async (aspectRatio) => {
      const { slug } = (await share(videos[aspectRatio]).expect(200)).body;
      const preview = await bytes(request(t.http).get(`/v/${slug}/preview.jpg`)).expect(200);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      const body = preview.body as Buffer;
      expect(body.length).toBeLessThanOrEqual(300 * 1024);
      expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const previewPath = join(scratch, `${slug}-preview.jpg`);
      writeFileSync(previewPath, body);
      expect(await ffprobe(previewPath)).toMatchObject({ width: 1200, height: 630 });

      const poster = await bytes(request(t.http).get(`/v/${slug}/poster.jpg`)).expect(200);
      const posterPath = join(scratch, `${slug}-poster.jpg`);
      writeFileSync(posterPath, poster.body as Buffer);
      expect(await ffprobe(posterPath)).toMatchObject(VIDEO_SIZES[aspectRatio]);
    },
  );

  it('serves the clip at a stable address of the share, with byte ranges', async () => {
    const { slug } = (await share(videos['1:1']).expect(200)).body;
    const whole = await bytes(request(t.http).get(`/v/${slug}/video.mp4`)).expect(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = (whole.body as Buffer).length;
    const clipPath = join(scratch, 'square.mp4');
    writeFileSync(clipPath, whole.body as Buffer);
    expect(await ffprobe(clipPath)).toMatchObject(VIDEO_SIZES['1:1']);
    const part = await bytes(
      request(t.http).get(`/v/${slug}/video.mp4`).set('Range', 'bytes=0-99'),
    ).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect((part.body as Buffer).equals((whole.body as Buffer).subarray(0, 100))).toBe(true);
    const head = await request(t.http).head(`/v/${slug}/video.mp4`).expect(200);
    expect(head.headers['content-length']).toBe(String(size));
  });

  it('an Open Graph parser from npm (open-graph-scraper) reads title, image and video off the served page', async () => {
    const { slug, url } = (await share(videos['16:9']).expect(200)).body;
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = t.http.address() as AddressInfo;
      const { error, result } = await ogs({ url: `http://127.0.0.1:${port}/v/${slug}` });
      expect(error).toBe(false);
      expect(result.ogTitle).toContain('Padaria');
      expect(result.ogUrl).toBe(url);
      expect(result.ogType).toBe('video.other');
      const [image] = result.ogImage ?? [];
      expect(image).toMatchObject({ url: `${url}/preview.jpg`, type: 'image/jpeg' });
      expect([String(image.width), String(image.height)]).toEqual(['1200', '630']);
      expect(result.ogVideo?.[0]).toMatchObject({ url: `${url}/video.mp4`, type: 'video/mp4' });
      expect(result.twitterCard).toBe('player');
    } finally {
      await new Promise<void>((resolve) => t.http.close(() => resolve()));
    }
  });

  it('counts a view once per viewer a day; HEAD and crawlers never', async () => {
    const id = videos['1:1'];
    const { slug } = (await share(id).expect(200)).body;
    const before = await views(id);
    await page(`/v/${slug}`, CHROME, '198.51.100.7').expect(200);
    await page(`/v/${slug}`, CHROME, '198.51.100.7').expect(200);
    expect(await views(id)).toBe(before + 1);
    await page(`/v/${slug}`, SAFARI, '198.51.100.8').expect(200);
    expect(await views(id)).toBe(before + 2);
    await request(t.http)
      .head(`/v/${slug}`)
      .set('User-Agent', CHROME)
      .set('X-Forwarded-For', '198.51.100.9')
      .expect(200);
    for (const crawler of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'TelegramBot (like TwitterBot)',
    ]) {
      await page(`/v/${slug}`, crawler, '198.51.100.10').expect(200);
    }
    await request(t.http).get(`/v/${slug}/preview.jpg`).set('User-Agent', CHROME).expect(200);
    expect(await views(id)).toBe(before + 2);
    const [row] = await t.db.query(
      'SELECT count(*)::int AS n FROM video_views WHERE video_id = $1',
      [id],
    );
    expect(row.n).toBe(2);
  });

  it('another user can neither share nor stop sharing my video: 404, and the page stays', async () => {
    const stranger = await createUser(t);
    const { slug } = (await share(videos['16:9']).expect(200)).body;
    const refused = await share(videos['16:9'], stranger).expect(404);
    expect(refused.body.code).toBe('not_found');
    await request(t.http)
      .delete(`/api/videos/${videos['16:9']}/share`)
      .set(stranger.auth)
      .expect(404);
    await page(`/v/${slug}`).expect(200);
    await request(t.http).post(`/api/videos/${videos['16:9']}/share`).expect(401);
  });

  it('a hidden or expired video has no page and cannot be shared (409 video_not_shareable); an expired one loses its images', async () => {
    const id = videos['9:16'];
    const { slug } = (await share(id).expect(200)).body;
    await t.db.query('UPDATE videos SET hidden_at = now() WHERE id = $1', [id]);
    try {
      const hidden = await page(`/v/${slug}`).expect(404);
      expect(hidden.text).toContain('Este vídeo não está mais compartilhado');
      await request(t.http).get(`/v/${slug}/video.mp4`).expect(404);
      const refused = await share(id).expect(409);
      expect(refused.body.code).toBe('video_not_shareable');
    } finally {
      await t.db.query('UPDATE videos SET hidden_at = NULL WHERE id = $1', [id]);
    }
    await t.db.query(`UPDATE videos SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      id,
    ]);
    try {
      await page(`/v/${slug}`).expect(404);
      await request(t.http).get(`/v/${slug}/preview.jpg`).expect(404);
      expect((await share(id).expect(409)).body.code).toBe('video_not_shareable');
    } finally {
      await t.db.query('UPDATE videos SET expires_at = NULL WHERE id = $1', [id]);
    }
    await page(`/v/${slug}`).expect(200);
    // Expired some other way than the reconciler (which stops the page as it expires the video,
    // see MaintenanceProcessor): the page's images go at the next visit.
    const [{ preview_key: previewKey }] = await t.db.query(
      'SELECT preview_key FROM video_shares WHERE slug = $1',
      [slug],
    );
    await t.db.query(`UPDATE videos SET status = 'expired' WHERE id = $1`, [id]);
    try {
      await page(`/v/${slug}`).expect(404);
      expect(existsSync(join(t.config.STORAGE_DIR, previewKey))).toBe(false);
      const [row] = await t.db.query('SELECT revoked_at FROM video_shares WHERE slug = $1', [slug]);
      expect(row.revoked_at).not.toBeNull();
    } finally {
      await t.db.query(`UPDATE videos SET status = 'completed' WHERE id = $1`, [id]);
    }
  });

  it('stopping: the page answers 404 saying so, the preview is gone; sharing again makes a new link', async () => {
    const id = videos['1:1'];
    const { slug } = (await share(id).expect(200)).body;
    const [{ preview_key: previewKey }] = await t.db.query(
      'SELECT preview_key FROM video_shares WHERE slug = $1',
      [slug],
    );
    await request(t.http).delete(`/api/videos/${id}/share`).set(owner.auth).expect(204);
    const gone = await page(`/v/${slug}`).expect(404);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
    expect(gone.text).toContain('Este vídeo não está mais compartilhado');
    expect(gone.text).not.toContain('og:image');
    await request(t.http).get(`/v/${slug}/preview.jpg`).expect(404);
    await request(t.http).get(`/v/${slug}/video.mp4`).expect(404);
    const stored = await t.db.query('SELECT revoked_at FROM video_shares WHERE slug = $1', [slug]);
    expect(stored[0].revoked_at).not.toBeNull();
    expect(existsSync(join(t.config.STORAGE_DIR, previewKey))).toBe(false);
    // Stopping twice is harmless; the card no longer shows a link.
    await request(t.http).delete(`/api/videos/${id}/share`).set(owner.auth).expect(204);
    expect((await request(t.http).get(`/api/videos/${id}`).set(owner.auth)).body.share).toBeNull();
    const again = (await share(id).expect(200)).body;
    expect(again.slug).not.toBe(slug);
    await page(`/v/${again.slug}`).expect(200);
    await page(`/v/${slug}`).expect(404);
  });

  it('an unknown slug is a 404 page, and nothing under /v/ falls through to the app', async () => {
    const unknown = await page('/v/AAAAAAAAAAAA').expect(404);
    expect(unknown.text).toContain('Página não encontrada');
    await page('/v/not-a-slug!').expect(404);
    const deeper = await request(t.http).get('/v/AAAAAAAAAAAA/other').expect(404);
    expect(deeper.text).not.toContain('<body>client</body>');
  });

  it('revokeAllForUser stops every page of the account (account deletion)', async () => {
    const slugs = await Promise.all(
      (['16:9', '9:16', '1:1'] as const).map(
        async (r) => (await share(videos[r]).expect(200)).body.slug,
      ),
    );
    expect(await t.app.get(SharesService).revokeAllForUser(owner.id)).toBe(3);
    for (const slug of slugs) await page(`/v/${slug}`).expect(404);
    expect(await t.app.get(SharesService).revokeAllForUser(owner.id)).toBe(0);
  });

  it('deleting the video stops its page and deletes its images', async () => {
    const id = videos['1:1'];
    const { slug } = (await share(id).expect(200)).body;
    const [{ preview_key: previewKey }] = await t.db.query(
      'SELECT preview_key FROM video_shares WHERE slug = $1',
      [slug],
    );
    await request(t.http).delete(`/api/videos/${id}`).set(owner.auth).expect(204);
    await page(`/v/${slug}`).expect(404);
    await request(t.http).get(`/v/${slug}/preview.jpg`).expect(404);
    expect(existsSync(join(t.config.STORAGE_DIR, previewKey))).toBe(false);
  });
});
