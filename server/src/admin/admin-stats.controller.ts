import type { AdminStatsDto } from '@cena/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminStatsModel } from './dto/admin-ops.model';
import { Roles } from '../auth/auth.decorators';
import { AdminStatsService } from './admin-stats.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/stats')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  /** One object: the dashboard's numbers (São Paulo days). */
  @ApiOperation({ summary: 'The dashboard figures (São Paulo days)' })
  @ApiOkResponse({ type: AdminStatsModel })
  @Get()
  get(): Promise<AdminStatsDto> {
    return this.stats.stats();
  }
}
