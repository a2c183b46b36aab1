import { QUEUE_JOB_STATES, type QueueJobDto } from '@cena/contracts';
import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueueJobModel } from './dto/admin-ops.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { InspectedState } from '../generation/queue/render-queue-inspector';
import type { UserEntity } from '../users/user.entity';
import { enumsFilter, invalidFilter } from './admin-filters';
import { AdminQueueService } from './admin-queue.service';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE = { id: 'createdAt', createdAt: 'createdAt' } as const;

/** `filter.state`: one state or a list; all four when absent. */
function statesOf(filter: Record<string, unknown>): InspectedState[] {
  const states = enumsFilter(filter, 'state', QUEUE_JOB_STATES);
  if (states?.length === 0) throw invalidFilter('state');
  return [...new Set(states ?? QUEUE_JOB_STATES)];
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/queue')
export class AdminQueueController {
  constructor(private readonly queue: AdminQueueService) {}

  @ApiOperation({ summary: 'Render jobs by state' })
  @ApiListQuery()
  @ApiOkResponse({ type: [QueueJobModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<QueueJobDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const page = await this.queue.list(
      statesOf(query.filter),
      query.offset,
      query.limit,
      query.order === 'ASC',
    );
    return sendPage(res, 'queue', query.offset, page);
  }

  @ApiOperation({ summary: 'Retry a failed render job' })
  @ApiOkResponse({ type: QueueJobModel })
  @ApiErrors('invalid_text', 'not_found', 'conflict')
  @Post(':id/retry')
  @HttpCode(200)
  retry(@Param('id') id: string, @CurrentUser() actor: UserEntity): Promise<QueueJobDto> {
    return this.queue.retry(id, actor.id);
  }
}
