import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API, speaking its wire format: form-encoded requests with
 * bracketed keys (`line_items[0][price_data][currency]`), JSON objects with an `object` field,
 * `{error: {type, message}}` with 4xx on failure. It covers what Cena calls (Customers, Checkout
 * Sessions, Billing Portal sessions, Subscriptions, Invoices, Refunds), records every request, and lets a
 * test play Stripe's part after payment (`completeCheckout`, `renew`, `cancel`).
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;
const nowS = () => Math.floor(Date.now() / 1000);
const MONTH_S = 30 * 24 * 3600;

/** `a[b][0][c]=v` → `{a: {b: [{c: 'v'}]}}`, the encoding the SDK uses for nested params. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else {
        slot[part] ??= nextIsIndex ? [] : {};
        node = slot[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export class StripeTestServer {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  /** The charge behind each payment intent a completed checkout created. */
  readonly charges = new Map<string, Json>();
  /** Delays POST /v1/customers, to widen the window of a concurrent-checkout race. */
  customerDelayMs = 0;
  /** While set, every request answers 500: an outage (the SDK's own retries fail too). */
  outage = false;
  /**
   * Runs after a refund is made and before it is answered, with the refunded charge: where a
   * test sends Stripe's `charge.refunded` back while the refund call is still open.
   */
  beforeRefundAnswer: ((charge: Json) => Promise<void>) | null = null;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.handle(req, Buffer.concat(chunks).toString('utf8'))
          .then(([status, body]) => send(res, status, body))
          .catch((error: Error) =>
            send(res, 500, { error: { type: 'api_error', message: error.message } }),
          );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private async handle(req: IncomingMessage, body: string): Promise<[number, Json]> {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const method = req.method ?? 'GET';
    const params = method === 'GET' ? {} : parseStripeForm(body);
    this.requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    });
    if (!req.headers.authorization?.startsWith('Bearer sk_')) {
      return [
        401,
        { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      ];
    }
    if (this.outage) {
      return [500, { error: { type: 'api_error', message: 'Injected outage' } }];
    }
    const route = `${method} ${url.pathname}`;
    let match: RegExpMatchArray | null;
    if (route === 'POST /v1/customers') return [200, await this.createCustomer(params)];
    if (route === 'POST /v1/checkout/sessions') return this.createSession(params);
    if (route === 'POST /v1/billing_portal/sessions') return this.createPortal(params);
    if ((match = route.match(/^GET \/v1\/checkout\/sessions\/([\w-]+)$/)))
      return this.found(this.sessions, match[1], 'checkout.session');
    if ((match = route.match(/^GET \/v1\/subscriptions\/([\w-]+)$/)))
      return this.found(this.subscriptions, match[1], 'subscription');
    if ((match = route.match(/^GET \/v1\/invoices\/([\w-]+)$/)))
      return this.found(this.invoices, match[1], 'invoice');
    if (route === 'POST /v1/refunds') {
      const answer = this.createRefund(params, req);
      if (answer[0] === 200 && this.beforeRefundAnswer) {
        await this.beforeRefundAnswer(this.chargeOf(String(params.payment_intent)));
      }
      return answer;
    }
    if ((match = route.match(/^POST \/v1\/subscriptions\/([\w-]+)$/)))
      return this.updateSubscription(match[1], params);
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } },
    ];
  }

  /** A full refund of a payment intent's charge; the same idempotency key answers the same refund. */
  private createRefund(params: Json, req: IncomingMessage): [number, Json] {
    const key = req.headers['idempotency-key'] as string | undefined;
    const replay = key ? [...this.refunds.values()].find((r) => r._idempotency_key === key) : null;
    if (replay) return [200, this.withoutKey(replay)];
    const charge = this.charges.get(String(params.payment_intent ?? ''));
    if (!charge) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${String(params.payment_intent)}'`,
          },
        },
      ];
    }
    if (charge.refunded) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${String(charge.id)} has already been refunded.`,
          },
        },
      ];
    }
    charge.refunded = true;
    charge.amount_refunded = charge.amount;
    const refund: Json = {
      id: id('re'),
      object: 'refund',
      created: nowS(),
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: 'brl',
      status: 'succeeded',
      metadata: params.metadata ?? {},
      _idempotency_key: key,
    };
    this.refunds.set(refund.id as string, refund);
    return [200, this.withoutKey(refund)];
  }

  private withoutKey(refund: Json): Json {
    const { _idempotency_key: _hidden, ...rest } = refund;
    return rest;
  }

  /** The charge of a payment intent, as `charge.refunded` carries it after a refund. */
  chargeOf(paymentIntent: string): Json {
    return structuredClone(this.charges.get(paymentIntent)!);
  }

  private updateSubscription(subscriptionId: string, params: Json): [number, Json] {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) return this.found(this.subscriptions, subscriptionId, 'subscription');
    if (params.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
      sub.canceled_at = sub.cancel_at_period_end ? nowS() : null;
    }
    return [200, structuredClone(sub)];
  }

  private found(map: Map<string, Json>, key: string, what: string): [number, Json] {
    const value = map.get(key);
    if (value) return [200, value];
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}: '${key}'`,
        },
      },
    ];
  }

  private async createCustomer(params: Json): Promise<Json> {
    if (this.customerDelayMs) await new Promise((r) => setTimeout(r, this.customerDelayMs));
    const customer = {
      id: id('cus'),
      object: 'customer',
      created: nowS(),
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSession(params: Json): [number, Json] {
    for (const required of ['mode', 'success_url', 'line_items']) {
      if (!params[required]) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              param: required,
              message: `Missing required param: ${required}.`,
            },
          },
        ];
      }
    }
    if (params.customer && !this.customers.has(params.customer as string)) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            param: 'customer',
            message: `No such customer: '${String(params.customer)}'`,
          },
        },
      ];
    }
    const sessionId = id('cs');
    const items = params.line_items as Json[];
    const amount = Number((items[0].price_data as Json | undefined)?.unit_amount ?? 0);
    const session = {
      id: sessionId,
      object: 'checkout.session',
      created: nowS(),
      livemode: false,
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      currency: (items[0].price_data as Json | undefined)?.currency ?? null,
      amount_total: amount,
      payment_method_types: params.payment_method_types ?? ['card'],
      payment_method_options: params.payment_method_options ?? {},
      subscription: null,
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      // Kept for completeCheckout: what the subscription created from this session carries.
      _subscription_metadata: (params.subscription_data as Json | undefined)?.metadata ?? {},
    };
    this.sessions.set(sessionId, session);
    return [200, this.visible(session)];
  }

  private createPortal(params: Json): [number, Json] {
    if (!params.customer || !this.customers.has(params.customer as string)) {
      return [
        400,
        {
          error: { type: 'invalid_request_error', param: 'customer', message: 'No such customer' },
        },
      ];
    }
    const portalId = id('bps');
    return [
      200,
      {
        id: portalId,
        object: 'billing_portal.session',
        created: nowS(),
        customer: params.customer,
        return_url: params.return_url ?? null,
        livemode: false,
        url: `https://billing.stripe.com/p/session/${portalId}`,
      },
    ];
  }

  private visible(session: Json): Json {
    const { _subscription_metadata: _hidden, ...rest } = session;
    return rest;
  }

  /**
   * Stripe's side of a finished checkout: the session complete (paid, or unpaid for a Pix not yet
   * confirmed), and for a subscription the subscription and its first invoice. Returns the
   * objects the webhook events carry.
   */
  completeCheckout(
    sessionId: string,
    options: { paid?: boolean } = {},
  ): { session: Json; subscription?: Json; invoice?: Json } {
    const stored = this.sessions.get(sessionId);
    if (!stored) throw new Error(`no session ${sessionId}`);
    const paid = options.paid ?? true;
    stored.status = 'complete';
    stored.payment_status = paid ? 'paid' : 'unpaid';
    stored.payment_intent = stored.mode === 'payment' ? id('pi') : null;
    if (stored.payment_intent) {
      this.charges.set(stored.payment_intent as string, {
        id: id('ch'),
        object: 'charge',
        created: nowS(),
        amount: stored.amount_total,
        amount_refunded: 0,
        currency: 'brl',
        customer: stored.customer,
        payment_intent: stored.payment_intent,
        paid: paid,
        refunded: false,
        livemode: false,
      });
    }
    if (stored.mode !== 'subscription') return { session: this.visible(stored) };
    const subscription = this.createSubscription(stored);
    stored.subscription = subscription.id;
    const invoice = this.invoiceFor(subscription, Number(stored.amount_total));
    return { session: this.visible(stored), subscription, invoice };
  }

  /** A later Pix confirmation: the session becomes paid. */
  confirmPix(sessionId: string): Json {
    const stored = this.sessions.get(sessionId)!;
    stored.payment_status = 'paid';
    return this.visible(stored);
  }

  private createSubscription(session: Json): Json {
    const start = nowS();
    const subscription: Json = {
      id: id('sub'),
      object: 'subscription',
      created: start,
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: session._subscription_metadata,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + MONTH_S,
            price: {
              id: id('price'),
              object: 'price',
              currency: 'brl',
              unit_amount: session.amount_total,
              recurring: { interval: 'month' },
            },
          },
        ],
      },
      livemode: false,
    };
    this.subscriptions.set(subscription.id as string, subscription);
    return structuredClone(subscription);
  }

  invoiceFor(subscription: Json, amount: number): Json {
    // Paid through a payment intent of its own, listed under `payments` (API 2025-03-31 on).
    const paymentIntent = id('pi');
    this.charges.set(paymentIntent, {
      id: id('ch'),
      object: 'charge',
      created: nowS(),
      amount,
      amount_refunded: 0,
      currency: 'brl',
      customer: subscription.customer,
      payment_intent: paymentIntent,
      paid: true,
      refunded: false,
      livemode: false,
    });
    const invoice: Json = {
      id: id('in'),
      object: 'invoice',
      created: nowS(),
      customer: subscription.customer,
      status: 'paid',
      amount_due: amount,
      amount_paid: amount,
      currency: 'brl',
      hosted_invoice_url: `https://invoice.stripe.com/i/${randomBytes(8).toString('hex')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      payments: {
        object: 'list',
        data: [
          {
            object: 'invoice_payment',
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: paymentIntent },
          },
        ],
      },
      livemode: false,
    };
    this.invoices.set(invoice.id as string, invoice);
    return structuredClone(invoice);
  }

  /** The next month: a new paid invoice, the period moved on. */
  renew(subscriptionId: string): { subscription: Json; invoice: Json } {
    const sub = this.subscriptions.get(subscriptionId)!;
    const item = (sub.items as { data: Json[] }).data[0];
    item.current_period_start = item.current_period_end;
    item.current_period_end = Number(item.current_period_end) + MONTH_S;
    const amount = Number((item.price as Json).unit_amount);
    return { subscription: structuredClone(sub), invoice: this.invoiceFor(sub, amount) };
  }

  /** Cancel at period end (the portal), then `end` when the period is over. */
  cancelAtPeriodEnd(subscriptionId: string): Json {
    const sub = this.subscriptions.get(subscriptionId)!;
    sub.cancel_at_period_end = true;
    sub.canceled_at = nowS();
    return structuredClone(sub);
  }

  end(subscriptionId: string): Json {
    const sub = this.subscriptions.get(subscriptionId)!;
    sub.status = 'canceled';
    sub.ended_at = nowS();
    return structuredClone(sub);
  }
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(6).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}
