import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthDownModel, HealthLiveModel, HealthModel } from './dto/health.model';
import { HealthCheck } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { HealthStatus, LIVE_REPORT, sendHealth } from './health-status';

/**
 * `GET /api/health`: the database and Redis, probed (see HealthStatus). For orchestrators,
 * `/live` (restart the process when it fails) and `/ready` (send it traffic when it passes).
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
  async check(@Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendHealth(reply, await this.status.current());
  }

  /** Liveness: answers while the process runs, whatever its dependencies do. */
  @ApiOperation({ summary: 'Whether the process answers (liveness)' })
  @ApiOkResponse({ type: HealthLiveModel })
  @Public()
  @Get('live')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  live(@Res() reply: FastifyReply): FastifyReply {
    return sendHealth(reply, LIVE_REPORT);
  }

  /** Readiness: PostgreSQL, Redis and the schema of this release, probed. */
  @ApiOperation({ summary: 'Whether PostgreSQL, Redis and the schema are ready (readiness)' })
  @ApiOkResponse({ type: HealthModel })
  @ApiServiceUnavailableResponse({ type: HealthDownModel, description: 'Not ready.' })
  @Public()
  @Get('ready')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  async ready(@Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendHealth(reply, await this.status.ready());
  }
}
