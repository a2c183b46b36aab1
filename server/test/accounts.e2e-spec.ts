import { randomUUID } from 'node:crypto';
import { LIMITS } from '@cena/contracts';
import { AdminUsersService } from '../src/admin/admin-users.service';
import { AuditRepository } from '../src/audit/audit.repository';
import { AuditService } from '../src/audit/audit.service';
import type { VerifiedIdentity } from '../src/auth/identity';
import { DomainError } from '../src/common/domain-error';
import type { AppConfig } from '../src/config/app-config';
import { CreditsRepository } from '../src/credits/credits.repository';
import { CreditsService } from '../src/credits/credits.service';
import { WelcomeBonusRepository } from '../src/credits/welcome-bonus.repository';
import { WelcomeBonusService } from '../src/credits/welcome-bonus.service';
import { DEFAULT_SETTINGS, type SettingKey } from '../src/settings/settings.defaults';
import type { SettingsService } from '../src/settings/settings.service';
import { UserEntity } from '../src/users/user.entity';
import { UsersRepository } from '../src/users/users.repository';
import { UsersService } from '../src/users/users.service';
import type { VideosService } from '../src/videos/videos.service';
import {
  anAccount,
  balanceAndLedgerOf,
  createMigratedDatabase,
  ledgerRowsOf,
  type TestDatabase,
} from './support/test-data-source';

/**
 * Accounts on PostgreSQL: the first sync creates the account and grants the signup bonus once
 * (the upsert and the ledger's unique key, however many syncs race); staff change an account or
 * its credits with the audit entry in the same transaction.
 */

const BONUS = DEFAULT_SETTINGS['credits.signupBonus'];
const ADMIN = 'chefe@cena.test';

describe('accounts on PostgreSQL', () => {
  let t: TestDatabase;
  let repository: UsersRepository;
  let credits: CreditsService;
  let users: UsersService;
  let welcomeBonus: WelcomeBonusService;

  beforeAll(async () => {
    t = await createMigratedDatabase('accounts');
    repository = new UsersRepository(t.db.getRepository(UserEntity));
    credits = new CreditsService(new CreditsRepository(t.db), t.uow);
    const config = {
      ADMIN_EMAILS: [ADMIN],
      MEDIA_URL_SECRET: 'accounts-test-secret-0123456789',
    } as unknown as AppConfig;
    welcomeBonus = new WelcomeBonusService(config, credits, new WelcomeBonusRepository());
    users = new UsersService(config, t.uow, repository, welcomeBonus, {
      get: async (key: SettingKey) => DEFAULT_SETTINGS[key],
    } as unknown as SettingsService);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const auditOf = async (targetId: string) =>
    (await t.db.query(
      `SELECT actor_id AS "actorId", action, target_type AS "targetType", data
         FROM audit_log WHERE target_id = $1 ORDER BY id`,
      [targetId],
    )) as {
      actorId: string;
      action: string;
      targetType: string;
      data: { before: unknown; after: unknown; reason: string | null };
    }[];

  describe('UsersService: sync and the signup bonus', () => {
    const identity = (overrides: Partial<VerifiedIdentity> = {}): VerifiedIdentity => ({
      uid: randomUUID(),
      email: `Cliente-${randomUUID().slice(0, 6)}@Cena.test`,
      emailVerified: true,
      name: null,
      picture: null,
      ...overrides,
    });
    const accountsOf = async (who: VerifiedIdentity) =>
      (
        (await t.db.query('SELECT id FROM users WHERE firebase_uid = $1', [who.uid])) as {
          id: string;
        }[]
      ).map((r) => r.id);

    it('creates the account with the signup bonus, then never grants it again', async () => {
      const who = identity();
      const first = await users.sync(who);
      const again = await users.sync(who);

      expect(first.created).toBe(true);
      expect(first.user).toMatchObject({ email: who.email!.toLowerCase(), creditBalance: BONUS });
      expect(again.created).toBe(false);
      expect(again.user.creditBalance).toBe(BONUS);
      expect(await ledgerRowsOf(t.db, first.user.id, 'signup_bonus')).toHaveLength(1);
      expect(await balanceAndLedgerOf(t.db, first.user.id)).toEqual({
        balance: BONUS,
        ledgerSum: BONUS,
      });
    });

    it('grants one bonus and keeps one row however many first syncs race', async () => {
      const who = identity();
      const results = await Promise.all([1, 2, 3, 4].map(() => users.sync(who)));
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const [id] = await accountsOf(who);
      expect(await accountsOf(who)).toHaveLength(1);
      expect(await ledgerRowsOf(t.db, id, 'signup_bonus')).toHaveLength(1);
      expect(await balanceAndLedgerOf(t.db, id)).toEqual({ balance: BONUS, ledgerSum: BONUS });
    });

    it("lets the token's claims win over the client's hints", async () => {
      const { user } = await users.sync(
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
      const { user } = await users.sync(identity(), {
        displayName: `  ${long} `,
        photoURL: ` ${photo} `,
      });
      expect(user.displayName).toBe(long.slice(0, LIMITS.displayNameMaxChars));
      expect(user.photoUrl).toBe(photo);
      const blank = await users.sync(identity(), { displayName: '   ' });
      expect(blank.user.displayName).toBeNull();
    });

    it('makes a listed admin e-mail admin only when the address is verified', async () => {
      const verified = await users.sync(identity({ email: ADMIN.toUpperCase() }));
      expect(verified.user.role).toBe('admin');
      const unverified = await users.sync(identity({ email: ADMIN, emailVerified: false }));
      expect(unverified.user.role).toBe('user');
    });

    it('refuses a token without an e-mail, creating nothing', async () => {
      const who = identity({ email: null });
      await expect(users.sync(who)).rejects.toEqual(new DomainError('unauthenticated'));
      expect(await accountsOf(who)).toEqual([]);
    });

    it.each([
      ['disabledAt', 'disabled_at'],
      ['deletedAt', 'deleted_at'],
    ] as const)(
      'refuses an account whose %s is set, changing nothing and granting nothing',
      async (_field, column) => {
        const who = identity({ name: 'Antes' });
        const { user } = await users.sync(who);
        await t.db.query(`UPDATE users SET ${column} = now() WHERE id = $1`, [user.id]);

        await expect(users.sync({ ...who, name: 'Depois' })).rejects.toEqual(
          new DomainError('account_disabled'),
        );
        await expect(users.resolveAccount(who)).resolves.toMatchObject({ id: user.id });
        expect((await repository.findById(user.id))?.displayName).toBe('Antes');
        expect(await ledgerRowsOf(t.db, user.id)).toHaveLength(1); // the bonus of the first sync
      },
    );

    it('resolves a known account without writing', async () => {
      const who = identity();
      const { user } = await users.sync(who);
      const upsert = jest.spyOn(repository, 'upsert');
      expect((await users.resolveAccount(who)).id).toBe(user.id);
      expect(upsert).not.toHaveBeenCalled();
    });

    it('grants no second welcome bonus to the address of an erased account that had one', async () => {
      const email = `volta-${randomUUID().slice(0, 6)}@cena.test`;
      const first = await users.sync(identity({ email }));
      const never = await users.sync(identity({ email: `nunca-${email}` }));
      await t.db.query(`DELETE FROM credit_ledger WHERE user_id = $1`, [never.user.id]);
      await t.uow.run(async (tx) => {
        // As the eraser does, just before the address leaves the account row.
        await welcomeBonus.retire(tx, { userId: first.user.id, email });
        await welcomeBonus.retire(tx, { userId: first.user.id, email });
        await welcomeBonus.retire(tx, { userId: never.user.id, email: `nunca-${email}` });
      });
      const stored: { email_digest: string }[] = await t.db.query(
        'SELECT email_digest FROM welcome_bonus_spent',
      );
      // One digest (recorded once, and only for the account that had the bonus), no address.
      expect(stored).toHaveLength(1);
      expect(stored[0].email_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0].email_digest).not.toContain('volta');

      // The same address again, typed differently, on a new sign-in account: created, no bonus.
      const again = await users.sync(identity({ email: `  ${email.toUpperCase()}` }));
      expect(again).toMatchObject({ created: true, user: { creditBalance: 0 } });
      expect(await ledgerRowsOf(t.db, again.user.id)).toEqual([]);
      // An address whose account never had the bonus still gets it.
      const fresh = await users.sync(identity({ email: `nunca-${email}` }));
      expect(fresh).toMatchObject({ created: true, user: { creditBalance: BONUS } });
    });

    it('creates an unknown caller as a sync would, with the bonus', async () => {
      const account = await users.resolveAccount(identity());
      expect(account.creditBalance).toBe(BONUS);
      expect(await ledgerRowsOf(t.db, account.id, 'signup_bonus')).toHaveLength(1);
    });
  });

  describe('AdminUsersService: staff changes, audited in the same transaction', () => {
    let service: AdminUsersService;
    let admin: UserEntity;

    beforeAll(async () => {
      const videos = { countCompletedByUsers: async () => new Map<string, number>() };
      service = new AdminUsersService(
        t.uow,
        users,
        videos as unknown as VideosService,
        credits,
        new AuditService(new AuditRepository(t.db)),
      );
      const id = await anAccount(t.db, 'basic', 20);
      await t.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [id]);
      admin = (await repository.findById(id))!;
    });

    const aCustomer = () => anAccount(t.db, 'basic', 20);

    it('applies only what changed and audits those fields, before and after', async () => {
      const id = await aCustomer();
      const dto = await service.update(admin, id, { plan: 'pro', role: 'user' });
      expect(dto).toMatchObject({ id, plan: 'pro', role: 'user', videoCount: 0 });
      expect(await auditOf(id)).toEqual([
        {
          actorId: admin.id,
          action: 'user.update',
          targetType: 'user',
          data: { before: { plan: 'basic' }, after: { plan: 'pro' }, reason: null },
        },
      ]);
      // The same values again: nothing to write, nothing audited.
      await service.update(admin, id, { plan: 'pro', disabled: false });
      expect(await auditOf(id)).toHaveLength(1);
    });

    it('disables and enables an account with its timestamp', async () => {
      const id = await aCustomer();
      const disabled = await service.update(admin, id, { disabled: true });
      expect(disabled.disabledAt).toEqual(expect.any(String));
      const enabled = await service.update(admin, id, { disabled: false });
      expect(enabled.disabledAt).toBeNull();
      expect((await auditOf(id)).map((e) => e.data)).toEqual([
        { before: { disabledAt: null }, after: { disabledAt: disabled.disabledAt }, reason: null },
        { before: { disabledAt: disabled.disabledAt }, after: { disabledAt: null }, reason: null },
      ]);
    });

    it.each([[{ role: 'user' as const }], [{ role: 'support' as const }], [{ disabled: true }]])(
      'refuses an admin changing their own account with %j, before locking anything',
      async (patch) => {
        const lock = jest.spyOn(users, 'findForUpdate');
        await expect(service.update(admin, admin.id, patch)).rejects.toMatchObject({
          code: 'self_change_refused',
        });
        expect(lock).not.toHaveBeenCalled();
        expect(await auditOf(admin.id)).toEqual([]);
        expect(await repository.findById(admin.id)).toMatchObject({
          role: 'admin',
          disabledAt: null,
        });
      },
    );

    it('lets an admin keep their own role and change their own plan', async () => {
      const dto = await service.update(admin, admin.id, { role: 'admin', plan: 'business' });
      expect(dto).toMatchObject({ role: 'admin', plan: 'business' });
    });

    it('answers not_found for an unknown, deleted or malformed id', async () => {
      const gone = await aCustomer();
      await t.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [gone]);
      for (const id of [randomUUID(), gone, 'junk']) {
        await expect(service.update(admin, id, { plan: 'pro' })).rejects.toMatchObject({
          code: 'not_found',
        });
        await expect(service.get(id)).rejects.toMatchObject({ code: 'not_found' });
      }
    });

    it('adjusts credits with a trimmed reason: ledger row and audit entry together', async () => {
      const id = await aCustomer();
      const dto = await service.adjustCredits(admin, id, { delta: 40, reason: '  bônus  ' });
      expect(dto.credits).toBe(60);
      expect((await ledgerRowsOf(t.db, id, 'admin_adjustment')).at(-1)).toMatchObject({
        delta: 40,
        actorId: admin.id,
        note: 'bônus',
        balanceAfter: 60,
      });
      expect(await auditOf(id)).toEqual([
        expect.objectContaining({
          action: 'user.credits',
          data: { before: { credits: 20 }, after: { credits: 60 }, reason: 'bônus' },
        }),
      ]);
      expect(await balanceAndLedgerOf(t.db, id)).toEqual({ balance: 60, ledgerSum: 60 });
    });

    it('refuses a blank reason or a balance below zero, writing neither row', async () => {
      const id = await aCustomer();
      await expect(
        service.adjustCredits(admin, id, { delta: 5, reason: '     ' }),
      ).rejects.toMatchObject({ code: 'validation_failed', details: { fields: ['reason'] } });
      await expect(
        service.adjustCredits(admin, id, { delta: -21, reason: 'estorno' }),
      ).rejects.toMatchObject({ code: 'credits_below_zero', details: { fields: ['delta'] } });
      expect(await ledgerRowsOf(t.db, id)).toHaveLength(1); // the opening row only
      expect(await auditOf(id)).toEqual([]);
      expect(await balanceAndLedgerOf(t.db, id)).toEqual({ balance: 20, ledgerSum: 20 });
    });
  });
});
