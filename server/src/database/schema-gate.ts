import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { assertSchemaCurrent, migrateUnderLock } from './schema-migrator';

/**
 * Before the api serves: with MIGRATE_ON_BOOT (the default outside production) it applies
 * pending migrations under the migration lock; otherwise it refuses an older schema, because
 * the release's migrate step is what changes it.
 */
@Injectable()
export class SchemaGate implements OnModuleInit {
  private readonly logger = new Logger(SchemaGate.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.migrateOnBoot) return assertSchemaCurrent(this.dataSource);
    const applied = await migrateUnderLock(this.dataSource);
    if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
}
