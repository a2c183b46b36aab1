import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../auth/hooks';
import { refreshAfterPurchase, useGetCheckoutStatusQuery } from '../api';
import { BillingFrame } from '../components/BillingFrame';
import { useBillingTexts } from '../use-billing-texts';

const POLL_MS = 1500;
/** After this, the page says the confirmation is late (it keeps waiting). */
const SLOW_AFTER_MS = 45_000;

const LINK =
  'inline-flex h-11 items-center justify-center rounded-control px-5 font-display font-semibold';

/**
 * `/obrigado?session_id=…`: what was bought and the new balance, once the provider's
 * confirmation (the webhook) has been applied; a spinner until then.
 */
export function ThankYouPage() {
  const { t, ready } = useBillingTexts();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { status: sessionStatus } = useSession();
  const dispatch = useAppDispatch();
  const signedIn = sessionStatus === 'signedIn';
  const [slow, setSlow] = useState(false);
  const [done, setDone] = useState(false);

  const checkout = useGetCheckoutStatusQuery(sessionId ?? '', {
    skip: !sessionId || !signedIn,
    // Polls until the provider's confirmation has been applied (or the session is not theirs).
    pollingInterval: done ? 0 : POLL_MS,
  });
  const fulfilled = checkout.data?.fulfilled === true;
  if ((fulfilled || checkout.isError) && !done) setDone(true);

  useEffect(() => {
    // The badge (PRO) and the balance elsewhere come from GET /api/user and /api/billing.
    if (fulfilled) dispatch(refreshAfterPurchase());
  }, [fulfilled, dispatch]);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const notFound = checkout.isError;
  const waiting = !!sessionId && signedIn && !fulfilled && !notFound;
  const data = checkout.data;

  return (
    <BillingFrame ready={ready}>
      <div
        className="mx-auto max-w-lg rounded-card bg-surface p-8 text-center shadow-soft sm:p-10"
        aria-live="polite"
      >
        {waiting ? (
          <>
            <Spinner size="lg" className="text-brand-500" />
            <h1 className="mt-4 font-display text-2xl font-bold text-ink-900">
              {t('thanks.waiting')}
            </h1>
            <p className="mt-2 text-ink-600">{slow ? t('thanks.slow') : t('thanks.waitingHint')}</p>
          </>
        ) : (
          <>
            <CheckCircle2 className="mx-auto size-14 text-success-strong" aria-hidden="true" />
            <h1 className="mt-4 font-display text-3xl font-bold text-ink-900">
              {t('client:pages.thanks.title')}
            </h1>
            {data && fulfilled ? (
              <>
                <p
                  className="mt-2 font-display text-lg font-semibold text-ink-900"
                  data-testid="thanks-what"
                >
                  {data.kind === 'credits'
                    ? t('thanks.credits', { count: data.credits })
                    : t('thanks.plan', { plan: t(`catalogue.plans.${data.plan}.name`) })}
                </p>
                <p className="mt-3 text-ink-600" data-testid="thanks-balance">
                  {t('thanks.balance', { count: data.creditBalance })}
                </p>
              </>
            ) : (
              <>
                <p className="mt-2 font-display text-lg font-semibold text-ink-900">
                  {t('client:pages.thanks.heading')}
                </p>
                <p className="mt-3 text-ink-600">
                  {notFound ? t('thanks.notFound') : t('client:pages.thanks.body')}
                </p>
              </>
            )}
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/dashboard" className={`${LINK} bg-brand-gradient text-ink-900`}>
                {t('thanks.create')}
              </Link>
              {signedIn && (
                <Link
                  to="/payments"
                  className={`${LINK} border border-ink-300 bg-surface text-ink-900 hover:bg-page`}
                >
                  {t('thanks.payments')}
                </Link>
              )}
            </div>
          </>
        )}
      </div>
    </BillingFrame>
  );
}
