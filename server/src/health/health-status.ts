import { HttpStatus, Injectable } from '@nestjs/common';
import {
  HealthCheckService,
  type HealthCheckResult,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { Response } from 'express';
import { SharedCheck } from '../common/shared-check';
import { RedisHealthIndicator } from './redis.health';

/**
 * Probes start at most this often; the health requests arriving in between share the next (the
 * latency floor under load, as GalleryCache's interval: one probe pair in flight per process).
 */
const PROBE_INTERVAL_MS = 1;

/** One probe of the database and Redis, as answered: up or not, the body and its JSON bytes. */
export interface HealthReport {
  ok: boolean;
  body: HealthCheckResult | object;
  /** Serialised once per probe, not once per request sharing it. */
  json: Buffer;
}

function reportOf(ok: boolean, body: HealthCheckResult | object): HealthReport {
  return { ok, body, json: Buffer.from(JSON.stringify(body)) };
}

/**
 * One database and one Redis probe serve every health request arriving while it is pending,
 * so a health-check storm cannot load either; each answer still comes from a probe that
 * started after the request arrived, so an outage is never hidden.
 */
@Injectable()
export class HealthStatus {
  private readonly probes = new SharedCheck(() => this.probe(), PROBE_INTERVAL_MS);

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** The result of a probe that started after this call. Never rejects. */
  current(): Promise<HealthReport> {
    return this.probes.run();
  }

  private async probe(): Promise<HealthReport> {
    try {
      const body = await this.health.check([
        () => this.database.pingCheck('database', { timeout: 1500 }),
        () => this.redis.isHealthy('redis'),
      ]);
      return reportOf(true, body);
    } catch (error) {
      const body = (error as { getResponse?: () => object }).getResponse?.() ?? {};
      return reportOf(false, { ...body, statusCode: 503, code: 'service_unavailable' });
    }
  }
}

/** 200 with every dependency up; 503 with the same shape (and `code`) when one is down. */
export function sendHealth(res: Response, report: HealthReport): void {
  res.statusCode = report.ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', report.json.length);
  res.end(report.json);
}
