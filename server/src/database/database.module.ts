import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdvisoryLock } from './advisory-lock';
import { DatabaseProbe } from './database-probe';
import { dataSourceOptions } from './data-source-options';
import { SchemaGate } from './schema-gate';

@Module({})
export class DatabaseModule {
  /**
   * `guardSchema`: the api migrates (MIGRATE_ON_BOOT) or checks the schema before it serves; the
   * worker does neither, so the two never race on migrations.
   */
  static forRoot(options: { guardSchema: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [AdvisoryLock, DatabaseProbe, ...(options.guardSchema ? [SchemaGate] : [])],
      exports: [AdvisoryLock, DatabaseProbe],
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            ...dataSourceOptions(config.DATABASE_URL, config.DATABASE_POOL_SIZE, {
              connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
              statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
            }),
            autoLoadEntities: true,
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
      ],
    };
  }
}
