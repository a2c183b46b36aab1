import { TEST_AUTH_TOKEN_KEY } from './storage-keys';

/**
 * The seam between the data layer and the auth feature, so `api.ts` needs no Firebase import
 * (the SDK is loaded lazily by features/auth).
 */
type TokenProvider = () => Promise<string | null>;
type SessionEndHandler = (reason: 'account_disabled' | 'token_expired') => void;

let idTokenProvider: TokenProvider | null = null;
let sessionEndHandler: SessionEndHandler | null = null;

/** features/auth registers the Firebase user's `getIdToken` while someone is signed in. */
export function setIdTokenProvider(provider: TokenProvider | null): void {
  idTokenProvider = provider;
}

export function setSessionEndHandler(handler: SessionEndHandler | null): void {
  sessionEndHandler = handler;
}

export function endSession(reason: 'account_disabled' | 'token_expired'): void {
  sessionEndHandler?.(reason);
}

function storedTestToken(): string | null {
  try {
    return localStorage.getItem(TEST_AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The Firebase ID token (refreshed by the SDK), else the stored test-login token (spec §7). */
export async function currentAuthToken(): Promise<string | null> {
  const fromFirebase = idTokenProvider ? await idTokenProvider() : null;
  return fromFirebase ?? storedTestToken();
}
