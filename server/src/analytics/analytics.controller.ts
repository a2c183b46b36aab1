import type { AnalyticsDto } from '@cena/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { AnalyticsService } from './analytics.service';

@ApiTags('analytics')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'unauthenticated' })
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The caller's statistics, weekly chart, badges and smart tips" })
  async get(@CurrentUser() user: UserEntity): Promise<AnalyticsDto> {
    return this.analytics.forUser(user);
  }
}
