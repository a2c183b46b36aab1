import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthDownModel, HealthModel } from './dto/health.model';
import { HealthCheck } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { HealthStatus, sendHealth } from './health-status';

/** `GET /api/health`: the database and Redis, probed (see HealthStatus). */
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
}
