import type { TicketDto } from '@cena/contracts';
import { ChevronRight, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatters } from '../../../app/locale-format';
import { TicketStatusBadge } from './TicketStatusBadge';

/** The user's tickets, newest first: subject, status and the last change. */
export function TicketList({ tickets }: { tickets: TicketDto[] }) {
  const { t } = useTranslation('support');
  const { formatDate } = useFormatters();
  if (!tickets.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-ink-300 px-4 py-10 text-center">
        <Inbox className="size-8 text-ink-600" aria-hidden="true" />
        <p className="font-semibold text-ink-900">{t('list.emptyTitle')}</p>
        <p className="max-w-sm text-sm text-ink-600">{t('list.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`/ajuda/${ticket.id}`}
            data-testid="ticket-row"
            className="flex items-center gap-3 rounded-control border border-ink-100 bg-surface px-4 py-3 hover:border-ink-300 hover:bg-page"
          >
            <span className="min-w-0 flex-1">
              {/* Two lines at most, broken anywhere: a long URL or word never widens the row. */}
              <span className="line-clamp-2 font-semibold wrap-anywhere text-ink-900">
                {ticket.subject}
              </span>
              <span className="mt-0.5 block text-xs text-ink-600">
                {t('list.updated', { date: formatDate(ticket.updatedAt) })}
              </span>
            </span>
            <TicketStatusBadge status={ticket.status} />
            <ChevronRight className="size-4 shrink-0 text-ink-600" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
