import type { VideoStage } from '@cena/contracts';
import type { ProgressFn } from '../render-request';

/**
 * Forwards progress monotonically and sparingly: a report when the stage changes or the
 * percentage has grown by at least `stepPercent` since the last one.
 */
export class ProgressReporter {
  private stage: VideoStage | undefined;
  private reported = -1;

  constructor(
    private readonly onProgress: ProgressFn,
    private readonly stepPercent = 5,
  ) {}

  report(stage: VideoStage, percent: number): void {
    const value = Math.max(this.reported, Math.min(100, Math.round(percent)));
    const stageChanged = stage !== this.stage;
    if (
      !stageChanged &&
      value - this.reported < this.stepPercent &&
      !(value === 100 && this.reported < 100)
    ) {
      return;
    }
    this.stage = stage;
    this.reported = value;
    this.onProgress(stage, value);
  }
}
