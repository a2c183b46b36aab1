import type { PlanOfferDto } from '@cena/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { useCurrentUser } from '../../auth/api';
import { useGetPlansQuery } from '../api';
import { BillingFrame } from '../components/BillingFrame';
import { PackageGrid } from '../components/PackageCard';
import { PlanCard } from '../components/PlanCard';
import { useBillingTexts } from '../use-billing-texts';

/** `/subscription` and `/subscribe`: the plans side by side, the current one marked; then packs. */
export function SubscriptionPage() {
  const { t, i18n, ready } = useBillingTexts();
  const navigate = useNavigate();
  const { data: account } = useCurrentUser();
  const plans = useGetPlansQuery(i18n.language);
  const currentPlan = account?.plan ?? 'basic';
  const subscribed = currentPlan !== 'basic';

  const action = (offer: PlanOfferDto) => {
    if (offer.plan === currentPlan) {
      return subscribed ? (
        <Link
          to="/payments"
          className="inline-flex h-11 w-full items-center justify-center rounded-control border border-ink-300 bg-surface px-5 font-display font-semibold text-ink-900 hover:bg-page"
        >
          {t('subscription.manage')}
        </Link>
      ) : (
        <p className="text-center text-sm font-semibold text-ink-600">{t('subscription.free')}</p>
      );
    }
    if (!offer.productKey) return null;
    if (subscribed) {
      // Changing plans is prorated by the provider: the portal does it.
      return (
        <Link
          to="/payments"
          className="inline-flex h-11 w-full items-center justify-center rounded-control border border-ink-300 bg-surface px-5 font-display font-semibold text-ink-900 hover:bg-page"
        >
          {t('subscription.manage')}
        </Link>
      );
    }
    return (
      <Button
        className="w-full"
        variant={offer.plan === 'pro' ? 'primary' : 'secondary'}
        onClick={() => navigate(`/checkout?product=${offer.productKey}`)}
      >
        {offer.plan === 'pro'
          ? t('subscription.subscribePro')
          : t('subscription.subscribe', { plan: offer.name })}
      </Button>
    );
  };

  return (
    <BillingFrame
      ready={ready}
      wide
      title={t('subscription.title')}
      subtitle={t('subscription.subtitle')}
    >
      {plans.isError ? (
        <div role="alert" className="text-center">
          <p className="text-ink-600">{t('subscription.loadError')}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void plans.refetch()}>
            {t('subscription.retry')}
          </Button>
        </div>
      ) : !plans.data ? (
        <p className="text-center text-ink-600" role="status">
          {t('subscription.loading')}
        </p>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-3">
            {plans.data.plans.map((offer) => (
              <PlanCard
                key={offer.plan}
                offer={offer}
                current={offer.plan === currentPlan}
                highlighted={offer.plan === 'pro'}
                currentLabel={t('subscription.current')}
                popularLabel={t('subscription.popular')}
                action={action(offer)}
              />
            ))}
          </div>
          <section id="creditos" aria-labelledby="credits-title" className="mt-14">
            <h2
              id="credits-title"
              className="text-center font-display text-2xl font-bold text-ink-900"
            >
              {t('credits.title')}
            </h2>
            <p className="mt-2 text-center text-ink-600">{t('credits.subtitle')}</p>
            <PackageGrid packages={plans.data.packages} className="mx-auto mt-6 max-w-3xl" />
          </section>
        </>
      )}
    </BillingFrame>
  );
}
