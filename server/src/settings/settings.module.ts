import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingEntity } from './setting.entity';
import { SettingsBus } from './settings-bus';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SettingEntity])],
  providers: [SettingsRepository, SettingsBus, SettingsService],
  exports: [SettingsService, SettingsBus],
})
export class SettingsModule {}
