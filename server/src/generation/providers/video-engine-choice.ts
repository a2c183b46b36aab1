import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SettingsService } from '../../settings/settings.service';
import type { VideoProvider } from './video-provider';

export type VideoEngineName = VideoProvider['name'];

/**
 * Which engine renders the next video: VIDEO_PROVIDER when set, else Veo when a Gemini key is
 * configured and the back office's setting asks for it, else the embedded local engine. The
 * prompt assistant asks too, so that what it proposes is what that engine makes.
 */
@Injectable()
export class VideoEngineChoice {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  async current(): Promise<VideoEngineName> {
    const choice = this.config.VIDEO_PROVIDER ?? (await this.settings.get('providers.video'));
    return choice === 'veo' && this.config.GEMINI_API_KEY ? 'veo' : 'local';
  }
}
