import { ERROR_STATUS, type HealthResponse } from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One dependency's state, as @nestjs/terminus reports it ('up' or 'down', maybe a message). */
const INDICATORS = {
  type: 'object' as const,
  additionalProperties: {
    type: 'object' as const,
    required: ['status'],
    properties: { status: { type: 'string' as const }, message: { type: 'string' as const } },
    additionalProperties: true,
  },
};

/** The OpenAPI schema of HealthResponse: database and Redis, each up or down. */
export class HealthModel implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiPropertyOptional({ ...INDICATORS, description: 'The dependencies that are up.' })
  info?: Record<string, { status: string }>;

  @ApiPropertyOptional({ ...INDICATORS, description: 'The dependencies that are down.' })
  error?: Record<string, { status: string; message?: string }>;

  @ApiPropertyOptional({ ...INDICATORS, description: 'Every dependency.' })
  details?: Record<string, { status: string; message?: string }>;
}

/** Liveness: the process answers. */
export class HealthLiveModel {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

/** 503: the same shape, with the error code of every unavailable answer. */
export class HealthDownModel extends HealthModel {
  @ApiProperty({ type: 'integer', enum: [ERROR_STATUS.service_unavailable] })
  statusCode: number;

  @ApiProperty({ enum: ['service_unavailable'] })
  code: 'service_unavailable';
}
