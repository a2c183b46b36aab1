/** What the server knows about a caller once their ID token is verified. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface TestSession {
  idToken: string;
  uid: string;
  email: string;
}

/** The identity port: Firebase Auth (hosted, or the Auth Emulator locally and in tests). */
export abstract class IdentityProvider {
  /** Throws when the token is missing, malformed, expired, revoked or tampered with. */
  abstract verifyIdToken(token: string): Promise<VerifiedIdentity>;
  /** Deletes the sign-in account (LGPD erasure); no error when it is already gone. */
  abstract deleteAccount(uid: string): Promise<void>;
  /** Emulator only: a fresh test account, or the existing one with that e-mail, signed in. */
  abstract createTestSession(email?: string): Promise<TestSession>;
}
