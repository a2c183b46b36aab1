import { type AdminUserDto, CREDIT_ADJUSTMENT, type Plan, type Role } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { ChangeSet } from '../audit/change-set';
import { DomainError } from '../common/domain-error';
import { CreditsService } from '../credits/credits.service';
import { UnitOfWork } from '../transactions/unit-of-work';
import type { UserEntity } from '../users/user.entity';
import { toAdminUserDto } from '../users/user.mapper';
import type { AdminUserChanges, UserListQuery } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { VideosService } from '../videos/videos.service';
import { isUuid } from './admin-filters';

export interface AdminUserPatch {
  plan?: Plan;
  role?: Role;
  disabled?: boolean;
}

/**
 * Staff work on accounts: list, show, change plan / role / disabled, adjust credits. Every write
 * is audited in its own transaction, the account row locked.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersService,
    private readonly videos: VideosService,
    private readonly credits: CreditsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: UserListQuery): Promise<{ rows: AdminUserDto[]; total: number }> {
    const { rows, total } = await this.users.list(query);
    const counts = await this.videos.countCompletedByUsers(rows.map((u) => u.id));
    return { rows: rows.map((u) => toAdminUserDto(u, counts.get(u.id) ?? 0)), total };
  }

  async get(id: string): Promise<AdminUserDto> {
    const user = await this.find(id);
    return this.dto(user);
  }

  /**
   * Applies the changes that differ from the account. An admin may neither remove their own
   * admin role nor disable themselves (`self_change_refused`, nothing written).
   */
  async update(actor: UserEntity, id: string, patch: AdminUserPatch): Promise<AdminUserDto> {
    if (!isUuid(id)) throw new DomainError('not_found');
    const self = actor.id === id;
    if (self && patch.role !== undefined && patch.role !== 'admin') {
      throw new DomainError('self_change_refused', { fields: ['role'] });
    }
    if (self && patch.disabled === true) {
      throw new DomainError('self_change_refused', { fields: ['disabled'] });
    }
    await this.uow.run(async (tx) => {
      const user = await this.users.findForUpdate(tx, id);
      if (!user || user.deletedAt) throw new DomainError('not_found');
      const set = new ChangeSet<AdminUserChanges>()
        .value('plan', user.plan, patch.plan)
        .value('role', user.role, patch.role)
        .flag('disabledAt', user.disabledAt, patch.disabled);
      if (set.empty) return;
      await this.users.applyAdminChanges(tx, id, set.changes);
      await this.audit.record(tx, {
        actorId: actor.id,
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        before: set.before,
        after: set.after,
      });
    });
    return this.get(id);
  }

  /**
   * Gives (delta > 0) or takes (delta < 0) credits with a reason: one 'admin_adjustment' ledger
   * row naming the actor and an audit entry, in one transaction. Below zero → nothing written.
   */
  async adjustCredits(
    actor: UserEntity,
    id: string,
    input: { delta: number; reason: string },
  ): Promise<AdminUserDto> {
    if (!isUuid(id)) throw new DomainError('not_found');
    const reason = input.reason.trim();
    if (reason.length < CREDIT_ADJUSTMENT.reasonMinChars) {
      throw new DomainError('validation_failed', {
        fields: ['reason'],
        args: { fields: 'reason' },
      });
    }
    await this.uow.run(async (tx) => {
      const user = await this.users.findForUpdate(tx, id);
      if (!user || user.deletedAt) throw new DomainError('not_found');
      const { before, after } = await this.credits.adjust(
        { userId: id, delta: input.delta, actorId: actor.id, note: reason },
        tx,
      );
      await this.audit.record(tx, {
        actorId: actor.id,
        action: 'user.credits',
        targetType: 'user',
        targetId: id,
        before: { credits: before },
        after: { credits: after },
        reason,
      });
    });
    return this.get(id);
  }

  private async find(id: string): Promise<UserEntity> {
    const user = isUuid(id) ? await this.users.findById(id) : null;
    if (!user || user.deletedAt) throw new DomainError('not_found');
    return user;
  }

  private async dto(user: UserEntity): Promise<AdminUserDto> {
    const counts = await this.videos.countCompletedByUsers([user.id]);
    return toAdminUserDto(user, counts.get(user.id) ?? 0);
  }
}
