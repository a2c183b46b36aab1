import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Transaction } from '../transactions/unit-of-work';
import { type CreditChange, CreditsService } from './credits.service';
import { WelcomeBonusRepository } from './welcome-bonus.repository';

/** Keeps the digests apart from every other use of the secret they are keyed with. */
const DIGEST_LABEL = 'cena-welcome-bonus:';

/**
 * One welcome bonus per e-mail address. An erased account leaves no address behind, so a new
 * account with the same one would be granted the bonus again; the eraser records a keyed digest
 * of the address (HMAC-SHA256 under MEDIA_URL_SECRET, labelled), which names no one and links to
 * no account, and a new account whose address matches one starts without the bonus.
 */
@Injectable()
export class WelcomeBonusService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly credits: CreditsService,
    private readonly repository: WelcomeBonusRepository,
  ) {}

  /** The bonus for a new account, unless its address already had one (undefined then). */
  async grant(
    tx: Transaction,
    account: { userId: string; email: string },
    amount: number,
  ): Promise<CreditChange | undefined> {
    if (await this.repository.isSpent(tx, this.digest(account.email))) return undefined;
    return this.credits.grantSignupBonus(account.userId, amount, tx);
  }

  /** Called as the account is erased, with the address it had: its bonus counts as spent. */
  retire(tx: Transaction, account: { userId: string; email: string }): Promise<void> {
    return this.repository.recordIfGranted(tx, this.digest(account.email), account.userId);
  }

  private digest(email: string): string {
    return createHmac('sha256', this.config.MEDIA_URL_SECRET)
      .update(DIGEST_LABEL + email.trim().toLowerCase())
      .digest('hex');
  }
}
