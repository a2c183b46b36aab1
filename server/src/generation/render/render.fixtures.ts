import type { VideoEntity } from '../../videos/video.entity';
import type { RenderNotifier } from './render-notifier';

/** Records the e-mails the render path would send. */
export class RecordingNotifier implements Pick<RenderNotifier, 'ready' | 'failed'> {
  readonly readyFor: VideoEntity[] = [];
  readonly failedFor: VideoEntity[] = [];

  async ready(video: VideoEntity): Promise<void> {
    this.readyFor.push(video);
  }

  async failed(video: VideoEntity): Promise<void> {
    this.failedFor.push(video);
  }
}
