import type { PlanOfferDto } from '@cena/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { cn } from '../../../components/cn';

export interface PlanCardProps {
  offer: PlanOfferDto;
  current: boolean;
  highlighted?: boolean;
  currentLabel: string;
  popularLabel: string;
  action: ReactNode;
}

/** One plan of the side-by-side comparison (spec §3 "Plan card: name, price, description, features"). */
export function PlanCard({
  offer,
  current,
  highlighted,
  currentLabel,
  popularLabel,
  action,
}: PlanCardProps) {
  return (
    <article
      aria-labelledby={`plan-${offer.plan}`}
      data-testid={`plan-${offer.plan}`}
      data-current={current || undefined}
      className={cn(
        'relative flex flex-col rounded-card bg-surface p-6 shadow-soft',
        highlighted ? 'ring-2 ring-brand-500' : 'ring-1 ring-ink-100',
        current && 'ring-2 ring-success-strong',
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <h2 id={`plan-${offer.plan}`} className="font-display text-xl font-bold text-ink-900">
          {offer.name}
        </h2>
        {current ? (
          <Badge variant="success">{currentLabel}</Badge>
        ) : (
          highlighted && <Badge variant="brand">{popularLabel}</Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-ink-600">{offer.description}</p>
      <p className="mt-4 font-display text-3xl font-bold text-ink-900">
        {offer.price}
        {offer.interval && (
          <span className="ml-1 text-base font-medium text-ink-600">{offer.interval}</span>
        )}
      </p>
      <ul className="mt-5 flex flex-1 flex-col gap-2.5 text-sm text-ink-900">
        {offer.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success-strong" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
