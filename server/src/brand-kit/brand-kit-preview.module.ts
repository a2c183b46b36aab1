import { BRAND_KIT_LIMITS } from '@cena/contracts';
import { Module } from '@nestjs/common';
import { accountThrottlerProviders } from '../common/throttler/account-throttler.guard';
import { BrandKitPreviewController } from './brand-kit-preview.controller';
import { BrandKitModule } from './brand-kit.module';

/**
 * `POST /api/brand-kit/preview`, apart from the kit's other routes for a throttle of its own:
 * each call draws a whole end card, and a screen asks for one as the customer types.
 */
@Module({
  imports: [BrandKitModule],
  controllers: [BrandKitPreviewController],
  providers: [
    ...accountThrottlerProviders('brand-kit-preview', () => [
      { ttl: 60_000, limit: BRAND_KIT_LIMITS.previewsPerMinute },
    ]),
  ],
})
export class BrandKitPreviewModule {}
