import type { AnalyticsDto } from '@cena/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnalyticsModel } from './dto/analytics.model';
import { ApiErrors } from '../common/api-errors';
import { CurrentUser } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { AnalyticsService } from './analytics.service';

@ApiTags('analytics')
@ApiBearerAuth()
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @ApiOkResponse({ type: AnalyticsModel })
  @ApiErrors()
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The caller's statistics, weekly chart, badges and smart tips" })
  async get(@CurrentUser() user: UserEntity): Promise<AnalyticsDto> {
    return this.analytics.forUser(user);
  }
}
