import { type AdminDeletionRequestDto, DELETION_STATUSES } from '@cena/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { enumFilter, uuidFilter } from '../admin/admin-filters';
import { ApiListQuery, CONTENT_RANGE } from '../admin/list-query.openapi';
import { parseListQuery, sendPage } from '../admin/list-query';
import { Roles } from '../auth/auth.decorators';
import { ApiErrors, INPUT_ERRORS } from '../common/api-errors';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/uuid';
import { AdminDeletionRequestModel } from './dto/privacy.model';
import type { DeletionRow } from './privacy.repository';
import { PrivacyRepository } from './privacy.repository';

const SORTABLE = {
  id: 'requestedAt',
  requestedAt: 'requestedAt',
  completedAt: 'completedAt',
  status: 'status',
} as const;

const toDto = (row: DeletionRow): AdminDeletionRequestDto => ({
  id: row.id,
  userId: row.userId,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  error: row.error,
  attempts: row.attempts,
});

/** Staff follow the customers' deletion requests (made and erased by the customers and the worker). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/deletion-requests')
export class AdminDeletionRequestsController {
  constructor(private readonly requests: PrivacyRepository) {}

  @ApiOperation({ summary: 'Account deletion requests and their state' })
  @ApiListQuery()
  @ApiOkResponse({ type: [AdminDeletionRequestModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AdminDeletionRequestDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'requestedAt');
    const page = await this.requests.listDeletions({
      ...query,
      status: enumFilter(query.filter, 'status', DELETION_STATUSES),
      userId: uuidFilter(query.filter, 'userId'),
    });
    return sendPage(res, 'deletion-requests', query.offset, {
      rows: page.rows.map(toDto),
      total: page.total,
    });
  }

  @ApiOperation({ summary: 'One deletion request' })
  @ApiOkResponse({ type: AdminDeletionRequestModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  async get(@Param('id') id: string): Promise<AdminDeletionRequestDto> {
    const row = isUuid(id) ? await this.requests.findDeletion(id) : null;
    if (!row) throw new DomainError('not_found');
    return toDto(row);
  }
}
