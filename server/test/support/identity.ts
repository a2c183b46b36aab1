import { randomBytes } from 'node:crypto';

const host = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

async function call(path: string, body: object): Promise<Record<string, string>> {
  const response = await fetch(
    `http://${host()}/identitytoolkit.googleapis.com/v1/${path}?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`emulator ${path}: ${JSON.stringify(json)}`);
  return json;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * An e-mail/password account, as the client's sign-up creates it (e-mail not verified), and a
 * token from signing in with it. Not sign-up's own token: the emulator stamps that token's
 * `auth_time` before the account's `validSince`, and when a second ticks over between the two,
 * firebase-admin (which checks revocation against the emulator) refuses it as revoked (once in
 * about 18,000 sign-ups on an idle machine, more often under load).
 */
export async function signUp(email = uniqueEmail()): Promise<EmulatorUser> {
  const password = 'senha-segura-123';
  const created = await call('accounts:signUp', { email, password, returnSecureToken: true });
  const r = await call('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: created.localId, email, idToken: r.idToken };
}

/** A Google account (verified e-mail), as the popup sign-in produces it. */
export async function signInWithGoogle(
  email = uniqueEmail('google'),
  name = 'Ana Souza',
): Promise<EmulatorUser> {
  const idToken = JSON.stringify({
    sub: `g-${randomBytes(6).toString('hex')}`,
    email,
    email_verified: true,
    name,
  });
  const r = await call('accounts:signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { uid: r.localId, email, idToken: r.idToken };
}

export const bearer = (user: { idToken: string }) => ({ Authorization: `Bearer ${user.idToken}` });
