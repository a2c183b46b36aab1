import { Global, Module } from '@nestjs/common';
import { CreditsRepository } from './credits.repository';
import { CreditsService } from './credits.service';
import { WelcomeBonusRepository } from './welcome-bonus.repository';
import { WelcomeBonusService } from './welcome-bonus.service';

@Global()
@Module({
  providers: [CreditsRepository, CreditsService, WelcomeBonusRepository, WelcomeBonusService],
  exports: [CreditsService, WelcomeBonusService],
})
export class CreditsModule {}
