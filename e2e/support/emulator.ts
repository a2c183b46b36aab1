// The Firebase Auth Emulator's REST API: accounts made outside the browser, e-mails read back.
import { randomBytes } from 'node:crypto';
import { authEmulatorHost, projectId } from './env';

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(prefix = 'pw'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

async function identityToolkit(method: string, body: object): Promise<Record<string, unknown>> {
  const url = `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`emulator ${method}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** An e-mail and password account, as the sign-up form would create it. */
export async function createEmailUser(
  email: string,
  password: string,
  displayName?: string,
): Promise<{ uid: string; email: string }> {
  const created = await identityToolkit('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (displayName) {
    await identityToolkit('accounts:update', { idToken: created.idToken, displayName });
  }
  return { uid: String(created.localId), email };
}

/** Marks an account's e-mail verified, as the link in the verification e-mail would. */
export async function markEmailVerified(uid: string): Promise<void> {
  const url = `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts:update`;
  const response = await fetch(url, {
    method: 'POST',
    // The emulator's admin credential.
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`emulator accounts:update: ${response.status}`);
}

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/** The out-of-band codes (reset and verification e-mails) the emulator "sent" to an address. */
export async function oobCodesFor(email: string): Promise<OobCode[]> {
  const url = `http://${authEmulatorHost()}/emulator/v1/projects/${projectId()}/oobCodes`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`emulator oobCodes: ${response.status}`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email.toLowerCase() === email.toLowerCase());
}

/** What the reset link's page does: sets the new password with the e-mailed code. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  await identityToolkit('accounts:resetPassword', { oobCode, newPassword });
}

/** A Google account the emulator will accept in a credential (unique subject and e-mail). */
export function newGoogleAccount(name = 'Ana Souza'): { email: string; name: string; sub: string } {
  return { email: uniqueEmail('google'), name, sub: `g-${randomBytes(8).toString('hex')}` };
}
