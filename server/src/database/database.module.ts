import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

@Module({})
export class DatabaseModule {
  /** Only the api runs pending migrations at start, so api and worker never race on them. */
  static forRoot(options: { runMigrations: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            ...dataSourceOptions(config.DATABASE_URL, config.DATABASE_POOL_SIZE),
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
