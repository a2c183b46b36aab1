import { randomUUID } from 'node:crypto';
import { LIMITS } from '@cena/contracts';
import type { VerifiedIdentity } from '../auth/identity';
import type { AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { asCreditsRepository, MemoryLedger } from '../credits/credits.fixtures';
import { CreditsService } from '../credits/credits.service';
import { DEFAULT_SETTINGS, type SettingKey } from '../settings/settings.defaults';
import type { SettingsService } from '../settings/settings.service';
import type { Transaction } from '../transactions/unit-of-work';
import { RecordingUnitOfWork, type RollbackableStore } from '../transactions/unit-of-work.fixtures';
import { UserEntity } from './user.entity';
import type { UpsertUserInput, UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const BONUS = DEFAULT_SETTINGS['credits.signupBonus'];
const ADMIN = 'chefe@cena.test';

/** Accounts in memory; a new one also opens its (empty) balance in the ledger. */
class MemoryUsers
  implements Pick<UsersRepository, 'upsert' | 'findByFirebaseUid'>, RollbackableStore
{
  readonly rows = new Map<string, UserEntity>();

  constructor(private readonly ledger: MemoryLedger) {}

  async findByFirebaseUid(uid: string): Promise<UserEntity | null> {
    const row = this.rows.get(uid);
    return row ? this.withBalance(row) : null;
  }

  async upsert(input: UpsertUserInput, _tx?: Transaction): Promise<UserEntity> {
    const row =
      this.rows.get(input.firebaseUid) ??
      Object.assign(new UserEntity(), {
        id: randomUUID(),
        plan: 'basic',
        role: 'user',
        displayName: null,
        photoUrl: null,
        disabledAt: null,
        deletedAt: null,
      });
    if (!this.ledger.accounts.has(row.id)) this.ledger.addAccount(row.id, row.plan, 0);
    Object.assign(row, {
      firebaseUid: input.firebaseUid,
      email: input.email,
      displayName: input.displayName ?? row.displayName,
      photoUrl: input.photoUrl ?? row.photoUrl,
      role: input.role ?? row.role,
    });
    this.rows.set(input.firebaseUid, row);
    return this.withBalance(row);
  }

  private withBalance(row: UserEntity): UserEntity {
    return Object.assign(new UserEntity(), row, { creditBalance: this.ledger.balance(row.id) });
  }

  snapshot(): [string, UserEntity][] {
    return [...this.rows].map(([uid, row]) => [uid, Object.assign(new UserEntity(), row)]);
  }

  restore(snapshot: unknown): void {
    this.rows.clear();
    for (const [uid, row] of snapshot as [string, UserEntity][]) this.rows.set(uid, row);
  }
}

describe('UsersService', () => {
  let ledger: MemoryLedger;
  let users: MemoryUsers;
  let service: UsersService;

  beforeEach(() => {
    ledger = new MemoryLedger();
    users = new MemoryUsers(ledger);
    const uow = new RecordingUnitOfWork([], [ledger, users]);
    const settings = {
      get: async (key: SettingKey) => DEFAULT_SETTINGS[key],
    } as unknown as SettingsService;
    service = new UsersService(
      { ADMIN_EMAILS: [ADMIN] } as unknown as AppConfig,
      uow,
      users as unknown as UsersRepository,
      new CreditsService(asCreditsRepository(ledger), uow),
      settings,
    );
  });

  const identity = (overrides: Partial<VerifiedIdentity> = {}): VerifiedIdentity => ({
    uid: randomUUID(),
    email: `Cliente-${randomUUID().slice(0, 6)}@Cena.test`,
    emailVerified: true,
    name: null,
    picture: null,
    ...overrides,
  });

  describe('sync', () => {
    it('creates the account with the signup bonus, then never grants it again', async () => {
      const who = identity();
      const first = await service.sync(who);
      const again = await service.sync(who);

      expect(first.created).toBe(true);
      expect(first.user).toMatchObject({ email: who.email!.toLowerCase(), creditBalance: BONUS });
      expect(again.created).toBe(false);
      expect(again.user.creditBalance).toBe(BONUS);
      expect(ledger.entriesFor('signup_bonus')).toHaveLength(1);
    });

    it('grants one bonus however many first syncs race', async () => {
      const who = identity();
      const results = await Promise.all([1, 2, 3, 4].map(() => service.sync(who)));
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(ledger.entriesFor('signup_bonus')).toHaveLength(1);
      expect(users.rows.size).toBe(1);
    });

    it("lets the token's claims win over the client's hints", async () => {
      const { user } = await service.sync(
        identity({ name: 'Nome do Token', picture: 'https://img.test/token.png' }),
        { displayName: 'Dica', photoURL: 'https://img.test/hint.png' },
      );
      expect(user).toMatchObject({
        displayName: 'Nome do Token',
        photoUrl: 'https://img.test/token.png',
      });
    });

    it('takes trimmed hints when the token has no profile, names cut to the display-name cap', async () => {
      const long = 'Á'.repeat(LIMITS.displayNameMaxChars + 20);
      const photo = `https://img.test/${'p'.repeat(300)}.png`;
      const { user } = await service.sync(identity(), {
        displayName: `  ${long} `,
        photoURL: ` ${photo} `,
      });
      expect(user.displayName).toBe(long.slice(0, LIMITS.displayNameMaxChars));
      expect(user.photoUrl).toBe(photo);
      const blank = await service.sync(identity(), { displayName: '   ' });
      expect(blank.user.displayName).toBeNull();
    });

    it('makes a listed admin e-mail admin only when the address is verified', async () => {
      const verified = await service.sync(identity({ email: ADMIN.toUpperCase() }));
      expect(verified.user.role).toBe('admin');
      const unverified = await service.sync(
        identity({ email: ADMIN, emailVerified: false, uid: randomUUID() }),
      );
      expect(unverified.user.role).toBe('user');
    });

    it('refuses a token without an e-mail, creating nothing', async () => {
      await expect(service.sync(identity({ email: null }))).rejects.toEqual(
        new DomainError('unauthenticated'),
      );
      expect(users.rows.size).toBe(0);
      expect(ledger.entries).toEqual([]);
    });

    it.each(['disabledAt', 'deletedAt'] as const)(
      'refuses an account whose %s is set, changing nothing and granting nothing',
      async (field) => {
        const who = identity({ name: 'Antes' });
        const { user } = await service.sync(who);
        ledger.entries.length = 0;
        users.rows.get(who.uid)![field] = new Date();

        await expect(service.sync({ ...who, name: 'Depois' })).rejects.toEqual(
          new DomainError('account_disabled'),
        );
        await expect(service.resolveAccount(who)).resolves.toMatchObject({ id: user.id });
        expect(users.rows.get(who.uid)?.displayName).toBe('Antes');
        expect(ledger.entries).toEqual([]);
      },
    );
  });

  describe('resolveAccount', () => {
    it('returns a known account without writing', async () => {
      const who = identity();
      const { user } = await service.sync(who);
      const upsert = jest.spyOn(users, 'upsert');
      expect((await service.resolveAccount(who)).id).toBe(user.id);
      expect(upsert).not.toHaveBeenCalled();
    });

    it('creates an unknown caller as a sync would, with the bonus', async () => {
      const account = await service.resolveAccount(identity());
      expect(account.creditBalance).toBe(BONUS);
      expect(ledger.entriesFor('signup_bonus')).toHaveLength(1);
    });
  });
});
