import { useCurrentUser } from '../../auth/api';
import { useGetPlansQuery } from '../api';
import { BillingFrame } from '../components/BillingFrame';
import { PackageGrid } from '../components/PackageCard';
import { useBillingTexts } from '../use-billing-texts';

/** `/comprar-creditos`: the credit packs (avatar menu 'Comprar créditos', 'Demanda alta!'). */
export function BuyCreditsPage() {
  const { t, i18n, ready } = useBillingTexts();
  const { data: account } = useCurrentUser();
  const plans = useGetPlansQuery(i18n.language);
  const allowance = plans.data?.allowance;
  return (
    <BillingFrame ready={ready} title={t('credits.title')} subtitle={t('credits.subtitle')}>
      {account && (
        <p className="mb-6 text-center font-semibold text-ink-900" data-testid="credit-balance">
          {t('credits.balance', { count: account.credits })}
          {allowance && (
            <span className="ml-2 font-normal text-ink-600">
              {t('credits.perVideo', { cost: allowance.videoCost })}
            </span>
          )}
        </p>
      )}
      <PackageGrid packages={plans.data?.packages ?? []} />
    </BillingFrame>
  );
}
