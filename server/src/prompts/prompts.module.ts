import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrandKitModule } from '../brand-kit/brand-kit.module';
import { accountThrottlerProviders } from '../common/throttler/account-throttler.guard';
import { VideoEngineChoice } from '../generation/providers/video-engine-choice';
import { PromptEngine } from './engines/prompt-engine';
import { promptEngineProvider } from './prompt-engine.provider';
import { PromptSessionEntity } from './prompt-session.entity';
import { PromptSessionsRepository } from './prompt-sessions.repository';
import { PromptsController } from './prompts.controller';
import { PromptsService } from './prompts.service';

const MINUTE_MS = 60_000;

/** The prompt assistant: refinement sessions, final formatting and the chat. */
@Module({
  imports: [TypeOrmModule.forFeature([PromptSessionEntity]), BrandKitModule],
  controllers: [PromptsController],
  providers: [
    promptEngineProvider,
    VideoEngineChoice,
    PromptSessionsRepository,
    PromptsService,
    ...accountThrottlerProviders('prompt-assistant', (config) => [
      { ttl: MINUTE_MS, limit: config.PROMPT_RATE_LIMIT_PER_MINUTE },
    ]),
  ],
  exports: [PromptEngine],
})
export class PromptsModule {}
