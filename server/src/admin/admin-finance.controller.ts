import type { RevenueMonthDto } from '@cena/contracts';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RevenueMonthModel } from './dto/admin-records.model';
import { CONTENT_RANGE } from './list-query.openapi';
import type { FastifyReply } from 'fastify';
import { Roles } from '../auth/auth.decorators';
import { AdminStatsService } from './admin-stats.service';
import { sendPage } from './list-query';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/finance')
export class AdminFinanceController {
  constructor(private readonly stats: AdminStatsService) {}

  /** Revenue by São Paulo month, the last 12 months oldest first (a react-admin list). */
  @ApiOperation({ summary: 'Revenue by month, the last 12 months, oldest first' })
  @ApiOkResponse({ type: [RevenueMonthModel], headers: CONTENT_RANGE })
  @Get()
  async list(@Res({ passthrough: true }) res: FastifyReply): Promise<RevenueMonthDto[]> {
    const months = await this.stats.revenueByMonth();
    return sendPage(res, 'finance', 0, { rows: months, total: months.length });
  }
}
