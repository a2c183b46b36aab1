import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_KIT_LIMITS, type BrandKit, type BrandKitInput } from '@cena/contracts';
import request from 'supertest';
import { BrandKitService } from '../src/brand-kit/brand-kit.service';
import { signMediaKey } from '../src/storage/media-signature';
import { type ResponseChecker, responseChecker } from './support/openapi';
import { rgbPng } from './support/png';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type TestUser, withRole } from './support/users';

const RED: [number, number, number] = [214, 40, 40];
const BLUE: [number, number, number] = [29, 78, 216];

/** An RGB PNG of `width` x `height`, each pixel painted by `paint` (row filter 0). */
function paintedPng(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  return rgbPng(width, height, rows);
}

/** A logo on white: a red block on the left, a blue one on the right. */
const twoColorLogo = () =>
  paintedPng(160, 80, (x, y) => {
    if (y < 10 || y >= 70 || x < 10 || x >= 150) return [255, 255, 255];
    if (x < 75) return RED;
    if (x >= 85) return BLUE;
    return [255, 255, 255];
  });

/** A well-formed PNG declaring `width` x `height` with one compressed row: a bomb's header. */
const declaredPng = (width: number, height: number) =>
  rgbPng(width, height, Buffer.alloc(1 + width * 3));

const hex = ([r, g, b]: number[]) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const rgbOf = (color: string) =>
  [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
const isNear = (color: string, target: [number, number, number]) =>
  rgbOf(color).every((value, channel) => Math.abs(value - target[channel]) <= 16);

const EMPTY_INPUT: BrandKitInput = {
  businessName: null,
  whatsapp: null,
  phone: null,
  instagram: null,
  address: null,
  hours: null,
  website: null,
  colors: [],
};

const EMPTY_KIT: BrandKit = { ...EMPTY_INPUT, logo: null, updatedAt: null };

describe('brand kit API', () => {
  let t: TestApp;
  let checker: ResponseChecker;
  let ana: TestUser;
  let bruno: TestUser;
  let admin: TestUser;

  /** Every stored object under `brand/<userId>/`, as keys. */
  const brandObjects = (userId: string): string[] => {
    const dir = join(t.config.STORAGE_DIR, 'brand', userId);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .map((name) => `brand/${userId}/${name}`)
      .sort();
  };
  const keyOf = (url: string) => new URL(url, 'http://cena.test').pathname.slice('/media/'.length);

  const getKit = async (user: TestUser): Promise<BrandKit> => {
    const res = await request(t.http).get('/api/brand-kit').set(user.auth).expect(200);
    checker.check(res);
    return res.body as BrandKit;
  };
  const putKit = (user: TestUser, body: object, lang = 'pt-BR') =>
    request(t.http).put('/api/brand-kit').set(user.auth).set('Accept-Language', lang).send(body);
  const putLogo = (user: TestUser, file: Buffer, filename = 'logo.png', lang = 'pt-BR') =>
    request(t.http)
      .put('/api/brand-kit/logo')
      .set(user.auth)
      .set('Accept-Language', lang)
      .attach('logo', file, { filename, contentType: 'image/png' });

  beforeAll(async () => {
    t = await createTestApp('brand_kit');
    checker = await responseChecker(t);
    ana = await createUser(t, { plan: 'pro' });
    bruno = await createUser(t);
    admin = await withRole(t, 'admin');
    await t.db.query(`UPDATE users SET locale = 'en-US', display_name = 'Ana' WHERE id = $1`, [
      ana.id,
    ]);
  });
  afterAll(() => t?.close());

  it('reads an empty kit before the first save', async () => {
    expect(await getKit(ana)).toEqual(EMPTY_KIT);
  });

  it('round-trips a kit: PUT answers what GET reads, in its normalised form', async () => {
    const saved = await putKit(ana, {
      businessName: '  Padaria Pão Dourado ',
      whatsapp: '+55 11 91234 5678',
      phone: '1134567890',
      instagram: 'https://www.instagram.com/PaoDourado/',
      address: 'Rua das Flores, 123 — Centro',
      hours: 'Seg. a sáb., das 7h às 19h',
      website: 'paodourado.com.br',
      colors: ['#D62828', '#1d4ed8'],
    }).expect(200);
    checker.check(saved);
    expect(saved.body).toEqual({
      businessName: 'Padaria Pão Dourado',
      whatsapp: '(11) 91234-5678',
      phone: '(11) 3456-7890',
      instagram: '@paodourado',
      address: 'Rua das Flores, 123 — Centro',
      hours: 'Seg. a sáb., das 7h às 19h',
      website: 'paodourado.com.br',
      colors: ['#d62828', '#1d4ed8'],
      logo: null,
      updatedAt: expect.any(String),
    });
    expect(await getKit(ana)).toEqual(saved.body);

    // '' and null clear a field; the rest is replaced as sent.
    const cleared = await putKit(ana, {
      ...EMPTY_INPUT,
      businessName: 'Padaria Pão Dourado',
      phone: '',
    }).expect(200);
    expect(cleared.body).toMatchObject({ ...EMPTY_INPUT, businessName: 'Padaria Pão Dourado' });
  });

  describe('refuses a bad value with 400 naming the field, and stores nothing', () => {
    const good: BrandKitInput = {
      ...EMPTY_INPUT,
      businessName: 'Barbearia Navalha de Ouro',
      whatsapp: '(21) 99888-7766',
      colors: ['#f7c325'],
    };
    let before: BrandKit;

    beforeAll(async () => {
      await putKit(bruno, good).expect(200);
      before = await getKit(bruno);
    });

    it.each([
      [
        'a phone without its area code',
        { whatsapp: '91234-5678' },
        'invalid_phone',
        'whatsapp',
        'Informe o WhatsApp com DDD, por exemplo (11) 91234-5678.',
      ],
      [
        'a landline with an area code that does not exist',
        { phone: '(20) 3456-7890' },
        'invalid_phone',
        'phone',
        'Informe o telefone com DDD, por exemplo (11) 91234-5678.',
      ],
      [
        'a colour that is not a colour',
        { colors: ['vermelho'] },
        'invalid_color',
        'colors',
        'Confira as cores da marca: até duas cores diferentes no formato #RRGGBB, como #FF5A36.',
      ],
      [
        'three colours',
        { colors: ['#000001', '#000002', '#000003'] },
        'invalid_color',
        'colors',
        undefined,
      ],
      [
        'a name that is too long',
        { businessName: 'N'.repeat(BRAND_KIT_LIMITS.businessNameMaxChars + 1) },
        'field_too_long',
        'businessName',
        `O nome do negócio pode ter no máximo ${BRAND_KIT_LIMITS.businessNameMaxChars} caracteres.`,
      ],
      [
        'a handle Instagram would refuse',
        { instagram: 'barbearia..navalha' },
        'invalid_instagram',
        'instagram',
        undefined,
      ],
      [
        'a website that is not one',
        { website: 'javascript:alert(1)' },
        'invalid_website',
        'website',
        undefined,
      ],
    ])('%s', async (_, patch, code, field, message) => {
      const res = await putKit(bruno, { ...good, ...patch }).expect(400);
      checker.check(res);
      expect(res.body).toMatchObject({ statusCode: 400, code, fields: [field] });
      if (message) expect(res.body.message).toBe(message);
      expect(await getKit(bruno)).toEqual(before);
    });

    it('names the field by its label in the request’s language', async () => {
      const en = await putKit(bruno, { ...good, phone: '3456-7890' }, 'en-US').expect(400);
      expect(en.body.message).toBe(
        'Enter the phone number with its area code (DDD), e.g. (11) 91234-5678.',
      );
      const de = await putKit(bruno, { ...good, hours: 'h'.repeat(81) }, 'de-DE').expect(400);
      expect(de.body.message).toBe('„Öffnungszeiten“ darf höchstens 80 Zeichen lang sein.');
      const fr = await putKit(bruno, { ...good, whatsapp: '12345' }, 'fr-FR').expect(400);
      expect(fr.body.message).toContain('« WhatsApp »');
      const es = await putKit(bruno, { ...good, address: 'a'.repeat(121) }, 'es-ES').expect(400);
      expect(es.body.message).toBe('El campo «Dirección» admite como máximo 120 caracteres.');
    });

    it('needs every field (null clears one) and strings only', async () => {
      for (const body of [{}, { ...good, website: undefined }, { ...good, phone: 11912345678 }]) {
        const res = await putKit(bruno, body).expect(400);
        expect(res.body.code).toBe('validation_failed');
      }
      expect(await getKit(bruno)).toEqual(before);
    });
  });

  describe('the logo', () => {
    it('is checked on its header: too large, not an image, a bomb, a broken file → 400, nothing stored', async () => {
      const user = await createUser(t);
      const noise = randomBytes(3 * 1024 * 1024);
      const threeMb = rgbPng(1024, 1024, Buffer.concat([noise, noise]).subarray(0, 1024 * 3073));
      expect(threeMb.length).toBeGreaterThan(3_000_000);
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
      );
      const bomb = declaredPng(30_000, 30_000);
      expect(bomb.length).toBeLessThan(2048);
      const good = twoColorLogo();
      const broken = Buffer.concat([good.subarray(0, 33), Buffer.alloc(400, 7)]);
      const cases: [Buffer, string, string][] = [
        [threeMb, 'logo.png', 'logo_too_large'],
        [svg, 'logo.svg', 'logo_not_an_image'],
        [bomb, 'bomba.png', 'logo_too_many_pixels'],
        [declaredPng(BRAND_KIT_LIMITS.logoMaxSidePx + 1, 1), 'faixa.png', 'logo_too_many_pixels'],
        [broken, 'quebrado.png', 'logo_not_an_image'],
      ];
      for (const [file, name, code] of cases) {
        const res = await putLogo(user, file, name).expect(400);
        checker.check(res);
        expect({ name, body: res.body }).toMatchObject({
          name,
          body: { code, fields: ['logo'] },
        });
      }
      const en = await putLogo(user, threeMb, 'logo.png', 'en-US').expect(400);
      expect(en.body.message).toBe('The logo must be at most 2 MB. Upload a smaller version.');
      const pixels = await putLogo(user, bomb, 'bomba.png', 'en-US').expect(400);
      expect(pixels.body.message).toBe(
        `The logo is too large to process: at most ${BRAND_KIT_LIMITS.logoMaxSidePx} pixels per side.`,
      );
      // No file at all, or a field of another name.
      const none = await request(t.http)
        .put('/api/brand-kit/logo')
        .set(user.auth)
        .field('logo', 'not a file')
        .expect(400);
      expect(none.body.code).toMatch(/^(bad_request|logo_not_an_image)$/);
      await request(t.http)
        .put('/api/brand-kit/logo')
        .set(user.auth)
        .attach('image', good, 'logo.png')
        .expect(400);

      expect(brandObjects(user.id)).toEqual([]);
      expect(await getKit(user)).toEqual(EMPTY_KIT);
      const [{ rows }] = await t.db.query(
        'SELECT count(*)::int AS rows FROM brand_kits WHERE user_id = $1',
        [user.id],
      );
      expect(rows).toBe(0);
    });

    it('suggests the logo’s colours, and a new upload replaces the old object', async () => {
      const first = await putLogo(ana, twoColorLogo()).expect(200);
      checker.check(first);
      const logo = first.body.logo;
      expect(logo).toMatchObject({ mimeType: 'image/png', width: 160, height: 80 });
      expect(logo.suggestedColors.length).toBeGreaterThanOrEqual(2);
      expect(logo.suggestedColors.length).toBeLessThanOrEqual(4);
      expect(logo.suggestedColors.some((c: string) => isNear(c, RED))).toBe(true);
      expect(logo.suggestedColors.some((c: string) => isNear(c, BLUE))).toBe(true);
      // The white ground is not a brand colour.
      expect(logo.suggestedColors).not.toContain(hex([255, 255, 255]));
      // The kit's fields stay as they were.
      expect(first.body.businessName).toBe('Padaria Pão Dourado');
      const firstKey = keyOf(logo.url);
      expect(firstKey).toMatch(new RegExp(`^brand/${ana.id}/logo-[0-9a-f-]{36}\\.png$`));
      expect(brandObjects(ana.id)).toEqual([firstKey]);

      const served = await request(t.http).get(logo.url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.from(served.body as Buffer).equals(twoColorLogo())).toBe(true);

      const second = await putLogo(
        ana,
        paintedPng(40, 40, () => BLUE),
      ).expect(200);
      const secondKey = keyOf(second.body.logo.url);
      expect(secondKey).not.toBe(firstKey);
      expect(brandObjects(ana.id)).toEqual([secondKey]);
      expect((await getKit(ana)).logo).toMatchObject({ width: 40, height: 40 });
      await request(t.http).get(logo.url).expect(404);
    });

    it('is not readable by another user, nor without its own signature', async () => {
      const mine = (await getKit(ana)).logo!;
      const key = keyOf(mine.url);
      // Bruno reads his own kit, never Ana's.
      const brunos = await getKit(bruno);
      expect(brunos.logo).toBeNull();
      expect(JSON.stringify(brunos)).not.toContain(ana.id);
      // The path without a signature, with Bruno's token, or with a signature of another key.
      await request(t.http).get(`/media/${key}`).expect(403);
      await request(t.http).get(`/media/${key}`).set(bruno.auth).expect(403);
      await putLogo(bruno, twoColorLogo()).expect(200);
      const his = new URL((await getKit(bruno)).logo!.url, 'http://cena.test');
      await request(t.http).get(`/media/${key}${his.search}`).expect(403);
      const exp = Math.floor(Date.now() / 1000) + 600;
      const forged = signMediaKey('not-the-secret', key, exp);
      await request(t.http).get(`/media/${key}?exp=${exp}&sig=${forged}`).expect(403);
    });

    it('is removed by its owner: the object is deleted, the fields stay', async () => {
      const user = await createUser(t);
      await putKit(user, { ...EMPTY_INPUT, businessName: 'Ateliê Linha Fina' }).expect(200);
      await putLogo(user, twoColorLogo()).expect(200);
      expect(brandObjects(user.id)).toHaveLength(1);
      const res = await request(t.http).delete('/api/brand-kit/logo').set(user.auth).expect(200);
      checker.check(res);
      expect(res.body).toMatchObject({ businessName: 'Ateliê Linha Fina', logo: null });
      expect(brandObjects(user.id)).toEqual([]);
      // Removing nothing changes nothing.
      await request(t.http).delete('/api/brand-kit/logo').set(user.auth).expect(200);
    });
  });

  it('is what a render reads: the saved fields, colours and the logo’s bytes; nothing for an empty kit', async () => {
    const user = await createUser(t);
    const brandKits = t.app.get(BrandKitService);
    expect(await brandKits.forRender(user.id)).toBeUndefined();
    await putKit(user, {
      ...EMPTY_INPUT,
      businessName: 'Pet Shop Amigo Fiel',
      whatsapp: '61 99123 4567',
      address: 'SQS 308, Bloco C',
      colors: ['#7C3AED', '#f59e0b'],
    }).expect(200);
    const logo = twoColorLogo();
    await putLogo(user, logo).expect(200);
    const brand = await brandKits.forRender(user.id);
    expect(brand).toEqual({
      businessName: 'Pet Shop Amigo Fiel',
      contacts: { whatsapp: '(61) 99123-4567', address: 'SQS 308, Bloco C' },
      colors: ['#7c3aed', '#f59e0b'],
      logo: { bytes: expect.any(Buffer), mimeType: 'image/png' },
    });
    expect(brand!.logo!.bytes.equals(logo)).toBe(true);
  });

  describe('the preview', () => {
    const pngSize = (png: Buffer) => ({
      width: png.readUInt32BE(16),
      height: png.readUInt32BE(20),
    });
    const preview = (user: TestUser, body: object) =>
      request(t.http)
        .post('/api/brand-kit/preview')
        .set(user.auth)
        .send(body)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });

    it('draws the end card of a kit being edited as a PNG of the video’s size, with the saved logo', async () => {
      const user = await createUser(t);
      const kit: BrandKitInput = {
        ...EMPTY_INPUT,
        businessName: 'Sorveteria Gelato Bom',
        whatsapp: '(31) 98877-6655',
        address: 'Av. Afonso Pena, 1500',
        colors: ['#0f766e'],
      };
      const sizes = { '9:16': [720, 1280], '16:9': [1280, 720], '1:1': [1080, 1080] } as const;
      for (const [aspectRatio, [width, height]] of Object.entries(sizes)) {
        const res = await preview(user, { aspectRatio, kit }).expect(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('no-store');
        const png = res.body as Buffer;
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect({ aspectRatio, ...pngSize(png) }).toEqual({ aspectRatio, width, height });
      }
      // Nothing was saved by previewing.
      expect(await getKit(user)).toEqual(EMPTY_KIT);

      const withoutLogo = (await preview(user, { aspectRatio: '9:16', kit }).expect(200)).body;
      await putLogo(user, twoColorLogo()).expect(200);
      const withLogo = (await preview(user, { aspectRatio: '9:16', kit }).expect(200)).body;
      expect(Buffer.compare(withLogo as Buffer, withoutLogo as Buffer)).not.toBe(0);
    });

    it('refuses a bad value as a save does, naming the field', async () => {
      const res = await request(t.http)
        .post('/api/brand-kit/preview')
        .set(bruno.auth)
        .send({ aspectRatio: '16:9', kit: { ...EMPTY_INPUT, whatsapp: '98877-6655' } })
        .expect(400);
      checker.check(res);
      expect(res.body).toMatchObject({ code: 'invalid_phone', fields: ['whatsapp'] });
      for (const body of [
        { aspectRatio: '4:3', kit: EMPTY_INPUT },
        { aspectRatio: '16:9' },
        { aspectRatio: '16:9', kit: { ...EMPTY_INPUT, colors: 'red' } },
      ]) {
        const refused = await request(t.http)
          .post('/api/brand-kit/preview')
          .set(bruno.auth)
          .send(body)
          .expect(400);
        expect(refused.body.code).toBe('validation_failed');
      }
    });
  });

  describe('the back office', () => {
    it('shows a user’s kit to an admin, and to nobody else', async () => {
      const res = await request(t.http)
        .get(`/api/admin/users/${ana.id}/brand-kit`)
        .set(admin.auth)
        .expect(200);
      checker.check(res);
      const own = await getKit(ana);
      expect({ ...res.body, logo: { ...res.body.logo, url: 'x' } }).toEqual({
        ...own,
        logo: { ...own.logo, url: 'x' },
      });
      await request(t.http).get(res.body.logo.url).expect(200);
      await request(t.http).get(`/api/admin/users/${ana.id}/brand-kit`).set(bruno.auth).expect(403);
      await request(t.http)
        .get(`/api/admin/users/00000000-0000-0000-0000-000000000000/brand-kit`)
        .set(admin.auth)
        .expect(404);
      const empty = await createUser(t);
      const none = await request(t.http)
        .get(`/api/admin/users/${empty.id}/brand-kit`)
        .set(admin.auth)
        .expect(200);
      expect(none.body).toEqual(EMPTY_KIT);
    });

    it('removes a logo with a reason: audited, object deleted, the customer e-mailed in their language', async () => {
      const key = keyOf((await getKit(ana)).logo!.url);
      const reason = 'O logo usa a marca registrada de outra empresa.';
      await request(t.http)
        .delete(`/api/admin/users/${ana.id}/brand-kit/logo`)
        .set(admin.auth)
        .send({ reason: '  ' })
        .expect(400);
      await request(t.http)
        .delete(`/api/admin/users/${ana.id}/brand-kit/logo`)
        .set(bruno.auth)
        .send({ reason })
        .expect(403);
      expect(brandObjects(ana.id)).toEqual([key]);

      const res = await request(t.http)
        .delete(`/api/admin/users/${ana.id}/brand-kit/logo`)
        .set(admin.auth)
        .send({ reason: `  ${reason} ` })
        .expect(200);
      checker.check(res);
      expect(res.body).toMatchObject({ businessName: 'Padaria Pão Dourado', logo: null });
      expect(brandObjects(ana.id)).toEqual([]);
      expect((await getKit(ana)).logo).toBeNull();

      const audit = await t.db.query(
        `SELECT actor_id, action, target_type, target_id, data FROM audit_log
          WHERE action = 'brand_kit.remove_logo'`,
      );
      expect(audit).toEqual([
        {
          actor_id: admin.id,
          action: 'brand_kit.remove_logo',
          target_type: 'user',
          target_id: ana.id,
          data: expect.objectContaining({ reason, after: { logo: null } }),
        },
      ]);
      expect(audit[0].data.before.logo).toMatchObject({ key, mimeType: 'image/png' });

      const mails = await t.db.query(
        `SELECT template, locale, subject, text_body, html_body FROM mail_outbox
          WHERE to_address = $1`,
        [ana.email],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        template: 'logo_removed',
        locale: 'en-US',
        subject: 'We removed the logo from your brand on Cena',
      });
      expect(mails[0].text_body).toContain('Hi Ana!');
      expect(mails[0].text_body).toContain(reason);
      expect(mails[0].text_body).toContain('/minha-marca');

      // Nothing left to remove: 404, no second audit entry or e-mail.
      await request(t.http)
        .delete(`/api/admin/users/${ana.id}/brand-kit/logo`)
        .set(admin.auth)
        .send({ reason })
        .expect(404);
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1`,
        [ana.email],
      );
      expect(n).toBe(1);
    });
  });
});
