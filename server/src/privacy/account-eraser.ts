import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { WelcomeBonusService } from '../credits/welcome-bonus.service';
import { IdentityProvider } from '../auth/identity';
import { SharesService } from '../shares/shares.service';
import { Storage } from '../storage/storage';
import { UnitOfWork } from '../transactions/unit-of-work';
import { UsersService } from '../users/users.service';
import { PrivacyDataRepository } from './privacy-data.repository';
import { PrivacyRepository } from './privacy.repository';

/**
 * The worker's half of a deletion (the account was closed when it was asked for): stops any
 * shared page left, removes the account's files (videos, thumbnails, photos, logo, exports), deletes its sign-in account,
 * then erases its records (keeping only a digest of its address that says its welcome bonus was
 * spent) and records the completion in one transaction. Safe to run again: each step finds its
 * work done.
 */
@Injectable()
export class AccountEraser {
  constructor(
    private readonly requests: PrivacyRepository,
    private readonly data: PrivacyDataRepository,
    private readonly users: UsersService,
    private readonly storage: Storage,
    private readonly identity: IdentityProvider,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly shares: SharesService,
    private readonly welcomeBonus: WelcomeBonusService,
  ) {}

  async erase(deletionId: string): Promise<'completed' | 'skipped'> {
    const request = await this.requests.findDeletion(deletionId);
    if (!request || request.status === 'completed') return 'skipped';
    const user = await this.users.findById(request.userId);
    if (!user) return 'skipped';
    await this.shares.revokeAllForUser(user.id);
    const keys = [
      ...(await this.data.files(user.id)).map((file) => file.key),
      ...(await this.requests.exportKeys(user.id)),
    ];
    for (const key of keys) await this.storage.delete(key);
    await this.identity.deleteAccount(user.firebaseUid);
    await this.uow.run(async (tx) => {
      // Before the address goes: a new account with it will not get the welcome bonus again.
      await this.welcomeBonus.retire(tx, { userId: user.id, email: user.email });
      await this.data.erase(tx, user.id);
      if (!(await this.requests.deletionCompleted(tx, deletionId))) return;
      await this.audit.record(tx, {
        actorId: user.id,
        action: 'privacy.deletion_completed',
        targetType: 'user',
        targetId: user.id,
        after: { filesRemoved: keys.length },
      });
    });
    return 'completed';
  }
}
