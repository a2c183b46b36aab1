import type { BrandKit } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { BrandKitService } from '../brand-kit/brand-kit.service';
import { LogoRemovedMailer } from '../brand-kit/logo-removed-mail';
import { DomainError } from '../common/domain-error';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { isUuid } from './admin-filters';

/** Staff's view of a customer's brand kit: read it, and remove a logo that breaks the rules. */
@Injectable()
export class AdminBrandKitService {
  constructor(
    private readonly users: UsersService,
    private readonly brandKits: BrandKitService,
    private readonly audit: AuditService,
    private readonly mail: LogoRemovedMailer,
  ) {}

  async get(userId: string): Promise<BrandKit> {
    await this.customer(userId);
    return this.brandKits.get(userId);
  }

  /**
   * Takes the logo off the kit and deletes its object; the audit entry (with the reason) is
   * written in the same transaction, and the customer is told by e-mail, in their language,
   * once it has committed. No logo to remove is a 404 (nothing written, nobody mailed).
   */
  async removeLogo(actor: UserEntity, userId: string, reason: string): Promise<BrandKit> {
    const customer = await this.customer(userId);
    const removed = await this.brandKits.removeLogo(userId, async (tx, kit) => {
      await this.audit.record(tx, {
        actorId: actor.id,
        action: 'brand_kit.remove_logo',
        targetType: 'user',
        targetId: userId,
        before: {
          logo: {
            key: kit.logoKey,
            mimeType: kit.logoMimeType,
            width: kit.logoWidth,
            height: kit.logoHeight,
          },
        },
        after: { logo: null },
        reason,
      });
      tx.afterCommit(() =>
        this.mail.logoRemoved({
          to: customer.email,
          locale: customer.locale,
          name: customer.displayName,
          reason,
        }),
      );
    });
    if (!removed) throw new DomainError('not_found');
    return this.brandKits.get(userId);
  }

  private async customer(userId: string): Promise<UserEntity> {
    const user = isUuid(userId) ? await this.users.findById(userId) : null;
    if (!user || user.deletedAt) throw new DomainError('not_found');
    return user;
  }
}
