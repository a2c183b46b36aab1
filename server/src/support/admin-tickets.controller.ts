import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketDto } from '@cena/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { contentRange, parseListQuery } from '../admin/list-query';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import { DomainError } from '../common/domain-error';
import type { UserEntity } from '../users/user.entity';
import { StaffReplyDto, UpdateTicketDto } from './dto/ticket.dto';
import type { StaffTicketQuery, TicketSort } from './support.repository';
import { SupportService } from './support.service';

const SORTABLE: Record<string, TicketSort> = {
  id: 'createdAt',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  status: 'status',
  priority: 'priority',
  subject: 'subject',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Q_MAX_CHARS = 200;

const invalid = (field: string) =>
  new DomainError('validation_failed', { fields: [field], args: { fields: field } });

/** A filter value that may be one value or a list of allowed values (react-admin sends both). */
function oneOrMany(
  value: unknown,
  field: string,
  accept: (v: unknown) => boolean,
): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const values = Array.isArray(value) ? value : [value];
  if (values.length > 200 || !values.every(accept)) throw invalid(field);
  return values as string[];
}

const isUuid = (v: unknown) => typeof v === 'string' && UUID.test(v);
const isOneOf = (list: readonly string[]) => (v: unknown) =>
  typeof v === 'string' && list.includes(v);

/** Reads the ticket list's filter: status, priority, assigneeId (null: unassigned), userId, q, id. */
export function ticketFilter(
  filter: Record<string, unknown>,
): Omit<StaffTicketQuery, 'offset' | 'limit' | 'sort' | 'order'> {
  const query: Omit<StaffTicketQuery, 'offset' | 'limit' | 'sort' | 'order'> = {
    ids: oneOrMany(filter.id, 'filter.id', isUuid),
    statuses: oneOrMany(filter.status, 'filter.status', isOneOf(TICKET_STATUSES)),
    priorities: oneOrMany(filter.priority, 'filter.priority', isOneOf(TICKET_PRIORITIES)),
  };
  if (filter.assigneeId === null) query.assigneeId = null;
  else if (filter.assigneeId !== undefined && filter.assigneeId !== '') {
    if (!isUuid(filter.assigneeId)) throw invalid('filter.assigneeId');
    query.assigneeId = filter.assigneeId as string;
  }
  if (filter.userId !== undefined && filter.userId !== '') {
    if (!isUuid(filter.userId)) throw invalid('filter.userId');
    query.userId = filter.userId as string;
  }
  if (filter.q !== undefined && filter.q !== '') {
    if (typeof filter.q !== 'string' || filter.q.length > Q_MAX_CHARS) throw invalid('filter.q');
    query.q = filter.q.trim() || undefined;
  }
  return query;
}

/** Support tickets for staff: the only back-office routes a `support` user may call. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'support')
@Controller('api/admin/tickets')
export class AdminTicketsController {
  constructor(private readonly support: SupportService) {}

  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TicketDto[]> {
    const query = parseListQuery<TicketSort>(raw, SORTABLE, 'updatedAt');
    const { rows, total } = await this.support.listForStaff({
      offset: query.offset,
      limit: query.limit,
      sort: query.sort,
      order: query.order,
      ...ticketFilter(query.filter),
    });
    res.setHeader('Content-Range', contentRange('tickets', query.offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<TicketDto> {
    return this.support.getForStaff(id);
  }

  @Put(':id')
  update(
    @CurrentUser() actor: UserEntity,
    @Param('id') id: string,
    @Body() body: UpdateTicketDto,
  ): Promise<TicketDto> {
    return this.support.update(actor, id, body);
  }

  @Post(':id/messages')
  @HttpCode(201)
  reply(
    @CurrentUser() actor: UserEntity,
    @Param('id') id: string,
    @Body() body: StaffReplyDto,
  ): Promise<TicketDto> {
    return this.support.replyAsStaff(actor, id, body);
  }
}
