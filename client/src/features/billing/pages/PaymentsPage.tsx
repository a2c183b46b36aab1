import { Link } from 'react-router-dom';
import { useFormatters } from '../../../app/locale-format';
import { Badge, type BadgeVariant } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { useGetBillingQuery } from '../api';
import { BillingFrame } from '../components/BillingFrame';
import { useBillingTexts } from '../use-billing-texts';
import { useOpenPortal } from '../use-checkout';

const STATUS_BADGE: Record<string, BadgeVariant> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
  expired: 'neutral',
};

const LINK =
  'inline-flex h-11 items-center justify-center rounded-control px-5 font-display font-semibold';

/** `/payments`: plan, renewal, 'Gerenciar Assinatura' (the portal), cancel, payment history. */
export function PaymentsPage() {
  const { t, ready } = useBillingTexts();
  const { formatDate } = useFormatters();
  const billing = useGetBillingQuery();
  const { openPortal, isLoading } = useOpenPortal();
  const data = billing.data;
  const subscription = data?.subscription;
  const live = subscription && ['active', 'trialing', 'past_due'].includes(subscription.status);

  return (
    <BillingFrame ready={ready && !billing.isLoading} title={t('payments.title')}>
      {!data ? (
        <p role="alert" className="text-center text-ink-600">
          {t('payments.loadError')}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <section className="rounded-card bg-surface p-6 shadow-soft" aria-labelledby="plan-title">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 id="plan-title" className="text-sm font-semibold text-ink-600">
                  {t('payments.plan')}
                </h2>
                <p className="flex items-center gap-2 font-display text-2xl font-bold text-ink-900">
                  {t(`catalogue.plans.${data.plan}.name`)}
                  <Badge
                    variant={data.plan === 'basic' ? 'neutral' : 'pro'}
                    data-testid="plan-badge"
                  >
                    {data.plan.toUpperCase()}
                  </Badge>
                </p>
                {live && subscription.renewsAt && (
                  <p className="mt-1 text-sm text-ink-600" data-testid="renewal">
                    {t(subscription.cancelAtPeriodEnd ? 'payments.endsAt' : 'payments.renewsAt', {
                      date: formatDate(subscription.renewsAt),
                    })}
                  </p>
                )}
                <p className="mt-1 text-sm text-ink-600">
                  {t('payments.balance', { count: data.creditBalance })}
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                {live ? (
                  <>
                    <Button onClick={() => void openPortal()} disabled={isLoading}>
                      {t('payments.manage')}
                    </Button>
                    {!subscription.cancelAtPeriodEnd && (
                      <Button
                        variant="secondary"
                        onClick={() => void openPortal()}
                        disabled={isLoading}
                      >
                        {t('payments.cancel')}
                      </Button>
                    )}
                  </>
                ) : (
                  <>
                    <Link to="/subscription" className={`${LINK} bg-brand-gradient text-ink-900`}>
                      {t('payments.subscribe')}
                    </Link>
                    <Link
                      to="/comprar-creditos"
                      className={`${LINK} border border-ink-300 bg-surface text-ink-900 hover:bg-page`}
                    >
                      {t('payments.buyCredits')}
                    </Link>
                  </>
                )}
              </div>
            </div>
            {!live && <p className="mt-4 text-sm text-ink-600">{t('payments.basicNote')}</p>}
          </section>

          <section
            className="rounded-card bg-surface p-6 shadow-soft"
            aria-labelledby="history-title"
          >
            <h2 id="history-title" className="font-display text-lg font-bold text-ink-900">
              {t('payments.history')}
            </h2>
            {data.payments.length === 0 ? (
              <p className="mt-3 text-sm text-ink-600">{t('payments.empty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-ink-100" data-testid="payment-history">
                {data.payments.map((p) => (
                  <li
                    key={p.id}
                    className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 text-sm sm:grid-cols-[7rem_1fr_auto_auto]"
                  >
                    <span className="text-ink-600">{formatDate(p.createdAt)}</span>
                    <span className="font-semibold text-ink-900 sm:order-none">
                      {t(`catalogue.products.${p.productKey}`, { defaultValue: p.productKey })}
                    </span>
                    <span className="font-display font-bold text-ink-900">{p.amount}</span>
                    <span className="flex items-center gap-2">
                      <Badge variant={STATUS_BADGE[p.status] ?? 'neutral'}>
                        {t(`paymentStatus.${p.status}`)}
                      </Badge>
                      {p.receiptUrl && (
                        <a
                          href={p.receiptUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="font-semibold text-brand-strong underline"
                        >
                          {t('payments.receipt')}
                        </a>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </BillingFrame>
  );
}
