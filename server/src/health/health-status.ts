import type { FastifyReply } from 'fastify';
import { HttpStatus, Injectable } from '@nestjs/common';
import {
  HealthCheckService,
  type HealthCheckResult,
  type HealthIndicatorFunction,
} from '@nestjs/terminus';
import { SharedCheck } from '../common/shared-check';
import { DatabaseHealthIndicator } from './database.health';
import { RedisHealthIndicator } from './redis.health';
import { SchemaHealthIndicator } from './schema.health';

/**
 * Probes start at most this often; the health requests arriving in between share the next (the
 * latency floor under load, as GalleryCache's interval: one probe pair in flight per process).
 */
const PROBE_INTERVAL_MS = 1;

/** One probe of the database and Redis, as answered: up or not, and the body's JSON bytes. */
export interface HealthReport {
  ok: boolean;
  /** Serialised once per probe, not once per request sharing it. */
  json: Buffer;
}

function reportOf(ok: boolean, body: HealthCheckResult | object): HealthReport {
  return { ok, json: Buffer.from(JSON.stringify(body)) };
}

/**
 * One database and one Redis probe serve every health request arriving while it is pending,
 * so a health-check storm cannot load either; each answer still comes from a probe that
 * started after the request arrived, so an outage is never hidden.
 */
@Injectable()
export class HealthStatus {
  private readonly probes = new SharedCheck(
    () => this.probe([this.databaseUp, this.redisUp]),
    PROBE_INTERVAL_MS,
  );
  private readonly readinessProbes = new SharedCheck(
    () => this.probe([this.databaseUp, this.redisUp, this.schemaCurrent]),
    PROBE_INTERVAL_MS,
  );
  private readonly databaseUp = () => this.database.isHealthy('database');
  private readonly redisUp = () => this.redis.isHealthy('redis');
  private readonly schemaCurrent = () => this.schema.isHealthy('schema');

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly schema: SchemaHealthIndicator,
  ) {}

  /** PostgreSQL and Redis, from a probe that started after this call. Never rejects. */
  current(): Promise<HealthReport> {
    return this.probes.run();
  }

  /** Whether this process can serve: PostgreSQL, Redis and the schema of this release. */
  ready(): Promise<HealthReport> {
    return this.readinessProbes.run();
  }

  private async probe(indicators: HealthIndicatorFunction[]): Promise<HealthReport> {
    try {
      const body = await this.health.check(indicators);
      return reportOf(true, body);
    } catch (error) {
      const body = (error as { getResponse?: () => object }).getResponse?.() ?? {};
      return reportOf(false, { ...body, statusCode: 503, code: 'service_unavailable' });
    }
  }
}

/** What a liveness probe answers: the process runs its event loop, nothing more. */
export const LIVE_REPORT: HealthReport = reportOf(true, { status: 'ok' });

/** 200 with every dependency up; 503 with the same shape (and `code`) when one is down. */
export function sendHealth(reply: FastifyReply, report: HealthReport): FastifyReply {
  return reply
    .code(report.ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
    .type('application/json; charset=utf-8')
    .send(report.json);
}
