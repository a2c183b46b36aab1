import type { AspectRatio } from '@cena/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { mailTranslator } from './mail-compose';
import { Mailer } from './mailer';
import {
  type RenderedMail,
  renderVideoFailed,
  renderVideoReady,
  resolveMailLocale,
} from './video-mail.templates';

interface VideoMailBase {
  to: string;
  /** The user's locale; anything Cena does not speak falls back to pt-BR. */
  locale?: string | null;
  name?: string | null;
  title?: string | null;
}

export interface VideoReadyMail extends VideoMailBase {
  /** Where the button leads (absolute http(s) URL). */
  watchUrl: string;
  /** Shown in the e-mail when given; it must stay fetchable for as long as the e-mail is read. */
  thumbnailUrl?: string | null;
  aspectRatio?: AspectRatio;
}

export interface VideoFailedMail extends VideoMailBase {
  /** The video's error code (libs/contracts); `provider_rejected` gets its own advice. */
  errorCode: string;
  creditsRefunded: number;
  /** Where "try again" leads; the dashboard by default. */
  retryUrl?: string;
}

/** The e-mails about a user's video, composed in the user's language and handed to the Mailer. */
@Injectable()
export class VideoMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly i18n: I18nService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async videoReady(mail: VideoReadyMail): Promise<void> {
    const lang = resolveMailLocale(mail.locale);
    const rendered = renderVideoReady(mailTranslator(this.i18n, lang), {
      lang,
      homeUrl: this.config.publicUrl,
      name: mail.name,
      title: mail.title,
      watchUrl: mail.watchUrl,
      thumbnailUrl: mail.thumbnailUrl,
      aspectRatio: mail.aspectRatio,
    });
    await this.send(mail.to, lang, 'video_ready', rendered);
  }

  async videoFailed(mail: VideoFailedMail): Promise<void> {
    const lang = resolveMailLocale(mail.locale);
    const rendered = renderVideoFailed(mailTranslator(this.i18n, lang), {
      lang,
      homeUrl: this.config.publicUrl,
      name: mail.name,
      title: mail.title,
      errorCode: mail.errorCode,
      creditsRefunded: mail.creditsRefunded,
      retryUrl: mail.retryUrl ?? `${this.config.publicUrl}/dashboard`,
    });
    await this.send(mail.to, lang, 'video_failed', rendered);
  }

  private send(to: string, locale: string, template: string, mail: RenderedMail): Promise<void> {
    return this.mailer.send({ to, locale, template, ...mail });
  }
}
