import type { ProductKey } from '@cena/contracts';
import { Lock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { useGetPlansQuery } from '../api';
import { BillingFrame } from '../components/BillingFrame';
import { videosFor } from '../use-allowance';
import { useBillingTexts } from '../use-billing-texts';
import { useStartCheckout } from '../use-checkout';

/** `/checkout?product=<key>`: the order summary, then the provider's checkout page. */
export function CheckoutPage() {
  const { t, i18n, ready } = useBillingTexts();
  const [params] = useSearchParams();
  const productKey = params.get('product') ?? 'pro_monthly';
  const plans = useGetPlansQuery(i18n.language);
  const { start, isLoading } = useStartCheckout();

  const plan = plans.data?.plans.find((p) => p.productKey === productKey);
  const pack = plans.data?.packages.find((p) => p.productKey === productKey);
  const found = plan ?? pack;

  return (
    <BillingFrame ready={ready && !plans.isLoading} title={t('checkout.title')}>
      {!found ? (
        <div className="rounded-card bg-surface p-8 text-center shadow-soft">
          <p className="text-ink-600">{t('checkout.unknown')}</p>
          <Link to="/subscription" className="mt-4 inline-block font-semibold text-brand-strong">
            {t('checkout.back')}
          </Link>
        </div>
      ) : (
        <section className="mx-auto max-w-lg rounded-card bg-surface p-6 shadow-soft sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {plan ? t('checkout.subscription') : t('checkout.package')}
          </p>
          <h2
            className="mt-1 font-display text-2xl font-bold text-ink-900"
            data-testid="checkout-product"
          >
            {plan ? plan.name : pack!.name}
          </h2>
          {plan ? (
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-ink-900">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-ink-600">
              {t('checkout.credits', {
                count: pack!.credits,
                videos: videosFor(pack!.credits, plans.data!.allowance.videoCost),
              })}
            </p>
          )}
          <dl className="mt-6 grid grid-cols-[1fr_auto] gap-y-2 border-t border-ink-100 pt-4 text-ink-900">
            <dt className="text-ink-600">{t('checkout.method')}</dt>
            <dd>{plan ? t('checkout.cardOnly') : t('checkout.methods')}</dd>
            <dt className="font-semibold">{t('checkout.total')}</dt>
            <dd className="font-display text-xl font-bold" data-testid="checkout-total">
              {found.price}
              {plan && <span className="text-sm font-medium text-ink-600">{plan.interval}</span>}
            </dd>
          </dl>
          {plan && <p className="mt-3 text-sm text-ink-600">{t('checkout.renewal')}</p>}
          <Button
            className="mt-6 w-full"
            size="lg"
            disabled={isLoading}
            onClick={() =>
              void start(plan ? 'subscription' : 'credits', found.productKey as ProductKey)
            }
          >
            {isLoading ? t('checkout.redirecting') : t('checkout.continue')}
          </Button>
          <p className="mt-3 flex items-start gap-2 text-xs text-ink-600">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {t('checkout.secure')}
          </p>
        </section>
      )}
    </BillingFrame>
  );
}
