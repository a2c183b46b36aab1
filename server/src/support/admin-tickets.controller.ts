import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketDto } from '@cena/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { TicketModel } from './dto/ticket.model';
import { ApiListQuery, CONTENT_RANGE } from '../admin/list-query.openapi';
import { ApiErrors, BODY_ERRORS, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { enumsFilter, idsFilter, textFilter, uuidFilter } from '../admin/admin-filters';
import { parseListQuery, sendPage } from '../admin/list-query';
import { CurrentUser, Roles } from '../auth/auth.decorators';
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

const Q_MAX_CHARS = 200;

/** Reads the ticket list's filter: status, priority, assigneeId (null: unassigned), userId, q, id. */
export function ticketFilter(
  filter: Record<string, unknown>,
): Omit<StaffTicketQuery, 'offset' | 'limit' | 'sort' | 'order'> {
  const query: Omit<StaffTicketQuery, 'offset' | 'limit' | 'sort' | 'order'> = {
    ids: idsFilter(filter),
    statuses: enumsFilter(filter, 'status', TICKET_STATUSES),
    priorities: enumsFilter(filter, 'priority', TICKET_PRIORITIES),
  };
  if (filter.assigneeId === null) query.assigneeId = null;
  else {
    const assigneeId = uuidFilter(filter, 'assigneeId');
    if (assigneeId) query.assigneeId = assigneeId;
  }
  const userId = uuidFilter(filter, 'userId');
  if (userId) query.userId = userId;
  const q = textFilter(filter, 'q', Q_MAX_CHARS);
  if (q) query.q = q;
  return query;
}

/** Support tickets for staff: the only back-office routes a `support` user may call. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'support')
@Controller('api/admin/tickets')
export class AdminTicketsController {
  constructor(private readonly support: SupportService) {}

  @ApiOperation({ summary: 'Support tickets (staff), filtered and sorted' })
  @ApiListQuery()
  @ApiOkResponse({ type: [TicketModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<TicketDto[]> {
    const query = parseListQuery<TicketSort>(raw, SORTABLE, 'updatedAt');
    const page = await this.support.listForStaff({
      offset: query.offset,
      limit: query.limit,
      sort: query.sort,
      order: query.order,
      ...ticketFilter(query.filter),
    });
    return sendPage(res, 'tickets', query.offset, page);
  }

  @ApiOperation({ summary: 'A ticket with every message, internal notes included' })
  @ApiOkResponse({ type: TicketModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@Param('id') id: string): Promise<TicketDto> {
    return this.support.getForStaff(id);
  }

  @ApiOperation({ summary: 'Change the status, priority or assignee of a ticket' })
  @ApiOkResponse({ type: TicketModel })
  @ApiErrors(...BODY_ERRORS, 'not_found')
  @Put(':id')
  update(
    @CurrentUser() actor: UserEntity,
    @Param('id') id: string,
    @Body() body: UpdateTicketDto,
  ): Promise<TicketDto> {
    return this.support.update(actor, id, body);
  }

  @ApiOperation({ summary: 'Reply to the customer, or add an internal note' })
  @ApiCreatedResponse({ type: TicketModel })
  @ApiErrors(...BODY_ERRORS, 'not_found')
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
