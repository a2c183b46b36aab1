import { Global, Module } from '@nestjs/common';
import { CreditsRepository } from './credits.repository';
import { CreditsService } from './credits.service';

@Global()
@Module({
  providers: [CreditsRepository, CreditsService],
  exports: [CreditsService],
})
export class CreditsModule {}
