import { BUSINESS_TIME_ZONE } from '@cena/contracts';
import request from 'supertest';
import { parseBrCode } from '../src/billing/sandbox/br-code';
import {
  balanceOf,
  checkout,
  describeBillingContract,
  driftedUsers,
  paySandboxCheckout,
  planOf,
} from './support/billing.contract';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type TestUser } from './support/users';

/** The sandbox provider: the checkout and portal pages the api serves when Stripe is not set up. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp('billing_sandbox');
});
afterAll(() => t?.close());

const pathOf = (url: string) => {
  const u = new URL(url, 'http://cena.test');
  return {
    path: u.pathname,
    token: u.searchParams.get('t') ?? '',
    full: `${u.pathname}${u.search}`,
  };
};

const pay = (url: string, method: 'card' | 'pix' = 'card') => paySandboxCheckout(t, url, method);

async function portalToken(user: TestUser): Promise<string> {
  const res = await request(t.http).post('/api/billing/portal').set(user.auth).expect(200);
  expect(res.body.url).toContain('/api/sandbox/portal?t=');
  return pathOf(res.body.url).token;
}

describeBillingContract('sandbox', async () => ({
  t,
  provider: 'sandbox',
  async pay(url) {
    const res = await pay(url);
    expect(res.headers.location).toMatch(/^\/obrigado\?session_id=cs_sbx_/);
  },
  async endSubscription(user) {
    const token = await portalToken(user);
    await request(t.http)
      .post('/api/sandbox/portal/end')
      .type('form')
      .send({ t: token })
      .expect(303);
  },
}));

describe('sandbox checkout pages', () => {
  it('shows a labelled test checkout with the product, its price, and a real Pix BR Code', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_100');
    expect(url).toMatch(/\/api\/sandbox\/checkout\/cs_sbx_\w+\?t=/);
    const { full } = pathOf(url);
    const card = await request(t.http).get(full).set('Accept-Language', 'pt-BR').expect(200);
    expect(card.headers['content-type']).toMatch(/text\/html/);
    expect(card.text).toContain('AMBIENTE DE TESTE');
    expect(card.text).toContain('100 créditos');
    expect(card.text).toMatch(/R\$(\s|&nbsp;|\u00a0)19,90/);
    expect(card.text).toContain('>Pagar<');
    expect(card.text).toContain('>Cancelar<');

    const pix = await request(t.http).get(`${full}&method=pix`).expect(200);
    expect(pix.text).toContain('Simular pagamento Pix');
    expect(pix.text).toMatch(/<img class="qr" src="data:image\/png;base64,[A-Za-z0-9+/=]{200,}"/);
    const code = /data-testid="pix-code">([^<]+)</.exec(pix.text)?.[1] ?? '';
    const fields = parseBrCode(code);
    expect(fields.get('54')).toBe('19.90');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
  });

  it("speaks the account's language whatever the browser's, and offers the Pix code's copy button and expiry", async () => {
    const user = await createUser(t);
    await t.db.query("UPDATE users SET locale = 'en-US' WHERE id = $1", [user.id]);
    const { full } = pathOf(await checkout(t, user, 'credits', 'credits_100'));
    const before = Date.now();
    const pix = await request(t.http)
      .get(`${full}&method=pix`)
      .set('Accept-Language', 'pt-BR')
      .expect(200);
    expect(pix.text).toContain('<html lang="en-US">');
    expect(pix.text).toContain('Simulate Pix payment');
    expect(pix.text).toMatch(
      /<button type="button" class="secondary" id="copy-pix"[^>]*>Copy code</,
    );
    const until = /data-testid="pix-valid-until">Valid until ([^<]+)</.exec(pix.text)?.[1] ?? '';
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    // The code lives 30 minutes from the checkout's creation (a minute's tolerance either side).
    const candidates = [-1, 0, 1].map((m) => expected.format(before + (30 + m) * 60_000));
    expect(candidates).toContain(until);
    const script = await request(t.http).get('/api/sandbox/page.js').expect(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain("getElementById('copy-pix')");
  });

  it('grants the package once when Pix is simulated (a second click changes nothing)', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_100');
    const [first, second] = await Promise.all([pay(url, 'pix'), pay(url, 'pix')]);
    expect(first.headers.location).toMatch(/^\/obrigado\?session_id=/);
    expect(second.headers.location).toBe(first.headers.location);
    expect(await balanceOf(t, user.id)).toBe(120);
    const done = await request(t.http).get(pathOf(url).full).expect(200);
    expect(done.text).toContain('já foi concluído');
  });

  it("refuses another user's session and a forged token with 404, changing nothing", async () => {
    const owner = await createUser(t);
    const intruder = await createUser(t);
    const ownerUrl = pathOf(await checkout(t, owner, 'credits', 'credits_300'));
    const intruderUrl = pathOf(await checkout(t, intruder, 'credits', 'credits_100'));
    // The intruder's own valid token does not open the owner's session.
    await request(t.http).get(`${ownerUrl.path}?t=${intruderUrl.token}`).expect(404);
    await request(t.http)
      .post(`${ownerUrl.path}/pay`)
      .type('form')
      .send({ t: intruderUrl.token, method: 'card' })
      .expect(404);
    await request(t.http).get(ownerUrl.path).expect(404);
    await request(t.http)
      .get(`${ownerUrl.path}?t=${ownerUrl.token.slice(1)}x`)
      .expect(404);
    expect(await balanceOf(t, owner.id)).toBe(20);
    expect(await balanceOf(t, intruder.id)).toBe(20);
    // Portal tokens are bound to their user too.
    const token = await portalToken(intruder);
    const forged = token.replace(/^[^.]+/, owner.id);
    await request(t.http).get(`/api/sandbox/portal?t=${forged}`).expect(404);
  });

  it('cancels to /cancelado with nothing charged', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_100');
    const { path, token } = pathOf(url);
    const res = await request(t.http)
      .post(`${path}/cancel`)
      .type('form')
      .send({ t: token })
      .expect(303);
    expect(res.headers.location).toBe('/cancelado');
    expect(await balanceOf(t, user.id)).toBe(20);
    const billing = await request(t.http).get('/api/billing').set(user.auth).expect(200);
    expect(billing.body.payments).toEqual([]);
    const after = await pay(url);
    expect(after.headers.location).toBe('/cancelado');
    expect(await balanceOf(t, user.id)).toBe(20);
  });

  it('portal: cancel keeps Pro until the period ends; a renewal grants 100 once; payments listed', async () => {
    const user = await createUser(t);
    await pay(await checkout(t, user, 'subscription', 'pro_monthly'));
    const token = await portalToken(user);
    const page = await request(t.http).get(`/api/sandbox/portal?t=${token}`).expect(200);
    expect(page.text).toContain('Cena Pro (mensal)');
    expect(page.text).toContain('Cancelar assinatura');

    await request(t.http)
      .post('/api/sandbox/portal/renew')
      .type('form')
      .send({ t: token })
      .expect(303);
    expect(await balanceOf(t, user.id)).toBe(220);

    await request(t.http)
      .post('/api/sandbox/portal/cancel')
      .type('form')
      .send({ t: token })
      .expect(303);
    const billing = await request(t.http).get('/api/billing').set(user.auth).expect(200);
    expect(billing.body.plan).toBe('pro');
    expect(billing.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(billing.body.payments).toHaveLength(2);

    await request(t.http)
      .post('/api/sandbox/portal/end')
      .type('form')
      .send({ t: token })
      .expect(303);
    expect(await planOf(t, user.id)).toBe('basic');
    await request(t.http)
      .post('/api/sandbox/portal/renew')
      .type('form')
      .send({ t: token })
      .expect(404);
    expect(await balanceOf(t, user.id)).toBe(220);
  });

  it('refuses any webhook: the sandbox sends none', async () => {
    const res = await request(t.http)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send('{"id":"evt_1","type":"invoice.paid"}')
      .expect(400);
    expect(res.body.code).toBe('invalid_signature');
    expect(await t.db.query("SELECT id FROM webhook_events WHERE id = 'evt_1'")).toEqual([]);
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    expect(await driftedUsers(t)).toEqual([]);
  });
});
