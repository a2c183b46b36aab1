import { BRAND_KIT_LIMITS } from '@cena/contracts';
import { Module } from '@nestjs/common';
import { accountThrottlerProviders } from '../common/throttler/account-throttler.guard';
import { BrandKitPreviewModule } from './brand-kit-preview.module';
import { BrandKitController } from './brand-kit.controller';
import { BrandKitModule } from './brand-kit.module';

/** The /api/brand-kit routes; only the api imports it, never the worker. */
@Module({
  imports: [BrandKitModule, BrandKitPreviewModule],
  controllers: [BrandKitController],
  providers: [
    // Each upload is decoded and quantized: a script must not keep a core busy with them.
    ...accountThrottlerProviders('brand-kit-logo', () => [
      { ttl: 10 * 60_000, limit: BRAND_KIT_LIMITS.logoUploadsPer10Min },
    ]),
  ],
})
export class BrandKitApiModule {}
