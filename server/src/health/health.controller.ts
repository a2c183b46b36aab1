import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthDownModel, HealthModel } from './dto/health.model';
import { HealthCheck } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { HealthStatus, sendHealth } from './health-status';

/**
 * Documents `GET /api/health` and answers it when the fast path (fast-routes.ts) does not; both
 * answer through HealthStatus and sendHealth.
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly status: HealthStatus) {}

  /** 200 with every dependency up; 503 with the same shape (and `code`) when one is down. */
  @ApiOperation({ summary: 'Whether PostgreSQL and Redis answer' })
  @ApiOkResponse({ type: HealthModel })
  @ApiServiceUnavailableResponse({ type: HealthDownModel, description: 'A dependency is down.' })
  @Public()
  @Get()
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  async check(@Res() res: Response): Promise<void> {
    sendHealth(res, await this.status.current());
  }
}
