import { PRIVACY_LIMITS } from '@cena/contracts';
import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { accountThrottlerProviders } from '../common/throttler/account-throttler.guard';
import { SharesModule } from '../shares/shares.module';
import { AdminDeletionRequestsController } from './admin-deletion-requests.controller';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';
import { PrivacyStoreModule } from './privacy-store.module';

/** The api's LGPD routes: the customer's exports and deletion, staff's list of deletions. */
@Module({
  imports: [PrivacyStoreModule, BillingModule, SharesModule],
  controllers: [PrivacyController, AdminDeletionRequestsController],
  providers: [
    PrivacyService,
    ...accountThrottlerProviders('privacy', () => [
      { ttl: 3600_000, limit: PRIVACY_LIMITS.requestsPerHour },
    ]),
  ],
})
export class PrivacyModule {}
