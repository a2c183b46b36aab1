import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { FirebaseIdentityProvider } from '../auth/firebase-identity.provider';
import { IdentityProvider } from '../auth/identity';
import { SharesModule } from '../shares/shares.module';
import { AccountEraser } from './account-eraser';
import { ExportBuilder } from './export-builder';
import { ExportMailer } from './export-mail';
import { PrivacySweep } from './privacy-sweep';
import { PrivacyStoreModule } from './privacy-store.module';
import { PrivacyProcessor } from './privacy.processor';

/** The worker side of the LGPD requests: exports, erasures and their sweep. */
@Module({
  imports: [PrivacyStoreModule, AuditModule, SharesModule],
  providers: [
    { provide: IdentityProvider, useClass: FirebaseIdentityProvider },
    ExportMailer,
    ExportBuilder,
    AccountEraser,
    PrivacyProcessor,
    PrivacySweep,
  ],
})
export class PrivacyWorkerModule {}
