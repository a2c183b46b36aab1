import { Check, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { bonusMessage, useAllowance } from '../../billing/use-allowance';

/** The headline with its highlighted words in the brand gradient (BRAND.md: hero highlight). */
function Headline({ title, highlight }: { title: string; highlight: string }) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className="bg-gradient-to-r from-brand-strong to-brand-500 bg-clip-text text-transparent">
        {highlight}
      </span>
      {title.slice(at + highlight.length)}
    </>
  );
}

export interface LandingHeroProps {
  /** `food`: the /comida variant's headline. */
  variant?: 'default' | 'food';
  /** Shown above the badge (the food variant's logo, as it has no header). */
  top?: ReactNode;
}

/** Badge 'Powered by AI', headline, subtitle and the three ticks (spec §2). */
export function LandingHero({ variant = 'default', top }: LandingHeroProps) {
  const { t } = useTranslation('landing');
  const copy = variant === 'food' ? 'food' : 'hero';
  const allowance = useAllowance();
  // The bonus staff set, in the videos it pays for ('2 vídeos grátis'); 'Comece grátis' while
  // the numbers load, no tick when there is no bonus.
  const bonus =
    allowance &&
    bonusMessage(allowance, { videos: 'hero.ticks.freeVideos', credits: 'hero.ticks.freeCredits' });
  const ticks = [
    allowance ? bonus && t(bonus.key, bonus.args) : t('hero.ticks.freeStart'),
    t('hero.ticks.noCard'),
    t('hero.ticks.quality'),
  ].filter((tick): tick is string => Boolean(tick));
  return (
    <div className="flex flex-col gap-4">
      {top}
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="violet" className="px-3 py-1 text-sm">
          <Sparkles className="size-4" aria-hidden="true" />
          {t('hero.badge')}
        </Badge>
        {variant === 'food' && <Badge variant="brand">{t('food.badge')}</Badge>}
      </div>
      <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-5xl">
        <Headline title={t(`${copy}.title`)} highlight={t(`${copy}.highlight`)} />
      </h1>
      <p className="max-w-xl text-base leading-normal text-ink-600 sm:text-lg">
        {t(`${copy}.subtitle`)}
      </p>
      <ul aria-label={t('hero.ticksLabel')} className="flex flex-wrap gap-x-5 gap-y-2">
        {ticks.map((tick) => (
          <li key={tick} className="flex items-center gap-2 text-sm font-medium text-ink-900">
            <span className="flex size-5 items-center justify-center rounded-full bg-success-strong">
              <Check className="size-3.5 text-white" aria-hidden="true" strokeWidth={3} />
            </span>
            {tick}
          </li>
        ))}
      </ul>
    </div>
  );
}
