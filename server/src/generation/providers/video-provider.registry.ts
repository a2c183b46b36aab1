import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SettingsService } from '../../settings/settings.service';
import { FfmpegRunner, processLauncher } from '@cena/engine';
import { LocalVideoProvider } from './local-video-provider';
import type { VideoProvider } from './video-provider';
import { VeoVideoProvider } from './veo/veo-video-provider';
import { VideoEngineChoice } from './video-engine-choice';

/** The provider of the engine VideoEngineChoice names, built once per process. */
@Injectable()
export class VideoProviderRegistry {
  /** ffmpeg started from the process's launcher, not forked from the worker (ProcessLauncher). */
  private readonly runner = new FfmpegRunner({ launcher: processLauncher });
  private readonly local = new LocalVideoProvider({ runner: this.runner });
  private veo: VeoVideoProvider | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly choice: VideoEngineChoice,
  ) {}

  async current(): Promise<VideoProvider> {
    if ((await this.choice.current()) === 'veo')
      return this.veoProvider(await this.settings.get('providers.veoModel'));
    return this.local;
  }

  private veoProvider(model: string): VeoVideoProvider {
    const wanted = this.config.VIDEO_PROVIDER === 'veo' ? this.config.VEO_MODEL : model;
    if (!this.veo || this.veo.model !== wanted) {
      this.veo = new VeoVideoProvider({
        apiKey: this.config.GEMINI_API_KEY!,
        model: wanted,
        baseUrl: this.config.GEMINI_BASE_URL,
        runner: this.runner,
        pollIntervalMs: this.config.VEO_POLL_INTERVAL_MS,
        timeoutMs: this.config.VEO_TIMEOUT_MS,
      });
    }
    return this.veo;
  }
}
