import { Module } from '@nestjs/common';
import { AdminAlertsController } from './admin-alerts.controller';
import { AlertsRepository } from './alerts.repository';
import { AlertsService } from './alerts.service';

/** The api side of alerts: `/api/admin/alerts` (list, show, acknowledge). */
@Module({
  controllers: [AdminAlertsController],
  providers: [AlertsRepository, AlertsService],
})
export class AlertsModule {}
