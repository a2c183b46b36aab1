import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  type HealthCheckResult,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { RedisHealthIndicator } from './redis.health';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** 200 with every dependency up; 503 with the same shape (and `code`) when one is down. */
  @Public()
  @Get()
  @HealthCheck()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult | object> {
    try {
      return await this.health.check([
        () => this.database.pingCheck('database', { timeout: 1500 }),
        () => this.redis.isHealthy('redis'),
      ]);
    } catch (error) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      const body = (error as { getResponse?: () => object }).getResponse?.() ?? {};
      return { ...body, statusCode: 503, code: 'service_unavailable' };
    }
  }
}
