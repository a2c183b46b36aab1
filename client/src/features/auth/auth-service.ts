import { setIdTokenProvider, setSessionEndHandler } from '../../app/auth-bridge';
import { currentLocale, i18next, loadNamespace, matchLocale } from '../../app/i18n';
import { loadRuntimeConfig } from '../../app/runtime-config';
import {
  REOPEN_LOGIN_KEY,
  SAVED_PROMPT_KEY,
  SESSION_HINT_KEY,
  TEST_AUTH_TOKEN_KEY,
  TEST_USER_KEY,
} from '../../app/storage-keys';
import type { AppStore } from '../../app/store';
import { toast } from '../../components/toast-store';
import { authApi } from './api';
import type { AuthKit, KitSignIn, KitUser } from './auth-kit';
import { AuthTimeoutError, endsSession, isMobileSafari } from './auth-errors';
import {
  loginModalClosed,
  loginModalOpened,
  sessionChanged,
  type SessionUser,
} from './session-slice';

const loadAuthTexts = () => loadNamespace('auth').catch(() => undefined);

/** Spec §9: Google popup timeout 30 s, 60 s on mobile Safari. */
export const GOOGLE_TIMEOUT_MS = 30_000;
export const GOOGLE_TIMEOUT_MOBILE_SAFARI_MS = 60_000;

type KitLoader = () => Promise<AuthKit>;

interface AuthContext {
  store: AppStore;
  loadKit: KitLoader;
}

let context: AuthContext | null = null;
let routerNavigate: ((to: string) => void) | null = null;

/** Set by <NavigationBridge/> inside the router. */
export function setAuthNavigate(navigate: ((to: string) => void) | null): void {
  routerNavigate = navigate;
}

function navigate(to: string): void {
  if (routerNavigate) routerNavigate(to);
  else window.location.assign(to);
}
let kitPromise: Promise<AuthKit> | null = null;
let firebaseChecked: Promise<void> | null = null;

const defaultKitLoader: KitLoader = async () => {
  const [config, { createFirebaseKit }] = await Promise.all([
    loadRuntimeConfig(),
    import('./firebase-kit'),
  ]);
  return createFirebaseKit(config);
};

function ctx(): AuthContext {
  if (!context) throw new Error('initAuth() has not run');
  return context;
}

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

function toSessionUser(user: KitUser): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    source: 'firebase',
  };
}

/** The subject of a JWT, read without verifying it (the server verifies). */
function tokenClaims(token: string): { sub?: string; email?: string } {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: string;
      email?: string;
    };
  } catch {
    return {};
  }
}

/** The test login's session, when its token is stored (spec §3). */
function testSession(): SessionUser | null {
  const token = storage()?.getItem(TEST_AUTH_TOKEN_KEY);
  if (!token) return null;
  const claims = tokenClaims(token);
  let name: string | null;
  try {
    const user = JSON.parse(storage()?.getItem(TEST_USER_KEY) ?? 'null') as {
      name?: string;
    } | null;
    name = user?.name ?? null;
  } catch {
    name = null;
  }
  return {
    uid: claims.sub ?? 'test',
    email: claims.email ?? null,
    displayName: name,
    photoURL: null,
    source: 'test',
  };
}

function clearTestSession(): void {
  storage()?.removeItem(TEST_AUTH_TOKEN_KEY);
  storage()?.removeItem(TEST_USER_KEY);
}

/** Loads the identity SDK once, and from then on mirrors its user into the store. */
export function loadAuthKit(): Promise<AuthKit> {
  const { store, loadKit } = ctx();
  if (!kitPromise) {
    kitPromise = loadKit().catch((error: unknown) => {
      kitPromise = null;
      throw error;
    });
    firebaseChecked = kitPromise.then(
      (kit) =>
        new Promise<void>((resolve) => {
          kit.onAuthStateChanged((user) => {
            if (user) {
              setIdTokenProvider(() => user.getIdToken());
              storage()?.setItem(SESSION_HINT_KEY, '1');
              store.dispatch(sessionChanged(toSessionUser(user)));
            } else {
              setIdTokenProvider(null);
              storage()?.removeItem(SESSION_HINT_KEY);
              store.dispatch(sessionChanged(testSession()));
            }
            resolve();
          });
        }),
      () => {
        // The SDK could not load (offline, server down): whoever is signed in by test token
        // stays, everyone else is signed out; the login modal reports the failure itself.
        store.dispatch(sessionChanged(testSession()));
      },
    );
  }
  return kitPromise;
}

/** Resolves once the session is known for sure (the SDK has reported its user). */
export function ensureSessionChecked(): Promise<void> {
  void loadAuthKit().catch(() => undefined);
  return firebaseChecked ?? Promise.resolve();
}

/**
 * Starts the session: a test token or no Firebase hint decides at once (no SDK download for
 * visitors); a remembered Firebase session loads the SDK, and the status stays 'loading' until
 * it reports.
 */
export function initAuth(store: AppStore, loadKit: KitLoader = defaultKitLoader): void {
  context = { store, loadKit };
  followLanguageChoice();
  kitPromise = null;
  firebaseChecked = null;
  setIdTokenProvider(null);
  setSessionEndHandler((reason) => void endSessionNow(reason));
  void exposeTestHook();
  reopenLoginAfterCacheClear(store);
  const test = testSession();
  if (storage()?.getItem(SESSION_HINT_KEY)) {
    void loadAuthKit().catch(() => undefined);
  } else {
    store.dispatch(sessionChanged(test));
  }
}

let followingLanguage = false;

/**
 * A signed-in customer's language choice (the header's switcher) becomes their account's, so the
 * e-mails Cena sends them (video ready, support replies, receipts) come in it too.
 */
function followLanguageChoice(): void {
  if (followingLanguage) return;
  followingLanguage = true;
  i18next.on('languageChanged', (language: string) => {
    if (!context) return;
    const { store } = context;
    const locale = matchLocale(language);
    if (!locale || store.getState().session.status !== 'signedIn') return;
    const account = authApi.endpoints.getUser.select()(store.getState()).data;
    if (account?.locale === locale) return;
    store
      .dispatch(authApi.endpoints.updateProfile.initiate({ locale }))
      .unwrap()
      .catch((error: unknown) => console.warn('saving the language failed', error));
  });
}

/** 'Limpar Cache e Tentar Novamente' reloads the page; the login modal comes back open. */
function reopenLoginAfterCacheClear(store: AppStore): void {
  try {
    const variant = sessionStorage.getItem(REOPEN_LOGIN_KEY);
    if (!variant) return;
    sessionStorage.removeItem(REOPEN_LOGIN_KEY);
    store.dispatch(loginModalOpened({ variant: variant === 'generate' ? 'generate' : 'default' }));
  } catch {
    // No session storage: nothing to reopen.
  }
}

/** `POST /api/auth/sync` on every sign-in; a failure is only logged (spec §4). */
async function syncAccount(user: KitUser): Promise<void> {
  const { store } = ctx();
  try {
    await store
      .dispatch(
        authApi.endpoints.syncAccount.initiate({
          uid: user.uid,
          email: user.email ?? undefined,
          displayName: user.displayName,
          photoURL: user.photoURL,
          locale: currentLocale(),
        }),
      )
      .unwrap();
  } catch (error) {
    console.warn('auth sync failed', error);
  }
}

/**
 * Set while a login-required route shows the sign-in page in its place (RequireAuth): signing in
 * there keeps the customer on the page they asked for (/comprar-creditos, /ajuda/…) instead of
 * sending them to /dashboard, which the spec asks of the login modal and /auth.
 */
let signInInPlace = false;

export function keepRouteAtSignIn(active: boolean): void {
  signInInPlace = active;
}

/**
 * Runs a sign-in with the route's flag as it was when the visitor started it: once the provider
 * has signed them in, its auth-state listener may change the session before `sign` resolves, the
 * route then renders in place of the sign-in page, and that page's unmounting clears the flag (a
 * loaded test run saw the visitor sent to /dashboard from /comprar-creditos).
 */
async function signIn(sign: () => Promise<KitSignIn>): Promise<void> {
  const stayOnRoute = signInInPlace;
  await completeSignIn(await sign(), stayOnRoute);
}

/**
 * One success path for every sign-in (spec §4): sync, welcome toast, close, then /dashboard,
 * unless the sign-in page stands in for a login-required route (see `keepRouteAtSignIn`).
 */
async function completeSignIn({ user, isNewUser }: KitSignIn, stayOnRoute: boolean): Promise<void> {
  const { store } = ctx();
  setIdTokenProvider(() => user.getIdToken());
  storage()?.setItem(SESSION_HINT_KEY, '1');
  clearTestSession();
  store.dispatch(sessionChanged(toSessionUser(user)));
  await Promise.all([syncAccount(user), loadAuthTexts()]);
  toast({
    title: i18next.t(isNewUser ? 'auth.toasts.signupSuccess' : 'auth.toasts.loginSuccess', {
      ns: 'auth',
    }),
    variant: 'success',
  });
  const fromModal = store.getState().session.loginModal.open;
  store.dispatch(loginModalClosed());
  if (fromModal || !stayOnRoute) navigate('/dashboard');
}

async function signOutOnFatal(error: unknown): Promise<never> {
  if (endsSession(error)) await endSessionNow('token_expired').catch(() => undefined);
  throw error;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AuthTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function googleTimeoutMs(): number {
  return isMobileSafari() ? GOOGLE_TIMEOUT_MOBILE_SAFARI_MS : GOOGLE_TIMEOUT_MS;
}

export async function signInWithGoogle(): Promise<void> {
  const kit = await loadAuthKit();
  await signIn(() => withTimeout(kit.signInWithGoogle(), googleTimeoutMs()).catch(signOutOnFatal));
}

/** Gets the Google popup ready while the visitor heads for its button; failures wait for the click. */
export function prepareGoogleSignIn(): void {
  loadAuthKit().then(
    (kit) => kit.prepareGoogleSignIn(),
    () => undefined,
  );
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const kit = await loadAuthKit();
  await signIn(() => kit.signInWithEmail(email.trim(), password).catch(signOutOnFatal));
}

export async function signUpWithEmail(name: string, email: string, password: string) {
  const kit = await loadAuthKit();
  await signIn(async () => ({
    ...(await kit.signUpWithEmail(name, email.trim(), password).catch(signOutOnFatal)),
    isNewUser: true,
  }));
}

export async function sendPasswordReset(email: string): Promise<void> {
  const kit = await loadAuthKit();
  await kit.sendPasswordReset(email.trim());
}

/** `POST /api/test/login`: stores `authToken` and `testUser` (spec §3). */
export async function testLogin(): Promise<void> {
  const { store } = ctx();
  const response = await store.dispatch(authApi.endpoints.testLogin.initiate()).unwrap();
  storage()?.setItem(TEST_AUTH_TOKEN_KEY, response.token);
  storage()?.setItem(TEST_USER_KEY, JSON.stringify(response.user));
  store.dispatch(sessionChanged(testSession()));
  toast({ title: i18next.t('testLogin.success'), variant: 'success' });
  store.dispatch(loginModalClosed());
  navigate('/dashboard');
}

/** Signs out of Firebase and the test login; clears the saved prompt (spec §4). */
async function signOutEverywhere(): Promise<void> {
  const { store } = ctx();
  if (kitPromise) {
    const kit = await kitPromise;
    await kit.signOut();
  }
  clearTestSession();
  setIdTokenProvider(null);
  storage()?.removeItem(SESSION_HINT_KEY);
  storage()?.removeItem(SAVED_PROMPT_KEY);
  store.dispatch(sessionChanged(null));
}

/** The logout dialog's 'Sair': sign out, clear the saved prompt, go to / (spec §4). */
export async function logout(): Promise<void> {
  await Promise.all([signOutEverywhere(), loadAuthTexts()]);
  toast({ title: i18next.t('auth.toasts.logoutSuccess', { ns: 'auth' }), variant: 'success' });
  navigate('/');
}

/** After the account's own deletion: signed out everywhere, told so, back to /. */
export async function signOutDeleted(message: string): Promise<void> {
  await signOutEverywhere();
  toast({ title: message, variant: 'success' });
  navigate('/');
}

/** A disabled account or an expired token ends the session wherever it is noticed. */
async function endSessionNow(reason: 'account_disabled' | 'token_expired'): Promise<void> {
  if (!context || ctx().store.getState().session.status !== 'signedIn') return;
  await Promise.all([
    signOutEverywhere().catch((error: unknown) => console.warn('sign-out failed', error)),
    loadAuthTexts(),
  ]);
  toast({
    title:
      reason === 'account_disabled'
        ? i18next.t('toasts.accountDisabled.title')
        : i18next.t('auth.errors.userTokenExpired', { ns: 'auth' }),
    description: reason === 'account_disabled' ? i18next.t('errors:account_disabled') : undefined,
    variant: 'destructive',
  });
  navigate('/');
}

/**
 * Browser-test hook, only when the server points the SDK at the Auth Emulator (which the server
 * refuses in production, so no production deployment ever has it). The Google popup cannot
 * finish offline, so tests sign in with an emulator Google credential through the same success
 * path:
 *
 *   await page.evaluate((json) => window.__cenaAuth!.signInWithGoogleCredential(json),
 *     JSON.stringify({ sub: 'g-123', email: 'ana@example.com', email_verified: true }));
 *
 * It resolves after the sync, the toast and the navigation to /dashboard.
 */
async function exposeTestHook(): Promise<void> {
  const config = await loadRuntimeConfig().catch(() => null);
  if (!config?.authEmulatorUrl) return;
  window.__cenaAuth = {
    signInWithGoogleCredential: async (idTokenJson: string) => {
      const kit = await loadAuthKit();
      await signIn(() => kit.signInWithGoogleCredential(idTokenJson));
    },
  };
}

declare global {
  interface Window {
    __cenaAuth?: { signInWithGoogleCredential(idTokenJson: string): Promise<void> };
  }
}
