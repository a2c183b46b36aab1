import type { AdminUserDto, AdminVideoDto, AuditEntryDto, LedgerEntryDto } from '@cena/contracts';
import request from 'supertest';
import { CreditsService } from '../src/credits/credits.service';
import { RenderProducer } from '../src/generation/queue/render.producer';
import { VideoAcceptanceRepository } from '../src/generation/video-acceptance.repository';
import { responseChecker } from './support/openapi';
import { createTestApp, type TestApp } from './support/test-app';
import { aPaidVideo } from './support/test-data-source';
import { createTestWorker } from './support/test-worker';
import {
  balanceAndLedger,
  createUser,
  type TestUser,
  waitForVideo,
  withRole,
} from './support/users';

/** Back office: users (list, edit, disable, credits), the ledger, videos and the audit log. */

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Everything a write may leave behind, to prove a refused one left nothing. */
async function footprint(t: TestApp, userId: string) {
  const [row] = await t.db.query(
    `SELECT u.plan, u.role, u.credit_balance AS balance, u.disabled_at AS "disabledAt",
            (SELECT count(*) FROM credit_ledger WHERE user_id = u.id)::int AS ledger,
            (SELECT count(*) FROM audit_log)::int AS audit
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row as {
    plan: string;
    role: string;
    balance: number;
    disabledAt: Date | null;
    ledger: number;
    audit: number;
  };
}

/** A video row as a render leaves it (completed with its files) or as it was left otherwise. */
async function insertVideo(
  t: TestApp,
  userId: string,
  fields: { status?: string; prompt?: string; title?: string; cost?: number } = {},
): Promise<string> {
  const status = fields.status ?? 'completed';
  const completed = status === 'completed';
  const [row] = await t.db.query(
    `INSERT INTO videos (user_id, mode, prompt, title, duration_s, tone, soundtrack, cost_credits,
                         status, video_key, thumbnail_key, provider, started_at, completed_at,
                         approved_at, error_code, community_opt_in)
     VALUES ($1, 'text', $2, $3, 8, 'fun', 'animated', $4, $5, $6, $7, 'local',
             now() - interval '9 seconds', $8, $8, $9, true)
     RETURNING id`,
    [
      userId,
      fields.prompt ?? 'Barbearia do Zé: corte e barba por R$ 50',
      fields.title ?? 'Barbearia do Zé',
      fields.cost ?? 20,
      status,
      completed ? `videos/${userId}/x.mp4` : null,
      completed ? `thumbnails/${userId}/x.jpg` : null,
      completed ? new Date() : null,
      status === 'failed' ? 'provider_failed' : null,
    ],
  );
  return row.id as string;
}

async function latestIds(t: TestApp): Promise<string[]> {
  const res = await request(t.http).get('/api/videos/latest').expect(200);
  return (res.body as { id: string }[]).map((v) => v.id);
}

/** The gallery may serve a snapshot for a moment after a write it cannot see: poll briefly. */
async function eventuallyInLatest(t: TestApp, id: string, expected: boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const present = (await latestIds(t)).includes(id);
    if (present === expected) return;
    if (Date.now() > deadline) throw new Error(`video ${id} in latest: ${present}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function auditOf(t: TestApp, admin: TestUser, filter: Record<string, string>) {
  const res = await request(t.http)
    .get('/api/admin/audit-log')
    .query({ filter: JSON.stringify(filter), sort: JSON.stringify(['id', 'DESC']) })
    .set(admin.auth)
    .expect(200);
  return res.body as AuditEntryDto[];
}

describe('back office: users, ledger, videos, audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  let credits: CreditsService;

  beforeAll(async () => {
    t = await createTestApp('admin-users-videos');
    admin = await withRole(t, 'admin');
    credits = t.app.get(CreditsService);
  });
  afterAll(() => t.close());

  it('answers the lists and records as the OpenAPI document describes', async () => {
    const openapi = await responseChecker(t);
    const ana = await createUser(t);
    await insertVideo(t, ana.id);
    const get = (path: string) => request(t.http).get(path).set(admin.auth);
    for (const path of ['/api/admin/users', '/api/admin/videos', '/api/admin/ledger']) {
      openapi.check(await get(`${path}?range=[0,9]`).expect(200));
    }
    openapi.check(await get(`/api/admin/users/${ana.id}`).expect(200));
    openapi.check(await get('/api/admin/users?sort=["nope","ASC"]').expect(400));
    openapi.check(await get(`/api/admin/videos/${ana.id}`).expect(404));
    openapi.check(await request(t.http).get('/api/admin/users').set(ana.auth).expect(403));
  });

  describe('users', () => {
    it('lists with Content-Range, searches by e-mail or name, filters by plan, role and disabled', async () => {
      const ana = await createUser(t, { plan: 'pro' });
      await t.db.query(`UPDATE users SET display_name = 'Ana Zebulon' WHERE id = $1`, [ana.id]);
      await insertVideo(t, ana.id);
      await insertVideo(t, ana.id, { status: 'failed' });

      const byEmail = await request(t.http)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ q: ana.email.slice(0, 12) }), range: '[0,9]' })
        .set(admin.auth)
        .expect(200);
      expect(byEmail.get('content-range')).toBe('users 0-0/1');
      const [row] = byEmail.body as AdminUserDto[];
      expect(row).toEqual({
        id: ana.id,
        email: ana.email,
        displayName: 'Ana Zebulon',
        photoURL: null,
        plan: 'pro',
        role: 'user',
        credits: 20,
        locale: 'pt-BR',
        createdAt: expect.any(String),
        disabledAt: null,
        videoCount: 1,
      });

      const byName = await request(t.http)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ q: 'zebulon' }) })
        .set(admin.auth)
        .expect(200);
      expect(byName.body.map((u: AdminUserDto) => u.id)).toEqual([ana.id]);

      // LIKE wildcards are searched as text.
      for (const q of ['%', '_']) {
        const wild = await request(t.http)
          .get('/api/admin/users')
          .query({ filter: JSON.stringify({ q }) })
          .set(admin.auth)
          .expect(200);
        expect(wild.body).toEqual([]);
      }

      const pro = await request(t.http)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ plan: 'pro', role: 'user', disabled: false }) })
        .set(admin.auth)
        .expect(200);
      expect(pro.body.map((u: AdminUserDto) => u.id)).toContain(ana.id);
      expect(pro.body.every((u: AdminUserDto) => u.plan === 'pro' && u.role === 'user')).toBe(true);

      const admins = await request(t.http)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ role: 'admin' }) })
        .set(admin.auth)
        .expect(200);
      expect(admins.body.map((u: AdminUserDto) => u.id)).toEqual([admin.id]);

      const disabled = await request(t.http)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ disabled: true }) })
        .set(admin.auth)
        .expect(200);
      expect(disabled.body).toEqual([]);
      expect(disabled.get('content-range')).toBe('users 0-0/0');

      // react-admin's getMany (a ReferenceField): filter by ids.
      const many = await request(t.http)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ id: [ana.id, admin.id] }) })
        .set(admin.auth)
        .expect(200);
      expect(many.body.map((u: AdminUserDto) => u.id).sort()).toEqual([ana.id, admin.id].sort());
      const badId = await request(t.http)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ id: [ana.id, 'not-an-id'] }) })
        .set(admin.auth)
        .expect(400);
      expect(badId.body.fields).toEqual(['filter.id']);
    });

    it('shows one user; an unknown or malformed id is 404; a user or support token is 403', async () => {
      const bruno = await createUser(t);
      const show = await request(t.http)
        .get(`/api/admin/users/${bruno.id}`)
        .set(admin.auth)
        .expect(200);
      expect(show.body).toMatchObject({ id: bruno.id, email: bruno.email, videoCount: 0 });
      await request(t.http).get(`/api/admin/users/${UNKNOWN_ID}`).set(admin.auth).expect(404);
      await request(t.http).get('/api/admin/users/junk').set(admin.auth).expect(404);

      const support = await withRole(t, 'support');
      for (const caller of [bruno, support]) {
        await request(t.http).get(`/api/admin/users/${bruno.id}`).set(caller.auth).expect(403);
        await request(t.http)
          .put(`/api/admin/users/${bruno.id}`)
          .set(caller.auth)
          .send({ plan: 'business' })
          .expect(403);
        await request(t.http)
          .post(`/api/admin/users/${bruno.id}/credits`)
          .set(caller.auth)
          .send({ delta: 100, reason: 'me dá créditos' })
          .expect(403);
      }
    });

    it('edits plan and role (the whole record accepted, read-only fields ignored), audited', async () => {
      const carla = await createUser(t);
      const shown = (
        await request(t.http).get(`/api/admin/users/${carla.id}`).set(admin.auth).expect(200)
      ).body as AdminUserDto;

      const res = await request(t.http)
        .put(`/api/admin/users/${carla.id}`)
        .set(admin.auth)
        .send({ ...shown, plan: 'business', role: 'support', credits: 99_999, email: 'x@y.z' })
        .expect(200);
      expect(res.body).toMatchObject({
        id: carla.id,
        plan: 'business',
        role: 'support',
        credits: 20,
        email: carla.email,
      });
      const after = await footprint(t, carla.id);
      expect(after).toMatchObject({ plan: 'business', role: 'support', balance: 20 });

      const [entry] = await auditOf(t, admin, { targetType: 'user', targetId: carla.id });
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'user.update',
        before: { plan: 'basic', role: 'user' },
        after: { plan: 'business', role: 'support' },
      });

      // Nothing changed: nothing audited.
      const audits = (await footprint(t, carla.id)).audit;
      await request(t.http)
        .put(`/api/admin/users/${carla.id}`)
        .set(admin.auth)
        .send({ plan: 'business' })
        .expect(200);
      expect((await footprint(t, carla.id)).audit).toBe(audits);

      for (const [body, field] of [
        [{ plan: 'gold' }, 'plan'],
        [{ role: 'root' }, 'role'],
        [{ disabled: 'yes' }, 'disabled'],
        [{ plan: null }, 'plan'],
      ] as const) {
        const bad = await request(t.http)
          .put(`/api/admin/users/${carla.id}`)
          .set(admin.auth)
          .send(body)
          .expect(400);
        expect(bad.body.fields).toContain(field);
      }
      await request(t.http)
        .put(`/api/admin/users/${UNKNOWN_ID}`)
        .set(admin.auth)
        .send({ plan: 'pro' })
        .expect(404);
    });

    it('refuses self-demotion and self-disable, writing nothing', async () => {
      const before = await footprint(t, admin.id);
      for (const body of [{ role: 'user' }, { role: 'support' }, { disabled: true }]) {
        const res = await request(t.http)
          .put(`/api/admin/users/${admin.id}`)
          .set(admin.auth)
          .send(body)
          .expect(400);
        expect(res.body.code).toBe('self_change_refused');
        expect(res.body.message).toBe(
          'Você não pode remover o seu próprio papel de administrador nem desativar a sua própria conta.',
        );
      }
      expect(await footprint(t, admin.id)).toEqual(before);

      // Sending back the own record unchanged (role admin, not disabled) is fine.
      await request(t.http)
        .put(`/api/admin/users/${admin.id}`)
        .set(admin.auth)
        .send({ role: 'admin', disabled: false })
        .expect(200);

      // Another admin may demote this one.
      const other = await withRole(t, 'admin');
      await request(t.http)
        .put(`/api/admin/users/${other.id}`)
        .set(admin.auth)
        .send({ role: 'user' })
        .expect(200);
      await request(t.http).get('/api/admin/users').set(other.auth).expect(403);
    });

    it('a disabled user is refused at once even with a live token, and enabled again', async () => {
      const dani = await createUser(t);
      await request(t.http).get('/api/user').set(dani.auth).expect(200);

      const disabled = await request(t.http)
        .put(`/api/admin/users/${dani.id}`)
        .set(admin.auth)
        .send({ disabled: true })
        .expect(200);
      expect(disabled.body.disabledAt).toEqual(expect.any(String));

      const refused = await request(t.http).get('/api/user').set(dani.auth).expect(403);
      expect(refused.body.code).toBe('account_disabled');
      await request(t.http)
        .post('/api/generate')
        .set(dani.auth)
        .send({ prompt: 'Padaria' })
        .expect(403);

      const list = await request(t.http)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ disabled: true }) })
        .set(admin.auth)
        .expect(200);
      expect(list.body.map((u: AdminUserDto) => u.id)).toEqual([dani.id]);

      const [entry] = await auditOf(t, admin, { action: 'user.update', targetId: dani.id });
      expect(entry.before).toEqual({ disabledAt: null });
      expect(entry.after).toEqual({ disabledAt: disabled.body.disabledAt });

      await request(t.http)
        .put(`/api/admin/users/${dani.id}`)
        .set(admin.auth)
        .send({ disabled: false })
        .expect(200)
        .expect((r) => expect(r.body.disabledAt).toBeNull());
      await request(t.http).get('/api/user').set(dani.auth).expect(200);
    });
  });

  describe('credit adjustment and the ledger', () => {
    it('gives credits with a reason: one admin_adjustment row with the actor, and an audit entry', async () => {
      const eva = await createUser(t);
      const res = await request(t.http)
        .post(`/api/admin/users/${eva.id}/credits`)
        .set(admin.auth)
        .send({ delta: 40, reason: '  Compensação pelo vídeo que falhou  ' })
        .expect(200);
      expect(res.body).toMatchObject({ id: eva.id, credits: 60 });
      expect(await balanceAndLedger(t, eva.id)).toEqual({ balance: 60, ledgerSum: 60 });

      const ledger = await request(t.http)
        .get('/api/admin/ledger')
        .query({ filter: JSON.stringify({ userId: eva.id }), sort: '["createdAt","DESC"]' })
        .set(admin.auth)
        .expect(200);
      expect(ledger.get('content-range')).toBe('ledger 0-1/2');
      const [adjustment, bonus] = ledger.body as LedgerEntryDto[];
      expect(adjustment).toEqual({
        id: expect.any(String),
        userId: eva.id,
        delta: 40,
        balanceAfter: 60,
        reason: 'admin_adjustment',
        videoId: null,
        paymentId: null,
        actorId: admin.id,
        note: 'Compensação pelo vídeo que falhou',
        createdAt: expect.any(String),
      });
      expect(bonus).toMatchObject({ reason: 'signup_bonus', delta: 20, actorId: null });

      const [entry] = await auditOf(t, admin, { action: 'user.credits', targetId: eva.id });
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        targetType: 'user',
        before: { credits: 20 },
        after: { credits: 60 },
        reason: 'Compensação pelo vídeo que falhou',
      });

      // Taking some back is fine while the balance stays at or above zero.
      await request(t.http)
        .post(`/api/admin/users/${eva.id}/credits`)
        .set(admin.auth)
        .send({ delta: -60, reason: 'Créditos dados por engano' })
        .expect(200)
        .expect((r) => expect(r.body.credits).toBe(0));
      expect(await balanceAndLedger(t, eva.id)).toEqual({ balance: 0, ledgerSum: 0 });
    });

    it('refuses a missing or blank reason, a zero, fractional or huge delta, and going below zero: nothing written', async () => {
      const fabio = await createUser(t);
      const before = await footprint(t, fabio.id);
      const cases: [object, string, string][] = [
        [{ delta: 40 }, 'validation_failed', 'reason'],
        [{ delta: 40, reason: '' }, 'validation_failed', 'reason'],
        [{ delta: 40, reason: '     ' }, 'validation_failed', 'reason'],
        [{ delta: 40, reason: 'x'.repeat(501) }, 'validation_failed', 'reason'],
        [{ delta: 0, reason: 'nada a fazer' }, 'validation_failed', 'delta'],
        [{ delta: 1.5, reason: 'meio crédito' }, 'validation_failed', 'delta'],
        [{ delta: '40', reason: 'texto' }, 'validation_failed', 'delta'],
        [{ delta: 100_001, reason: 'demais' }, 'validation_failed', 'delta'],
        [{ delta: -21, reason: 'tirar mais do que tem' }, 'credits_below_zero', 'delta'],
      ];
      for (const [body, code, field] of cases) {
        const res = await request(t.http)
          .post(`/api/admin/users/${fabio.id}/credits`)
          .set(admin.auth)
          .send(body)
          .expect(400);
        expect(res.body.code).toBe(code);
        expect(res.body.fields).toContain(field);
      }
      expect(await footprint(t, fabio.id)).toEqual(before);
      await request(t.http)
        .post(`/api/admin/users/${UNKNOWN_ID}/credits`)
        .set(admin.auth)
        .send({ delta: 5, reason: 'ninguém' })
        .expect(404);
    });

    it('a ledger filter for an unknown user answers an empty page; a bad value is 400', async () => {
      const none = await request(t.http)
        .get('/api/admin/ledger')
        .query({ filter: JSON.stringify({ userId: UNKNOWN_ID }) })
        .set(admin.auth)
        .expect(200);
      expect(none.body).toEqual([]);
      for (const [filter, field] of [
        [{ userId: 'junk' }, 'filter.userId'],
        [{ videoId: 7 }, 'filter.videoId'],
        [{ reason: 'gift' }, 'filter.reason'],
      ] as const) {
        const res = await request(t.http)
          .get('/api/admin/ledger')
          .query({ filter: JSON.stringify(filter) })
          .set(admin.auth)
          .expect(400);
        expect(res.body.fields).toEqual([field]);
      }
    });
  });

  describe('videos', () => {
    let owner: TestUser;
    beforeAll(async () => {
      owner = await createUser(t, { credits: 200 });
    });

    it('lists with filters and shows one with signed media URLs', async () => {
      const done = await insertVideo(t, owner.id, { prompt: 'Pizzaria Forno a Lenha' });
      const failed = await insertVideo(t, owner.id, { status: 'failed' });

      const list = await request(t.http)
        .get('/api/admin/videos')
        .query({ filter: JSON.stringify({ userId: owner.id }), sort: '["createdAt","ASC"]' })
        .set(admin.auth)
        .expect(200);
      expect(list.get('content-range')).toBe('videos 0-1/2');
      expect(list.body.map((v: AdminVideoDto) => v.id)).toEqual([done, failed]);

      const byStatus = await request(t.http)
        .get('/api/admin/videos')
        .query({ filter: JSON.stringify({ userId: owner.id, status: 'failed', mode: 'text' }) })
        .set(admin.auth)
        .expect(200);
      expect(byStatus.body.map((v: AdminVideoDto) => v.id)).toEqual([failed]);

      const byText = await request(t.http)
        .get('/api/admin/videos')
        .query({ filter: JSON.stringify({ q: 'forno a lenha', provider: 'local' }) })
        .set(admin.auth)
        .expect(200);
      expect(byText.body.map((v: AdminVideoDto) => v.id)).toEqual([done]);

      for (const [filter, field] of [
        [{ status: 'exploded' }, 'filter.status'],
        [{ mode: 'opera' }, 'filter.mode'],
        [{ userId: 'junk' }, 'filter.userId'],
        [{ hidden: 'maybe' }, 'filter.hidden'],
      ] as const) {
        const bad = await request(t.http)
          .get('/api/admin/videos')
          .query({ filter: JSON.stringify(filter) })
          .set(admin.auth)
          .expect(400);
        expect(bad.body.fields).toEqual([field]);
      }

      const show = await request(t.http)
        .get(`/api/admin/videos/${done}`)
        .set(admin.auth)
        .expect(200);
      expect(show.body).toEqual({
        id: done,
        userId: owner.id,
        userEmail: owner.email,
        title: 'Barbearia do Zé',
        prompt: 'Pizzaria Forno a Lenha',
        mode: 'text',
        status: 'completed',
        provider: 'local',
        aspectRatio: '16:9',
        durationS: 8,
        costCredits: 20,
        errorCode: null,
        videoUrl: expect.stringContaining('/media/'),
        thumbnailUrl: expect.stringContaining('/media/'),
        isPublic: true,
        community: true,
        views: 0,
        hiddenAt: null,
        approvedAt: expect.any(String),
        refunded: false,
        renderMs: expect.any(Number),
        createdAt: expect.any(String),
        completedAt: expect.any(String),
      });
      const failedShow = await request(t.http)
        .get(`/api/admin/videos/${failed}`)
        .set(admin.auth)
        .expect(200);
      expect(failedShow.body).toMatchObject({ videoUrl: null, errorCode: 'provider_failed' });
      await request(t.http).get(`/api/admin/videos/${UNKNOWN_ID}`).set(admin.auth).expect(404);
      await request(t.http).get(`/api/admin/videos/${done}`).set(owner.auth).expect(403);
    });

    it('hides a video from GET /api/videos/latest and restores it, audited', async () => {
      const id = await insertVideo(t, owner.id);
      expect(await latestIds(t)).toContain(id);

      const hidden = await request(t.http)
        .put(`/api/admin/videos/${id}`)
        .set(admin.auth)
        .send({ hidden: true })
        .expect(200);
      expect(hidden.body.hiddenAt).toEqual(expect.any(String));
      expect(await latestIds(t)).not.toContain(id);

      const hiddenList = await request(t.http)
        .get('/api/admin/videos')
        .query({ filter: JSON.stringify({ hidden: true }) })
        .set(admin.auth)
        .expect(200);
      expect(hiddenList.body.map((v: AdminVideoDto) => v.id)).toEqual([id]);

      // The whole record sent back (react-admin's edit form) works the same.
      await request(t.http)
        .put(`/api/admin/videos/${id}`)
        .set(admin.auth)
        .send({ ...hidden.body, hidden: false })
        .expect(200)
        .expect((r) => expect(r.body.hiddenAt).toBeNull());
      expect(await latestIds(t)).toContain(id);

      const entries = await auditOf(t, admin, { targetType: 'video', targetId: id });
      expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
        ['video.update', { hiddenAt: hidden.body.hiddenAt }, { hiddenAt: null }],
        ['video.update', { hiddenAt: null }, { hiddenAt: hidden.body.hiddenAt }],
      ]);
      const bad = await request(t.http)
        .put(`/api/admin/videos/${id}`)
        .set(admin.auth)
        .send({ hidden: 'yes' })
        .expect(400);
      expect(bad.body.fields).toContain('hidden');
    });

    it("under moderation 'approval' a newly completed video waits for staff approval", async () => {
      const worker = await createTestWorker(t.config);
      try {
        await request(t.http)
          .put('/api/admin/settings/gallery.moderation')
          .set(admin.auth)
          .send({ value: 'approval' })
          .expect(200);
        const created = await request(t.http)
          .post('/api/generate')
          .set(owner.auth)
          .send({
            prompt: 'Floricultura Jardim: buquês a partir de R$ 60',
            duration: 4,
            community: true,
          })
          .expect(202);
        const id = created.body.id as string;
        expect((await waitForVideo(t, owner, id)).status).toBe('completed');
        expect(await latestIds(t)).not.toContain(id);

        const pending = await request(t.http)
          .get('/api/admin/videos')
          .query({ filter: JSON.stringify({ pendingApproval: true }) })
          .set(admin.auth)
          .expect(200);
        expect(pending.body.map((v: AdminVideoDto) => v.id)).toEqual([id]);
        expect(pending.body[0].approvedAt).toBeNull();

        const approved = await request(t.http)
          .put(`/api/admin/videos/${id}`)
          .set(admin.auth)
          .send({ approved: true })
          .expect(200);
        expect(approved.body.approvedAt).toEqual(expect.any(String));
        await eventuallyInLatest(t, id, true);
        const [entry] = await auditOf(t, admin, { action: 'video.update', targetId: id });
        expect(entry.after).toEqual({ approvedAt: approved.body.approvedAt });

        // Back to 'auto': the next one joins the gallery by itself.
        await request(t.http)
          .put('/api/admin/settings/gallery.moderation')
          .set(admin.auth)
          .send({ value: 'auto' })
          .expect(200);
        const next = await request(t.http)
          .post('/api/generate')
          .set(owner.auth)
          .send({ prompt: 'Floricultura Jardim: rosas colombianas', duration: 4, community: true })
          .expect(202);
        expect((await waitForVideo(t, owner, next.body.id)).status).toBe('completed');
        await eventuallyInLatest(t, next.body.id as string, true);
      } finally {
        await worker.close();
      }
    }, 120_000);

    it('deletes a finished video (soft, audited) and refuses one still in the queue', async () => {
      const queued = await insertVideo(t, owner.id, { status: 'queued' });
      const conflict = await request(t.http)
        .delete(`/api/admin/videos/${queued}`)
        .set(admin.auth)
        .expect(409);
      expect(conflict.body.code).toBe('conflict');

      const id = await insertVideo(t, owner.id);
      expect(await latestIds(t)).toContain(id);
      await request(t.http).delete(`/api/admin/videos/${id}`).set(admin.auth).expect(200);
      const [row] = await t.db.query('SELECT deleted_at, is_public FROM videos WHERE id = $1', [
        id,
      ]);
      expect(row.deleted_at).not.toBeNull();
      expect(row.is_public).toBe(false);
      expect(await latestIds(t)).not.toContain(id);
      await request(t.http).get(`/api/admin/videos/${id}`).set(admin.auth).expect(404);
      await request(t.http).get(`/api/videos/${id}`).set(owner.auth).expect(404);
      await request(t.http).delete(`/api/admin/videos/${id}`).set(admin.auth).expect(404);
      const [entry] = await auditOf(t, admin, { action: 'video.delete', targetId: id });
      expect(entry).toMatchObject({ actorId: admin.id, after: { deleted: true } });
    });

    it('retries a refunded failed video: re-queued and charged once more; its next failure refunds once', async () => {
      const gil = await createUser(t, { credits: 50 });
      const id = await aPaidVideo(t.app.get(VideoAcceptanceRepository), gil.id, 20, 'basic');
      // As the worker fails a video: status and refund together.
      await t.db.query(
        `UPDATE videos SET status = 'failed', error_code = 'provider_failed' WHERE id = $1`,
        [id],
      );
      await credits.refundVideo(id);
      expect(await balanceAndLedger(t, gil.id)).toEqual({ balance: 50, ledgerSum: 50 });
      const failed = await request(t.http).get(`/api/admin/videos/${id}`).set(admin.auth);
      expect(failed.body.refunded).toBe(true);

      const retried = await request(t.http)
        .post(`/api/admin/videos/${id}/retry`)
        .set(admin.auth)
        .expect(200);
      expect(retried.body).toMatchObject({ status: 'queued', errorCode: null, refunded: false });
      expect(await balanceAndLedger(t, gil.id)).toEqual({ balance: 30, ledgerSum: 30 });
      expect(await t.app.get(RenderProducer).jobState(id)).not.toBeNull();

      // Not failed any more: a second retry is a conflict and charges nothing.
      await request(t.http).post(`/api/admin/videos/${id}/retry`).set(admin.auth).expect(409);
      expect(await balanceAndLedger(t, gil.id)).toEqual({ balance: 30, ledgerSum: 30 });

      // The retry fails too: refunded once, however often the refund runs.
      await t.db.query(
        `UPDATE videos SET status = 'failed', error_code = 'provider_failed' WHERE id = $1`,
        [id],
      );
      await credits.refundVideo(id);
      await credits.refundVideo(id);
      expect(await balanceAndLedger(t, gil.id)).toEqual({ balance: 50, ledgerSum: 50 });

      const rows = await t.db.query(
        `SELECT reason, delta, attempt FROM credit_ledger WHERE video_id = $1 ORDER BY id`,
        [id],
      );
      expect(rows).toEqual([
        { reason: 'video_debit', delta: -20, attempt: 0 },
        { reason: 'video_refund', delta: 20, attempt: 0 },
        { reason: 'video_debit', delta: -20, attempt: 1 },
        { reason: 'video_refund', delta: 20, attempt: 1 },
      ]);
      const [entry] = await auditOf(t, admin, { action: 'video.retry', targetId: id });
      expect(entry).toMatchObject({
        actorId: admin.id,
        before: { status: 'failed', errorCode: 'provider_failed' },
        after: { status: 'queued', charged: 20 },
      });
    });

    it('retries an unrefunded failed video without charging; a balance too low refuses the paid retry', async () => {
      const hugo = await createUser(t, { credits: 40 });
      const unrefunded = await aPaidVideo(
        t.app.get(VideoAcceptanceRepository),
        hugo.id,
        20,
        'basic',
      );
      await t.db.query(
        `UPDATE videos SET status = 'failed', error_code = 'provider_failed' WHERE id = $1`,
        [unrefunded],
      );
      expect(await balanceAndLedger(t, hugo.id)).toEqual({ balance: 20, ledgerSum: 20 });

      await request(t.http)
        .post(`/api/admin/videos/${unrefunded}/retry`)
        .set(admin.auth)
        .expect(200)
        .expect((r) => expect(r.body.status).toBe('queued'));
      expect(await balanceAndLedger(t, hugo.id)).toEqual({ balance: 20, ledgerSum: 20 });
      const [entry] = await auditOf(t, admin, { action: 'video.retry', targetId: unrefunded });
      expect(entry.after).toEqual({ status: 'queued', charged: 0 });

      // A refunded one whose owner can no longer pay: 402, nothing written.
      const refunded = await aPaidVideo(t.app.get(VideoAcceptanceRepository), hugo.id, 20, 'basic');
      await t.db.query(`UPDATE videos SET status = 'failed' WHERE id = $1`, [refunded]);
      await credits.refundVideo(refunded);
      await request(t.http)
        .post(`/api/admin/users/${hugo.id}/credits`)
        .set(admin.auth)
        .send({ delta: -15, reason: 'Estorno manual' })
        .expect(200);
      expect(await balanceAndLedger(t, hugo.id)).toEqual({ balance: 5, ledgerSum: 5 });
      const before = await footprint(t, hugo.id);
      const refused = await request(t.http)
        .post(`/api/admin/videos/${refunded}/retry`)
        .set(admin.auth)
        .expect(402);
      expect(refused.body.code).toBe('insufficient_credits');
      expect(await footprint(t, hugo.id)).toEqual(before);
      const [row] = await t.db.query('SELECT status FROM videos WHERE id = $1', [refunded]);
      expect(row.status).toBe('failed');

      const done = await insertVideo(t, hugo.id);
      await request(t.http).post(`/api/admin/videos/${done}/retry`).set(admin.auth).expect(409);
      await request(t.http)
        .post(`/api/admin/videos/${UNKNOWN_ID}/retry`)
        .set(admin.auth)
        .expect(404);
    });
  });

  describe('junk from an admin', () => {
    it('every sort field works and junk filters, ids and bodies answer 4xx, never 5xx', async () => {
      const sorts: Record<string, string[]> = {
        users: ['id', 'createdAt', 'email', 'displayName', 'credits', 'plan', 'role'],
        videos: [
          'id',
          'createdAt',
          'completedAt',
          'status',
          'mode',
          'provider',
          'costCredits',
          'title',
        ],
        ledger: ['id', 'createdAt', 'delta', 'reason'],
        'audit-log': ['id', 'createdAt'],
      };
      for (const [resource, fields] of Object.entries(sorts)) {
        for (const field of fields) {
          for (const order of ['ASC', 'DESC']) {
            await request(t.http)
              .get(`/api/admin/${resource}`)
              .query({ sort: JSON.stringify([field, order]), range: '[0,2]' })
              .set(admin.auth)
              .expect(200);
          }
        }
        const junkFilters = [
          { q: { $ne: 1 }, plan: ['pro'], role: 7, disabled: 'maybe', id: 'x' },
          { status: ['failed'], mode: null, userId: 12, hidden: 'x', pendingApproval: {} },
          { userId: '%', reason: "'; DROP TABLE users; --", videoId: [1, 2] },
          { actorId: { a: 1 }, targetType: 5, targetId: ['a'], action: null, q: '%_\\' },
        ];
        for (const filter of junkFilters) {
          const res = await request(t.http)
            .get(`/api/admin/${resource}`)
            .query({ filter: JSON.stringify(filter) })
            .set(admin.auth);
          expect(res.status).toBeLessThan(500);
        }
        for (const query of [{ sort: '["nope","ASC"]' }, { range: '[5,1]' }, { filter: '{' }]) {
          await request(t.http)
            .get(`/api/admin/${resource}`)
            .query(query)
            .set(admin.auth)
            .expect(400);
        }
      }
      const bodies = ['null', '[]', '"x"', '{"delta":1e309,"reason":"abc"}', '{"hidden":null}'];
      for (const id of [UNKNOWN_ID, 'junk', '%00', '1'.repeat(300)]) {
        for (const [method, path] of [
          ['get', `/api/admin/users/${id}`],
          ['put', `/api/admin/users/${id}`],
          ['post', `/api/admin/users/${id}/credits`],
          ['get', `/api/admin/videos/${id}`],
          ['put', `/api/admin/videos/${id}`],
          ['delete', `/api/admin/videos/${id}`],
          ['post', `/api/admin/videos/${id}/retry`],
          ['get', `/api/admin/audit-log/${id}`],
        ] as const) {
          for (const body of bodies) {
            const agent = request(t.http);
            const res = await agent[method](path)
              .set(admin.auth)
              .set('Content-Type', 'application/json')
              .send(body);
            expect([400, 404, 409]).toContain(res.status);
          }
        }
      }
    });
  });

  describe('audit log', () => {
    it('lists with filters and shows one entry', async () => {
      const all = await request(t.http)
        .get('/api/admin/audit-log')
        .query({ range: '[0,4]' })
        .set(admin.auth)
        .expect(200);
      expect(all.get('content-range')).toMatch(/^audit-log 0-4\/\d+$/);
      const byActor = await auditOf(t, admin, { actorId: admin.id, action: 'user.credits' });
      expect(byActor.length).toBeGreaterThan(0);
      expect(byActor.every((e) => e.actorId === admin.id && e.action === 'user.credits')).toBe(
        true,
      );
      const one = await request(t.http)
        .get(`/api/admin/audit-log/${byActor[0].id}`)
        .set(admin.auth)
        .expect(200);
      expect(one.body).toEqual(byActor[0]);
      await request(t.http).get('/api/admin/audit-log/999999999').set(admin.auth).expect(404);
      await request(t.http).get('/api/admin/audit-log/junk').set(admin.auth).expect(404);
      const badActor = await request(t.http)
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify({ actorId: 'junk' }) })
        .set(admin.auth)
        .expect(400);
      expect(badActor.body.fields).toEqual(['filter.actorId']);
    });
  });
});
