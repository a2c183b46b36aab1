import { Module } from '@nestjs/common';
import { AdminAuditController } from './admin-audit.controller';

/** Back office, the audit log (written by every staff action through the global AuditService). */
@Module({ controllers: [AdminAuditController] })
export class AdminAuditModule {}
