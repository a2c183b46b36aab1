import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { FirebaseAccountCache, type FirebaseAccountState } from './firebase-account-cache';
import { IdentityProvider, type TestSession, type VerifiedIdentity } from './identity';
import { type IdTokenClaims, JwksKeySource, verifyFirebaseIdToken } from './id-token-verifier';
import { VerifiedTokenCache } from './verified-token-cache';

/** Verified tokens kept (each until it expires); a token is about 1 KB. */
const VERIFIED_TOKENS_KEPT = 10_000;
/** Firebase account states kept (each for FIREBASE_ACCOUNT_CHECK_TTL_MS). */
const ACCOUNT_STATES_KEPT = 10_000;

interface VerifiedToken {
  identity: VerifiedIdentity;
  authTimeS: number;
}

@Injectable()
export class FirebaseIdentityProvider extends IdentityProvider {
  private readonly app: App;
  private readonly auth: Auth;
  /** Where signatures are checked; the Auth Emulator's tokens are unsigned, so not there. */
  private readonly keys?: JwksKeySource;
  /** Tokens whose signature and claims were checked: a repeat skips that, never the account. */
  private readonly verified = new VerifiedTokenCache<VerifiedToken>(VERIFIED_TOKENS_KEPT);
  /** Firebase account states by uid, reused briefly: one look-up per uid per window. */
  private readonly accounts: FirebaseAccountCache;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    const serviceAccount = config.FIREBASE_SERVICE_ACCOUNT
      ? (JSON.parse(config.FIREBASE_SERVICE_ACCOUNT) as Record<string, string>)
      : undefined;
    // firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the environment at call time.
    if (config.FIREBASE_AUTH_EMULATOR_HOST) {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
    }
    this.app = initializeApp(
      {
        projectId: config.FIREBASE_PROJECT_ID,
        ...(serviceAccount ? { credential: cert(serviceAccount) } : {}),
      },
      `cena-${randomUUID()}`,
    );
    this.auth = getAuth(this.app);
    if (!config.usesAuthEmulator) this.keys = new JwksKeySource(config.FIREBASE_ID_TOKEN_JWKS_URL);
    this.accounts = new FirebaseAccountCache(
      (uid) => this.lookUpAccount(uid),
      config.FIREBASE_ACCOUNT_CHECK_TTL_MS,
      ACCOUNT_STATES_KEPT,
    );
  }

  async verifyIdToken(token: string): Promise<VerifiedIdentity> {
    try {
      const known = this.verified.get(token);
      if (known) {
        await this.checkAccount(known.identity.uid, known.authTimeS);
        return known.identity;
      }
      const decoded = this.keys
        ? await this.verifySigned(token, this.keys)
        : await this.auth.verifyIdToken(token);
      const identity: VerifiedIdentity = {
        uid: decoded.sub,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        picture: decoded.picture ?? null,
      };
      this.verified.set(token, { identity, authTimeS: decoded.auth_time }, decoded.exp * 1000);
      return identity;
    } catch {
      throw new DomainError('unauthenticated');
    }
  }

  /**
   * Outside the emulator: the signature and claims against the published keys, then the account
   * itself. (In the emulator firebase-admin's verifyIdToken checks the account the same way.)
   */
  private async verifySigned(token: string, keys: JwksKeySource): Promise<IdTokenClaims> {
    const claims = await verifyFirebaseIdToken(token, this.config.FIREBASE_PROJECT_ID, keys);
    await this.checkAccount(claims.sub, claims.auth_time);
    return claims;
  }

  /**
   * On every request, cached token or not: the Firebase account is neither disabled nor signed
   * out everywhere after this sign-in, as firebase-admin's checkRevoked, from a look-up at most
   * FIREBASE_ACCOUNT_CHECK_TTL_MS old (Cena's own disable is the account row, read every time).
   */
  private async checkAccount(uid: string, authTimeS: number): Promise<void> {
    const account = await this.accounts.get(uid);
    if (account.disabled) throw new Error('account disabled in Firebase');
    if (authTimeS * 1000 < account.validSinceMs) throw new Error('token revoked');
  }

  private async lookUpAccount(uid: string): Promise<FirebaseAccountState> {
    const account = await this.auth.getUser(uid);
    return {
      disabled: account.disabled,
      validSinceMs: account.tokensValidAfterTime
        ? Date.parse(account.tokensValidAfterTime)
        : Number.NEGATIVE_INFINITY,
    };
  }

  async deleteAccount(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return;
      throw error;
    }
  }

  async createTestSession(email?: string): Promise<TestSession> {
    const host = this.config.FIREBASE_AUTH_EMULATOR_HOST;
    if (!host) throw new DomainError('not_found');
    const user = email
      ? await this.auth.getUserByEmail(email).catch(() => {
          throw new DomainError('not_found');
        })
      : await this.auth.createUser({
          email: `teste-${randomUUID().slice(0, 8)}@cena.test`,
          displayName: 'Usuário de Teste',
          emailVerified: true,
        });
    const customToken = await this.auth.createCustomToken(user.uid);
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=emulator`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      },
    );
    if (!response.ok) throw new DomainError('service_unavailable');
    const body = (await response.json()) as { idToken: string };
    return { idToken: body.idToken, uid: user.uid, email: user.email ?? '' };
  }

  async onModuleDestroy(): Promise<void> {
    await deleteApp(this.app);
  }
}
