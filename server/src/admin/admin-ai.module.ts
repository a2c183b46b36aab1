import { Module } from '@nestjs/common';
import { AdminAiController } from './admin-ai.controller';
import { AdminAiService } from './admin-ai.service';
import { AdminFinanceRepository } from './admin-finance.repository';
import { AdminPromptSessionsController } from './admin-prompt-sessions.controller';
import { AdminPromptSessionsService } from './admin-prompt-sessions.service';

/** Back office, AI: the video provider and model, failures by provider, prompt sessions. */
@Module({
  controllers: [AdminAiController, AdminPromptSessionsController],
  providers: [AdminAiService, AdminPromptSessionsService, AdminFinanceRepository],
})
export class AdminAiModule {}
