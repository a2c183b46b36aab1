import { BILLING, BUSINESS_TIME_ZONE, LOCALES, type Locale } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import QRCode from 'qrcode';
import { DomainError } from '../../common/domain-error';
import { SettingsService } from '../../settings/settings.service';
import { BillingEventsService } from '../billing-events.service';
import {
  BillingRepository,
  type CheckoutSessionRow,
  LIVE_SUBSCRIPTION_STATUSES,
} from '../billing.repository';
import { BillingService, formatBrl } from '../billing.service';
import { productByKey } from '../catalogue';
import type { BillingEvent } from '../payment-gateway';
import { PaymentGateway } from '../payment-gateway';
import { buildBrCode } from './br-code';
import { SandboxLinks } from './sandbox-links';
import {
  type CheckoutPageView,
  type PortalPageView,
  renderCheckoutPage,
  renderPortalPage,
  type Translate,
} from './sandbox-pages';
import { sandboxId } from './sandbox-payment.gateway';

/** Who receives the sandbox's Pix charges (shown in the bank app): a test receiver. */
const SANDBOX_PIX = {
  pixKey: 'pagamentos@cena.app',
  merchantName: 'Cena Sandbox',
  merchantCity: 'Sao Paulo',
};

const addMonth = (d: Date): Date => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/**
 * The sandbox provider's side: its checkout and portal pages, and the events a real provider
 * would send, applied through the same BillingEventsService.process as a verified webhook.
 */
@Injectable()
export class SandboxCheckoutService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly repository: BillingRepository,
    private readonly events: BillingEventsService,
    private readonly billing: BillingService,
    private readonly links: SandboxLinks,
    private readonly i18n: I18nService,
    private readonly settings: SettingsService,
  ) {}

  private translator(lang: Locale): Translate {
    return (key, args) => String(this.i18n.translate(`billing.sandbox.${key}`, { lang, args }));
  }

  /** The session when the token was made for its owner; 404 for anything else. */
  private async session(id: string, token: string | undefined): Promise<CheckoutSessionRow> {
    if (this.gateway.provider !== 'sandbox') throw new DomainError('not_found');
    const session = await this.repository.findCheckoutSession(id);
    if (!session || session.provider !== 'sandbox') throw new DomainError('not_found');
    if (!this.links.isCheckoutToken(token, id, session.userId)) throw new DomainError('not_found');
    return session;
  }

  /** The account's language; the browser's only when the account has none Cena speaks. */
  private async accountLocale(userId: string, browser: Locale): Promise<Locale> {
    const locale = (await this.repository.userContact(userId))?.locale;
    return (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : browser;
  }

  private portalUser(token: string | undefined): string {
    const userId = this.gateway.provider === 'sandbox' ? this.links.portalUser(token) : null;
    if (!userId) throw new DomainError('not_found');
    return userId;
  }

  async checkoutPage(
    id: string,
    token: string | undefined,
    method: string | undefined,
    browserLocale: Locale,
  ): Promise<string> {
    const session = await this.session(id, token);
    const lang = await this.accountLocale(session.userId, browserLocale);
    let pix: CheckoutPageView['pix'] = null;
    if (session.kind === 'credits') {
      const code = buildBrCode({
        ...SANDBOX_PIX,
        amountCents: session.amountCents,
        txid: session.id,
      });
      pix = {
        code,
        qrDataUrl: await QRCode.toDataURL(code, {
          errorCorrectionLevel: 'M',
          margin: 1,
          width: 220,
        }),
        expiresMinutes: BILLING.pixExpirySeconds / 60,
        validUntil: new Intl.DateTimeFormat(lang, {
          timeZone: BUSINESS_TIME_ZONE,
          day: '2-digit',
          month: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        }).format(session.createdAt.getTime() + BILLING.pixExpirySeconds * 1000),
      };
    }
    return renderCheckoutPage(
      {
        lang,
        sessionId: session.id,
        token: token ?? '',
        status: session.status,
        productName: this.billing.productName(session, lang),
        price: formatBrl(session.amountCents, lang),
        kind: session.kind,
        method: method === 'pix' && pix ? 'pix' : 'card',
        pix,
      },
      this.translator(lang),
    );
  }

  /** 'Pagar' (card) or 'Simular pagamento Pix'; returns where the browser goes next. */
  async pay(id: string, token: string | undefined, method: string | undefined): Promise<string> {
    const session = await this.session(id, token);
    if (session.status === 'expired') return '/cancelado';
    if (session.status === 'complete' || !(await this.repository.claimOpenCheckoutSession(id))) {
      return `/obrigado?session_id=${encodeURIComponent(id)}`;
    }
    try {
      for (const event of await this.paymentEvents(session, method === 'pix' ? 'pix' : 'card')) {
        await this.emit(event);
      }
    } catch (error) {
      await this.repository.reopenCheckoutSession(id);
      throw error;
    }
    return `/obrigado?session_id=${encodeURIComponent(id)}`;
  }

  async cancel(id: string, token: string | undefined): Promise<string> {
    const session = await this.session(id, token);
    if (session.status === 'open') {
      await this.emit({
        type: 'checkout.expired',
        session: this.snapshot(session, 'unpaid', null),
      });
    }
    return session.status === 'complete'
      ? `/obrigado?session_id=${encodeURIComponent(id)}`
      : '/cancelado';
  }

  private snapshot(
    session: CheckoutSessionRow,
    paymentStatus: 'paid' | 'unpaid',
    subscriptionId: string | null,
    paymentId: string | null = null,
  ) {
    return {
      id: session.id,
      mode: session.kind === 'subscription' ? ('subscription' as const) : ('payment' as const),
      paymentStatus,
      userId: session.userId,
      customerId: null,
      productKey: session.productKey,
      subscriptionId,
      paymentId,
    };
  }

  /** What Stripe would send for this payment, in the order it usually does. */
  private async paymentEvents(
    session: CheckoutSessionRow,
    method: 'card' | 'pix',
  ): Promise<BillingEvent[]> {
    if (session.kind === 'credits') {
      const paymentId = sandboxId('pi');
      if (method === 'card') {
        return [
          { type: 'checkout.completed', session: this.snapshot(session, 'paid', null, paymentId) },
        ];
      }
      // Pix: the checkout completes unpaid, the bank confirms the transfer a moment later.
      return [
        { type: 'checkout.completed', session: this.snapshot(session, 'unpaid', null, paymentId) },
        {
          type: 'checkout.async_payment_succeeded',
          session: this.snapshot(session, 'paid', null, paymentId),
        },
      ];
    }
    const subscriptionId = sandboxId('sub');
    const customerId = await this.customerOf(session.userId);
    return [
      {
        type: 'subscription.changed',
        deleted: false,
        subscription: {
          id: subscriptionId,
          customerId,
          userId: session.userId,
          productKey: session.productKey,
          status: 'active',
          currentPeriodEnd: addMonth(new Date()),
          cancelAtPeriodEnd: false,
        },
      },
      { type: 'checkout.completed', session: this.snapshot(session, 'paid', subscriptionId) },
      {
        type: 'invoice.paid',
        invoice: {
          id: sandboxId('in'),
          customerId,
          subscriptionId,
          amountPaidCents: session.amountCents,
          receiptUrl: null,
        },
      },
    ];
  }

  private customerOf(userId: string): Promise<string | null> {
    return this.repository.userCustomer(userId);
  }

  private async emit(event: BillingEvent): Promise<void> {
    await this.events.process({
      id: sandboxId('evt'),
      type: `sandbox.${event.type}`,
      occurredAt: new Date(),
      payload: event,
      event,
    });
  }

  async portalPage(token: string | undefined, browserLocale: Locale): Promise<string> {
    const userId = this.portalUser(token);
    const lang = await this.accountLocale(userId, browserLocale);
    const [overview, latest] = await Promise.all([
      this.billing.overview(userId, lang),
      this.repository.latestSubscriptionOf(userId),
    ]);
    const date = (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
    const t = this.translator(lang);
    const view: PortalPageView = {
      lang,
      token: token ?? '',
      planName: String(
        this.i18n.translate(`billing.catalogue.plans.${overview.plan}.name`, { lang }),
      ),
      subscription: latest && {
        productName: this.billing.productName({ productKey: latest.productKey ?? '' }, lang),
        status: latest.status,
        renewsAt: latest.currentPeriodEnd ? date(latest.currentPeriodEnd.toISOString()) : null,
        cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
        live: LIVE_SUBSCRIPTION_STATUSES.includes(latest.status),
      },
      payments: overview.payments.map((p) => ({
        date: date(p.createdAt),
        product: this.billing.productName(p, lang),
        amount: p.amount,
        status: t(`payment_status.${p.status}`),
      })),
    };
    return renderPortalPage(view, t);
  }

  /** The portal's actions on the user's live subscription, sent as provider events. */
  async portalAction(token: string | undefined, action: 'cancel' | 'renew' | 'end'): Promise<void> {
    const userId = this.portalUser(token);
    const live = await this.repository.liveSubscriptionOf(userId);
    if (!live) throw new DomainError('not_found');
    const customerId = await this.customerOf(userId);
    const subscription = {
      id: live.providerSubscriptionId,
      customerId,
      userId,
      productKey: live.productKey,
      status: live.status,
      currentPeriodEnd: live.currentPeriodEnd,
      cancelAtPeriodEnd: live.cancelAtPeriodEnd,
    };
    if (action === 'cancel') {
      await this.emit({
        type: 'subscription.changed',
        deleted: false,
        subscription: { ...subscription, cancelAtPeriodEnd: true },
      });
    } else if (action === 'end') {
      // What the provider does when a period ends on a subscription cancelled at period end.
      await this.emit({
        type: 'subscription.changed',
        deleted: true,
        subscription: { ...subscription, status: 'canceled' },
      });
    } else {
      const from =
        live.currentPeriodEnd && live.currentPeriodEnd > new Date()
          ? live.currentPeriodEnd
          : new Date();
      await this.emit({
        type: 'subscription.changed',
        deleted: false,
        subscription: { ...subscription, status: 'active', currentPeriodEnd: addMonth(from) },
      });
      const offer = productByKey(await this.settings.get('billing.catalogue'), live.productKey);
      await this.emit({
        type: 'invoice.paid',
        invoice: {
          id: sandboxId('in'),
          customerId,
          subscriptionId: live.providerSubscriptionId,
          amountPaidCents: offer?.priceCents ?? 0,
          receiptUrl: null,
        },
      });
    }
  }
}
