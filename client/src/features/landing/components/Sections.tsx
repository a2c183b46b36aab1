import { DEFAULT_LOCALE, LIMITS, type Plan } from '@cena/contracts';
import {
  Briefcase,
  Building2,
  CalendarHeart,
  Check,
  ChevronDown,
  Download,
  Dumbbell,
  PenLine,
  Quote,
  Scissors,
  ShoppingBag,
  Sparkles,
  UtensilsCrossed,
  Wand2,
  Zap,
  Gift,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { loginModalOpened, selectSessionStatus } from '../../auth/session-slice';
import { bonusMessage, useAllowance } from '../../billing/use-allowance';
import { useGetPlansQuery } from '../api';

function SectionTitle({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
      <h2 id={id} className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-base leading-normal text-ink-600">{subtitle}</p>}
    </div>
  );
}

export function Section({
  id,
  labelId,
  children,
  className,
}: {
  id?: string;
  labelId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelId}
      tabIndex={id ? -1 : undefined}
      className={cn('scroll-mt-20 px-4 py-14 outline-none sm:px-6 sm:py-20', className)}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}

/** 'Rápido e Fácil / IA Avançada / Comece Grátis' and 'Começar Agora' (to /dashboard). */
export function FeatureBlock({ onStart }: { onStart?: () => void }) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const items = [
    { key: 'fast', Icon: Zap },
    { key: 'ai', Icon: Wand2 },
    { key: 'free', Icon: Gift },
  ] as const;
  return (
    <Section labelId="landing-features">
      <SectionTitle id="landing-features" title={t('features.title')} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {items.map(({ key, Icon }) => (
          <li key={key} className="rounded-card bg-surface p-6 shadow-soft">
            <span className="flex size-11 items-center justify-center rounded-control bg-brand-50">
              <Icon className="size-5 text-brand-strong" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-display text-lg font-semibold text-ink-900">
              {t(`features.${key}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-normal text-ink-600">{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Button size="lg" onClick={onStart ?? (() => navigate('/dashboard'))}>
          {t('features.cta')}
        </Button>
      </div>
    </Section>
  );
}

const USE_CASES = [
  { key: 'food', Icon: UtensilsCrossed },
  { key: 'retail', Icon: ShoppingBag },
  { key: 'beauty', Icon: Scissors },
  { key: 'fitness', Icon: Dumbbell },
  { key: 'realEstate', Icon: Building2 },
  { key: 'events', Icon: CalendarHeart },
] as const;

export function UseCases() {
  const { t } = useTranslation('landing');
  return (
    <Section labelId="landing-use-cases" className="bg-surface">
      <SectionTitle
        id="landing-use-cases"
        title={t('useCases.title')}
        subtitle={t('useCases.subtitle')}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {USE_CASES.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-card border border-ink-100 p-5">
            <Icon className="mt-0.5 size-6 shrink-0 text-brand-strong" aria-hidden="true" />
            <div>
              <h3 className="font-display font-semibold text-ink-900">
                {t(`useCases.items.${key}.title`)}
              </h3>
              <p className="mt-1 text-sm leading-normal text-ink-600">
                {t(`useCases.items.${key}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Stats() {
  const { t } = useTranslation('landing');
  const keys = ['users', 'videos', 'success', 'categories', 'rating'] as const;
  return (
    <Section labelId="landing-stats" className="bg-ink-900">
      <h2 id="landing-stats" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-6 text-center sm:grid-cols-5">
        {keys.map((key) => (
          <div
            key={key}
            className={cn('flex flex-col-reverse', key === 'rating' && 'col-span-2 sm:col-span-1')}
          >
            <dt className="mt-1 text-sm text-ink-300">{t(`stats.items.${key}.label`)}</dt>
            <dd className="font-display text-3xl font-bold text-white">
              {t(`stats.items.${key}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function HowItWorks() {
  const { t } = useTranslation('landing');
  const steps = [
    { key: 'describe', Icon: PenLine },
    { key: 'generate', Icon: Sparkles },
    { key: 'share', Icon: Download },
  ] as const;
  return (
    <Section labelId="landing-how">
      <SectionTitle id="landing-how" title={t('how.title')} subtitle={t('how.subtitle')} />
      <ol className="grid gap-4 sm:grid-cols-3">
        {steps.map(({ key, Icon }, i) => (
          <li key={key} className="relative rounded-card bg-surface p-6 shadow-soft">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-gradient font-display font-bold text-ink-900">
                {i + 1}
              </span>
              <Icon className="size-5 text-ink-600" aria-hidden="true" />
              <span className="sr-only">{t('how.step', { n: i + 1 })}</span>
            </div>
            <h3 className="mt-4 font-display text-lg font-semibold text-ink-900">
              {t(`how.steps.${key}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-normal text-ink-600">{t(`how.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function Testimonials() {
  const { t } = useTranslation('landing');
  const keys = ['bakery', 'gym', 'events'] as const;
  return (
    <Section labelId="landing-testimonials" className="bg-surface">
      <SectionTitle id="landing-testimonials" title={t('testimonials.title')} />
      <ul className="grid gap-4 md:grid-cols-3">
        {keys.map((key) => (
          <li key={key} className="flex flex-col rounded-card border border-ink-100 bg-page p-6">
            <Quote className="size-6 text-brand-500" aria-hidden="true" />
            <blockquote className="mt-3 flex-1 text-base leading-normal text-ink-900">
              {t(`testimonials.items.${key}.quote`)}
            </blockquote>
            <p className="mt-4 font-display font-semibold text-ink-900">
              {t(`testimonials.items.${key}.name`)}
            </p>
            <p className="text-sm text-ink-600">{t(`testimonials.items.${key}.business`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const PLAN_ICONS: Record<Plan, typeof Gift> = { basic: Gift, pro: Sparkles, business: Briefcase };

interface PlanCard {
  plan: Plan;
  name: string;
  description: string;
  price: string;
  interval: string;
  features: string[];
  cta: string;
}

/**
 * The plans as `GET /api/plans` sells them, with the numbers staff set (the page states no
 * price, bonus or limit of its own); `state` says whether they are still loading or failed.
 */
function usePlanCards(): {
  plans: PlanCard[];
  state: 'ready' | 'loading' | 'error';
  retry: () => void;
} {
  const { t, i18n } = useTranslation('landing');
  const locale = i18n.resolvedLanguage ?? DEFAULT_LOCALE;
  const { data, isError, refetch } = useGetPlansQuery(locale);
  const plans = (data?.plans ?? []).map((p) => ({
    plan: p.plan,
    name: p.name,
    description: p.description,
    price: p.price,
    interval: p.interval,
    features: p.features,
    cta: p.plan === 'basic' ? t('pricing.basic.cta') : t('pricing.subscribeTo', { name: p.name }),
  }));
  const state = plans.length ? 'ready' : isError ? 'error' : 'loading';
  return { plans, state, retry: () => void refetch() };
}

/** Each FAQ answer, with the numbers it states (the bonus staff set, the image size limit). */
function useFaqAnswers(): Record<FaqKey, string> {
  const { t } = useTranslation('landing');
  const allowance = useAllowance();
  const bonus =
    allowance &&
    bonusMessage(allowance, {
      videos: 'pricing.faq.items.free.aVideos',
      credits: 'pricing.faq.items.free.aCredits',
    });
  return {
    // Empty when staff set no bonus: the question is then left out.
    free: allowance ? (bonus ? t(bonus.key, bonus.args) : '') : t('pricing.faq.items.free.a'),
    time: t('pricing.faq.items.time.a'),
    rights: t('pricing.faq.items.rights.a'),
    cancel: t('pricing.faq.items.cancel.a'),
    image: t('pricing.faq.items.image.a', { mb: LIMITS.imageMaxBytes / (1024 * 1024) }),
  };
}

const FAQ = ['free', 'time', 'rights', 'cancel', 'image'] as const;
type FaqKey = (typeof FAQ)[number];

/** The plan cards, then the FAQ. Paid plans lead to /subscription, the free one to /dashboard. */
export function Pricing() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const { plans, state, retry } = usePlanCards();
  const answers = useFaqAnswers();
  // Without a bonus the 'is the first video free?' question does not apply.
  const faq = FAQ.filter((key) => key !== 'free' || answers.free);
  return (
    <Section id="precos" labelId="landing-pricing">
      <SectionTitle
        id="landing-pricing"
        title={t('pricing.title')}
        subtitle={t('pricing.subtitle')}
      />
      <div
        className={cn(
          'mx-auto grid gap-5 md:grid-cols-2',
          plans.length > 2 ? 'max-w-6xl lg:grid-cols-3' : 'max-w-4xl',
        )}
      >
        {state !== 'ready' && (
          <div
            role={state === 'error' ? 'alert' : 'status'}
            className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-card bg-surface p-6 text-center text-ink-600 shadow-soft md:col-span-2"
          >
            <p>{t(state === 'error' ? 'pricing.loadError' : 'pricing.loading')}</p>
            {state === 'error' && (
              <Button variant="secondary" onClick={retry}>
                {t('pricing.retry')}
              </Button>
            )}
          </div>
        )}
        {plans.map((plan) => {
          const pro = plan.plan === 'pro';
          const Icon = PLAN_ICONS[plan.plan];
          return (
            <article
              key={plan.plan}
              aria-labelledby={`plan-${plan.plan}`}
              className={cn(
                'relative flex flex-col rounded-card bg-surface p-6 shadow-soft sm:p-8',
                pro && 'ring-2 ring-brand-500',
              )}
            >
              {pro && (
                <span className="absolute -top-3 right-6 rounded-full bg-brand-gradient px-3 py-1 text-xs font-semibold text-ink-900">
                  {t('pricing.popular')}
                </span>
              )}
              <div className="flex items-center gap-2">
                <Icon className="size-5 text-brand-strong" aria-hidden="true" />
                <h3
                  id={`plan-${plan.plan}`}
                  className="font-display text-xl font-bold text-ink-900"
                >
                  {plan.name}
                </h3>
              </div>
              <p className="mt-1 text-sm text-ink-600">{plan.description}</p>
              <p className="mt-5 flex items-baseline gap-1">
                <span className="font-display text-4xl font-bold text-ink-900">{plan.price}</span>
                <span className="text-ink-600">{plan.interval || t('pricing.perMonth')}</span>
              </p>
              <ul className="mt-5 flex flex-1 flex-col gap-2.5">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-sm text-ink-900">
                    <Check
                      className="mt-0.5 size-4 shrink-0 text-success-strong"
                      aria-hidden="true"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-6"
                fullWidth
                variant={pro ? 'primary' : 'secondary'}
                onClick={() => navigate(plan.plan === 'basic' ? '/dashboard' : '/subscription')}
              >
                {plan.cta}
              </Button>
            </article>
          );
        })}
      </div>
      <div className="mx-auto mt-14 max-w-3xl">
        <h3 className="mb-4 text-center font-display text-xl font-bold text-ink-900 sm:text-2xl">
          {t('pricing.faq.title')}
        </h3>
        <div className="flex flex-col gap-2">
          {faq.map((key) => (
            <details key={key} className="group rounded-control bg-surface shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 font-display font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                {t(`pricing.faq.items.${key}.q`)}
                <ChevronDown
                  className="size-4 shrink-0 transition-transform duration-150 group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-4 pb-4 text-sm leading-normal text-ink-600">{answers[key]}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}

/** The closing call: sign-up for visitors (the login modal), the dashboard for members. */
export function FinalCta() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  return (
    <Section labelId="landing-final" className="pb-20">
      <div className="rounded-card bg-ink-900 px-6 py-12 text-center sm:px-12">
        <h2 id="landing-final" className="font-display text-2xl font-bold text-white sm:text-3xl">
          {t('finalCta.title')}
        </h2>
        <p className="mt-3 text-ink-300">{t('finalCta.text')}</p>
        <Button
          size="lg"
          className="mt-6"
          onClick={() =>
            signedIn ? navigate('/dashboard') : dispatch(loginModalOpened({ tab: 'signup' }))
          }
        >
          {t(signedIn ? 'finalCta.member' : 'finalCta.visitor')}
        </Button>
      </div>
    </Section>
  );
}
