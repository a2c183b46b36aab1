import { CREDIT_REASONS, type LedgerEntryDto } from '@cena/contracts';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LedgerEntryModel } from './dto/admin-records.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { Roles } from '../auth/auth.decorators';
import type { LedgerRow } from '../credits/credits.repository';
import { CreditsService } from '../credits/credits.service';
import { enumFilter, uuidFilter } from './admin-filters';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE = {
  id: 'createdAt',
  createdAt: 'createdAt',
  delta: 'delta',
  reason: 'reason',
} as const;

/** The credit ledger, read-only (a user's show view lists theirs with `filter={"userId":…}`). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/ledger')
export class AdminLedgerController {
  constructor(private readonly credits: CreditsService) {}

  /** Filters: userId, videoId, reason. */
  @ApiOperation({ summary: 'The credit ledger, filtered and sorted' })
  @ApiListQuery()
  @ApiOkResponse({ type: [LedgerEntryModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LedgerEntryDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const f = query.filter;
    const page = await this.credits.list({
      offset: query.offset,
      limit: query.limit,
      sort: query.sort,
      order: query.order,
      userId: uuidFilter(f, 'userId'),
      videoId: uuidFilter(f, 'videoId'),
      reason: enumFilter(f, 'reason', CREDIT_REASONS),
    });
    return sendPage(res, 'ledger', query.offset, page).map(toLedgerEntryDto);
  }
}

function toLedgerEntryDto(row: LedgerRow): LedgerEntryDto {
  return {
    id: row.id,
    userId: row.userId,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    videoId: row.videoId,
    paymentId: row.paymentId,
    actorId: row.actorId,
    note: row.note,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
