import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { withTimeout } from './probe-timeout';

/**
 * PostgreSQL answers a prepared `SELECT 1` from the pool within the probe timeout. Cheaper than
 * terminus's TypeORM ping (a query runner and an unprepared statement each time), which under a
 * health-check storm ran about once a millisecond.
 */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    private readonly dataSource: DataSource,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async isHealthy(key: string) {
    const indicator = this.indicators.check(key);
    try {
      await withTimeout(preparedQuery(this.dataSource, 'SELECT 1', []));
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
