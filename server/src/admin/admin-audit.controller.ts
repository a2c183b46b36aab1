import type { AuditEntryDto } from '@cena/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditEntryModel } from './dto/admin-ops.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { AuditService } from '../audit/audit.service';
import { Roles } from '../auth/auth.decorators';
import { DomainError } from '../common/domain-error';
import { textFilter, uuidFilter } from './admin-filters';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE = { id: 'id', createdAt: 'id' } as const;

/** Who did what: every back-office write, newest first by default. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/audit-log')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  /** Filters: actorId, targetType, targetId, action. */
  @ApiOperation({ summary: 'The audit log: every back-office write, newest first' })
  @ApiListQuery()
  @ApiOkResponse({ type: [AuditEntryModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AuditEntryDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'id');
    const f = query.filter;
    const page = await this.audit.list({
      offset: query.offset,
      limit: query.limit,
      order: query.order,
      actorId: uuidFilter(f, 'actorId'),
      targetType: textFilter(f, 'targetType'),
      targetId: textFilter(f, 'targetId'),
      action: textFilter(f, 'action'),
    });
    return sendPage(res, 'audit-log', query.offset, page);
  }

  @ApiOperation({ summary: 'One audit entry' })
  @ApiOkResponse({ type: AuditEntryModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  async get(@Param('id') id: string): Promise<AuditEntryDto> {
    const entry = /^[1-9][0-9]{0,17}$/.test(id) ? await this.audit.find(id) : null;
    if (!entry) throw new DomainError('not_found');
    return entry;
  }
}
