import type { CreditPackageDto } from '@cena/contracts';
import { Coins } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { useAllowance, videosFor } from '../use-allowance';
import { useBillingTexts } from '../use-billing-texts';

export interface PackageCardProps {
  pack: CreditPackageDto;
  /** 'N vídeos' at the video cost staff set; empty while it loads. */
  videosLabel: string;
  buyLabel: string;
  onBuy: () => void;
}

export function PackageCard({ pack, videosLabel, buyLabel, onBuy }: PackageCardProps) {
  return (
    <article
      data-testid={`package-${pack.productKey}`}
      className="flex flex-col gap-3 rounded-card bg-surface p-6 shadow-soft ring-1 ring-ink-100"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-strong">
          <Coins className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="font-display text-lg font-bold text-ink-900">{pack.name}</h3>
          <p className="text-sm text-ink-600">{videosLabel}</p>
        </div>
      </div>
      <p className="font-display text-2xl font-bold text-ink-900">{pack.price}</p>
      <Button onClick={onBuy} aria-label={`${buyLabel} ${pack.name}`}>
        {buyLabel}
      </Button>
    </article>
  );
}

/** The credit packages, two a row from `sm`, each leading to its checkout. */
export function PackageGrid({
  packages,
  className,
}: {
  packages: readonly CreditPackageDto[];
  className?: string;
}) {
  const { t } = useBillingTexts();
  const navigate = useNavigate();
  const allowance = useAllowance();
  return (
    <div className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {packages.map((pack) => (
        <PackageCard
          key={pack.productKey}
          pack={pack}
          videosLabel={
            allowance
              ? t('credits.videos', { count: videosFor(pack.credits, allowance.videoCost) })
              : ''
          }
          buyLabel={t('credits.buy')}
          onBuy={() => navigate(`/checkout?product=${pack.productKey}`)}
        />
      ))}
    </div>
  );
}
