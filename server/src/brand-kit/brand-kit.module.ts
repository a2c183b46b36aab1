import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrandKitEntity } from './brand-kit.entity';
import { BrandKitRepository } from './brand-kit.repository';
import { BrandKitService } from './brand-kit.service';
import { LogoImageReader } from './logo-image';

/** Brand kits without HTTP: what the api, the back office and the worker (renders) share. */
@Module({
  imports: [TypeOrmModule.forFeature([BrandKitEntity])],
  providers: [BrandKitRepository, BrandKitService, LogoImageReader],
  exports: [BrandKitService],
})
export class BrandKitModule {}
