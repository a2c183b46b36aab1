import { TICKET_LIMITS } from '@cena/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type TestUser, withRole } from './support/users';

interface OutboxRow {
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  locale: string;
}

describe('support tickets API', () => {
  let t: TestApp;
  let ana: TestUser;
  let bruno: TestUser;
  let agent: TestUser;
  let admin: TestUser;

  const outboxFor = (to: string): Promise<OutboxRow[]> =>
    t.db.query('SELECT * FROM mail_outbox WHERE to_address = $1 ORDER BY created_at', [to]);
  const count = async (table: string): Promise<number> =>
    Number((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const insertVideo = async (userId: string, title: string): Promise<string> => {
    const [row] = await t.db.query(
      `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack, cost_credits)
       VALUES ($1, 'text', 'completed', $2, $2, 4, 'energetic', 'upbeat', 10) RETURNING id`,
      [userId, title],
    );
    return row.id as string;
  };
  const openTicket = async (user: TestUser, body: object) =>
    (await request(t.http).post('/api/tickets').set(user.auth).send(body).expect(201)).body;

  beforeAll(async () => {
    t = await createTestApp('support-tickets', { PUBLIC_URL: 'https://cena.example' });
    ana = await createUser(t);
    bruno = await createUser(t);
    agent = await createUser(t);
    admin = await withRole(t, 'admin');
    await t.db.query(`UPDATE users SET role = 'support', display_name = 'Carla' WHERE id = $1`, [
      agent.id,
    ]);
    await t.db.query(`UPDATE users SET locale = 'en-US', display_name = 'Bruno' WHERE id = $1`, [
      bruno.id,
    ]);
  });
  afterAll(() => t.close());

  it('opens a ticket with its first message, with or without one of my videos', async () => {
    const plain = await openTicket(ana, {
      subject: '  Não consigo baixar  ',
      message: 'O botão de download não faz nada.',
    });
    expect(plain).toEqual({
      id: expect.any(String),
      userId: ana.id,
      userEmail: ana.email,
      subject: 'Não consigo baixar',
      status: 'open',
      priority: 'normal',
      assigneeId: null,
      assigneeEmail: null,
      videoId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      messages: [
        {
          id: expect.any(String),
          ticketId: plain.id,
          author: 'customer',
          authorName: null,
          body: 'O botão de download não faz nada.',
          internal: false,
          createdAt: expect.any(String),
        },
      ],
    });

    const videoId = await insertVideo(ana.id, 'Padaria Pão Dourado');
    const about = await openTicket(ana, {
      subject: 'Vídeo cortado',
      message: 'Ficou curto.',
      videoId,
    });
    expect(about.videoId).toBe(videoId);
    // The customer's own view carries no staff extras; staff (support included) see the video.
    expect(about.video).toBeUndefined();
    const shown = await request(t.http)
      .get(`/api/admin/tickets/${about.id}`)
      .set(agent.auth)
      .expect(200);
    expect(shown.body.video).toEqual({
      id: videoId,
      title: 'Padaria Pão Dourado',
      status: 'completed',
      aspectRatio: '16:9',
      costCredits: 10,
      refunded: false,
      thumbnailUrl: null,
      videoUrl: null,
    });
  });

  it("refuses another user's video (404 naming videoId) and writes nothing", async () => {
    const brunosVideo = await insertVideo(bruno.id, 'Barbearia do Zé');
    const before = await count('support_tickets');
    const res = await request(t.http)
      .post('/api/tickets')
      .set(ana.auth)
      .send({ subject: 'Esse vídeo', message: 'Olha', videoId: brunosVideo })
      .expect(404);
    expect(res.body).toMatchObject({ code: 'not_found', fields: ['videoId'] });
    await request(t.http)
      .post('/api/tickets')
      .set(ana.auth)
      .send({ subject: 'Esse vídeo', message: 'Olha', videoId: 'not-a-uuid' })
      .expect(400);
    expect(await count('support_tickets')).toBe(before);
  });

  it('lists only my own tickets, newest first, paginated', async () => {
    await openTicket(bruno, { subject: 'Bruno asks', message: 'Hello' });
    const mine = await request(t.http).get('/api/tickets').set(ana.auth).expect(200);
    expect(mine.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(mine.body.items.map((x: { subject: string }) => x.subject)).toEqual([
      'Vídeo cortado',
      'Não consigo baixar',
    ]);
    expect(mine.body.items[0].messages).toBeUndefined();
    const page2 = await request(t.http)
      .get('/api/tickets?page=2&pageSize=1')
      .set(ana.auth)
      .expect(200);
    expect(page2.body.items.map((x: { subject: string }) => x.subject)).toEqual([
      'Não consigo baixar',
    ]);
    await request(t.http).get('/api/tickets?pageSize=0').set(ana.auth).expect(400);
  });

  it("answers 404, not 403, for another user's ticket and for junk ids", async () => {
    const brunos = await openTicket(bruno, { subject: 'Private', message: 'Mine' });
    for (const path of [`/api/tickets/${brunos.id}`, '/api/tickets/nope']) {
      const res = await request(t.http).get(path).set(ana.auth).expect(404);
      expect(res.body.code).toBe('not_found');
    }
    await request(t.http)
      .post(`/api/tickets/${brunos.id}/messages`)
      .set(ana.auth)
      .send({ body: 'intruding' })
      .expect(404);
    const thread = await request(t.http).get(`/api/tickets/${brunos.id}`).set(bruno.auth);
    expect(thread.body.messages).toHaveLength(1);
  });

  it('shows an agent reply to the customer and e-mails them; an internal note stays staff-only', async () => {
    const ticket = await openTicket(bruno, {
      subject: 'Refund <please>',
      message: 'My video failed.',
    });

    const reply = await request(t.http)
      .post(`/api/admin/tickets/${ticket.id}/messages`)
      .set(agent.auth)
      .send({ body: 'We refunded your credits.\n\nSorry about that!' })
      .expect(201);
    expect(reply.body.status).toBe('pending');

    const [mail] = await outboxFor(bruno.email);
    expect(mail).toMatchObject({
      template: 'ticket_reply',
      locale: 'en-US',
      subject: 'We answered your help request “Refund <please>”',
    });
    expect(mail.text_body).toContain('Hi Bruno!');
    expect(mail.text_body).toContain('We refunded your credits.');
    expect(mail.text_body).toContain(`https://cena.example/ajuda/${ticket.id}`);
    expect(mail.html_body).toContain('Refund &lt;please&gt;');

    const seenBefore = await request(t.http).get(`/api/tickets/${ticket.id}`).set(bruno.auth);
    const note = await request(t.http)
      .post(`/api/admin/tickets/${ticket.id}/messages`)
      .set(agent.auth)
      .send({ body: 'SECRET-NOTE: customer has asked twice before', internal: true })
      .expect(201);
    expect(note.body.status).toBe('pending');
    expect(note.body.messages.map((m: { internal: boolean }) => m.internal)).toEqual([
      false,
      false,
      true,
    ]);
    expect(await outboxFor(bruno.email)).toHaveLength(1);

    const seenAfter = await request(t.http).get(`/api/tickets/${ticket.id}`).set(bruno.auth);
    expect(seenAfter.text).not.toContain('SECRET-NOTE');
    expect(seenAfter.body).toEqual(seenBefore.body);
    expect(seenAfter.body.messages).toEqual([
      expect.objectContaining({ author: 'customer', body: 'My video failed.' }),
      expect.objectContaining({
        author: 'agent',
        authorName: 'Carla',
        body: 'We refunded your credits.\n\nSorry about that!',
        internal: false,
      }),
    ]);
    const list = await request(t.http).get('/api/tickets').set(bruno.auth);
    expect(list.text).not.toContain('SECRET-NOTE');
    // Staff see the note; the staff show view has the whole thread.
    const staff = await request(t.http).get(`/api/admin/tickets/${ticket.id}`).set(admin.auth);
    expect(staff.body.messages).toHaveLength(3);
    expect(staff.body.messages[2]).toMatchObject({ author: 'agent', internal: true });

    // The customer answers: the ticket is open again.
    const answer = await request(t.http)
      .post(`/api/tickets/${ticket.id}/messages`)
      .set(bruno.auth)
      .send({ body: 'Thanks!' })
      .expect(201);
    expect(answer.body.status).toBe('open');
    expect(answer.text).not.toContain('SECRET-NOTE');

    const audit = await t.db.query(
      `SELECT action, actor_id FROM audit_log WHERE target_id = $1 ORDER BY id`,
      [ticket.id],
    );
    expect(audit).toEqual([
      { action: 'ticket.reply', actor_id: agent.id },
      { action: 'ticket.note', actor_id: agent.id },
    ]);
  });

  it('changes status, priority and assignee (staff only as assignee), audit-logged', async () => {
    const ticket = await openTicket(ana, { subject: 'Cobrança duplicada', message: 'Paguei 2x' });
    const res = await request(t.http)
      .put(`/api/admin/tickets/${ticket.id}`)
      .set(admin.auth)
      .send({ status: 'resolved', priority: 'urgent', assigneeId: agent.id })
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'resolved',
      priority: 'urgent',
      assigneeId: agent.id,
      assigneeEmail: agent.email,
    });
    // The customer sees the status, never who on staff holds the ticket.
    const mine = await request(t.http).get(`/api/tickets/${ticket.id}`).set(ana.auth);
    expect(mine.body).toMatchObject({ status: 'resolved', assigneeId: null, assigneeEmail: null });
    expect(mine.text).not.toContain(agent.email);

    const refused = await request(t.http)
      .put(`/api/admin/tickets/${ticket.id}`)
      .set(admin.auth)
      .send({ assigneeId: bruno.id })
      .expect(400);
    expect(refused.body.fields).toEqual(['assigneeId']);

    const [entry] = await t.db.query(
      `SELECT actor_id, data FROM audit_log WHERE target_id = $1 AND action = 'ticket.update'`,
      [ticket.id],
    );
    expect(entry.actor_id).toBe(admin.id);
    expect(entry.data).toMatchObject({
      before: { status: 'open', priority: 'normal', assigneeId: null },
      after: { status: 'resolved', priority: 'urgent', assigneeId: agent.id },
    });

    const audits = await t.db.query(`SELECT count(*)::int AS n FROM audit_log`);
    const same = await request(t.http)
      .put(`/api/admin/tickets/${ticket.id}`)
      .set(admin.auth)
      .send({})
      .expect(200);
    expect(same.body.updatedAt).toBe(res.body.updatedAt);
    expect(await t.db.query(`SELECT count(*)::int AS n FROM audit_log`)).toEqual(audits);

    const unassigned = await request(t.http)
      .put(`/api/admin/tickets/${ticket.id}`)
      .set(agent.auth)
      .send({ assigneeId: null })
      .expect(200);
    expect(unassigned.body.assigneeId).toBeNull();
  });

  it('lists tickets for staff the ra-data-simple-rest way, with filters', async () => {
    const all = await request(t.http)
      .get('/api/admin/tickets?sort=["createdAt","DESC"]&range=[0,1]')
      .set(agent.auth)
      .expect(200);
    expect(all.headers['content-range']).toMatch(/^tickets 0-1\/\d+$/);
    expect(all.body).toHaveLength(2);

    const filter = (f: object) =>
      request(t.http)
        .get(`/api/admin/tickets?filter=${encodeURIComponent(JSON.stringify(f))}`)
        .set(admin.auth)
        .expect(200);
    const resolved = await filter({ status: 'resolved' });
    expect(resolved.body.map((x: { subject: string }) => x.subject)).toEqual([
      'Cobrança duplicada',
    ]);
    const byEmail = await filter({ q: bruno.email });
    expect(byEmail.body.every((x: { userId: string }) => x.userId === bruno.id)).toBe(true);
    expect(byEmail.body.length).toBe(3);
    const bySubject = await filter({ q: 'cortado' });
    expect(bySubject.body.map((x: { subject: string }) => x.subject)).toEqual(['Vídeo cortado']);
    const byUser = await filter({ userId: ana.id, status: ['open', 'resolved'] });
    expect(byUser.body).toHaveLength(3);
    const urgent = await filter({ priority: 'urgent' });
    expect(urgent.body).toHaveLength(1);
    const many = await filter({ id: [urgent.body[0].id] });
    expect(many.body).toHaveLength(1);

    for (const [f, field] of [
      [{ status: 'closed' }, 'filter.status'],
      [{ assigneeId: 'x' }, 'filter.assigneeId'],
      [{ userId: 42 }, 'filter.userId'],
    ] as const) {
      const res = await request(t.http)
        .get(`/api/admin/tickets?filter=${encodeURIComponent(JSON.stringify(f))}`)
        .set(admin.auth)
        .expect(400);
      expect(res.body.fields).toEqual([field]);
    }
  });

  it('lets a support agent use only the ticket routes, and no customer any of them', async () => {
    await request(t.http).get('/api/admin/tickets').set(agent.auth).expect(200);
    await request(t.http).get('/api/admin/users').set(agent.auth).expect(403);
    const ticket = await openTicket(ana, { subject: 'Acesso', message: 'Oi' });
    for (const [method, path, body] of [
      ['get', '/api/admin/tickets', undefined],
      ['get', `/api/admin/tickets/${ticket.id}`, undefined],
      ['put', `/api/admin/tickets/${ticket.id}`, { status: 'resolved' }],
      ['post', `/api/admin/tickets/${ticket.id}/messages`, { body: 'x' }],
    ] as const) {
      const res = await request(t.http)[method](path).set(ana.auth).send(body).expect(403);
      expect(res.body.code).toBe('forbidden');
    }
    const after = await request(t.http).get(`/api/tickets/${ticket.id}`).set(ana.auth);
    expect(after.body.status).toBe('open');
    expect(after.body.messages).toHaveLength(1);
    await request(t.http).get('/api/tickets').expect(401);
  });

  it("limits one customer's ticket writes (new tickets and replies together), not anyone else's", async () => {
    const busy = await createUser(t);
    const first = await openTicket(busy, { subject: 'Primeiro', message: 'Oi' });
    for (let i = 1; i < TICKET_LIMITS.customerWritesPer10Min; i++) {
      await request(t.http)
        .post(`/api/tickets/${first.id}/messages`)
        .set(busy.auth)
        .send({ body: `mensagem ${i}` })
        .expect(201);
    }
    const refused = await request(t.http)
      .post('/api/tickets')
      .set(busy.auth)
      .send({ subject: 'Mais um', message: 'Oi' })
      .expect(429);
    expect(refused.body.code).toBe('rate_limited');
    await request(t.http).get(`/api/tickets/${first.id}`).set(busy.auth).expect(200);
    await openTicket(bruno, { subject: 'Bruno still can', message: 'Hi' });
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const ticket = await openTicket(ana, { subject: 'Entrada', message: 'Oi' });
    const tickets = await count('support_tickets');
    const messages = await count('ticket_messages');
    const audits = await count('audit_log');
    const cases: Array<[string, string, object, string]> = [
      ['post', '/api/tickets', { subject: '   ', message: 'x' }, 'subject'],
      ['post', '/api/tickets', { message: 'x' }, 'subject'],
      [
        'post',
        '/api/tickets',
        { subject: 'x'.repeat(TICKET_LIMITS.subjectMaxChars + 1), message: 'x' },
        'subject',
      ],
      [
        'post',
        '/api/tickets',
        { subject: 'ok', message: 'x'.repeat(TICKET_LIMITS.messageMaxChars + 1) },
        'message',
      ],
      ['post', '/api/tickets', { subject: 'ok', message: 'x', extra: 1 }, 'extra'],
      ['post', `/api/tickets/${ticket.id}/messages`, { body: '' }, 'body'],
      ['post', `/api/tickets/${ticket.id}/messages`, { body: 'x', internal: true }, 'internal'],
      [
        'post',
        `/api/admin/tickets/${ticket.id}/messages`,
        { body: 'x'.repeat(TICKET_LIMITS.messageMaxChars + 1) },
        'body',
      ],
      [
        'post',
        `/api/admin/tickets/${ticket.id}/messages`,
        { body: 'ok', internal: 'yes' },
        'internal',
      ],
      ['put', `/api/admin/tickets/${ticket.id}`, { status: 'closed' }, 'status'],
      ['put', `/api/admin/tickets/${ticket.id}`, { status: 'archived' }, 'status'],
      ['put', `/api/admin/tickets/${ticket.id}`, { priority: 'asap' }, 'priority'],
      ['put', `/api/admin/tickets/${ticket.id}`, { assigneeId: 'me' }, 'assigneeId'],
    ];
    for (const [method, path, body, field] of cases) {
      const auth = path.startsWith('/api/admin') ? admin.auth : ana.auth;
      const res = await request(t.http)[method as 'post' | 'put'](path).set(auth).send(body);
      expect({ path, body: Object.keys(body), status: res.status }).toMatchObject({ status: 400 });
      expect(res.body.fields).toContain(field);
    }
    expect(await count('support_tickets')).toBe(tickets);
    expect(await count('ticket_messages')).toBe(messages);
    expect(await count('audit_log')).toBe(audits);
    const same = await request(t.http).get(`/api/tickets/${ticket.id}`).set(ana.auth);
    expect(same.body).toMatchObject({ status: 'open', priority: 'normal' });

    await request(t.http)
      .put('/api/admin/tickets/00000000-0000-4000-8000-000000000000')
      .set(admin.auth)
      .send({ status: 'open' })
      .expect(404);
    await request(t.http)
      .post('/api/admin/tickets/junk/messages')
      .set(admin.auth)
      .send({ body: 'x' })
      .expect(404);
  });
});
