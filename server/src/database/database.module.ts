import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdvisoryLock } from './advisory-lock';
import { DatabaseProbe } from './database-probe';
import { dataSourceOptions } from './data-source-options';

@Module({})
export class DatabaseModule {
  /** Only the api runs pending migrations at start, so api and worker never race on them. */
  static forRoot(options: { runMigrations: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [AdvisoryLock, DatabaseProbe],
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
            migrationsRun: options.runMigrations,
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
      ],
    };
  }
}
