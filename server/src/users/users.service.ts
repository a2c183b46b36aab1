import { LIMITS, type Locale } from '@cena/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { VerifiedIdentity } from '../auth/identity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { WelcomeBonusService } from '../credits/welcome-bonus.service';
import { SettingsService } from '../settings/settings.service';
import { type Transaction, UnitOfWork } from '../transactions/unit-of-work';
import type { UserEntity } from './user.entity';
import { type AdminUserChanges, UsersRepository, type UserListQuery } from './users.repository';

export interface ProfileHints {
  displayName?: string | null;
  photoURL?: string | null;
  /** Used only when this sync creates the account (later changes go through PATCH /api/user). */
  locale?: Locale;
}

@Injectable()
export class UsersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
    private readonly repository: UsersRepository,
    private readonly welcomeBonus: WelcomeBonusService,
    private readonly settings: SettingsService,
  ) {}

  /** The caller's account, created on first sight (the same as a sync without hints). */
  async resolveAccount(identity: VerifiedIdentity): Promise<UserEntity> {
    const existing = await this.repository.findByFirebaseUid(identity.uid);
    return existing ?? (await this.sync(identity)).user;
  }

  /** The caller's account for a request: resolved as above, refused when disabled or deleted. */
  async activeAccount(identity: VerifiedIdentity): Promise<UserEntity> {
    const account = await this.resolveAccount(identity);
    if (account.disabledAt || account.deletedAt) throw new DomainError('account_disabled');
    return account;
  }

  /**
   * Upserts the account from the verified token (its claims win over the client's hints) and,
   * when this sync created it, grants the signup bonus: once, however many syncs race, and never
   * to an address whose bonus an erased account already had (WelcomeBonusService).
   */
  async sync(
    identity: VerifiedIdentity,
    hints: ProfileHints = {},
  ): Promise<{ user: UserEntity; created: boolean }> {
    if (!identity.email) throw new DomainError('unauthenticated');
    const email = identity.email.toLowerCase();
    const isAdmin = identity.emailVerified && this.config.ADMIN_EMAILS.includes(email);
    const bonus = await this.settings.get('credits.signupBonus');
    return this.uow.run(async (tx) => {
      const { user, inserted } = await this.repository.upsert(
        {
          firebaseUid: identity.uid,
          email,
          displayName: displayName(identity.name ?? hints.displayName),
          photoUrl: identity.picture ?? trimmed(hints.photoURL),
          locale: hints.locale,
          role: isAdmin ? 'admin' : undefined,
        },
        tx,
      );
      if (user.disabledAt || user.deletedAt) throw new DomainError('account_disabled');
      if (!inserted) return { user, created: false };
      const grant = await this.welcomeBonus.grant(tx, { userId: user.id, email }, bonus);
      if (grant?.applied) user.creditBalance = grant.balance;
      return { user, created: true };
    });
  }

  updateProfile(
    user: UserEntity,
    patch: { displayName?: string; locale?: Locale },
  ): Promise<UserEntity> {
    return this.repository.updateProfile(user.id, patch);
  }

  list(query: UserListQuery) {
    return this.repository.list(query);
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.repository.findById(id);
  }

  /** The account locked for the rest of `tx` (a staff change); null when unknown. */
  findForUpdate(tx: Transaction, id: string): Promise<UserEntity | null> {
    return this.repository.findForUpdate(tx, id);
  }

  applyAdminChanges(tx: Transaction, id: string, changes: AdminUserChanges): Promise<void> {
    return this.repository.applyAdminChanges(tx, id, changes);
  }
}

function trimmed(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/** A provider's name can be longer than a profile name may be: it is cut to the same cap. */
function displayName(value: string | null | undefined): string | null {
  return trimmed(value)?.slice(0, LIMITS.displayNameMaxChars).trimEnd() ?? null;
}
