import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '../../app/storage-keys';
import { currentToast } from '../../components/toast-store';
import { ALLOWANCE, BASIC_USER, jsonResponse } from '../../test/api';
import { signedInKit } from '../../test/auth';
import { renderApp } from '../../test/render';

const PLANS = {
  currency: 'BRL',
  plans: [],
  packages: [
    {
      productKey: 'credits_100',
      name: '100 créditos',
      credits: 100,
      priceCents: 1990,
      price: 'R$ 19,90',
    },
  ],
  allowance: ALLOWANCE,
};

/** The API stand-in; `checkout` answers POST /api/stripe/create-checkout-session. */
function fakeApi(checkout: () => Response, status: () => unknown = () => ({})) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      const user = BASIC_USER;
      if (path === '/api/auth/sync') return jsonResponse(200, { user, created: false });
      if (path === '/api/user') return jsonResponse(200, user);
      if (path === '/api/plans') return jsonResponse(200, PLANS);
      if (path === '/api/stripe/create-checkout-session') return checkout();
      if (path.startsWith('/api/billing/checkout/')) return jsonResponse(200, status());
      return jsonResponse(404, { statusCode: 404, code: 'not_found', message: 'x' });
    }),
  );
}

describe('billing screens', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function continueToPayment() {
    renderApp({ route: '/checkout?product=credits_100', authKit: signedInKit() });
    const button = await screen.findByRole(
      'button',
      { name: 'Ir para o pagamento' },
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('checkout-total').textContent).toContain('R$ 19,90');
    fireEvent.click(button);
  }

  it('/comprar-creditos lists each pack with its videos; buying one opens its checkout', async () => {
    fakeApi(() => jsonResponse(500, {}));
    renderApp({ route: '/comprar-creditos', authKit: signedInKit() });
    const buy = await screen.findByRole(
      'button',
      { name: 'Comprar 100 créditos' },
      { timeout: 10_000 },
    );
    // 100 credits at the 25 a video staff set.
    expect(screen.getByTestId('package-credits_100').textContent).toContain('4 vídeos');
    expect(screen.getByTestId('credit-balance').textContent).toContain(
      'Cada vídeo usa 25 créditos.',
    );
    fireEvent.click(buy);
    await screen.findByRole('button', { name: 'Ir para o pagamento' }, { timeout: 10_000 });
    expect(screen.getByTestId('checkout-total').textContent).toContain('R$ 19,90');
    expect(screen.getByText('100 créditos (4 vídeos)')).toBeTruthy();
  });

  it("says 'URL de pagamento não encontrada. Tente novamente.' when no checkout URL comes back", async () => {
    fakeApi(() => jsonResponse(200, { checkoutUrl: '' }));
    await continueToPayment();
    await waitFor(() =>
      expect(currentToast()?.title).toBe('URL de pagamento não encontrada. Tente novamente.'),
    );
  });

  it("says 'Erro ao processar pagamento. Tente novamente.' when the request fails", async () => {
    fakeApi(() => jsonResponse(409, { statusCode: 409, code: 'already_subscribed', message: 'x' }));
    await continueToPayment();
    await waitFor(() =>
      expect(currentToast()?.title).toBe('Erro ao processar pagamento. Tente novamente.'),
    );
    expect(currentToast()?.variant).toBe('destructive');
  });

  it('/obrigado waits with a spinner, then shows the credits bought and the new balance', async () => {
    let fulfilled = false;
    fakeApi(
      () => jsonResponse(500, {}),
      () => ({
        sessionId: 'cs_1',
        kind: 'credits',
        productKey: 'credits_100',
        credits: 100,
        fulfilled,
        status: 'complete',
        paymentStatus: fulfilled ? 'paid' : 'pending',
        plan: 'basic',
        creditBalance: fulfilled ? 120 : 20,
      }),
    );
    // A returning visitor: the session hint makes a public page restore the Firebase session.
    localStorage.setItem(SESSION_HINT_KEY, '1');
    renderApp({ route: '/obrigado?session_id=cs_1', authKit: signedInKit() });
    await screen.findByText('Confirmando seu pagamento...', undefined, { timeout: 20_000 });
    fulfilled = true;
    await screen.findByText('+100 créditos na sua conta', undefined, { timeout: 10_000 });
    expect(screen.getByText('Seu saldo agora: 120 créditos')).toBeTruthy();
  });
});
