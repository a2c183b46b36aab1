import { Module } from '@nestjs/common';
import { AlertCheck } from './alert-check';
import { AlertMailer } from './alert-mail';
import { AlertScheduler } from './alert.scheduler';
import { AlertsRepository } from './alerts.repository';

/** The worker side of alerts: the scheduled check and the admins' e-mail. No HTTP. */
@Module({
  providers: [AlertsRepository, AlertMailer, AlertCheck, AlertScheduler],
})
export class AlertsWorkerModule {}
