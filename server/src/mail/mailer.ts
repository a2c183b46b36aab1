export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template produced it, e.g. 'video_ready'. */
  template: string;
  locale: string;
}

/** The mail port: an outbox table + the log by default, SMTP (nodemailer) when SMTP_URL is set. */
export abstract class Mailer {
  abstract readonly driver: 'outbox' | 'smtp';
  abstract send(message: MailMessage): Promise<void>;
}
