import type { TicketStatus } from '@cena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/Badge';

const VARIANTS: Record<TicketStatus, BadgeVariant> = {
  open: 'brand',
  pending: 'warning',
  resolved: 'success',
};

/** 'Aberto', 'Pendente' (the team answered), 'Resolvido'. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant={VARIANTS[status]} data-testid="ticket-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
