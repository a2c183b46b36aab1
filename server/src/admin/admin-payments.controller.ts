import {
  type AdminPaymentDto,
  CHECKOUT_TYPES,
  PAYMENT_STATUSES,
  type RefundResultDto,
} from '@cena/contracts';
import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPaymentModel, RefundResultModel } from './dto/admin-records.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { enumFilter, idsFilter, uuidFilter } from './admin-filters';
import { AdminPaymentsService } from './admin-payments.service';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE = {
  id: 'createdAt',
  createdAt: 'createdAt',
  amountCents: 'amountCents',
  status: 'status',
  credits: 'credits',
} as const;

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/payments')
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @ApiOperation({ summary: 'Payments, filtered and sorted' })
  @ApiListQuery()
  @ApiOkResponse({ type: [AdminPaymentModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AdminPaymentDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const f = query.filter;
    const page = await this.payments.list(
      {
        ids: idsFilter(f),
        userId: uuidFilter(f, 'userId'),
        status: enumFilter(f, 'status', PAYMENT_STATUSES),
        kind: enumFilter(f, 'kind', CHECKOUT_TYPES),
      },
      query,
    );
    return sendPage(res, 'payments', query.offset, page);
  }

  @ApiOperation({ summary: 'One payment' })
  @ApiOkResponse({ type: AdminPaymentModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@Param('id') id: string): Promise<AdminPaymentDto> {
    return this.payments.get(id);
  }

  @ApiOperation({ summary: 'Refund a payment, taking its credits back when the balance allows' })
  @ApiOkResponse({ type: RefundResultModel })
  @ApiErrors('invalid_text', 'not_found', 'conflict', 'provider_failed')
  @Post(':id/refund')
  @HttpCode(200)
  refund(@Param('id') id: string, @CurrentUser() actor: UserEntity): Promise<RefundResultDto> {
    return this.payments.refund(id, actor.id);
  }
}
