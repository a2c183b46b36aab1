import { randomUUID } from 'node:crypto';
import { asAuditService, MemoryAudit } from '../audit/audit.fixtures';
import { asCreditsRepository, MemoryLedger } from '../credits/credits.fixtures';
import { CreditsService } from '../credits/credits.service';
import type { Transaction } from '../transactions/unit-of-work';
import { RecordingUnitOfWork, type RollbackableStore } from '../transactions/unit-of-work.fixtures';
import { UserEntity } from '../users/user.entity';
import type { AdminUserChanges } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import type { VideosService } from '../videos/videos.service';
import { AdminUsersService } from './admin-users.service';

/** Accounts in memory, their balance read from the ledger. */
class MemoryAccounts implements RollbackableStore {
  readonly rows = new Map<string, UserEntity>();
  readonly locked: string[] = [];

  constructor(private readonly ledger: MemoryLedger) {}

  add(overrides: Partial<UserEntity> = {}): UserEntity {
    const user = Object.assign(new UserEntity(), {
      id: randomUUID(),
      email: `${randomUUID().slice(0, 8)}@cena.test`,
      displayName: null,
      photoUrl: null,
      plan: 'basic',
      role: 'user',
      creditBalance: 20,
      locale: 'pt-BR',
      createdAt: new Date(),
      disabledAt: null,
      deletedAt: null,
      ...overrides,
    });
    this.rows.set(user.id, user);
    this.ledger.addAccount(user.id, user.plan, user.creditBalance);
    return user;
  }

  async findById(id: string): Promise<UserEntity | null> {
    const row = this.rows.get(id);
    return row
      ? Object.assign(new UserEntity(), row, { creditBalance: this.ledger.balance(id) })
      : null;
  }

  async findForUpdate(_tx: Transaction, id: string): Promise<UserEntity | null> {
    this.locked.push(id);
    return this.findById(id);
  }

  async applyAdminChanges(_tx: Transaction, id: string, changes: AdminUserChanges) {
    Object.assign(this.rows.get(id)!, changes);
  }

  snapshot(): unknown {
    return [...this.rows.values()].map((u) => Object.assign(new UserEntity(), u));
  }

  restore(snapshot: unknown): void {
    this.rows.clear();
    for (const u of snapshot as UserEntity[]) this.rows.set(u.id, u);
  }
}

describe('AdminUsersService', () => {
  let ledger: MemoryLedger;
  let accounts: MemoryAccounts;
  let audit: MemoryAudit;
  let service: AdminUsersService;
  let admin: UserEntity;

  beforeEach(() => {
    ledger = new MemoryLedger();
    accounts = new MemoryAccounts(ledger);
    audit = new MemoryAudit();
    const uow = new RecordingUnitOfWork([], [ledger, accounts, audit]);
    const videos = { countCompletedByUsers: async () => new Map<string, number>() };
    service = new AdminUsersService(
      uow,
      accounts as unknown as UsersService,
      videos as unknown as VideosService,
      new CreditsService(asCreditsRepository(ledger), uow),
      asAuditService(audit),
    );
    admin = accounts.add({ role: 'admin' });
  });

  it('applies only what changed and audits those fields, before and after', async () => {
    const user = accounts.add({ plan: 'basic', role: 'user' });
    const dto = await service.update(admin, user.id, { plan: 'pro', role: 'user' });
    expect(dto).toMatchObject({ id: user.id, plan: 'pro', role: 'user', videoCount: 0 });
    expect(audit.entries).toEqual([
      {
        actorId: admin.id,
        action: 'user.update',
        targetType: 'user',
        targetId: user.id,
        before: { plan: 'basic' },
        after: { plan: 'pro' },
      },
    ]);
    // The same values again: nothing to write, nothing audited.
    await service.update(admin, user.id, { plan: 'pro', disabled: false });
    expect(audit.entries).toHaveLength(1);
  });

  it('disables and enables an account with its timestamp', async () => {
    const user = accounts.add();
    const disabled = await service.update(admin, user.id, { disabled: true });
    expect(disabled.disabledAt).toEqual(expect.any(String));
    expect(audit.entries[0].after).toEqual({ disabledAt: disabled.disabledAt });
    const enabled = await service.update(admin, user.id, { disabled: false });
    expect(enabled.disabledAt).toBeNull();
    expect(audit.entries[1]).toMatchObject({
      before: { disabledAt: disabled.disabledAt },
      after: { disabledAt: null },
    });
  });

  it.each([[{ role: 'user' as const }], [{ role: 'support' as const }], [{ disabled: true }]])(
    'refuses an admin changing their own account with %j, before locking anything',
    async (patch) => {
      await expect(service.update(admin, admin.id, patch)).rejects.toMatchObject({
        code: 'self_change_refused',
      });
      expect(accounts.locked).toEqual([]);
      expect(audit.entries).toEqual([]);
      expect(accounts.rows.get(admin.id)).toMatchObject({ role: 'admin', disabledAt: null });
    },
  );

  it('lets an admin keep their own role and change their own plan', async () => {
    const dto = await service.update(admin, admin.id, { role: 'admin', plan: 'business' });
    expect(dto).toMatchObject({ role: 'admin', plan: 'business' });
  });

  it('answers not_found for an unknown, deleted or malformed id', async () => {
    const gone = accounts.add({ deletedAt: new Date() });
    for (const id of [randomUUID(), gone.id, 'junk']) {
      await expect(service.update(admin, id, { plan: 'pro' })).rejects.toMatchObject({
        code: 'not_found',
      });
      await expect(service.get(id)).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it('adjusts credits with a trimmed reason: ledger row and audit entry together', async () => {
    const user = accounts.add();
    const dto = await service.adjustCredits(admin, user.id, { delta: 40, reason: '  bônus  ' });
    expect(dto.credits).toBe(60);
    expect(ledger.entriesFor('admin_adjustment')).toEqual([
      expect.objectContaining({ userId: user.id, delta: 40, actorId: admin.id, note: 'bônus' }),
    ]);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'user.credits',
        targetId: user.id,
        before: { credits: 20 },
        after: { credits: 60 },
        reason: 'bônus',
      }),
    ]);
  });

  it('refuses a blank reason or a balance below zero, writing neither row', async () => {
    const user = accounts.add();
    await expect(
      service.adjustCredits(admin, user.id, { delta: 5, reason: '     ' }),
    ).rejects.toMatchObject({ code: 'validation_failed', details: { fields: ['reason'] } });
    await expect(
      service.adjustCredits(admin, user.id, { delta: -21, reason: 'estorno' }),
    ).rejects.toMatchObject({ code: 'credits_below_zero', details: { fields: ['delta'] } });
    expect(ledger.entries).toEqual([]);
    expect(audit.entries).toEqual([]);
    expect(ledger.balance(user.id)).toBe(20);
  });
});
