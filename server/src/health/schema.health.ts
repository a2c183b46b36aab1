import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { pendingMigrations } from '../database/schema-migrator';
import { withTimeout } from './probe-timeout';

/**
 * The database holds every migration of this release. Once it does it always will (a schema
 * only moves forward), so the lookup stops after the first success.
 */
@Injectable()
export class SchemaHealthIndicator {
  private current = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async isHealthy(key: string) {
    const indicator = this.indicators.check(key);
    if (this.current) return indicator.up();
    try {
      const pending = await withTimeout(pendingMigrations(this.dataSource));
      if (pending.length > 0) return indicator.down({ message: `pending: ${pending.join(', ')}` });
      this.current = true;
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
