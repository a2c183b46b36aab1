import type { TicketDto, TicketMessageDto, TicketStatus } from '@cena/contracts';
import type { TicketMessageRow, TicketRow } from './support.repository';

/** Who reads the ticket: the customer never sees internal notes nor who on staff holds it. */
export type TicketAudience = 'customer' | 'staff';

/** The table also allows 'closed'; the product speaks only open/pending/resolved. */
const productStatus = (status: TicketRow['status']): TicketStatus =>
  status === 'closed' ? 'resolved' : status;

export function toTicketDto(row: TicketRow, audience: TicketAudience): TicketDto {
  const staff = audience === 'staff';
  return {
    id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    subject: row.subject,
    status: productStatus(row.status),
    priority: row.priority,
    assigneeId: staff ? row.assigneeId : null,
    assigneeEmail: staff ? row.assigneeEmail : null,
    videoId: row.videoId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A message of `ticket`; the customer's own messages are 'customer', everyone else's 'agent'. */
export function toTicketMessageDto(
  ticket: Pick<TicketRow, 'userId'>,
  row: TicketMessageRow,
): TicketMessageDto {
  return {
    id: row.id,
    ticketId: row.ticketId,
    author: row.authorId === ticket.userId ? 'customer' : 'agent',
    authorName: row.authorName,
    body: row.body,
    internal: row.internal,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
