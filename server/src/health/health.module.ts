import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { DatabaseHealthIndicator } from './database.health';
import { HealthStatus } from './health-status';
import { RedisHealthIndicator } from './redis.health';
import { SchemaHealthIndicator } from './schema.health';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [DatabaseHealthIndicator, RedisHealthIndicator, SchemaHealthIndicator, HealthStatus],
  exports: [HealthStatus],
})
export class HealthModule {}
