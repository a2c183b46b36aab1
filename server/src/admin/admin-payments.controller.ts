import {
  type AdminPaymentDto,
  CHECKOUT_TYPES,
  PAYMENT_STATUSES,
  type RefundResultDto,
} from '@cena/contracts';
import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
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

  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: Response,
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

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminPaymentDto> {
    return this.payments.get(id);
  }

  @Post(':id/refund')
  @HttpCode(200)
  refund(@Param('id') id: string, @CurrentUser() actor: UserEntity): Promise<RefundResultDto> {
    return this.payments.refund(id, actor.id);
  }
}
