import type { TicketDto, TicketPage, TicketReplyRequest, TicketUpdate } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { AdminVideosService } from '../admin/admin-videos.service';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/uuid';
import { type Transaction, UnitOfWork } from '../transactions/unit-of-work';
import type { UserEntity } from '../users/user.entity';
import { type StaffTicketQuery, SupportRepository, type TicketRow } from './support.repository';
import { TicketMailer } from './ticket-mail';
import { toTicketDto, toTicketMessageDto, type TicketAudience } from './ticket.mapper';

const STAFF_ROLES = new Set(['admin', 'support']);

const invalid = (field: string) =>
  new DomainError('validation_failed', { fields: [field], args: { fields: field } });

/**
 * Support tickets. A customer sees only their own tickets (another's is a 404) and never an
 * internal note; staff see every ticket and its whole thread, and each staff write is
 * audit-logged in its own transaction.
 */
@Injectable()
export class SupportService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly mail: TicketMailer,
    private readonly videos: AdminVideosService,
  ) {}

  // ---- customer -------------------------------------------------------------------------

  async listOwn(user: UserEntity, page: number, pageSize: number): Promise<TicketPage> {
    const { rows, total } = await this.repository.listOwn(user.id, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { items: rows.map((r) => toTicketDto(r, 'customer')), total, page, pageSize };
  }

  async create(
    user: UserEntity,
    request: { subject: string; message: string; videoId?: string },
  ): Promise<TicketDto> {
    if (request.videoId && !(await this.repository.ownsVideo(user.id, request.videoId))) {
      throw new DomainError('not_found', { fields: ['videoId'] });
    }
    const id = await this.uow.run(async (tx) => {
      const ticketId = await this.repository.insertTicket(tx, {
        userId: user.id,
        subject: request.subject,
        videoId: request.videoId ?? null,
      });
      await this.repository.insertMessage(tx, {
        ticketId,
        authorId: user.id,
        body: request.message,
        internal: false,
      });
      return ticketId;
    });
    return this.getOwn(user, id);
  }

  async getOwn(user: UserEntity, id: string): Promise<TicketDto> {
    const ticket = await this.findOwn(user, id);
    return this.withThread(ticket, 'customer');
  }

  /** The customer's answer; a pending or resolved ticket is open again. */
  async replyAsCustomer(user: UserEntity, id: string, body: string): Promise<TicketDto> {
    await this.findOwn(user, id);
    await this.uow.run(async (tx) => {
      const ticket = await this.lock(tx, id);
      await this.repository.insertMessage(tx, {
        ticketId: id,
        authorId: user.id,
        body,
        internal: false,
      });
      await this.repository.updateTicket(tx, ticket.id, { status: 'open' });
    });
    return this.getOwn(user, id);
  }

  // ---- staff ----------------------------------------------------------------------------

  async listForStaff(query: StaffTicketQuery): Promise<{ rows: TicketDto[]; total: number }> {
    const { rows, total } = await this.repository.listForStaff(query);
    return { rows: rows.map((r) => toTicketDto(r, 'staff')), total };
  }

  async getForStaff(id: string): Promise<TicketDto> {
    const ticket = isUuid(id) ? await this.repository.findTicket(id) : null;
    if (!ticket) throw new DomainError('not_found');
    const [dto, video] = await Promise.all([
      this.withThread(ticket, 'staff'),
      ticket.videoId ? this.videos.forTicket(ticket.videoId) : null,
    ]);
    return { ...dto, video };
  }

  async update(actor: UserEntity, id: string, patch: TicketUpdate): Promise<TicketDto> {
    if (!isUuid(id)) throw new DomainError('not_found');
    if (patch.assigneeId) {
      const role = await this.repository.roleOf(patch.assigneeId);
      if (!role || !STAFF_ROLES.has(role)) throw invalid('assigneeId');
    }
    const changes: TicketUpdate = {};
    if (patch.status !== undefined) changes.status = patch.status;
    if (patch.priority !== undefined) changes.priority = patch.priority;
    if (patch.assigneeId !== undefined) changes.assigneeId = patch.assigneeId;
    // An empty update changes nothing, so nothing is written or audited.
    if (!Object.keys(changes).length) return this.getForStaff(id);
    await this.uow.run(async (tx) => {
      const before = await this.lock(tx, id);
      await this.repository.updateTicket(tx, id, changes);
      await this.audit.record(tx, {
        actorId: actor.id,
        action: 'ticket.update',
        targetType: 'ticket',
        targetId: id,
        before: {
          status: before.status,
          priority: before.priority,
          assigneeId: before.assigneeId,
        },
        after: {
          status: changes.status ?? before.status,
          priority: changes.priority ?? before.priority,
          assigneeId: changes.assigneeId !== undefined ? changes.assigneeId : before.assigneeId,
        },
      });
    });
    return this.getForStaff(id);
  }

  /**
   * A reply (the customer sees it, the ticket waits on them, they get an e-mail) or an internal
   * note (nothing the customer can see changes: not the status, not the updated date).
   */
  async replyAsStaff(
    actor: UserEntity,
    id: string,
    request: TicketReplyRequest,
  ): Promise<TicketDto> {
    if (!isUuid(id)) throw new DomainError('not_found');
    const internal = request.internal === true;
    await this.uow.run(async (tx) => {
      const ticket = await this.lock(tx, id);
      const messageId = await this.repository.insertMessage(tx, {
        ticketId: id,
        authorId: actor.id,
        body: request.body,
        internal,
      });
      if (!internal) await this.repository.updateTicket(tx, id, { status: 'pending' });
      await this.audit.record(tx, {
        actorId: actor.id,
        action: internal ? 'ticket.note' : 'ticket.reply',
        targetType: 'ticket',
        targetId: id,
        before: internal ? null : { status: ticket.status },
        after: internal
          ? { messageId, internal: true }
          : { messageId, internal: false, status: 'pending' },
      });
      if (!internal) this.mailAfterCommit(tx, ticket, request.body);
    });
    return this.getForStaff(id);
  }

  // ---- helpers --------------------------------------------------------------------------

  private mailAfterCommit(tx: Transaction, ticket: TicketRow, reply: string): void {
    tx.afterCommit(() =>
      this.mail.ticketReply({
        to: ticket.userEmail,
        locale: ticket.userLocale,
        name: ticket.userName,
        ticketId: ticket.id,
        subject: ticket.subject,
        reply,
      }),
    );
  }

  /** The caller's ticket; anyone else's, or none, is the same 404. */
  private async findOwn(user: UserEntity, id: string): Promise<TicketRow> {
    const ticket = isUuid(id) ? await this.repository.findTicket(id) : null;
    if (!ticket || ticket.userId !== user.id) throw new DomainError('not_found');
    return ticket;
  }

  private async lock(tx: Transaction, id: string): Promise<TicketRow> {
    const ticket = await this.repository.findTicket(id, tx);
    if (!ticket) throw new DomainError('not_found');
    return ticket;
  }

  private async withThread(ticket: TicketRow, audience: TicketAudience): Promise<TicketDto> {
    const messages = await this.repository.messages(ticket.id, {
      includeInternal: audience === 'staff',
    });
    return {
      ...toTicketDto(ticket, audience),
      messages: messages.map((m) => toTicketMessageDto(ticket, m)),
    };
  }
}
