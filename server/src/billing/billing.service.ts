import {
  type AllowanceNumbersDto,
  CHECKOUT_TYPES,
  type BillingOverviewDto,
  type CheckoutStatusDto,
  type CheckoutType,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type PaymentDto,
  type PlansResponse,
} from '@cena/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { allowanceNumbers } from '../allowance/allowance';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CreditsService } from '../credits/credits.service';
import { SettingsService } from '../settings/settings.service';
import { UnitOfWork } from '../transactions/unit-of-work';
import { BillingRepository, type PaymentRow } from './billing.repository';
import {
  featureArgs,
  type FeatureLine,
  findProduct,
  type Product,
  productByKey,
} from './catalogue';
import { PaymentGateway } from './payment-gateway';

export interface BillingUser {
  id: string;
  email: string;
  displayName: string | null;
  plan: string;
}

/** The request's language when Cena speaks it, else pt-BR. */
export function billingLocale(lang: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(lang ?? '') ? (lang as Locale) : DEFAULT_LOCALE;
}

export function formatBrl(cents: number, lang: Locale): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** Selling: the catalogue as shown, checkouts, the portal and the account's billing state. */
@Injectable()
export class BillingService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly gateway: PaymentGateway,
    private readonly settings: SettingsService,
    private readonly credits: CreditsService,
    private readonly uow: UnitOfWork,
    private readonly i18n: I18nService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get provider(): 'sandbox' | 'stripe' {
    return this.gateway.provider;
  }

  private t(key: string, lang: Locale, args?: Record<string, unknown>): string {
    return String(this.i18n.translate(`billing.catalogue.${key}`, { lang, args }));
  }

  private features(
    lines: FeatureLine[],
    lang: Locale,
    allowance: AllowanceNumbersDto,
    monthlyCredits = 0,
  ): string[] {
    return lines.map((f) =>
      this.t(`features.${f.key}`, lang, featureArgs(f, allowance, monthlyCredits)),
    );
  }

  /** A product's name; a credit pack's states its credits as sold (`credits`), not its key's. */
  productName(product: { productKey: string; credits?: number }, lang: Locale): string {
    return this.t(`products.${product.productKey}`, lang, { credits: product.credits ?? 0 });
  }

  async plans(lang: Locale): Promise<PlansResponse> {
    const settings = await this.settings.all();
    const catalogue = settings['billing.catalogue'];
    const allowance = allowanceNumbers(settings);
    const perMonth = this.t('per_month', lang);
    return {
      currency: 'BRL',
      plans: [
        {
          plan: 'basic',
          productKey: null,
          name: this.t('plans.basic.name', lang),
          description: this.t('plans.basic.description', lang),
          priceCents: 0,
          price: formatBrl(0, lang),
          interval: '',
          monthlyCredits: 0,
          features: this.features(catalogue.free.features, lang, allowance),
        },
        ...catalogue.subscriptions.map((s) => ({
          plan: s.plan,
          productKey: s.productKey,
          name: this.t(`plans.${s.plan}.name`, lang),
          description: this.t(`plans.${s.plan}.description`, lang),
          priceCents: s.priceCents,
          price: formatBrl(s.priceCents, lang),
          interval: perMonth,
          monthlyCredits: s.monthlyCredits,
          features: this.features(s.features, lang, allowance, s.monthlyCredits),
        })),
      ],
      packages: catalogue.packages.map((p) => ({
        productKey: p.productKey,
        name: this.productName(p, lang),
        credits: p.credits,
        priceCents: p.priceCents,
        price: formatBrl(p.priceCents, lang),
      })),
      allowance,
    };
  }

  async createCheckout(
    user: BillingUser,
    request: { type: string; productKey: string },
    lang: Locale,
  ): Promise<{ checkoutUrl: string }> {
    const catalogue = await this.settings.get('billing.catalogue');
    const type = request.type as CheckoutType;
    const product = CHECKOUT_TYPES.includes(type)
      ? findProduct(catalogue, type, request.productKey)
      : undefined;
    if (!product) throw new DomainError('unknown_product');
    if (product.kind === 'subscription') {
      // A second subscription would bill twice; changing plans goes through the portal (prorated).
      const live = await this.repository.liveSubscriptionOf(user.id);
      if (live || user.plan === product.plan) throw new DomainError('already_subscribed');
    }
    const customerId = await this.ensureCustomer(user);
    const session = await this.gateway.createCheckoutSession({
      customerId,
      userId: user.id,
      email: user.email,
      product,
      productName: this.productName(
        {
          productKey: product.productKey,
          credits: product.kind === 'credits' ? product.credits : 0,
        },
        lang,
      ),
      successUrl: `${this.config.publicUrl}/obrigado?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.config.publicUrl}/cancelado`,
    });
    await this.repository.recordCheckoutSession({
      id: session.id,
      provider: this.gateway.provider,
      userId: user.id,
      kind: product.kind,
      productKey: product.productKey,
      amountCents: product.priceCents,
      credits: product.kind === 'credits' ? product.credits : product.monthlyCredits,
      providerSubscriptionId: null,
    });
    return { checkoutUrl: session.url };
  }

  async portal(user: BillingUser): Promise<{ url: string }> {
    const customerId = await this.ensureCustomer(user);
    const url = await this.gateway.createPortalSession({
      customerId,
      userId: user.id,
      returnUrl: `${this.config.publicUrl}/payments`,
    });
    return { url };
  }

  async overview(userId: string, lang: Locale): Promise<BillingOverviewDto> {
    const [account, subscription, payments] = await Promise.all([
      this.repository.accountOf(userId),
      this.repository.latestSubscriptionOf(userId),
      this.repository.paymentsOf(userId),
    ]);
    return {
      provider: this.gateway.provider,
      plan: account.plan,
      creditBalance: account.creditBalance,
      subscription: subscription && {
        productKey: subscription.productKey,
        status: subscription.status,
        renewsAt: subscription.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      },
      payments: payments.map((p) => toPaymentDto(p, lang)),
    };
  }

  async checkoutStatus(userId: string, sessionId: string): Promise<CheckoutStatusDto> {
    const session = await this.repository.findCheckoutSession(sessionId);
    if (!session || session.userId !== userId) throw new DomainError('not_found');
    const [payment, account] = await Promise.all([
      this.repository.paymentForCheckout(sessionId),
      this.repository.accountOf(userId),
    ]);
    const catalogue = await this.settings.get('billing.catalogue');
    const product: Product | undefined = productByKey(catalogue, session.productKey);
    const live =
      session.kind === 'subscription' ? await this.repository.liveSubscriptionOf(userId) : null;
    const fulfilled =
      session.kind === 'credits'
        ? payment?.status === 'paid'
        : session.status === 'complete' &&
          product?.kind === 'subscription' &&
          live?.plan === product.plan;
    return {
      sessionId,
      kind: session.kind,
      productKey: session.productKey,
      credits: session.credits,
      fulfilled,
      status: session.status,
      paymentStatus: payment?.status ?? (fulfilled ? 'paid' : null),
      plan: account.plan,
      creditBalance: account.creditBalance,
    };
  }

  /**
   * The user's provider customer, created once: the user row stays locked while the first
   * checkout creates it, so a concurrent checkout waits and then reuses it.
   */
  private ensureCustomer(user: BillingUser): Promise<string> {
    return this.uow.run(async (tx) => {
      await this.credits.lockAccount(tx, user.id);
      const stored = await this.repository.customerIdOf(tx, user.id);
      if (stored) return stored;
      const created = await this.gateway.createCustomer({
        userId: user.id,
        email: user.email,
        name: user.displayName,
      });
      return this.repository.setCustomerIdOnce(tx, user.id, created);
    });
  }
}

export function toPaymentDto(p: PaymentRow, lang: Locale): PaymentDto {
  return {
    id: p.id,
    createdAt: new Date(p.createdAt).toISOString(),
    kind: p.kind,
    productKey: p.productKey,
    amountCents: p.amountCents,
    amount: formatBrl(p.amountCents, lang),
    credits: p.credits,
    status: p.status,
    receiptUrl: p.receiptUrl,
  };
}
