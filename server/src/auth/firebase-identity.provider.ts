import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { IdentityProvider, type TestSession, type VerifiedIdentity } from './identity';

@Injectable()
export class FirebaseIdentityProvider extends IdentityProvider {
  private readonly app: App;
  private readonly auth: Auth;

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
  }

  async verifyIdToken(token: string): Promise<VerifiedIdentity> {
    try {
      const decoded = await this.auth.verifyIdToken(token, !this.config.usesAuthEmulator);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        picture: decoded.picture ?? null,
      };
    } catch {
      throw new DomainError('unauthenticated');
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
