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
import { SharedCheck } from '../common/shared-check';
import { RedisHealthIndicator } from './redis.health';

/** Probes start at most this often; the health requests arriving in between share the next. */
const PROBE_INTERVAL_MS = 5;

interface Probe {
  ok: boolean;
  body: HealthCheckResult | object;
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  /**
   * One database and one Redis probe serve every health request arriving while it is pending,
   * so a health-check storm cannot load either; each answer still comes from a probe that
   * started after the request arrived, so an outage is never hidden.
   */
  private readonly probes = new SharedCheck(() => this.probe(), PROBE_INTERVAL_MS);

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
    const { ok, body } = await this.probes.run();
    if (!ok) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return body;
  }

  private async probe(): Promise<Probe> {
    try {
      const body = await this.health.check([
        () => this.database.pingCheck('database', { timeout: 1500 }),
        () => this.redis.isHealthy('redis'),
      ]);
      return { ok: true, body };
    } catch (error) {
      const body = (error as { getResponse?: () => object }).getResponse?.() ?? {};
      return { ok: false, body: { ...body, statusCode: 503, code: 'service_unavailable' } };
    }
  }
}
