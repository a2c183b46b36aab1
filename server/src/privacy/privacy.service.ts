import type { DataExport, DeletionReceipt } from '@cena/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { BillingFulfilment } from '../billing/billing-fulfilment.service';
import { PaymentGateway } from '../billing/payment-gateway';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SharesService } from '../shares/shares.service';
import { Storage } from '../storage/storage';
import { UnitOfWork } from '../transactions/unit-of-work';
import type { UserEntity } from '../users/user.entity';
import { PrivacyDataRepository } from './privacy-data.repository';
import { PrivacyProducer } from './privacy.producer';
import { type ExportRow, PrivacyRepository } from './privacy.repository';

/** The exports a customer sees on the screen. */
const EXPORTS_LISTED = 10;

/**
 * The customer's LGPD requests. An export is built by the worker; a deletion closes the account
 * here and now (sign-in refused, videos out of every public place and shared pages stopped, renders
 * ended, subscriptions set to end at the payment gateway) and leaves the erasure to the worker.
 */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger(PrivacyService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: PrivacyRepository,
    private readonly data: PrivacyDataRepository,
    private readonly producer: PrivacyProducer,
    private readonly storage: Storage,
    private readonly gateway: PaymentGateway,
    private readonly fulfilment: BillingFulfilment,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly shares: SharesService,
  ) {}

  async requestExport(user: UserEntity): Promise<DataExport> {
    const row = await this.requests.createExport(user.id);
    if (!row) throw new DomainError('export_in_progress');
    // Redis away: the worker's sweep enqueues it once it is back.
    await this.producer
      .buildExport(row.id)
      .catch((error: Error) => this.logger.warn(`export ${row.id} not enqueued: ${error.message}`));
    return this.toDto(row);
  }

  async listExports(user: UserEntity): Promise<DataExport[]> {
    const rows = await this.requests.listExports(user.id, EXPORTS_LISTED);
    return Promise.all(rows.map((row) => this.toDto(row)));
  }

  async requestDeletion(user: UserEntity, confirmEmail: string): Promise<DeletionReceipt> {
    if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new DomainError('confirm_email_mismatch', { fields: ['confirmEmail'] });
    }
    // First, so a gateway that fails leaves the account as it was (the customer may try again).
    await this.endSubscriptions(user.id);
    const request = await this.uow.run(async (tx) => {
      await this.data.close(tx, user.id);
      const { row, created } = await this.requests.requestDeletion(tx, user.id);
      if (created) {
        await this.audit.record(tx, {
          actorId: user.id,
          action: 'privacy.deletion_requested',
          targetType: 'user',
          targetId: user.id,
        });
      }
      return row;
    });
    // Its public pages stop now; the worker's erasure stops any this call could not.
    await this.shares
      .revokeAllForUser(user.id)
      .catch((error: Error) =>
        this.logger.warn(`shares of ${user.id} not stopped: ${error.message}`),
      );
    await this.producer
      .erase(request.id)
      .catch((error: Error) =>
        this.logger.warn(`erasure ${request.id} not enqueued: ${error.message}`),
      );
    return { status: request.status, requestedAt: request.requestedAt.toISOString() };
  }

  /** Each live subscription ends at the gateway (no further charge), applied as its webhook. */
  private async endSubscriptions(userId: string): Promise<void> {
    for (const subscription of await this.data.liveSubscriptions(userId)) {
      const snapshot = await this.gateway.cancelAtPeriodEnd(subscription.providerSubscriptionId);
      await this.uow.run((tx) =>
        this.fulfilment.apply(
          {
            type: 'subscription.changed',
            deleted: false,
            subscription: { ...snapshot, userId: snapshot.userId ?? userId },
          },
          new Date(),
          tx,
        ),
      );
    }
  }

  private async toDto(row: ExportRow): Promise<DataExport> {
    const live = row.status === 'ready' && row.expiresAt && row.expiresAt.getTime() > Date.now();
    const status = row.status === 'ready' && !live ? 'expired' : row.status;
    let downloadUrl: string | null = null;
    if (live && row.storageKey && row.expiresAt) {
      const linkEnds = Math.floor(Date.now() / 1000) + this.config.MEDIA_URL_TTL_S;
      const exportEnds = Math.floor(row.expiresAt.getTime() / 1000);
      downloadUrl = await this.storage.signedUrl(row.storageKey, Math.min(linkEnds, exportEnds));
    }
    return {
      id: row.id,
      status,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      sizeBytes: row.sizeBytes,
      downloadUrl,
    };
  }
}
