/**
 * Spec §8: the localized auth error map, the Google sign-in messages, and the login modal's
 * handling by message content. Functions return i18n keys (namespace `client`).
 */

/** Thrown by our own timer when the Google popup takes longer than allowed. */
export class AuthTimeoutError extends Error {
  readonly code = 'auth/timeout';
  constructor() {
    super('auth/timeout: Google sign-in timed out');
  }
}

/** The Firebase code without its `auth/` prefix ('' when the error has none). */
export function authErrorCode(error: unknown): string {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  return code.replace(/^auth\//, '');
}

export function rawErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** Spec §8 "Localized auth error map" plus the server messages' client codes. */
const AUTH_ERROR_KEYS: Record<string, string> = {
  'user-not-found': 'auth.errors.userNotFound',
  'wrong-password': 'auth.errors.wrongPassword',
  'invalid-credential': 'auth.errors.invalidCredential',
  'invalid-login-credentials': 'auth.errors.invalidCredential',
  'email-already-in-use': 'auth.errors.emailInUse',
  'weak-password': 'auth.errors.weakPassword',
  'invalid-email': 'auth.errors.invalidEmail',
  'missing-email': 'auth.errors.invalidEmail',
  'missing-password': 'auth.errors.weakPassword',
  'too-many-requests': 'auth.errors.tooManyRequests',
  'network-request-failed': 'auth.errors.network',
  'popup-closed-by-user': 'auth.errors.popupClosed',
  'cancelled-popup-request': 'auth.errors.cancelledPopup',
  'popup-blocked': 'auth.errors.popupBlocked',
  'expired-action-code': 'auth.errors.expiredActionCode',
  'invalid-action-code': 'auth.errors.invalidActionCode',
  'requires-recent-login': 'auth.errors.requiresRecentLogin',
  'user-token-expired': 'auth.errors.userTokenExpired',
  'user-disabled': 'auth.errors.userDisabled',
  'password-does-not-meet-requirements': 'auth.errors.passwordPolicy',
  'invalid-verification-code': 'auth.errors.invalidVerificationCode',
  'code-expired': 'auth.errors.codeExpired',
  'admin-restricted-operation': 'auth.errors.adminRestricted',
  'operation-not-allowed': 'auth.errors.adminRestricted',
  'unauthorized-domain': 'auth.errors.unauthorizedDomain',
  'user-mismatch': 'auth.errors.userMismatch',
  'multi-factor-auth-required': 'auth.errors.mfaRequired',
  'account-exists-with-different-credential': 'auth.errors.accountExists',
};

/** The localized message of an e-mail sign-in, sign-up or reset failure. */
export function authErrorKey(error: unknown): string {
  return AUTH_ERROR_KEYS[authErrorCode(error)] ?? 'auth.errors.default';
}

/** A disabled account or an expired session signs the user out (spec §8). */
export function endsSession(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'user-disabled' || code === 'user-token-expired';
}

/** Spec §8 "Google sign-in messages". */
export function googleErrorKey(error: unknown): string {
  const code = authErrorCode(error);
  const message = rawErrorMessage(error);
  // The SDK reports a lost redirect/popup state as `internal-error` with this message.
  if (/initial state|sessionStorage/i.test(message)) return 'auth.googleErrors.session';
  switch (code) {
    case 'popup-closed-by-user':
    case 'cancelled-popup-request':
      return 'auth.googleErrors.popupClosed';
    case 'popup-blocked':
      return 'auth.googleErrors.popupBlocked';
    case 'unauthorized-domain':
      return 'auth.googleErrors.unauthorizedDomain';
    // The popup flow first loads Google's helper script and iframe; when they cannot be fetched
    // (offline, DNS, blocked) the SDK reports `internal-error`.
    case 'network-request-failed':
    case 'internal-error':
      return 'auth.googleErrors.network';
    case 'timeout':
      return 'auth.googleErrors.timeout';
    case 'web-storage-unsupported':
      return 'auth.googleErrors.storage';
  }
  if (/storage/i.test(message)) return 'auth.googleErrors.storage';
  if (AUTH_ERROR_KEYS[code]) return AUTH_ERROR_KEYS[code]!;
  return 'auth.googleErrors.generic';
}

export type ModalErrorKind = 'safari' | 'session' | 'domain' | 'generic';

/** Spec §8 "Login modal handling by message content". */
export function classifyModalError(text: string): ModalErrorKind {
  if (/Safari Mobile|storage-partitioned/i.test(text)) return 'safari';
  if (/sessionStorage|initial state/i.test(text)) return 'session';
  if (/unauthorized-domain|bypass/i.test(text)) return 'domain';
  return 'generic';
}

/** Safari on iPhone / iPad (not Chrome, Firefox or Edge for iOS, which are WebKit too). */
export function isMobileSafari(userAgent: string = navigator.userAgent): boolean {
  const iOS =
    /iP(hone|ad|od)/.test(userAgent) || (/Macintosh/.test(userAgent) && 'ontouchend' in document);
  return iOS && /WebKit/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/**
 * 'Limpar Cache e Tentar Novamente' (spec §9): removes every storage key naming the identity
 * provider and clears session storage. IndexedDB deletion finishes once the SDK's connection
 * closes (the page reloads right after).
 */
export async function clearIdentityCache(): Promise<void> {
  for (const key of Object.keys(localStorage)) {
    if (key.toLowerCase().includes('firebase')) localStorage.removeItem(key);
  }
  sessionStorage.clear();
  if (typeof indexedDB === 'undefined') return;
  const names = indexedDB.databases
    ? (await indexedDB.databases().catch(() => [])).map((db) => db.name ?? '')
    : ['firebaseLocalStorageDb', 'firebase-heartbeat-database'];
  for (const name of names) {
    if (name.toLowerCase().includes('firebase')) indexedDB.deleteDatabase(name);
  }
}
