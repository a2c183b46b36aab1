import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../app/i18n';
import { currentToast } from '../../components/toast-store';
import { BASIC_USER, jsonResponse } from '../../test/api';
import { renderApp } from '../../test/render';
import type { AuthKit, KitUser } from './auth-kit';
import { clearIdentityCache } from './auth-errors';
import { describeGoogleFailure } from './components/GoogleSignIn';
import { loginModalOpened } from './session-slice';

/** A Firebase error as the SDK throws it. */
const firebaseError = (code: string, message = `Firebase: Error (auth/${code}).`) =>
  Object.assign(new Error(message), { code: `auth/${code}` });

/**
 * The identity provider stand-in: the network boundary of the auth feature. It keeps accounts
 * in memory and answers like the Firebase SDK does.
 */
function fakeKit() {
  const accounts = new Map<string, { password: string; name: string | null }>();
  let current: KitUser | null = null;
  let listener: ((user: KitUser | null) => void) | null = null;
  const userOf = (email: string): KitUser => ({
    uid: `uid-${email}`,
    email,
    displayName: accounts.get(email)?.name ?? null,
    photoURL: null,
    getIdToken: async () => `token-${email}`,
  });
  const signIn = (email: string, isNewUser: boolean) => {
    current = userOf(email);
    listener?.(current);
    return { user: current, isNewUser };
  };
  const kit = {
    usesEmulator: true,
    onAuthStateChanged(next: (user: KitUser | null) => void) {
      listener = next;
      queueMicrotask(() => next(current));
      return () => undefined;
    },
    currentUser: () => current,
    signInWithGoogle: vi.fn(async () => {
      throw firebaseError('popup-blocked');
    }),
    signInWithGoogleCredential: vi.fn(async () => signIn('google@example.com', true)),
    prepareGoogleSignIn: vi.fn(),
    signInWithEmail: vi.fn(async (email: string, password: string) => {
      const account = accounts.get(email);
      if (!account) throw firebaseError('user-not-found');
      if (account.password !== password) throw firebaseError('wrong-password');
      return signIn(email, false);
    }),
    signUpWithEmail: vi.fn(async (name: string, email: string, password: string) => {
      if (accounts.has(email)) throw firebaseError('email-already-in-use');
      if (password.length < 6) throw firebaseError('weak-password');
      accounts.set(email, { password, name });
      return signIn(email, true);
    }),
    sendPasswordReset: vi.fn(async (email: string) => {
      if (!accounts.has(email)) throw firebaseError('user-not-found');
    }),
    signOut: vi.fn(async () => {
      current = null;
      listener?.(null);
    }),
  } satisfies AuthKit;
  return { kit, accounts };
}

/** The API (network) stand-in: sync and user lookups answer for a Basic account. */
function fakeApi() {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown) => {
      if (!(input instanceof Request)) return jsonResponse(404, {});
      requests.push(input);
      const path = new URL(input.url).pathname;
      const user = BASIC_USER;
      if (path === '/api/auth/sync') return jsonResponse(200, { user, created: true });
      if (path === '/api/user' && input.method === 'PATCH') {
        return jsonResponse(200, { ...user, ...((await input.clone().json()) as object) });
      }
      if (path === '/api/user') return jsonResponse(200, user);
      return jsonResponse(404, { statusCode: 404, code: 'not_found', message: 'x' });
    }),
  );
  return requests;
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { exact: true });

/** Fills the sign-up tab as Ana and sends it. */
function signUpAsAna(dialog: HTMLElement) {
  fireEvent.change(field(dialog, 'Nome'), { target: { value: 'Ana Souza' } });
  fireEvent.change(field(dialog, 'E-mail'), { target: { value: 'ana@example.com' } });
  fireEvent.change(field(dialog, 'Senha'), { target: { value: 'segredo1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
}

describe('login modal', { timeout: 30_000 }, () => {
  let requests: Request[];
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    requests = fakeApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the default variant: 'Login ou Cadastro' with 'Entrar com Google'", async () => {
    const { store } = renderApp({ route: '/privacidade', authKit: fakeKit().kit });
    act(() => void store.dispatch(loginModalOpened()));
    // The first test also waits for the modal's lazy chunk and texts to load.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Login ou Cadastro' },
      { timeout: 10_000 },
    );
    expect(
      within(dialog).getByText('Acesse sua conta ou crie uma nova – É rápido e grátis!'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Entrar com Google' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Entrar', selected: true })).toBeTruthy();
  });

  it('signs up in the generate variant, syncs, welcomes and lands on /dashboard', async () => {
    const { kit } = fakeKit();
    const { store } = renderApp({ route: '/privacidade', authKit: kit });
    act(() => void store.dispatch(loginModalOpened({ variant: 'generate' })));
    const dialog = await screen.findByRole('dialog', {
      name: 'Falta só um passo para gerar seu primeiro vídeo grátis!',
    });
    expect(within(dialog).getByText(/o que você já escreveu não será perdido/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continuar com Google' })).toBeTruthy();

    signUpAsAna(dialog);

    expect(
      await screen.findByRole('heading', { name: 'Olá, Ana!' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(kit.signUpWithEmail).toHaveBeenCalledWith('Ana Souza', 'ana@example.com', 'segredo1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentToast()?.title).toBe('Conta criada!');
    const sync = requests.find((r) => r.url.endsWith('/api/auth/sync'));
    expect(sync?.headers.get('authorization')).toBe('Bearer token-ana@example.com');
    // The app's language goes along: a new account's e-mails come in it.
    expect(await sync?.clone().json()).toMatchObject({ locale: 'pt-BR' });
    expect(store.getState().session.user?.uid).toBe('uid-ana@example.com');
  });

  it("saves a signed-in customer's language choice to the account (their e-mails' language)", async () => {
    const { kit } = fakeKit();
    const { store } = renderApp({ route: '/privacidade', authKit: kit });
    act(() => void store.dispatch(loginModalOpened()));
    const dialog = await screen.findByRole('dialog', { name: 'Login ou Cadastro' });
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Criar conta' }));
    signUpAsAna(dialog);
    await screen.findByRole('heading', { name: 'Olá, Ana!' }, { timeout: 10_000 });

    const patches = () =>
      requests.filter((r) => r.url.endsWith('/api/user') && r.method === 'PATCH');
    expect(patches()).toHaveLength(0);
    await act(() => setLocale('es-ES'));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(await patches()[0].clone().json()).toEqual({ locale: 'es-ES' });
    await act(() => setLocale('pt-BR'));
  });

  it('shows the mapped pt-BR messages for a wrong password and a weak one', async () => {
    const { kit, accounts } = fakeKit();
    accounts.set('bia@example.com', { password: 'certa123', name: 'Bia' });
    const { store } = renderApp({ route: '/privacidade', authKit: kit });
    act(() => void store.dispatch(loginModalOpened()));
    const dialog = await screen.findByRole('dialog', { name: 'Login ou Cadastro' });

    fireEvent.change(field(dialog, 'E-mail'), { target: { value: 'bia@example.com' } });
    fireEvent.change(field(dialog, 'Senha'), { target: { value: 'errada1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Senha incorreta. Tente novamente.',
    );
    expect(currentToast()).toMatchObject({ title: 'Erro no login', variant: 'destructive' });

    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Criar conta' }));
    fireEvent.change(field(dialog, 'E-mail'), { target: { value: 'novo@example.com' } });
    fireEvent.change(field(dialog, 'Senha'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    expect(currentToast()?.title).toBe('Erro no cadastro');
  });

  it("'Esqueci minha senha' asks for the e-mail, then sends the reset e-mail", async () => {
    const { kit, accounts } = fakeKit();
    accounts.set('caio@example.com', { password: 'certa123', name: null });
    const { store } = renderApp({ route: '/privacidade', authKit: kit });
    act(() => void store.dispatch(loginModalOpened()));
    const dialog = await screen.findByRole('dialog', { name: 'Login ou Cadastro' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Esqueci minha senha' }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Digite seu e-mail acima para receber o link de redefinição.',
    );
    expect(kit.sendPasswordReset).not.toHaveBeenCalled();

    fireEvent.change(field(dialog, 'E-mail'), { target: { value: 'caio@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Esqueci minha senha' }));
    await waitFor(() =>
      expect(currentToast()?.title).toBe(
        'E-mail enviado! Verifique sua caixa de entrada para redefinir sua senha.',
      ),
    );
    expect(kit.sendPasswordReset).toHaveBeenCalledWith('caio@example.com');
  });

  it("a failed Google sign-in shows its message and 'Limpar Cache e Tentar Novamente'", async () => {
    const { kit } = fakeKit();
    const { store } = renderApp({ route: '/privacidade', authKit: kit });
    act(() => void store.dispatch(loginModalOpened()));
    const dialog = await screen.findByRole('dialog', { name: 'Login ou Cadastro' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entrar com Google' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Erro na autenticação')).toBeTruthy();
    expect(
      within(alert).getByText('Popup bloqueado. Permita popups e tente novamente.'),
    ).toBeTruthy();
    expect(
      within(alert).getByRole('button', { name: 'Limpar Cache e Tentar Novamente' }),
    ).toBeTruthy();
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('gets the Google popup ready when the visitor heads for its button, not when /auth opens', async () => {
    const { kit } = fakeKit();
    renderApp({ route: '/auth', authKit: kit });
    const google = await screen.findByRole('button', { name: /com Google$/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(kit.prepareGoogleSignIn).not.toHaveBeenCalled();
    act(() => google.focus());
    await waitFor(() => expect(kit.prepareGoogleSignIn).toHaveBeenCalledTimes(1));
  });

  it('returns focus to the header button that opened it', async () => {
    renderApp({ route: '/privacidade', authKit: fakeKit().kit });
    const opener = await screen.findByRole('button', { name: 'Entrar' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Login ou Cadastro' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('login modal handling by message content (spec §8)', () => {
  it('classifies Safari, session, domain and other failures', () => {
    const storage = firebaseError('web-storage-unsupported');
    expect(describeGoogleFailure(storage, true).kind).toBe('safari');
    expect(describeGoogleFailure(storage, false)).toEqual({
      kind: 'generic',
      message: 'auth.googleErrors.storage',
    });
    expect(
      describeGoogleFailure(firebaseError('x', 'storage-partitioned: no access'), false).kind,
    ).toBe('safari');
    const initialState = firebaseError(
      'internal-error',
      'Unable to process request due to missing initial state. This may happen if browser sessionStorage is inaccessible.',
    );
    expect(describeGoogleFailure(initialState, false)).toEqual({
      kind: 'session',
      message: 'auth.googleErrors.session',
    });
    expect(describeGoogleFailure(firebaseError('internal-error'), false).message).toBe(
      'auth.googleErrors.network',
    );
    expect(describeGoogleFailure(firebaseError('unauthorized-domain'), false)).toEqual({
      kind: 'domain',
      message: 'auth.googleErrors.unauthorizedDomain',
    });
    expect(describeGoogleFailure(firebaseError('popup-closed-by-user'), false)).toEqual({
      kind: 'generic',
      message: 'auth.googleErrors.popupClosed',
    });
    expect(describeGoogleFailure(firebaseError('network-request-failed'), false).message).toBe(
      'auth.googleErrors.network',
    );
  });

  it("'Limpar Cache' removes the identity provider's keys and the session storage", async () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    localStorage.setItem('cena.language', 'pt-BR');
    sessionStorage.setItem('anything', '1');
    await clearIdentityCache();
    expect(localStorage.getItem('firebase:authUser:key:[DEFAULT]')).toBeNull();
    expect(localStorage.getItem('cena.language')).toBe('pt-BR');
    expect(sessionStorage.length).toBe(0);
  });
});
