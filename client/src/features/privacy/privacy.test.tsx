import type { DataExport } from '@cena/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/toast-store';
import { BASIC_USER, jsonResponse } from '../../test/api';
import { signedInKit } from '../../test/auth';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 10_000 };

const READY: DataExport = {
  id: 'e1',
  status: 'ready',
  createdAt: '2026-11-20T12:00:00.000Z',
  completedAt: '2026-11-20T12:01:00.000Z',
  expiresAt: '2026-11-27T12:01:00.000Z',
  sizeBytes: 12_300_000,
  downloadUrl: '/media/exports/u1/e1.tar.gz?exp=1&sig=x',
};

/** The API stand-in: the exports list, and the deletion, which records what was typed. */
function fakeApi(): { confirmed: string[] } {
  const calls = { confirmed: [] as string[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname === '/api/auth/sync') {
        return jsonResponse(200, { user: BASIC_USER, created: false });
      }
      if (pathname === '/api/user') return jsonResponse(200, BASIC_USER);
      if (pathname === '/api/privacy/exports') return jsonResponse(200, [READY]);
      if (pathname === '/api/privacy/deletion') {
        calls.confirmed.push(((await input.json()) as { confirmEmail: string }).confirmEmail);
        return jsonResponse(202, { status: 'pending', requestedAt: '2026-11-21T12:00:00.000Z' });
      }
      return jsonResponse(404, { statusCode: 404, code: 'not_found', message: 'Não encontrado.' });
    }),
  );
  return calls;
}

describe('/privacidade-e-dados', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists a ready export with its link and size, and deletes only once the e-mail is typed', async () => {
    const calls = fakeApi();
    renderApp({ route: '/privacidade-e-dados', authKit: signedInKit() });
    await screen.findByRole('heading', { name: 'Privacidade e dados', level: 1 }, SLOW);
    const link = await screen.findByRole('link', { name: /^Baixar \(12,3 MB\)$/ }, SLOW);
    expect(link.getAttribute('href')).toBe(READY.downloadUrl);
    expect(screen.getByText('Pronto')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await screen.findByRole('heading', { name: 'Excluir sua conta para sempre?' }, SLOW);
    expect(screen.getByText(/Seu saldo de créditos \(20\)/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Excluir conta' }) as HTMLButtonElement;
    const field = screen.getByLabelText(/Para confirmar, digite o e-mail da conta/);
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'outra@example.com' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' ANA@example.com ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.confirmed).toEqual(['ANA@example.com']), SLOW);
  });
});
