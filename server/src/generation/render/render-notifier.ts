import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { VideoMailer } from '../../mail/video-mailer';
import { UsersRepository } from '../../users/users.repository';
import type { VideoEntity } from '../../videos/video.entity';
import { MediaUrlSigner } from '../../videos/media-url-signer';

/** E-mails the owner when a video is ready or has failed; a mail problem never fails a render. */
@Injectable()
export class RenderNotifier {
  private readonly logger = new Logger(RenderNotifier.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly mailer: VideoMailer,
    private readonly urls: MediaUrlSigner,
  ) {}

  async ready(video: VideoEntity): Promise<void> {
    await this.safely(video, async (owner) => {
      // An e-mail is read days later: its thumbnail gets the long-lived URL.
      const { thumbnailUrl } = await this.urls.forSharing(video);
      await this.mailer.videoReady({
        to: owner.email,
        locale: owner.locale,
        name: owner.displayName ?? owner.email,
        title: video.title,
        watchUrl: this.watchUrl(video),
        thumbnailUrl: thumbnailUrl ?? undefined,
        aspectRatio: video.aspectRatio,
      });
    });
  }

  async failed(video: VideoEntity): Promise<void> {
    await this.safely(video, (owner) =>
      this.mailer.videoFailed({
        to: owner.email,
        locale: owner.locale,
        name: owner.displayName ?? owner.email,
        title: video.title,
        errorCode: video.errorCode ?? 'provider_failed',
        creditsRefunded: video.costCredits,
      }),
    );
  }

  private watchUrl(video: VideoEntity): string {
    return `${this.config.publicUrl}/dashboard/my-videos?video=${video.id}`;
  }

  private async safely(
    video: VideoEntity,
    send: (owner: { email: string; locale: string; displayName: string | null }) => Promise<void>,
  ) {
    try {
      const owner = await this.users.findById(video.userId);
      // A disabled account (including the system account that owns the samples) gets no mail.
      if (owner && !owner.disabledAt) await send(owner);
    } catch (error) {
      this.logger.warn(`notice for video ${video.id} not sent: ${(error as Error).message}`);
    }
  }
}
