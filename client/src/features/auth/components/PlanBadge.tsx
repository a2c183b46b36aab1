import type { Plan } from '@cena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';

/** The account's plan as a badge: 'Basic' plain, the paid plans ('PRO', 'BUSINESS') dark. */
export function PlanBadge({ plan, className }: { plan: Plan; className?: string }) {
  const { t } = useTranslation('client');
  return (
    <Badge variant={plan === 'basic' ? 'neutral' : 'pro'} className={className}>
      {t(`avatarMenu.${plan}`)}
    </Badge>
  );
}
