import type { AiOverviewDto, AiUpdate } from '@cena/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { videoCost } from '../allowance/allowance';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { choosePromptProvider } from '../prompts/prompt-engine.provider';
import type { SettingKey } from '../settings/settings.defaults';
import { SettingsService } from '../settings/settings.service';
import { UnitOfWork } from '../transactions/unit-of-work';
import { AdminFinanceRepository } from './admin-finance.repository';

export const FAILURE_WINDOW_DAYS = 7;

/** The AI screen's fields and the settings behind them. */
const FIELDS: Record<keyof AiUpdate, SettingKey> = {
  videoProvider: 'providers.video',
  videoModel: 'providers.veoModel',
};

/**
 * Which engines render and write prompts. The video provider and Veo model are settings, read by
 * the worker for each job, so a switch applies to the next render without a restart. The prompt
 * engine is chosen by the environment (its key and server) and shown read-only.
 */
@Injectable()
export class AdminAiService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly repository: AdminFinanceRepository,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async overview(): Promise<AiOverviewDto> {
    const [settings, failures] = await Promise.all([
      this.settings.all(),
      this.repository.failures(FAILURE_WINDOW_DAYS),
    ]);
    const veoConfigured = Boolean(this.config.GEMINI_API_KEY);
    const pinned = this.config.VIDEO_PROVIDER;
    // What the worker's registry will pick for the next job.
    const choice = pinned ?? settings['providers.video'];
    const promptProvider = choosePromptProvider(this.config);
    return {
      videoProvider: choice === 'veo' && veoConfigured ? 'veo' : 'local',
      videoModel: pinned === 'veo' ? this.config.VEO_MODEL : settings['providers.veoModel'],
      promptProvider,
      promptModel: promptProvider === 'openai' ? this.config.PROMPT_MODEL : 'local',
      costs: {
        video: videoCost('text', false, settings),
        imageExpansion: videoCost('image', true, settings),
      },
      veoConfigured,
      pinnedByEnvironment: pinned !== undefined,
      failures,
    };
  }

  /** Both fields in one transaction, one audit entry; a refused field names itself. */
  async update(body: AiUpdate, actorId: string): Promise<AiOverviewDto> {
    const pinned = this.config.VIDEO_PROVIDER;
    if (pinned && body.videoProvider && body.videoProvider !== pinned) {
      // VIDEO_PROVIDER overrides the setting: a switch here would not take effect.
      throw new DomainError('validation_failed', {
        fields: ['videoProvider'],
        args: { fields: 'videoProvider' },
      });
    }
    const before: Partial<AiUpdate> = {};
    const after: Partial<AiUpdate> = {};
    await this.uow.run(async (tx) => {
      for (const field of Object.keys(FIELDS) as (keyof AiUpdate)[]) {
        if (body[field] === undefined) continue;
        try {
          const change = await this.settings.update(tx, FIELDS[field], body[field], actorId);
          Object.assign(before, { [field]: change.before });
          Object.assign(after, { [field]: change.after });
        } catch (error) {
          if (error instanceof DomainError && error.code === 'validation_failed') {
            throw new DomainError('validation_failed', {
              fields: [field],
              args: { fields: field },
            });
          }
          throw error;
        }
      }
      if (Object.keys(after).length === 0) return;
      await this.audit.record(tx, {
        actorId,
        action: 'ai.update',
        targetType: 'setting',
        targetId: 'providers',
        before,
        after,
      });
    });
    return this.overview();
  }
}
