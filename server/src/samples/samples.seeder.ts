import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type SeedReport, SamplesService } from './samples.service';

/** Seeds the samples when the api starts, in the background: start-up never waits for it. */
@Injectable()
export class SamplesSeeder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SamplesSeeder.name);
  /** The running seed (null when off or failed), so a test or the shutdown can wait for it. */
  done: Promise<SeedReport | null> = Promise.resolve(null);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly samples: SamplesService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SEED_SAMPLE_VIDEOS) return;
    this.done = this.samples.seed().then(
      (report) => {
        if (report.created) this.logger.log(`queued ${report.created} sample videos`);
        return report;
      },
      (error: Error) => {
        this.logger.error(`sample videos not seeded: ${error.message}`);
        return null;
      },
    );
  }

  /** A seed cut off by shutdown would only log a closed-pool error; let it finish first. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.done;
  }
}
