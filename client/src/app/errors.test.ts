import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToast } from '../components/toast-store';
import { authApi } from '../features/auth/api';
import { initAuth } from '../features/auth/auth-service';
import { sessionChanged } from '../features/auth/session-slice';
import { RETRY_DELAY_MS } from './api';
import { describeError, loadErrorTexts, toastForError } from './errors';
import { initI18n } from './i18n';
import { makeStore } from './store';
import { TEST_AUTH_TOKEN_KEY } from './storage-keys';

const apiError = (status: number, code: string, message = 'server text') => ({
  status,
  data: { statusCode: status, code, message },
});

/** The requests the API layer sent (runtime-config fetches pass a plain string). */
function apiRequests(mock: ReturnType<typeof vi.fn>): Request[] {
  return mock.mock.calls.map((call) => call[0]).filter((arg) => arg instanceof Request);
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('describeError (spec §8 toasts by API code)', () => {
  beforeEach(async () => {
    await initI18n('pt-BR');
    await loadErrorTexts();
  });

  it('maps a network failure to the connection toast', () => {
    expect(describeError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      title: 'Erro de conexão',
      description: 'Não foi possível conectar. Verifique sua internet e tente novamente.',
      variant: 'destructive',
    });
  });

  it("turns insufficient credits during generation into 'Demanda alta!'", () => {
    const toast = describeError(apiError(402, 'insufficient_credits'), 'generation');
    expect(toast.title).toBe('Demanda alta!');
    expect(toast.description).toBe(
      'Quero muito gerar seu vídeo, mas a demanda está alta agora. Tente novamente mais tarde',
    );
  });

  it("says the server's cost outside generation, the app's own words without one (pt-BR)", () => {
    const server =
      'Você não tem créditos suficientes. São necessários 25 créditos para gerar um vídeo.';
    const toast = describeError(apiError(402, 'insufficient_credits', server));
    expect(toast.title).toBe('Créditos insuficientes');
    expect(toast.description).toBe(server);
    expect(describeError(apiError(402, 'insufficient_credits', '')).description).toBe(
      'Você não tem créditos suficientes para este vídeo.',
    );
  });

  it("gives 'Erro na geração' for a provider or server failure", () => {
    for (const error of [apiError(502, 'provider_failed'), apiError(500, 'internal_error')]) {
      expect(describeError(error, 'generation')).toMatchObject({
        title: 'Erro na geração',
        description: 'Não foi possível gerar o vídeo. Tente novamente.',
      });
    }
  });

  it('uses the code’s own text when it tells the user what to change', () => {
    // The limit is a setting: the server's message says today's number, in its plural form.
    for (const limit of [
      'Você atingiu o limite de 1 vídeo por dia do plano Basic. Volte amanhã ou assine o Pro.',
      'Você atingiu o limite de 5 vídeos por dia do plano Basic. Volte amanhã ou assine o Pro.',
    ]) {
      expect(
        describeError(apiError(429, 'daily_limit_reached', limit), 'generation').description,
      ).toBe(limit);
    }
    // Without the server's words the app cannot know the number: the context's text, never the
    // plural entry's object or a bare placeholder.
    expect(describeError(apiError(429, 'daily_limit_reached', ''), 'generation')).toMatchObject({
      title: 'Erro na geração',
      description: 'Não foi possível gerar o vídeo. Tente novamente.',
    });
    const invalid = {
      status: 400,
      data: { statusCode: 400, code: 'validation_failed', message: 'x', fields: ['prompt'] },
    };
    expect(describeError(invalid).description).toBe('Alguns campos estão inválidos: prompt.');
    // A template slot left in the prompt: the server's message names it.
    const slot = 'Troque [nome do restaurante] pelos dados do seu negócio antes de criar o vídeo.';
    expect(describeError(apiError(400, 'prompt_placeholder', slot), 'generation').description).toBe(
      slot,
    );
  });

  it('maps the proposal limit, the login requirement and the refine failure', () => {
    expect(describeError(apiError(409, 'proposal_limit'), 'alternative')).toMatchObject({
      title: 'Limite atingido',
      description: 'Você já gerou 3 propostas diferentes. Escolha a que mais gostou!',
    });
    expect(describeError(apiError(401, 'unauthenticated')).title).toBe('Autenticação necessária');
    expect(describeError(apiError(500, 'internal_error'), 'refine')).toMatchObject({
      title: 'Erro na refinação',
      description: 'Não foi possível refinar o prompt. Tente novamente.',
    });
  });

  it('shows the mapped toast, replacing the current one', () => {
    toastForError(apiError(500, 'internal_error'), 'refine');
    const first = currentToast();
    toastForError({ status: 'FETCH_ERROR', error: 'offline' });
    expect(currentToast()).toMatchObject({ title: 'Erro de conexão', open: true });
    expect(currentToast()!.id).not.toBe(first!.id);
  });
});

describe('base API (spec §7 request rules, §9 cache rules)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  /** Answers for API requests, in order; the last one repeats. */
  let replies: Array<[number, unknown]>;
  let lastReply: [number, unknown] = [404, {}];
  const reply = (status: number, body: unknown) => replies.push([status, body]);

  beforeEach(async () => {
    await initI18n('pt-BR');
    localStorage.clear();
    replies = [];
    fetchMock = vi.fn(async (input: unknown) => {
      // The runtime config (a plain URL string) is not what these tests look at.
      if (!(input instanceof Request)) return jsonResponse(404, {});
      lastReply = replies.shift() ?? lastReply;
      return jsonResponse(...lastReply);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the test token, the preview bypass header and no JSON type without a body', async () => {
    localStorage.setItem(TEST_AUTH_TOKEN_KEY, 'token-123');
    reply(200, { id: 'u1', email: 'a@b.c', plan: 'basic', role: 'user', credits: 20 });
    const store = makeStore();
    initAuth(store, () => Promise.reject(new Error('offline')));
    await store.dispatch(authApi.endpoints.getUser.initiate());
    const request = apiRequests(fetchMock)[0]!;
    expect(request.url).toMatch(/\/api\/user$/);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
    expect(request.headers.get('x-production-bypass')).toBe('true');
    expect(request.headers.get('content-type')).toBeNull();
  });

  it('sends JSON with a body', async () => {
    reply(200, { user: {}, created: false });
    const store = makeStore();
    initAuth(store, () => Promise.reject(new Error('offline')));
    await store.dispatch(authApi.endpoints.syncAccount.initiate({ uid: 'u1' }));
    const request = apiRequests(fetchMock)[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
  });

  it('retries a 5xx once after 1 s, but not a 4xx', async () => {
    const store = makeStore();
    initAuth(store, () => Promise.reject(new Error('offline')));
    reply(503, { statusCode: 503, code: 'service_unavailable' });
    reply(200, { id: 'u1', email: 'a@b.c', plan: 'pro', role: 'user', credits: 5 });
    const started = Date.now();
    const result = await store.dispatch(authApi.endpoints.getUser.initiate());
    expect(result.data?.plan).toBe('pro');
    expect(apiRequests(fetchMock)).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 50);

    fetchMock.mockClear();
    reply(404, { statusCode: 404, code: 'not_found' });
    await store.dispatch(authApi.endpoints.testLogin.initiate());
    expect(apiRequests(fetchMock)).toHaveLength(1);
  });

  it('signs out when the API says the account is disabled, and clears the cache on uid change', async () => {
    localStorage.setItem(TEST_AUTH_TOKEN_KEY, 'token-123');
    const store = makeStore();
    initAuth(store, () => Promise.reject(new Error('offline')));
    expect(store.getState().session.status).toBe('signedIn');

    reply(200, { id: 'u1', email: 'a@b.c', plan: 'basic', role: 'user', credits: 20 });
    await store.dispatch(authApi.endpoints.getUser.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(
      sessionChanged({
        uid: 'other',
        email: null,
        displayName: null,
        photoURL: null,
        source: 'test',
      }),
    );
    expect(Object.keys(store.getState().api.queries)).toHaveLength(0);

    reply(403, { statusCode: 403, code: 'account_disabled', message: 'off' });
    await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    await vi.waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
    expect(localStorage.getItem(TEST_AUTH_TOKEN_KEY)).toBeNull();
    await vi.waitFor(() => expect(currentToast()?.title).toBe('Conta desativada'));
  });
});
