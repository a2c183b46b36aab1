import type { ServerResponse } from 'node:http';
import { HttpStatus, Injectable } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { SharedCheck } from '../common/shared-check';
import { DatabaseHealthIndicator } from './database.health';
import { RedisHealthIndicator } from './redis.health';

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
  /** Its headers, `[name, value, …]`. */
  headers: readonly string[];
}

function reportOf(ok: boolean, body: HealthCheckResult | object): HealthReport {
  const json = Buffer.from(JSON.stringify(body));
  const headers = [
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(json.length),
  ];
  return { ok, json, headers };
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
    private readonly database: DatabaseHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** The result of a probe that started after this call. Never rejects. */
  current(): Promise<HealthReport> {
    return this.probes.run();
  }

  private async probe(): Promise<HealthReport> {
    try {
      const body = await this.health.check([
        () => this.database.isHealthy('database'),
        () => this.redis.isHealthy('redis'),
      ]);
      return reportOf(true, body);
    } catch (error) {
      const body = (error as { getResponse?: () => object }).getResponse?.() ?? {};
      return reportOf(false, { ...body, statusCode: 503, code: 'service_unavailable' });
    }
  }
}

/**
 * 200 with every dependency up; 503 with the same shape (and `code`) when one is down. One
 * `writeHead`, after `headers` and any the response already has.
 */
export function sendHealth(
  res: ServerResponse,
  report: HealthReport,
  headers: readonly string[] = [],
): void {
  res.writeHead(report.ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE, [
    ...headers,
    ...report.headers,
  ]);
  res.end(report.json);
}
