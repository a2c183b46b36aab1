import type { AdminSubscriptionDto } from '@cena/contracts';
import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminSubscriptionModel } from './dto/admin-records.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { idsFilter, textFilter, uuidFilter } from './admin-filters';
import { AdminSubscriptionsService } from './admin-subscriptions.service';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE = {
  id: 'createdAt',
  createdAt: 'createdAt',
  currentPeriodEnd: 'currentPeriodEnd',
  status: 'status',
  plan: 'plan',
} as const;

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/subscriptions')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: AdminSubscriptionsService) {}

  @ApiOperation({ summary: 'Subscriptions, filtered and sorted' })
  @ApiListQuery()
  @ApiOkResponse({ type: [AdminSubscriptionModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AdminSubscriptionDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const f = query.filter;
    const page = await this.subscriptions.list(
      { ids: idsFilter(f), userId: uuidFilter(f, 'userId'), status: textFilter(f, 'status', 40) },
      query,
    );
    return sendPage(res, 'subscriptions', query.offset, page);
  }

  @ApiOperation({ summary: 'One subscription' })
  @ApiOkResponse({ type: AdminSubscriptionModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@Param('id') id: string): Promise<AdminSubscriptionDto> {
    return this.subscriptions.get(id);
  }

  @ApiOperation({ summary: 'Cancel a subscription at the end of its period' })
  @ApiOkResponse({ type: AdminSubscriptionModel })
  @ApiErrors('invalid_text', 'not_found', 'conflict', 'provider_failed')
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Param('id') id: string, @CurrentUser() actor: UserEntity): Promise<AdminSubscriptionDto> {
    return this.subscriptions.cancel(id, actor.id);
  }
}
