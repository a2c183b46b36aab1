import type { CreditPackageDto } from '@cena/contracts';
import { Coins } from 'lucide-react';
import { Button } from '../../../components/Button';

export interface PackageCardProps {
  pack: CreditPackageDto;
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
